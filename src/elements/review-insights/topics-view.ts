/**
 * What customers mention: a table with a row per topic and a column for all the groomers and one
 * per groomer (in the order of their table), each cell the period's reviews that mention the topic,
 * those of them rated 1 or 2 stars, and the change since the period before. A topic's name is a
 * button that opens its reviews under the table.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { tableRegion } from '../../shared/table-region.js';
import type { Insights } from './insights.js';
import type { InsightFormat } from './insight-format.js';
import type { NamedComparison } from './insight-tables.js';
import { reviewItem } from './lowest-reviews.js';
import type { TopicCount, TopicInsight } from './topic-insights.js';

/** The most reviews of a topic listed when it is opened; the rest are counted. */
export const maxTopicReviews = 50;

/** The id of the list of a topic's reviews, which its button controls. */
const reviewsId = 'topic-reviews';

/** A topic's name: the host's label, the built-in name in the page's language, or its id. */
export function topicName({ topic }: TopicInsight, format: InsightFormat): string {
  return topic.label ?? format.text.topicLabel(topic.id) ?? topic.id;
}

function countCell(count: TopicCount | undefined, format: InsightFormat): TemplateResult {
  const { text } = format;
  const { mentions = 0, low = 0, previous = 0 } = count ?? {};
  if (mentions === 0 && previous === 0)
    return html`<td class="number"><span aria-hidden="true">–</span><span class="visually-hidden">${text.noFigure}</span></td>`;
  const shown = [format.count(mentions), format.count(low), format.signedCount(mentions - previous)] as const;
  return html`<td class="number mentions ${low > 0 ? 'has-low' : ''}">
    <span aria-hidden="true">${text.mentionsCell(...shown)}</span>
    <span class="visually-hidden">${text.mentionsOf(...shown, mentions)}</span>
  </td>`;
}

export interface TopicsViewOptions {
  readonly labelId: string;
  readonly insights: Insights;
  readonly groomers: readonly NamedComparison[];
  readonly format: InsightFormat;
  /** The id of the topic whose reviews are open. */
  readonly open: string | undefined;
  readonly onToggle: (topicId: string) => void;
  readonly severalBranches: boolean;
}

export function topicsView(options: TopicsViewOptions): TemplateResult {
  const { labelId, insights, format, open, onToggle } = options;
  const { text } = format;
  const groomers = options.groomers.filter((groomer) => groomer.comparison.current.count > 0);
  const table = tableRegion(
    labelId,
    html`<thead>
        <tr>
          <th scope="col">${text.topicColumn}</th>
          <th scope="col" class="number">${text.allColumn}</th>
          ${groomers.map((groomer) => html`<th scope="col" class="number">${groomer.name}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${insights.topics.map((insight) => {
          const opened = insight.topic.id === open;
          return html`<tr>
            <th scope="row">
              <button
                type="button"
                class="topic-button"
                aria-expanded=${opened ? 'true' : 'false'}
                aria-controls=${opened ? reviewsId : nothing}
                ?disabled=${insight.all.mentions === 0}
                @click=${() => onToggle(insight.topic.id)}
              >
                ${topicName(insight, format)}
              </button>
            </th>
            ${countCell(insight.all, format)} ${groomers.map((groomer) => countCell(insight.byGroomer.get(groomer.id), format))}
          </tr>`;
        })}
      </tbody>`,
  );
  const opened = insights.topics.find((insight) => insight.topic.id === open);
  return html`${table}
    <p class="note muted interval-note">${text.topicsNote}</p>
    ${opened ? topicReviews(opened, insights, options) : nothing}`;
}

/** The reviews of a topic opened, newest first, those that mention an injury marked. */
function topicReviews(opened: TopicInsight, insights: Insights, { format, severalBranches }: TopicsViewOptions): TemplateResult {
  const { text } = format;
  const injured = new Set(insights.topics.filter(({ topic }) => topic.injury).flatMap(({ reviews }) => reviews));
  const shown = opened.reviews.slice(0, maxTopicReviews);
  const left = opened.reviews.length - shown.length;
  return html`<div class="topic-reviews" id=${reviewsId} part="topic-reviews">
    <h3 id="topic-reviews-heading">${text.topicReviewsHeading(topicName(opened, format), format.count(opened.reviews.length))}</h3>
    <ul class="stack" role="list" aria-labelledby="topic-reviews-heading">
      ${shown.map((entry) => reviewItem(entry, injured.has(entry), severalBranches, format))}
    </ul>
    ${left > 0 ? html`<p class="muted">${text.moreTopicReviews(format.count(left))}</p>` : nothing}
  </div>`;
}
