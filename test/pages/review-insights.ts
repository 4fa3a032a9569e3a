import { oneEvent } from '@open-wc/testing';
import type { ReviewInsightsLoadDetail } from '../../src/elements/review-insights/events.js';
import type { ReviewInsights } from '../../src/elements/review-insights/review-insights.js';
import { allByRole, byRole, queryByRole, spokenText } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { ElementPage } from './element-page.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `<review-insights>` as staff read it: the figures, each table by its name (its rows as a screen
 * reader reads them), the chart, the lowest reviews, and the states while pages arrive.
 */
export class InsightsPage extends ElementPage<ReviewInsights> {
  /** The region of the figures and their states; `aria-busy` while reviews are read. */
  get region(): HTMLElement {
    const region = this.part('insights');
    if (!region) throw new Error('No insights region is drawn');
    return region;
  }

  get progressBar(): HTMLProgressElement | null {
    return queryByRole<HTMLProgressElement>(this.el, 'progressbar', 'Reviews read');
  }

  /** "Reading reviews: 1,500 reviews so far", while pages arrive. */
  get reading(): HTMLElement | null {
    return queryByRole(this.el, 'status');
  }

  /** A figure of the overview by its label: its value and the line under it ("Before: 4.3"). */
  figure(label: string): { value: string; before: string } {
    const figure = this.parts('figure').find((each) => squash(each.querySelector('dt')?.textContent ?? '') === label);
    if (!figure) throw new Error(`No figure labelled ${label}`);
    return {
      value: squash(figure.querySelector('.value')!.textContent ?? ''),
      before: squash(figure.querySelector('.before')!.textContent ?? ''),
    };
  }

  headings(): string[] {
    return allByRole(this.el, 'heading').map((heading) => squash(spokenText(heading)));
  }

  table(name: string): HTMLTableElement {
    return byRole<HTMLTableElement>(this.el, 'table', name);
  }

  hasTable(name: string): boolean {
    return queryByRole(this.el, 'table', name) !== null;
  }

  /** A table's header row, as read. */
  columns(name: string): string[] {
    return [...this.table(name).querySelectorAll('thead th')].map((cell) => squash(spokenText(cell)));
  }

  /** A table's body rows, each cell as a screen reader reads it. */
  rows(name: string): string[][] {
    return [...this.table(name).querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => squash(spokenText(cell))));
  }

  get chart(): SVGSVGElement | null {
    return this.shadow.querySelector('svg[part~="trend-chart"]');
  }

  /** The lowest recent reviews, each as read. */
  lowest(name = 'Lowest recent reviews'): string[] {
    const list = queryByRole(this.el, 'list', name);
    return list ? allByRole(list, 'listitem').map((item) => squash(spokenText(item))) : [];
  }

  /** The button of a topic in the table of what customers mention (named in the page's language), by its name. */
  topicButton(name: string, table = 'What customers mention'): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.table(table), 'button', name);
  }

  /** The reviews of a topic opened, by the list's name ("Reviews that mention Price (3)"), each as read. */
  topicReviews(name: string): string[] {
    const list = queryByRole(this.el, 'list', name);
    return list ? allByRole(list, 'listitem').map((item) => squash(spokenText(item))) : [];
  }

  /** Waits for `review-insights-load` from this element. */
  static loaded(): Promise<ReviewInsightsLoadDetail> {
    return oneEvent(document, 'review-insights-load').then((event) => (event as CustomEvent<ReviewInsightsLoadDetail>).detail);
  }

  async settled(): Promise<void> {
    await until('the insights drawn', () => this.el.shadowRoot?.querySelector('[aria-busy="false"]'));
    await this.el.updateComplete;
  }
}
