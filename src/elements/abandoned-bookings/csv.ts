/** The abandoned bookings as CSV rows (src/common/csv.ts writes them): times are the business's, written as a spreadsheet sorts them. */
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import type { BoardFormat } from './board-format.js';

/** The bookings' rows, the header first, in the page's words. */
export function bookingRows(bookings: readonly AbandonedBooking[], format: BoardFormat, zone: string): string[][] {
  const { text } = format;
  const header = [
    text.csvWhen(zone),
    text.branchLabel,
    text.csvFirstName,
    text.csvLastName,
    text.csvEmail,
    text.csvPhone,
    text.csvPets,
    text.careTypeLabel,
    text.stepLabel,
    text.statusLabel,
    text.leadTypeLabel,
    text.csvLastText,
    text.csvLastEmail,
    text.csvId,
  ];
  const rows = bookings.map((booking) => [
    format.sortableWhen(booking.abandonTime),
    format.branch(booking.businessId),
    booking.customer?.firstName ?? '',
    booking.customer?.lastName ?? '',
    booking.customer?.email ?? '',
    booking.customer?.phoneNumber ?? '',
    format.pets(booking).join('; '),
    format.careType(booking.careType),
    format.step(booking.abandonStep),
    format.status(booking.abandonStatus),
    format.leadType(booking.leadType),
    format.sortableWhen(booking.lastTextedTime),
    format.sortableWhen(booking.lastEmailedTime),
    booking.id,
  ]);
  return [header, ...rows];
}
