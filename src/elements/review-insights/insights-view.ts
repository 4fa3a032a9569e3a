/**
 * Everything `<review-insights>` shows once the figures are computed: the period and its zone, then
 * each part under its heading, or the words for a period without reviews. The element keeps the
 * state (which topic is open) and hands it here.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sourceLabel } from '../../shared/source-label.js';
import { headedSection } from '../../shared/table-region.js';
import { timeZoneLabel } from '../../common/time.js';
import type { InsightFormat } from './insight-format.js';
import { byWeight, comparisonTable, groomerChannelTable } from './insight-tables.js';
import type { Insights } from './insights.js';
import { lowestReviewsView } from './lowest-reviews.js';
import { distributionView, overviewView } from './overview-view.js';
import { topicsView } from './topics-view.js';
import { trendView } from './trend-chart.js';

export interface InsightsViewOptions {
  readonly insights: Insights;
  readonly format: InsightFormat;
  /** The period's length in days, the zone its days are counted in, and whether the browser's was taken for want of another. */
  readonly days: number;
  readonly timeZone: string;
  readonly browserZone: boolean;
  /** Whether a branch had more reviews than were read. */
  readonly partial: boolean;
  readonly severalBranches: boolean;
  readonly isRtl: boolean;
  /** The topic whose reviews are open, and what opens or closes one. */
  readonly openTopic: string | undefined;
  readonly onToggleTopic: (topicId: string) => void;
  /** Whether to draw the whole; else the period, the overview, the ratings, the trend and the groomers, the rest in a later task. */
  readonly whole: boolean;
}

export function insightsView(options: InsightsViewOptions): TemplateResult {
  const { insights, format, days, severalBranches } = options;
  const { text, locale } = format;
  const { overall } = insights;
  const head = html`<p class="period">${text.periodLine(days, format.period(insights.period), format.period(insights.previousPeriod))}</p>
    <p class="zone muted">${(options.browserZone ? text.browserZoneLine : text.zoneLine)(timeZoneLabel(options.timeZone, locale))}</p>
    ${options.partial ? html`<p class="note">${text.partial}</p>` : nothing}`;
  if (overall.current.count === 0) {
    const before = overall.previous.count;
    return html`${head}
      <p class="empty" part="empty">${text.empty(days)} ${before > 0 ? text.emptyPrevious(days, format.count(before), before) : nothing}</p>`;
  }
  const groomers = byWeight(insights.byGroomer, format.groomer, locale);
  const upper = html`${head}
    ${headedSection('overview', text.overviewHeading, overviewView(overall, format))}
    ${headedSection('ratings', text.distributionHeading, distributionView('ratings', overall, format))}
    ${headedSection('trend', text.trendHeading(insights.trend.unit), trendView('trend', insights.trend, options.isRtl, format))}
    ${headedSection('groomers', text.groomersHeading, comparisonTable('groomers', text.groomerColumn, groomers, format))}`;
  if (!options.whole) return upper;
  const channels = byWeight(insights.byChannel, (source) => sourceLabel(source, text), locale);
  const topics =
    insights.topics.length > 0
      ? headedSection(
          'topics',
          text.topicsHeading,
          topicsView({
            labelId: 'topics',
            insights,
            groomers,
            format,
            open: options.openTopic,
            onToggle: options.onToggleTopic,
            severalBranches,
          }),
        )
      : nothing;
  return html`${upper}
    ${topics}
    ${headedSection('channels', text.channelsHeading, comparisonTable('channels', text.channelColumn, channels, format))}
    ${headedSection('groomer-channels', text.groomerChannelsHeading, groomerChannelTable('groomer-channels', insights, groomers, format))}
    ${
      severalBranches
        ? headedSection(
            'branches',
            text.branchesHeading,
            comparisonTable('branches', text.branchColumn, byWeight(insights.byBranch, format.branch, locale), format),
          )
        : nothing
    }
    ${headedSection('lowest', text.lowestHeading, lowestReviewsView('lowest', insights.lowest, severalBranches, format))}`;
}
