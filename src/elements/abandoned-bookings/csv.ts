/**
 * The abandoned bookings as a CSV table (src/common/csv.ts writes it), a column per fact, in the
 * page's words: times are the business's, written as a spreadsheet sorts them.
 */
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import { csvRows } from '../../common/csv.js';
import type { BoardFormat } from './board-format.js';

/** The bookings' rows, the header first; `zone` names the zone of the times. */
export function bookingRows(bookings: readonly AbandonedBooking[], format: BoardFormat, zone: string): string[][] {
  const { text } = format;
  return csvRows<AbandonedBooking>(
    [
      [text.csvWhen(zone), (booking) => format.sortableWhen(booking.abandonTime)],
      [text.branchLabel, (booking) => format.branch(booking.businessId)],
      [text.csvFirstName, (booking) => booking.customer?.firstName ?? ''],
      [text.csvLastName, (booking) => booking.customer?.lastName ?? ''],
      [text.csvEmail, (booking) => booking.customer?.email ?? ''],
      [text.csvPhone, (booking) => booking.customer?.phoneNumber ?? ''],
      [text.csvPets, (booking) => format.pets(booking).join('; ')],
      [text.careTypeLabel, (booking) => format.careType(booking.careType)],
      [text.stepLabel, (booking) => format.step(booking.abandonStep)],
      [text.statusLabel, (booking) => format.status(booking.abandonStatus)],
      [text.leadTypeLabel, (booking) => format.leadType(booking.leadType)],
      [text.csvLastText, (booking) => format.sortableWhen(booking.lastTextedTime)],
      [text.csvLastEmail, (booking) => format.sortableWhen(booking.lastEmailedTime)],
      [text.csvId, (booking) => booking.id],
    ],
    bookings,
  );
}
