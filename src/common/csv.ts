/**
 * Rows as CSV, as RFC 4180 writes it, for spreadsheets: lines end in CRLF; a field holding
 * a comma, a quote or a line break is quoted, its quotes doubled. A spreadsheet runs a cell that
 * starts with `=`, `+`, `-` or `@` (or a tab, a carriage return or a NUL) as a formula, even from
 * a file: such a cell is written with a `'` in front, so that it reads as the text it is (OWASP,
 * "CSV injection"). A cell may start inside a field too: Excel in the languages that write a
 * decimal comma (French, Spanish, German, ...) opens a .csv with `;` between cells (quotes put
 * around a field for its commas do not keep a `;` in it from starting one), and some readers take
 * tabs so: a formula after a `;` or a tab is written with a `'` as well. One writer for every staff
 * element; the browser's download of the file is src/shared/save-csv.ts.
 */

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

/** A column of a table: its header, and its cell for an item. */
export type CsvColumn<Item> = readonly [header: string, cell: (item: Item) => string];

/** The table of `items` under `columns`, as rows: the headers first, then a row per item. */
export function csvRows<Item>(columns: readonly CsvColumn<Item>[], items: readonly Item[]): string[][] {
  return [columns.map(([header]) => header), ...items.map((item) => columns.map(([, cell]) => cell(item)))];
}

/** The rows as CSV text, each line ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
