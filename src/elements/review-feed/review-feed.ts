import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { pageWalk } from '../../api/paginate.js';
import { type ListReviewsResponse, listReviews, type Review, reviewSources } from '../../api/review.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { sameArgs } from '../../shared/same-args.js';
import { errorView } from '../../shared/error-view.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { quietStyles } from '../../shared/quiet-styles.js';
import { toggled } from '../../shared/sets.js';
import { baseStyles } from '../../shared/styles.js';
import { countRatings, noRatings } from '../../shared/rating-summary.js';
import { type ReviewFeedStrings, reviewFeedStrings } from './review-feed.strings.js';
import { reviewFeedStyles } from './review-feed.styles.js';
import {
  countedPages,
  defaultPageSize,
  isFiltered,
  isPageSize,
  largestPageSize,
  type ReviewQuery,
  reviewQuery,
  reviewsRequest,
  unknownSources,
} from '../../shared/review-query.js';
import { reviewItem } from './review-item.js';
import { type Counted, ratingSummaryView } from './summary-view.js';

export type * from './events.js';
export { type ReviewFeedStrings, reviewFeedStrings, type SummaryScope } from './review-feed.strings.js';

const skeletonRows = 3;

/**
 * A page as shown, never changed but replaced: appending a page draws only that page, and "Read
 * more" redraws only the page of its review, however long the list.
 */
interface ShownPage {
  readonly reviews: readonly Review[];
  /** The index of its first review in the whole list. */
  readonly start: number;
  /** Its reviews opened with "Read more", by their key. */
  readonly open: ReadonlySet<string>;
}

/**
 * A list of reviews, each with its stars ("Rated 4 out of 5"), its text (always as text), the
 * date it was written in the page's locale and the channel it came from, under a summary of every
 * review that matches: the average rating, how many, and a histogram of the ratings, counted in
 * the background once the first page is shown. Long reviews are clamped behind "Read more". "Show
 * more reviews" appends the next page, announces it politely and moves focus to the first new
 * review; a failed page keeps what is shown and offers "Try again". Changing an attribute starts
 * over from the first page.
 *
 * @summary What customers say about a branch: its reviews, a page at a time.
 *
 * @event {CustomEvent<ReviewsLoadDetail>} reviews-load - After each page is shown. Detail: `{ reviews, nextPageToken }` (that page's reviews).
 *
 * @csspart feed - The region that holds the summary, the list and its states; `aria-busy` while loading.
 * @csspart summary - The average rating and the number of every review that matches; "Counting every review…" while they are counted.
 * @csspart histogram - The list of how many reviews gave each rating, 5 stars to 1.
 * @csspart histogram-row - One rating of the histogram: its bar, then its words ("5 stars: 120 reviews").
 * @csspart histogram-bar - The track of a rating's bar (decorative).
 * @csspart histogram-fill - The filled share of a rating's bar, in `--booking-star`: that rating's share of the rated reviews.
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
 * @cssproperty [--booking-skeleton=currentColor at 12%] - Colour of loading placeholders.
 * @cssproperty [--booking-star=#8a5300] - Colour of filled stars (#f2b84b on dark pages).
 * @cssproperty [--booking-review-lines=4] - Lines a long review shows before "Read more".
 */
export class ReviewFeed extends BookingElement<ReviewFeedStrings> {
  static override styles = [baseStyles, quietStyles, loadingStyles, reviewFeedStyles];
  static override properties: PropertyDeclarations = {
    businessId: { attribute: 'business-id' },
    sources: { converter: listAttribute },
    staffIds: { attribute: 'staff-ids', converter: listAttribute },
    pageSize: { attribute: 'page-size', converter: (value) => (value === null ? defaultPageSize : Number(value)) },
    pages: { attribute: false },
    pageToken: { attribute: false },
    nextPageToken: { attribute: false },
    announcement: { attribute: false },
  };

  /** The branch (business location) whose reviews are listed. Required. */
  businessId = '';

  /**
   * Only reviews from these channels: `SMS`, `GROOMING_REPORT`, `PET_PARENT_PORTAL`
   * (separated by spaces or commas; case and `-` for `_` do not matter). Empty: every channel.
   */
  sources: string[] = [];

  /** Only reviews involving these staff members. Empty: every review. */
  staffIds: string[] = [];

  /**
   * Reviews per page: a whole number from 1 to 500. Default 10. Anything else (read as a number
   * that is not a whole one in range, or NaN) is reported.
   * @type {number}
   */
  pageSize = defaultPageSize;

  /** Every review shown so far, oldest page first. */
  get reviews(): readonly Review[] {
    return this.pages.flatMap((page) => page.reviews);
  }

  protected readonly defaultStrings = reviewFeedStrings;

  private pages: readonly ShownPage[] = [];
  /** The token of the page being (or last) requested; "" is the first page. */
  private pageToken = '';
  private nextPageToken = '';
  /** The first page of the query shown, once it is shown: the count starts from it. */
  #first: ListReviewsResponse | undefined;
  /** What the polite live region says. */
  private announcement = '';

  /** What the reviews shown were asked for: another query, or another client, starts over. */
  #query!: ReviewQuery;
  /** Follows the page tokens of the query shown, so that a token coming back ends "Show more". */
  #walk = pageWalk();
  /**
   * Whether the button that asked for a page had focus. That button goes away (the last page,
   * "Try again" replaced by progress), so focus follows the answer instead of falling to the body.
   */
  #focusFollowsLoad = false;

  readonly #feed = this.requestTask({
    args: () => [this.#query, this.pageToken] as const,
    task: ([query, pageToken], { signal }) => this.call(listReviews, reviewsRequest(query, pageToken), { signal }),
    // Another page token would have started another run, whose answer this is not.
    onComplete: (response: ListReviewsResponse) => this.#showPage(response, this.pageToken),
    onError: () => {
      if (this.#focusFollowsLoad) this.#focusOnceShown('[part~="retry-button"]');
      this.#focusFollowsLoad = false;
    },
  });

  /**
   * Counts every review that matches, apart from the pages shown and after the first of them, so
   * that it never delays it: in pages of the largest size, at most `countedPages` of them. A count
   * that fails leaves the list as it is, and the summary to the reviews shown.
   */
  readonly #count = this.requestTask({
    // The first page shown, by identity: the count starts from it, and again from the next first page.
    args: () => [this.#query, this.#first && [this.#first]] as const,
    task: async ([query, shown], { signal }): Promise<Counted | typeof initialState> => {
      const first = shown?.[0];
      if (!first || !this.isConnected) return initialState;
      // The first page holds every review: nothing more to ask.
      if (!first.nextPageToken) return { ratings: countRatings(first.reviews) };
      // Pages of its own, as large as the API allows, bounded: a loop of tokens or an endless list stops.
      const walk = pageWalk();
      let ratings = noRatings;
      let pageToken = '';
      for (let pages = 0; pages < countedPages; pages++) {
        // A count that fails is a warning: the summary falls back to the reviews shown.
        const request = reviewsRequest({ ...query, pageSize: largestPageSize }, pageToken);
        const page = await this.call(listReviews, request, { signal, failure: 'warning' });
        ratings = countRatings(page.reviews, ratings);
        const next = walk(page.nextPageToken);
        if ('problem' in next) {
          // The summary falls back to the reviews shown, as for any count that fails.
          this.emit('booking-warning', { operation: listReviews.name, message: next.problem });
          throw new Error(next.problem);
        }
        if (!next.token) return { ratings };
        pageToken = next.token;
      }
      return { ratings, latest: true };
    },
  });

  override connectedCallback(): void {
    super.connectedCallback();
    // A count stopped by a disconnection starts again (one that failed gets another chance).
    if (this.hasUpdated && this.#count.status !== TaskStatus.COMPLETE) void this.#count.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#count.abort();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const query = reviewQuery(this);
    const clientChanged = ['client', 'baseUrl', 'apiKey'].some((name) => changed.has(name as keyof ReviewFeed));
    // By value: a framework that sets `staff-ids` to a new but equal list on every render of its
    // own must not send the feed back to its first page.
    if (this.hasUpdated && !clientChanged && sameArgs(query, this.#query)) return;
    // Another query starts over from its first page; the task aborts the old request.
    this.#query = query;
    this.pages = [];
    this.#first = undefined;
    this.pageToken = '';
    this.nextPageToken = '';
    this.announcement = '';
    this.#walk = pageWalk();
    this.#focusFollowsLoad = false;
  }

  protected override ownerAttributes(): readonly string[] {
    return ['business-id'];
  }

  protected override readonly configuredOperation = listReviews.name;

  protected override configurationProblem(): string | undefined {
    const { businessId, pageSize, sources } = this.#query;
    const text = this.text;
    if (!businessId) return text.missingAttribute('business-id');
    if (!isPageSize(pageSize)) return text.invalidPageSize(largestPageSize);
    const unknown = unknownSources(sources);
    if (unknown.length > 0) return text.invalidSources(unknown.join(', '), reviewSources.slice(1).join(', '));
    return undefined;
  }

  /** Focuses what `selector` finds once drawn; without scrolling, since it sits where the button was. */
  #focusOnceShown(selector: string): void {
    this.afterNextRender(() => this.renderRoot.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true }));
  }

  /** Shows a page, asked for with `pageToken` ("" is the first page). */
  #showPage(response: ListReviewsResponse, pageToken: string): void {
    const { reviews, nextPageToken } = response;
    const last = this.pages.at(-1);
    const page: ShownPage = { reviews, start: pageToken && last ? last.start + last.reviews.length : 0, open: new Set() };
    if (this.#focusFollowsLoad && reviews.length > 0) this.#focusOnceShown('.page:last-child .review');
    this.#focusFollowsLoad = false;
    // Appending touches only the new page: nothing is copied, counted or drawn again for the others.
    if (pageToken) this.pages = [...this.pages, page];
    else {
      this.pages = reviews.length > 0 ? [page] : [];
      this.#first = response;
    }
    const next = this.#walk(nextPageToken);
    this.nextPageToken = 'token' in next ? next.token : '';
    if (pageToken) {
      const text = this.text;
      const more = text.moreLoaded(reviews.length);
      this.announcement = nextPageToken ? more : `${more}. ${text.allLoaded}`;
    }
    this.afterNextRender(() => {
      this.emit('reviews-load', { reviews, nextPageToken });
      // A token that came back would show the same pages forever: "Show more" ends, and the host hears why.
      if ('problem' in next) this.emit('booking-warning', { operation: listReviews.name, message: next.problem });
    });
    // A page without a review that still names a next one (a service that filters after paging)
    // would end at "No reviews yet", or a "Show more" that shows nothing: the next one is asked
    // for at once, as far as the walk goes.
    if (reviews.length === 0 && this.nextPageToken) this.pageToken = this.nextPageToken;
  }

  #showMore(event: Event): void {
    if (this.#feed.status === TaskStatus.PENDING || !this.nextPageToken) return;
    this.#focusFollowsLoad = this.shadowRoot?.activeElement === event.currentTarget;
    // Cleared first, so that the same words said twice are announced twice.
    this.announcement = '';
    this.pageToken = this.nextPageToken;
  }

  /** Asks again for the page that failed; an arrow, because errorView calls it unbound. */
  readonly #retry = (): void => {
    this.#focusFollowsLoad = this.shadowRoot?.activeElement?.matches('[part~="retry-button"]') ?? false;
    void this.#feed.run();
  };

  /** Opens or closes a long review: its page is replaced, so that only that page is drawn again. */
  #toggle(page: ShownPage, key: string): void {
    this.pages = this.pages.map((shown) => (shown === page ? { ...page, open: toggled(page.open, key) } : shown));
  }

  #renderSkeleton(rows: number): TemplateResult {
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

  /** What the summary counts: every matching review, the latest of them, or (the count failed) the reviews shown; undefined while counting. */
  get #counted(): Counted | undefined {
    const { status, value } = this.#count;
    if (status === TaskStatus.ERROR) return { ratings: countRatings(this.reviews), shown: true };
    return status === TaskStatus.COMPLETE ? value : undefined;
  }

  /** The reviews shown, and below them the next page's progress, its failure or "Show more reviews". */
  #renderReviews(): TemplateResult {
    const text = this.text;
    const locale = this.locale;
    const loading = this.#feed.status === TaskStatus.PENDING;
    return html`${ratingSummaryView({ counted: this.#counted, filtered: isFiltered(this.#query), text, locale })}
      <ul role="list" part="list" aria-label=${text.listLabel}>
        ${this.pages.map((page) =>
          // Appending a page must not redo the pages already shown: each is redrawn only when it changes.
          guard(
            [page, locale, this.strings],
            () =>
              html`<li class="page" role="none">
                <ul role="none">
                  ${page.reviews.map((review, index) =>
                    reviewItem({
                      review,
                      index: page.start + index,
                      open: page.open,
                      text,
                      locale,
                      onToggle: (key) => this.#toggle(page, key),
                    }),
                  )}
                </ul>
              </li>`,
          ),
        )}
      </ul>
      ${
        this.#feed.status === TaskStatus.ERROR
          ? errorView(this.#feed.error, text, this.#retry)
          : // One button through progress and answer, so that it keeps focus while the page loads.
            html`${loading ? this.#renderSkeleton(1) : nothing}
            ${
              this.nextPageToken
                ? html`<button type="button" class="more" part="show-more-button" aria-disabled=${loading} @click=${this.#showMore}>
                    ${text.showMore}
                  </button>`
                : nothing
            }`
      }`;
  }

  /** Before a review is shown: progress, the failure, or "No reviews yet". */
  #renderFirstPage(): TemplateResult | undefined {
    const text = this.text;
    return this.#feed.render({
      pending: () => html`<p class="visually-hidden">${text.loadingReviews}</p>
        ${this.#renderSkeleton(Math.min(skeletonRows, this.pageSize) || skeletonRows)}`,
      complete: () => html`<p class="empty" part="empty">${text.empty}</p>`,
      error: (error) => errorView(error, text, this.#retry),
    });
  }

  override render(): TemplateResult {
    return html`<div class="feed" part="feed" aria-busy=${this.#feed.status === TaskStatus.PENDING}>
        ${this.renderProblem() ?? (this.pages.length > 0 ? this.#renderReviews() : this.#renderFirstPage())}
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }
}
