/**
 * How sure an average is, drawn and written: a bar over the scale of 1 to 5 stars with the 95 %
 * interval filled and the average marked, then the interval in words; an average of too few rated
 * reviews says so instead, and a note under the table gives the method and the minimum.
 */
import { html, type TemplateResult } from 'lit';
import type { Summary } from './insights.js';
import { minimumRated } from './interval.js';
import type { InsightFormat } from './insight-format.js';

/** Where a rating falls on a bar from 1 to 5 stars, as a percentage of its length. */
const onScale = (rating: number) => `${((rating - 1) / 4) * 100}%`;

/** The interval cell of a row: drawn and written, or "Too few reviews to compare". */
export function intervalCell(summary: Summary, format: InsightFormat): TemplateResult {
  const { text } = format;
  const { interval, average } = summary;
  if (!summary.sure || !interval || average === undefined) return html`<td class="interval unsure">${text.tooFew}</td>`;
  const low = format.average(interval.low);
  const high = format.average(interval.high);
  // Through the CSSOM: a style attribute is refused under style-src 'self'.
  const span = `inset-inline-start:${onScale(interval.low)};inline-size:calc(${onScale(interval.high)} - ${onScale(interval.low)})`;
  return html`<td class="interval">
    <span class="interval-bar" aria-hidden="true"
      ><span class="interval-span" .style=${span}></span><span class="interval-mean" .style=${`inset-inline-start:${onScale(average)}`}></span
    ></span>
    <span aria-hidden="true">${text.range(low, high)}</span>
    <span class="visually-hidden">${text.intervalOf(low, high)}</span>
  </td>`;
}

/** Under a table of averages: how the interval is found, and the fewest reviews compared. */
export function intervalNote(format: InsightFormat): TemplateResult {
  return html`<p class="note muted interval-note">${format.text.intervalNote(format.count(minimumRated))}</p>`;
}
