import type { ReviewsLoadDetail } from '../../src/elements/review-feed/events.js';
import type { ReviewFeed } from '../../src/elements/review-feed/review-feed.js';
import { allByRole, byRole, queryByRole, spokenWords } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { ElementPage } from './element-page.js';

/** `<review-feed>`: the summary of every review with its histogram, then the reviews page after page. */
export class FeedPage extends ElementPage<ReviewFeed> {
  /** The reviews' list, once a page of them is shown. */
  get list(): HTMLElement | null {
    return queryByRole(this.el, 'list', 'Customer reviews');
  }

  get reviews(): HTMLElement[] {
    const list = this.list;
    return list ? allByRole(list, 'listitem') : [];
  }

  /** The average rating and how many reviews it counts; "Counting every review…" while it counts. */
  get summary(): HTMLElement | null {
    return this.part('summary');
  }

  get summaryText(): string {
    const summary = this.summary;
    if (!summary) throw new Error('No summary is shown');
    return spokenWords(summary);
  }

  /** The histogram's rows, 5 stars first: "5 stars: 120 reviews". */
  get histogramRows(): HTMLElement[] {
    return allByRole(byRole(this.el, 'list', 'Reviews by rating'), 'listitem');
  }

  /** The region of the summary, the list and their states; `aria-busy` while a page loads. */
  get region(): HTMLElement {
    const region = this.part('feed');
    if (!region) throw new Error('No feed region is shown');
    return region;
  }

  get showMoreButton(): HTMLButtonElement | null {
    return queryByRole<HTMLButtonElement>(this.el, 'button', 'Show more reviews');
  }

  /** Clicks "Show more reviews"; hands back the page that came, once it is drawn. */
  async showMore(): Promise<ReviewsLoadDetail> {
    const button = this.showMoreButton;
    if (!button) throw new Error('No "Show more reviews" is shown');
    const loaded = new Promise<ReviewsLoadDetail>((resolve) =>
      this.el.addEventListener('reviews-load', (event) => resolve(event.detail), { once: true }),
    );
    button.click();
    const page = await loaded;
    await this.el.updateComplete;
    return page;
  }

  /** Once the summary has counted every review (or given up), so that the count's requests are over. */
  async counted(timeout = 5000): Promise<void> {
    await until('the summary to finish counting', () => !this.summary?.matches('[aria-busy="true"]'), timeout);
    await this.el.updateComplete;
  }
}
