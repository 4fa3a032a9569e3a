import { oneEvent } from '@open-wc/testing';
import type { AbandonedBookings } from '../../src/elements/abandoned-bookings/abandoned-bookings.js';
import type { AbandonedBookingsLoadDetail } from '../../src/elements/abandoned-bookings/events.js';
import { accessibleName, allByRole, byRole, queryByRole, spokenText } from '../helpers/roles.js';
import { until } from '../helpers/until.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `<abandoned-bookings>` as staff read it: the figures, the funnel's table by its name, the
 * filters by their labels, the bookings as list items with their links and buttons, and the
 * states while bookings are read.
 */
export class AbandonedPage {
  constructor(readonly el: AbandonedBookings) {}

  get shadow(): ShadowRoot {
    return this.el.shadowRoot!;
  }

  /** The region of the board and its states, named "Abandoned bookings". */
  get region(): HTMLElement {
    return byRole(this.el, 'region', 'Abandoned bookings');
  }

  get progressBar(): HTMLProgressElement | null {
    return queryByRole<HTMLProgressElement>(this.el, 'progressbar', 'Months read');
  }

  get status(): HTMLElement | null {
    return queryByRole(this.el, 'status');
  }

  get alert(): HTMLElement | null {
    return queryByRole(this.el, 'alert');
  }

  /** Everything the board says, squashed. */
  get text(): string {
    return squash(this.shadow.querySelector('[part~="board"]')!.textContent ?? '');
  }

  /** A figure by its label: its value and the note under it. */
  figure(label: string): { value: string; note: string } {
    const figure = [...this.shadow.querySelectorAll('[part~="figure"]')].find(
      (each) => squash(each.querySelector('dt')?.textContent ?? '') === label,
    );
    if (!figure) throw new Error(`No figure labelled ${label}`);
    return {
      value: squash(figure.querySelector('dd')!.textContent ?? ''),
      note: squash(figure.querySelectorAll('dd')[1]?.textContent ?? ''),
    };
  }

  table(name: string): HTMLTableElement {
    return byRole<HTMLTableElement>(this.el, 'table', name);
  }

  /** A table's header row, as read. */
  columns(name: string): string[] {
    return [...this.table(name).querySelectorAll('thead th')].map((cell) => squash(spokenText(cell)));
  }

  /** A table's body rows, each cell as read. */
  rows(name: string): string[][] {
    return [...this.table(name).querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => squash(spokenText(cell))));
  }

  /** A choice (a select) by its label. */
  select(label: string): HTMLSelectElement {
    return byRole<HTMLSelectElement>(this.el, 'combobox', label);
  }

  /** Chooses the option of a labelled select whose words are `option`, as a pick with the mouse does. */
  async choose(label: string, option: string): Promise<void> {
    const select = this.select(label);
    const found = [...select.options].find((each) => squash(each.textContent ?? '') === option);
    if (!found) throw new Error(`${label} has no option ${option}: ${[...select.options].map((each) => each.textContent).join(', ')}`);
    select.value = found.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await this.el.updateComplete;
  }

  /** The list of bookings. */
  get list(): HTMLElement | null {
    return queryByRole(this.el, 'list', 'Bookings, newest first');
  }

  /** The bookings drawn, each a list item. */
  bookings(): HTMLElement[] {
    return this.list ? allByRole(this.list, 'listitem') : [];
  }

  /** Each booking's name, as its heading reads. */
  names(): string[] {
    return this.bookings().map((item) => squash(spokenText(allByRole(item, 'heading')[0]!)));
  }

  /** The booking whose heading is `name`. */
  booking(name: string): HTMLElement {
    const found = this.bookings().find((item) => squash(spokenText(allByRole(item, 'heading')[0]!)) === name);
    if (!found) throw new Error(`No booking named ${name}`);
    return found;
  }

  /** The links of a booking, by their names. */
  links(item: HTMLElement): { name: string; href: string }[] {
    return allByRole<HTMLAnchorElement>(item, 'link').map((link) => ({
      name: accessibleName(link),
      href: link.getAttribute('href') ?? '',
    }));
  }

  button(name: string | RegExp, within: ParentNode = this.el): HTMLButtonElement {
    return byRole<HTMLButtonElement>(within, 'button', name);
  }

  queryButton(name: string | RegExp, within: ParentNode = this.el): HTMLButtonElement | null {
    return queryByRole<HTMLButtonElement>(within, 'button', name);
  }

  /** Waits for `abandoned-bookings-load` from any element. */
  static loaded(): Promise<AbandonedBookingsLoadDetail> {
    return oneEvent(document, 'abandoned-bookings-load').then((event) => (event as CustomEvent<AbandonedBookingsLoadDetail>).detail);
  }

  async settled(): Promise<void> {
    await until('the board drawn', () => this.el.shadowRoot?.querySelector('[aria-busy="false"]'));
    await this.el.updateComplete;
  }
}
