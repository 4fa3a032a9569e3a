import { Task, TaskStatus } from '@lit/task';
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { ApiError } from '../../api/errors.js';
import { listReviews, reviewSources, type ListReviewsRequest, type ListReviewsResponse, type Review } from '../../api/review.js';
import type { Transport } from '../../api/transport.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { errorStrings, type ErrorStrings } from '../../shared/strings.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { baseStyles } from '../../shared/styles.js';
import { formatDate } from '../../shared/time.js';

export type * from './events.js';

export interface ReviewFeedStrings extends ErrorStrings {
  /** The accessible name of the list. */
  listLabel: string;
  /** The accessible name of a review's stars. */
  rating: (score: number) => string;
  /** The average of the ratings shown (already formatted) and how many reviews it counts. */
  summary: (average: string, count: number) => string;
  sourcePetParentPortal: string;
  sourceSms: string;
  sourceGroomingReport: string;
  /** Shown for SOURCE_UNSPECIFIED; empty shows nothing. */
  sourceUnspecified: string;
  readMore: string;
  showLess: string;
  showMore: string;
  loadingReviews: string;
  empty: string;
  /** Announced when "Show more reviews" has appended a page. */
  moreLoaded: (count: number) => string;
  /** Added to the announcement of the last page. */
  allLoaded: string;
  missingBusinessId: string;
  invalidPageSize: (maximum: number) => string;
  invalidSources: (unknown: string, known: string) => string;
}

export const reviewFeedStrings: ReviewFeedStrings = {
  ...errorStrings,
  listLabel: 'Customer reviews',
  rating: (score) => `Rated ${score} out of 5`,
  summary: (average, count) => `Average rating ${average} out of 5 from the ${count} ${count === 1 ? 'review' : 'reviews'} shown`,
  sourcePetParentPortal: 'Pet parent portal',
  sourceSms: 'SMS',
  sourceGroomingReport: 'Grooming report',
  sourceUnspecified: '',
  readMore: 'Read more',
  showLess: 'Show less',
  showMore: 'Show more reviews',
  loadingReviews: 'Loading reviews…',
  empty: 'No reviews yet',
  moreLoaded: (count) => `${count} more ${count === 1 ? 'review' : 'reviews'} loaded`,
  allLoaded: 'All reviews are shown.',
  missingBusinessId: 'The business-id attribute is required.',
  invalidPageSize: (maximum) => `The page-size attribute must be a whole number from 1 to ${maximum}.`,
  invalidSources: (unknown, known) => `The sources attribute has ${unknown}, which is not a review source; use ${known}.`,
};

const defaultPageSize = 10;
const largestPageSize = 500;
/**
 * Reviews longer than this are clamped behind "Read more". A length, not a measured overflow,
 * so that the same review gets the same toggle on every screen and in every test.
 */
const longReviewLength = 280;
const skeletonRows = 3;

type KnownReviewSource = (typeof reviewSources)[number];

const isReviewSource = (value: string): value is KnownReviewSource => (reviewSources as readonly string[]).includes(value);

/** What a ListReviews request depends on; one object per distinct query, so tasks compare it cheaply. */
interface ReviewQuery {
  readonly key: string;
  readonly businessId: string;
  readonly sources: readonly string[];
  readonly staffIds: readonly string[];
  readonly pageSize: number;
}

interface LoadedPage {
  readonly response: ListReviewsResponse;
  readonly pageToken: string;
}

/**
 * A list of reviews, each with its stars ("Rated 4 out of 5"), its text (always as text), the
 * date it was written in the page's locale and the channel it came from. Long reviews are
 * clamped behind "Read more". "Show more reviews" appends the next page, announces it politely
 * and moves focus to the first new review; a failed page keeps what is shown and offers
 * "Try again". Changing an attribute starts over from the first page.
 *
 * @summary What customers say about a branch: its reviews, a page at a time.
 *
 * @event reviews-load - After each page is shown. Detail: `{ reviews, nextPageToken }` (that page's reviews).
 * @event booking-error - A request failed or the element is misconfigured. Detail: `{ operation, code, message }`.
 * @event booking-warning - A part of an answer was left out (a malformed item, a list over its limit); the rest is shown. Detail: `{ operation, message }`.
 *
 * @csspart feed - The region that holds the summary, the list and its states; `aria-busy` while loading.
 * @csspart summary - The average rating of the reviews shown.
 * @csspart list - The list of reviews.
 * @csspart review - One review.
 * @csspart rating - The stars of a review.
 * @csspart date - The date a review was written.
 * @csspart source - The channel a review came from.
 * @csspart text - The text of a review.
 * @csspart read-more-button - The "Read more" / "Show less" toggle of a long review.
 * @csspart show-more-button - The "Show more reviews" button.
 * @csspart skeleton - A placeholder shown while reviews load.
 * @csspart empty - The "No reviews yet" message.
 * @csspart error - A failure, with its "Try again" button.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty --booking-accent - Accent colour of buttons and focus rings.
 * @cssproperty --booking-accent-text - Text on the accent colour.
 * @cssproperty --booking-text - Text colour.
 * @cssproperty --booking-muted - Colour of secondary text (dates, sources) and empty stars.
 * @cssproperty --booking-surface - Background of buttons and reviews.
 * @cssproperty --booking-border - Border colour.
 * @cssproperty --booking-danger - Border colour of errors.
 * @cssproperty --booking-radius - Corner radius.
 * @cssproperty --booking-gap - Space between reviews.
 * @cssproperty --booking-focus-ring - Outline of the focused control.
 * @cssproperty --booking-skeleton - Colour of loading placeholders.
 * @cssproperty --booking-star - Colour of filled stars.
 * @cssproperty --booking-review-lines - Lines a long review shows before "Read more" (default 4).
 */
export class ReviewFeed extends BookingElement<ReviewFeedStrings> {
  static override styles = [
    baseStyles,
    loadingStyles,
    css`
      .feed,
      ul,
      .review {
        display: grid;
        gap: var(--_gap);
      }
      p {
        margin: 0;
      }
      .summary,
      .meta,
      .star-empty,
      .empty {
        color: var(--_muted);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .review {
        gap: 0.375rem;
        padding: 0.75rem 1rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
      .review-header,
      .meta {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.25rem 0.75rem;
      }
      .stars {
        letter-spacing: 0.1em;
        font-size: 1.125em;
        line-height: 1;
        white-space: nowrap;
      }
      .star-filled {
        color: var(--booking-star, light-dark(#8a5300, #f2b84b));
      }
      .meta {
        font-size: 0.875em;
      }
      .text {
        white-space: pre-line;
        overflow-wrap: anywhere;
      }
      .clamped {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: var(--booking-review-lines, 4);
        overflow: hidden;
      }
      .toggle {
        justify-self: start;
        min-height: 2rem;
        padding: 0.25em 0.75em;
      }
      /*
       * Never the browser's scroll anchor: when a page is appended above the button, an anchored
       * button would drag the view down past the new reviews.
       */
      .more,
      .skeletons {
        overflow-anchor: none;
      }
      .more {
        justify-self: center;
      }
      .empty {
        padding: 1rem;
        text-align: center;
        border: 1px dashed var(--_border);
        border-radius: var(--_radius);
      }
      .line {
        height: 0.875rem;
        width: 90%;
      }
      .line:first-child {
        width: 30%;
      }
      @media (forced-colors: active) {
        .star-filled {
          color: CanvasText;
        }
        .star-empty {
          color: GrayText;
        }
      }
    `,
  ];

  /** The branch (business location) whose reviews are listed. Required. */
  @property({ attribute: 'business-id' }) businessId = '';

  /**
   * Only reviews from these channels: `SMS`, `GROOMING_REPORT`, `PET_PARENT_PORTAL`
   * (separated by spaces or commas; case and `-` for `_` do not matter). Empty: every channel.
   */
  @property({ converter: listAttribute }) sources: string[] = [];

  /** Only reviews involving these staff members. Empty: every review. */
  @property({ attribute: 'staff-ids', converter: listAttribute }) staffIds: string[] = [];

  /**
   * Reviews per page: a whole number from 1 to 500. Default 10. Anything else (read as a number
   * that is not a whole one in range, or NaN) is reported.
   */
  @property({ attribute: 'page-size', converter: (value) => (value === null ? defaultPageSize : Number(value)) })
  pageSize = defaultPageSize;

  /** Every review shown so far, oldest page first. */
  get reviews(): readonly Review[] {
    return this.loaded;
  }

  protected readonly defaultStrings = reviewFeedStrings;

  @state() private loaded: readonly Review[] = [];
  /** The token of the page being (or last) requested; "" is the first page. */
  @state() private pageToken = '';
  @state() private nextPageToken = '';
  /** Reviews opened with "Read more", by their key. */
  @state() private expanded: ReadonlySet<string> = new Set();
  /** What the polite live region says. */
  @state() private announcement = '';

  /** The query shown; replaced in `willUpdate` when an attribute changes what to ask for. */
  private query!: ReviewQuery;
  private queryTransport: Transport | undefined;
  /** The page tokens of the query asked for so far ("" is the first page). */
  private requestedTokens = new Set<string>();
  /** A page shown in this update, whose `reviews-load` goes out once it is on screen. */
  private pageToAnnounce: ListReviewsResponse | undefined;
  /**
   * Whether the button that asked for a page had focus. That button goes away (the last page,
   * "Try again" replaced by progress), so focus follows the answer instead of falling to the body.
   */
  private focusFollowsLoad = false;
  /** What receives focus once rendered (a selector): the first review of the page, or "Try again". */
  private focusTarget = '';

  private readonly feed = new Task(this, {
    task: async ([query, , pageToken], { signal }): Promise<LoadedPage> => {
      const problem = this.queryProblem(query);
      if (problem) throw this.configurationError(listReviews.name, problem);
      const { businessId, pageSize, staffIds } = query;
      // Sources were checked above; only the filters given are sent.
      const sources = query.sources as KnownReviewSource[];
      const request: ListReviewsRequest = {
        businessId,
        pagination: { pageSize, ...(pageToken && { pageToken }) },
        ...((sources.length > 0 || staffIds.length > 0) && {
          filter: { ...(sources.length > 0 && { sources }), ...(staffIds.length > 0 && { staffIds: [...staffIds] }) },
        }),
      };
      const response = await this.call(listReviews, request, signal);
      // A host's own client may ignore the signal: a superseded page must never be shown.
      if (signal.aborted) throw new ApiError({ code: 'CANCELLED', operation: listReviews.name, message: 'Superseded.' });
      return { response, pageToken };
    },
    // The transport is an argument so that a new client or base URL asks again.
    args: () => [this.query, this.queryTransport, this.pageToken] as const,
    onComplete: (page) => this.showPage(page),
    onError: () => {
      if (this.focusFollowsLoad) this.focusTarget = '[part~="retry-button"]';
      this.focusFollowsLoad = false;
    },
  });

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const businessId = this.businessId.trim();
    // `grooming-report` and `grooming_report` name `GROOMING_REPORT`.
    const sources = this.sources.map((source) => source.trim().toUpperCase().replaceAll('-', '_'));
    const { staffIds, pageSize } = this;
    const key = JSON.stringify([businessId, sources, staffIds, pageSize]);
    const transport = this.api;
    if (key !== this.query?.key || transport !== this.queryTransport) {
      // Another query starts over from its first page; the task aborts the old request.
      this.query = { key, businessId, sources, staffIds, pageSize };
      this.queryTransport = transport;
      this.loaded = [];
      this.pageToken = '';
      this.nextPageToken = '';
      this.expanded = new Set();
      this.announcement = '';
      this.requestedTokens = new Set();
      this.focusFollowsLoad = false;
    }
  }

  override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.focusTarget) {
      // The first new review sits where the button was: focusing it without scrolling keeps the view.
      this.renderRoot.querySelector<HTMLElement>(this.focusTarget)?.focus({ preventScroll: true });
      this.focusTarget = '';
    }
    if (this.pageToAnnounce) {
      const { reviews, nextPageToken } = this.pageToAnnounce;
      this.pageToAnnounce = undefined;
      this.emit('reviews-load', { reviews, nextPageToken });
    }
  }

  private queryProblem({ businessId, pageSize, sources }: ReviewQuery): string {
    const text = this.text;
    if (!businessId) return text.missingBusinessId;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > largestPageSize) return text.invalidPageSize(largestPageSize);
    const unknown = sources.filter((source) => !isReviewSource(source));
    return unknown.length > 0 ? text.invalidSources(unknown.join(', '), reviewSources.slice(1).join(', ')) : '';
  }

  private showPage({ response, pageToken }: LoadedPage): void {
    const { reviews, nextPageToken } = response;
    if (this.focusFollowsLoad && reviews.length > 0) {
      this.focusTarget = `[data-review-index="${pageToken ? this.loaded.length : 0}"]`;
    }
    this.focusFollowsLoad = false;
    this.loaded = pageToken ? [...this.loaded, ...reviews] : reviews;
    this.requestedTokens.add(pageToken);
    // A token asked for before would show the same pages again and again: treat it as the end.
    this.nextPageToken = this.requestedTokens.has(nextPageToken) ? '' : nextPageToken;
    this.pageToAnnounce = response;
    if (pageToken) {
      const text = this.text;
      const more = text.moreLoaded(reviews.length);
      this.announcement = nextPageToken ? more : `${more}. ${text.allLoaded}`;
    }
  }

  private showMore(event: Event): void {
    if (this.feed.status === TaskStatus.PENDING || !this.nextPageToken) return;
    this.focusFollowsLoad = this.shadowRoot?.activeElement === event.currentTarget;
    // Cleared first, so that the same words said twice are announced twice.
    this.announcement = '';
    this.pageToken = this.nextPageToken;
  }

  /** Asks again for the page that failed; an arrow, because errorView calls it unbound. */
  private readonly retry = (): void => {
    this.focusFollowsLoad = this.shadowRoot?.activeElement?.matches('[part~="retry-button"]') ?? false;
    void this.feed.run();
  };

  private toggle(key: string): void {
    const expanded = new Set(this.expanded);
    if (!expanded.delete(key)) expanded.add(key);
    this.expanded = expanded;
  }

  private renderReview(review: Review, index: number, key: string, open: boolean, text: ReviewFeedStrings, locale: string): TemplateResult {
    const { score, source, content, reviewTime } = review;
    const long = content.length > longReviewLength;
    const textId = `review-text-${index}`;
    const sourceLabels: Record<string, string> = {
      PET_PARENT_PORTAL: text.sourcePetParentPortal,
      SMS: text.sourceSms,
      GROOMING_REPORT: text.sourceGroomingReport,
      SOURCE_UNSPECIFIED: text.sourceUnspecified,
    };
    // An unknown source in readable form: `NEW_SOURCE_X` reads "New source x".
    const words = source.toLowerCase().replaceAll('_', ' ').trim();
    const sourceLabel = Object.hasOwn(sourceLabels, source) ? sourceLabels[source] : words.charAt(0).toUpperCase() + words.slice(1);
    return html`<li class="review" part="review" tabindex="-1" data-review-index=${index}>
      <div class="review-header">
        ${
          score > 0
            ? html`<span class="stars" role="img" part="rating" aria-label=${text.rating(score)}
              ><span class="star-filled">${'★'.repeat(score)}</span><span class="star-empty">${'★'.repeat(5 - score)}</span></span
            >`
            : nothing
        }
        <span class="meta">
          ${
            reviewTime
              ? // Without the business's zone, the UTC calendar date: the browser's own zone must not move it.
                html`<time part="date" datetime=${reviewTime}>${formatDate(reviewTime.slice(0, 10), locale, { dateStyle: 'medium' })}</time>`
              : nothing
          }
          ${sourceLabel ? html`<span part="source">${sourceLabel}</span>` : nothing}
        </span>
      </div>
      <p class="text ${long && !open ? 'clamped' : ''}" part="text" id=${textId}>${content}</p>
      ${
        long
          ? html`<button
            type="button"
            class="toggle"
            part="read-more-button"
            aria-expanded=${open}
            aria-controls=${textId}
            @click=${() => this.toggle(key)}
          >
            ${open ? text.showLess : text.readMore}
          </button>`
          : nothing
      }
    </li>`;
  }

  private renderSkeleton(rows: number): TemplateResult {
    return html`<div class="feed skeletons" aria-hidden="true">
      ${Array.from(
        { length: rows },
        () => html`<div class="review" part="skeleton">
          <div class="skeleton line"></div>
          <div class="skeleton line"></div>
          <div class="skeleton line"></div>
        </div>`,
      )}
    </div>`;
  }

  private renderBody(pending: boolean, failed: boolean): TemplateResult {
    const text = this.text;
    const locale = this.locale;
    const loaded = this.loaded;
    if (loaded.length > 0) {
      const rated = loaded.filter((review) => review.score > 0);
      const average = rated.reduce((sum, review) => sum + review.score, 0) / rated.length;
      const loadingMore = pending && this.pageToken !== '';
      return html`${
        rated.length > 0
          ? html`<p class="summary" part="summary">
              ${text.summary(
                new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average),
                rated.length,
              )}
            </p>`
          : nothing
      }
        <ul role="list" part="list" aria-label=${text.listLabel}>
          ${loaded.map((review, index) => {
            const key = review.id || `#${index}`;
            const open = this.expanded.has(key);
            // Appending a page must not redo the reviews already shown: each is redrawn only when it changes.
            return guard([review, index, open, locale, this.strings], () => this.renderReview(review, index, key, open, text, locale));
          })}
        </ul>
        ${
          failed
            ? errorView(this.feed.error, text, this.retry)
            : html`${loadingMore ? this.renderSkeleton(1) : nothing}
            ${
              this.nextPageToken
                ? html`<button
                  type="button"
                  class="more"
                  part="show-more-button"
                  aria-disabled=${loadingMore}
                  @click=${this.showMore}
                >
                  ${text.showMore}
                </button>`
                : nothing
            }`
        }`;
    }
    if (pending) {
      return html`<p class="visually-hidden">${text.loadingReviews}</p>
        ${this.renderSkeleton(Math.min(skeletonRows, this.pageSize) || skeletonRows)}`;
    }
    if (failed) {
      // A configuration problem cannot be fixed by asking again.
      return errorView(this.feed.error, text, this.queryProblem(this.query) ? undefined : this.retry);
    }
    return html`<p class="empty" part="empty">${text.empty}</p>`;
  }

  override render(): TemplateResult {
    const pending = this.feed.status === TaskStatus.PENDING;
    return html`<div class="feed" part="feed" aria-busy=${pending}>
        ${this.renderBody(pending, this.feed.status === TaskStatus.ERROR)}
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }
}
