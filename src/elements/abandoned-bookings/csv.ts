/**
 * The bookings as CSV, as RFC 4180 writes it, for spreadsheets: lines end in CRLF; a field holding
 * a comma, a quote or a line break is quoted, its quotes doubled. A spreadsheet runs a cell that
 * starts with `=`, `+`, `-` or `@` (or a tab, a carriage return or a NUL) as a formula, even from
 * a file: such a cell is written with a `'` in front, so that it reads as the text it is (OWASP,
 * "CSV injection"). A cell may start inside a field too: Excel in the languages that write a
 * decimal comma (French, Spanish, German, ...) opens a .csv with `;` between cells (quotes put
 * around a field for its commas do not keep a `;` in it from starting one), and some readers take
 * tabs so: a formula after a `;` or a tab is written with a `'` as well. Times are the business's, written as a spreadsheet sorts them.
 */
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import type { BoardFormat } from './board-format.js';

/** What makes a cell a formula at its start. */
const formulaStart = /[=+\-@\t\r\0]/;
/** Where a spreadsheet may start a cell inside a field: after a `;` or a tab. */
const cellBreak = /[;\t]/;

/** One field, safe for a spreadsheet and quoted where RFC 4180 needs it. */
export function csvField(value: string): string {
  let inert = '';
  let cellStart = true;
  for (const char of value) {
    if (cellStart && formulaStart.test(char)) inert += "'";
    inert += char;
    cellStart = cellBreak.test(char);
  }
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
