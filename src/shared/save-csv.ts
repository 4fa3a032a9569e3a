/** The browser's download of rows as a CSV file, for the staff elements' "Download CSV". */
import { csvText } from '../common/csv.js';

/**
 * Saves the rows as a CSV file the browser downloads: UTF-8 with a byte order mark, which
 * spreadsheets need to read accents and other scripts rightly.
 */
export function saveCsv(rows: readonly (readonly string[])[], fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
