/**
 * The funnel of `<abandoned-bookings>`: one bar per step of the booking flow, in its order, as
 * long as the number of customers who left there, drawn in SVG beside the step's name and count
 * (an image for screen readers, named by its heading), and the same numbers as a table, its
 * accessible alternative, with a column per branch when there are several. Bars grow from the
 * inline start: from the right in right-to-left text.
 */
import { html, svg, type TemplateResult } from 'lit';
import { tableRegion } from '../../shared/table-region.js';
import type { FunnelRow } from './board.js';
import type { BoardFormat } from './board-format.js';

/** A bar as long as its share of the longest, at least a sliver where anyone left. */
function bar(count: number, most: number): TemplateResult {
  const length = count === 0 ? 0 : Math.max(1, (count / most) * 100);
  return html`<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
    ${svg`<rect class="bar-track" width="100" height="10"></rect><rect class="bar-fill" width=${length} height="10"></rect>`}
  </svg>`;
}

export function funnelView(
  labelId: string,
  rows: readonly FunnelRow[],
  businessIds: readonly string[],
  format: BoardFormat,
): TemplateResult {
  const { text } = format;
  const most = Math.max(1, ...rows.map((row) => row.total));
  const several = businessIds.length > 1;
  return html`<div class="funnel-body ${several ? 'branches' : 'one-branch'}">
    <div class="funnel-chart" role="img" aria-labelledby=${labelId} part="funnel-chart">
      ${rows.map(
        (row) => html`<div class="bar-row" part="funnel-step">
          <span class="bar-label">${format.step(row.step)}</span>
          ${bar(row.total, most)}
          <span class="bar-count">${format.count(row.total)}</span>
        </div>`,
      )}
    </div>
    ${tableRegion(
      labelId,
      html`<thead>
          <tr>
            <th scope="col">${text.stepLabel}</th>
            ${several ? businessIds.map((id) => html`<th scope="col" class="number">${format.branch(id)}</th>`) : ''}
            <th scope="col" class="number">${several ? text.totalColumn : text.leftColumn}</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) => html`<tr>
              <th scope="row">${format.step(row.step)}</th>
              ${several ? businessIds.map((id) => html`<td class="number">${format.count(row.byBranch.get(id) ?? 0)}</td>`) : ''}
              <td class="number">${format.count(row.total)}</td>
            </tr>`,
          )}
        </tbody>`,
    )}
  </div>`;
}
