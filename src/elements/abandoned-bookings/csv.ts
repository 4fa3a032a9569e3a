/**
 * The bookings as CSV, as RFC 4180 writes it, for spreadsheets: lines end in CRLF; a field holding
 * a comma, a quote or a line break is quoted, its quotes doubled. A spreadsheet runs a cell that
 * starts with `=`, `+`, `-` or `@` (or a tab or a carriage return) as a formula, even from a file:
 * such a cell is written with a `'` in front, so that it reads as the text it is (OWASP, "CSV
 * injection"). Times are the business's, written as a spreadsheet sorts them.
 */
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import type { BoardFormat } from './board-format.js';

/** One field, safe for a spreadsheet and quoted where RFC 4180 needs it. */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The rows as CSV text, each line ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

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
