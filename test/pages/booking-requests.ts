import type { BookingRequests } from '../../src/elements/booking-requests/booking-requests.js';
import { allByRole, byRole, queryByRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `<booking-requests>` as the front desk reads it: the inbox's region, the count of requests not
 * handled, the announcement of new ones, the filters by their labels, and each request as a list
 * item named by its customer, with its buttons and details.
 */
export class RequestsPage {
  constructor(readonly el: BookingRequests) {}

  get shadow(): ShadowRoot {
    return this.el.shadowRoot!;
  }

  get region(): HTMLElement {
    return byRole(this.el, 'region', 'Booking requests');
  }

  get text(): string {
    return squash(this.shadow.querySelector('[part~="board"]')?.textContent ?? '');
  }

  get unhandled(): string {
    return squash(this.shadow.querySelector('[part~="unhandled"]')?.textContent ?? '');
  }

  get announcement(): string {
    return squash(this.shadow.querySelector('[part~="announcement"]')?.textContent ?? '');
  }

  get alert(): HTMLElement | null {
    return queryByRole(this.el, 'alert');
  }

  /** The list item of a request, by its customer's name; null while not shown. */
  request(name: string): HTMLElement | null {
    return allByRole(this.el, 'listitem', name).find((item) => item.classList.contains('request')) ?? null;
  }

  shownRequest(name: string): Promise<HTMLElement> {
    return until(`the request of ${name}`, () => this.request(name));
  }

  statusOf(name: string): string {
    return squash(this.request(name)?.querySelector('[part~="status"]')?.textContent ?? '');
  }

  /** A button of a request, by its words ("Confirm", "Details"): its name adds the customer's. */
  button(name: string, words: string): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.request(name)!, 'button', `${words} ${name}`);
  }

  filter(label: 'Status' | 'Branch'): HTMLSelectElement {
    return byRole<HTMLSelectElement>(this.el, 'combobox', label);
  }

  /** Whether the inbox has read its requests. */
  loaded(): Promise<unknown> {
    return until('the inbox read', () => this.region.getAttribute('aria-busy') === 'false');
  }
}
