/**
 * The lowest recent reviews of `<review-insights>`: what went wrong, tied to the appointment, the
 * groomers and the channel, so that the business can follow it up. The text is always text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sourceLabel } from '../../shared/source-label.js';
import type { BranchReview } from './insights.js';
import type { InsightFormat } from './insight-format.js';

export function lowestReviewsView(
  id: string,
  lowest: readonly BranchReview[],
  severalBranches: boolean,
  format: InsightFormat,
): TemplateResult {
  const { text } = format;
  return html`<ul class="lowest" part="lowest" aria-labelledby=${id} role="list">
    ${lowest.map(({ businessId, review }) => {
      const channel = sourceLabel(review.source, text);
      const groomers = [...new Set(review.staffIds)].map((staffId) => format.groomer(staffId));
      return html`<li class="low-review" part="low-review">
        <p class="low-head">
          <span class="stars" role="img" aria-label=${text.rating(review.score)}
             ><span class="star-filled">${'★'.repeat(review.score)}</span><span class="star-empty">${'★'.repeat(5 - review.score)}</span></span
          >
          <span>${format.day(review.reviewTime)}</span>
          ${channel ? html`<span>${channel}</span>` : nothing}
          ${severalBranches ? html`<span>${text.branch(format.branch(businessId))}</span>` : nothing}
        </p>
        <p class="low-text">${review.content.trim() || html`<span class="muted">${text.noText}</span>`}</p>
        <p class="low-meta">
          ${groomers.length > 0 ? html`<span>${text.groomedBy(format.list(groomers))}</span>` : nothing}
          ${review.appointmentId ? html`<span>${text.appointment(review.appointmentId)}</span>` : nothing}
        </p>
      </li>`;
    })}
  </ul>`;
}
