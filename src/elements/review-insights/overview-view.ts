/**
 * The head of `<review-insights>`: the average, the count and the share of low ratings beside the
 * period before, then the rating distribution of both periods as a table with a bar per cell.
 */
import { html, type TemplateResult } from 'lit';
import { ratingSummary } from '../../shared/rating-summary.js';
import type { Comparison } from './insights.js';
import { changeTrend, type InsightFormat } from './insight-format.js';
import { tableRegion } from '../../shared/table-region.js';

/** A figure of the period, with the period before under it. */
function figure(label: string, now: string, before: string, format: InsightFormat, extra?: TemplateResult): TemplateResult {
  return html`<div class="figure" part="figure">
    <dt>${label}</dt>
    <dd class="value">${now}</dd>
    <dd class="before">${format.text.previously(before)}</dd>
    ${extra ?? ''}
  </div>`;
}

export function overviewView({ current, previous, change }: Comparison, format: InsightFormat): TemplateResult {
  const { text } = format;
  return html`<dl class="figures" part="overview">
    ${figure(
      text.averageLabel,
      format.average(current.average),
      format.average(previous.average),
      format,
      change === undefined
        ? undefined
        : html`<dd class="change ${changeTrend(change)}">${changeTrend(change) === 'same' ? text.unchanged : text.change(format.change(change))}</dd>`,
    )}
    ${figure(text.countLabel, format.count(current.count), format.count(previous.count), format)}
    ${figure(text.lowShareLabel, format.share(current.lowShare), format.share(previous.lowShare), format)}
  </dl>`;
}

/** The ratings of both periods, 5 stars first: how many and their share, with a bar of the share. */
export function distributionView(labelId: string, { current, previous }: Comparison, format: InsightFormat): TemplateResult {
  const { text } = format;
  const now = ratingSummary(current.distribution).rows;
  const before = ratingSummary(previous.distribution).rows;
  const cell = ({ count, share }: { count: number; share: number }) =>
    html`<td class="number">
      <span class="cell-bar" aria-hidden="true"
        ><span class="cell-fill" .style=${/* Through the CSSOM: a style attribute is refused under style-src 'self'. */ `inline-size:${share * 100}%`}></span
      ></span>
      ${text.countShare(format.count(count), format.share(share))}
    </td>`;
  return tableRegion(
    labelId,
    html`<thead>
        <tr>
          <th scope="col">${text.ratingColumn}</th>
          <th scope="col" class="number">${text.thisPeriodColumn}</th>
          <th scope="col" class="number">${text.previousPeriodColumn}</th>
        </tr>
      </thead>
      <tbody>
        ${now.map(
          (row, index) => html`<tr>
            <th scope="row">${text.stars(row.stars)}</th>
            ${cell(row)} ${cell(before[index]!)}
          </tr>`,
        )}
      </tbody>`,
  );
}
