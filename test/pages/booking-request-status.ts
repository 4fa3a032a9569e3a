import type { BookingRequestStatusElement } from '../../src/elements/booking-request-status/booking-request-status.js';
import { byRole, queryByRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { ElementPage } from './element-page.js';

/** `<booking-request-status>`: where the request stands, its buttons, the times offered, and the live region that says what a press did. */
export class StatusPage extends ElementPage<BookingRequestStatusElement> {
  /** Waits until it shows the request, a failure, or its one sentence (a link that opens nothing). */
  async shown(): Promise<void> {
    await until(
      'the request, a failure or the one sentence',
      () => this.shadow.querySelector('[part~="request"], [part~="no-request"], [role="alert"]'),
      15_000,
    );
    await this.el.updateComplete;
  }

  /** The heading that says where the request stands ("" before there is one). */
  get heading(): string {
    return this.shadow.querySelector('[part~="heading"]')?.textContent?.trim() ?? '';
  }

  /** What the last press did, as the live region says it. */
  get notice(): string {
    return this.shadow.querySelector('[part~="notice"]')?.textContent?.trim() ?? '';
  }

  /** The times offered with a decline, each with its "Take this time" (none once taken by someone else). */
  get offers(): HTMLElement[] {
    return [...this.shadow.querySelectorAll<HTMLElement>('[part~="offer"]')];
  }

  /** "Withdraw my request", "Add to calendar", "Take this time" (the first), "Try again"... by name. */
  button(name: string | RegExp): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', name);
  }

  /** Whether there is any button at all. */
  get hasButtons(): boolean {
    return queryByRole(this.el, 'button') !== null;
  }
}
