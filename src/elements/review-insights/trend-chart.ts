/**
 * The trend of `<review-insights>`: the average rating of each week (or month) of the period as a
 * line over the scale of 1 to 5 stars, drawn in SVG from the figures, and the same figures as a
 * table (the chart's accessible alternative, and its numbers for everyone). In right-to-left
 * text time runs from right to left. A week or month without a rated review breaks the line.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { formatDate } from '../../common/time.js';
import type { Insights, TrendBucket } from './insights.js';
import type { InsightFormat } from './insight-format.js';
import { tableRegion } from '../../shared/table-region.js';

const width = 520;
const height = 220;
const inset = { top: 14, bottom: 32, side: 40 };
const plotWidth = width - 2 * inset.side;
const plotHeight = height - inset.top - inset.bottom;

/** The y of a rating of 1 to 5. */
const yOf = (rating: number) => inset.top + ((5 - rating) / 4) * plotHeight;

/** The name of a bucket: its week's dates, or its month. */
function bucketName(bucket: TrendBucket, unit: 'week' | 'month', format: InsightFormat): string {
  if (unit === 'month') return formatDate(bucket.start, format.locale, { month: 'long', year: 'numeric' });
  return format.period(bucket);
}

/** Runs of consecutive buckets with an average, each a line of its own. */
function runsOf(points: readonly ({ x: number; y: number } | undefined)[]): { x: number; y: number }[][] {
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  for (const point of points) {
    if (point) run.push(point);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

function chart({ buckets, unit }: Insights['trend'], rtl: boolean, format: InsightFormat): SVGTemplateResult {
  const step = buckets.length > 1 ? plotWidth / (buckets.length - 1) : 0;
  const xOf = (index: number) => {
    const offset = buckets.length > 1 ? index * step : plotWidth / 2;
    return rtl ? width - inset.side - offset : inset.side + offset;
  };
  const points = buckets.map((bucket, index) => (bucket.average === undefined ? undefined : { x: xOf(index), y: yOf(bucket.average) }));
  const labelAt = rtl ? width - inset.side + 8 : inset.side - 8;
  // The first, middle and last buckets are named under the axis; the table names them all.
  const named = [...new Set([0, Math.floor((buckets.length - 1) / 2), buckets.length - 1])];
  const short = (date: string) =>
    formatDate(date, format.locale, unit === 'week' ? { day: 'numeric', month: 'short' } : { month: 'short' });
  return svg`
    ${[1, 2, 3, 4, 5].map(
      (rating) => svg`<line class="grid" x1=${inset.side} x2=${width - inset.side} y1=${yOf(rating)} y2=${yOf(rating)}></line>
        <text class="axis" x=${labelAt} y=${yOf(rating)} text-anchor=${rtl ? 'start' : 'end'} dominant-baseline="middle">${format.count(rating)}</text>`,
    )}
    ${named.map(
      (index) => svg`<text class="axis" x=${xOf(index)} y=${height - 8} text-anchor="middle">${short(buckets[index]!.start)}</text>`,
    )}
    ${runsOf(points).map((run) => svg`<polyline class="line" points=${run.map(({ x, y }) => `${x},${y}`).join(' ')}></polyline>`)}
    ${points.map((point) => (point ? svg`<circle class="point" cx=${point.x} cy=${point.y} r="3.5"></circle>` : ''))}
  `;
}

/** The chart and its table, named by the heading `labelId`. */
export function trendView(labelId: string, trend: Insights['trend'], rtl: boolean, format: InsightFormat): TemplateResult {
  const { text } = format;
  return html`<div class="trend-body" part="trend">
    <svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby=${labelId} part="trend-chart">
      ${chart(trend, rtl, format)}
    </svg>
    ${tableRegion(
      labelId,
      html`<thead>
          <tr>
            <th scope="col">${trend.unit === 'week' ? text.weekColumn : text.monthColumn}</th>
            <th scope="col" class="number">${text.averageColumn}</th>
            <th scope="col" class="number">${text.countColumn}</th>
          </tr>
        </thead>
        <tbody>
          ${trend.buckets.map(
            (bucket) => html`<tr>
              <th scope="row">${bucketName(bucket, trend.unit, format)}</th>
              <td class="number">${format.average(bucket.average)}</td>
              <td class="number">${format.count(bucket.count)}</td>
            </tr>`,
          )}
        </tbody>`,
    )}
  </div>`;
}
