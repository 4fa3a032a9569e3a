/**
 * The tables of `<review-insights>`: a figure per groomer, channel or branch beside the period
 * before, and groomers by channel. Each is a real table with a caption and header cells, in a
 * region that scrolls sideways on a narrow screen (and can be scrolled from the keyboard).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { tableRegion } from '../../shared/table-region.js';
import type { Comparison, Insights, Summary } from './insights.js';
import { changeTrend, type InsightFormat } from './insight-format.js';
import { sourceLabel } from '../../shared/source-label.js';
import { intervalCell, intervalNote } from './interval-view.js';

export interface NamedComparison {
  readonly id: string;
  readonly name: string;
  readonly comparison: Comparison;
}

/**
 * Rows with enough rated reviews to compare first, then the most reviews first, then by name: the
 * figures that weigh most lead, and an average of too few reviews is never above a surer one.
 */
export function byWeight(map: ReadonlyMap<string, Comparison>, name: (id: string) => string, locale: string): NamedComparison[] {
  const collator = new Intl.Collator(locale);
  return [...map]
    .map(([id, comparison]) => ({ id, name: name(id), comparison }))
    .sort(
      (a, b) =>
        Number(b.comparison.current.sure) - Number(a.comparison.current.sure) ||
        b.comparison.current.count - a.comparison.current.count ||
        collator.compare(a.name, b.name),
    );
}

/** A change of average, with a class that colours it (never the only sign: the number has its own). */
function changeCell(change: number | undefined, format: InsightFormat): TemplateResult {
  return html`<td class="number change ${changeTrend(change)}">${format.change(change)}</td>`;
}

/** Per groomer, channel or branch: its average, count and share of low ratings, and the change of its average. */
export function comparisonTable(labelId: string, firstColumn: string, rows: readonly NamedComparison[], format: InsightFormat) {
  const { text } = format;
  const table = tableRegion(
    labelId,
    html`<thead>
        <tr>
          <th scope="col">${firstColumn}</th>
          <th scope="col" class="number">${text.averageColumn}</th>
          <th scope="col">${text.intervalColumn}</th>
          <th scope="col" class="number">${text.countColumn}</th>
          <th scope="col" class="number">${text.lowShareColumn}</th>
          <th scope="col" class="number">${text.changeColumn}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ({ name, comparison: { current, change } }) => html`<tr>
            <th scope="row">${name}</th>
            <td class="number">${format.average(current.average)}</td>
            ${intervalCell(current, format)}
            <td class="number">${format.count(current.count)}</td>
            <td class="number">${format.share(current.lowShare)}</td>
            ${changeCell(change, format)}
          </tr>`,
        )}
      </tbody>`,
  );
  return html`${table}${intervalNote(format)}`;
}

/** A cell of groomers by channel: the average and its count, read out in a sentence. */
function averageCell(summary: Summary | undefined, format: InsightFormat): TemplateResult {
  const { text } = format;
  if (!summary?.count)
    return html`<td class="number"><span aria-hidden="true">–</span><span class="visually-hidden">${text.noFigure}</span></td>`;
  const average = format.average(summary.average);
  const count = format.count(summary.count);
  const spoken = text.averageOf(average, count, summary.count);
  return html`<td class="number ${summary.sure ? '' : 'unsure'}">
    <span aria-hidden="true">${average} <span class="muted">(${count})</span></span>
    <span class="visually-hidden">${summary.sure ? spoken : text.tooFewOf(spoken)}</span>
  </td>`;
}

/** Groomers (in the order of their table) by channel (the busiest first), in the period. */
export function groomerChannelTable(
  labelId: string,
  insights: Insights,
  groomers: readonly NamedComparison[],
  format: InsightFormat,
): TemplateResult | typeof nothing {
  const { text } = format;
  const channels = [...insights.byChannel]
    .filter(([, comparison]) => comparison.current.count > 0)
    .sort(([, a], [, b]) => b.current.count - a.current.count)
    .map(([source]) => source);
  if (channels.length === 0 || groomers.length === 0) return nothing;
  return tableRegion(
    labelId,
    html`<thead>
        <tr>
          <th scope="col">${text.groomerColumn}</th>
          ${channels.map((source) => html`<th scope="col" class="number">${sourceLabel(source, text)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${groomers.map((groomer) => {
          const row = insights.groomerByChannel.get(groomer.id);
          return html`<tr>
            <th scope="row">${groomer.name}</th>
            ${channels.map((source) => averageCell(row?.get(source), format))}
          </tr>`;
        })}
      </tbody>`,
  );
}
