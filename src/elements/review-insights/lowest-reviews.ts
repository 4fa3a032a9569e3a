/**
 * Reviews as `<review-insights>` lists them (the lowest recent ones, and those of a topic opened):
 * what went wrong, tied to the appointment, the groomers and the channel, so that the business can
 * follow it up; a review that mentions an injury is marked. The text is always text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sourceLabel } from '../../shared/source-label.js';
import type { BranchReview, LowReview } from './insights.js';
import type { InsightFormat } from './insight-format.js';

/** One review: its stars, day, channel (and branch), its text, groomers and appointment. */
export function reviewItem(
  { businessId, review }: BranchReview,
  injury: boolean,
  severalBranches: boolean,
  format: InsightFormat,
): TemplateResult {
  const { text } = format;
  const channel = sourceLabel(review.source, text);
  const groomers = [...new Set(review.staffIds)].map((staffId) => format.groomer(staffId));
  return html`<li class="low-review card ${injury ? 'injury' : ''}" part="low-review">
    <p class="low-head">
      <span class="stars" role="img" aria-label=${text.rating(review.score)}
         ><span class="star-filled">${'★'.repeat(review.score)}</span><span class="star-empty">${'☆'.repeat(5 - review.score)}</span></span
      >
      ${injury ? html`<strong class="injury-mark" part="injury-mark">${text.injuryMark}</strong>` : nothing}
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
}

/** The lowest recent reviews, those that mention an injury first and marked. */
export function lowestReviewsView(
  id: string,
  lowest: readonly LowReview[],
  severalBranches: boolean,
  format: InsightFormat,
): TemplateResult {
  return html`<ul class="stack" part="lowest" aria-labelledby=${id} role="list">
    ${lowest.map((entry) => reviewItem(entry, entry.injury, severalBranches, format))}
  </ul>`;
}
