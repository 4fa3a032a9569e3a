/**
 * The bookings whose details the staff opened, and each one's fuller record from
 * GetAbandonedBooking: asked once when first opened (again after a failure), kept while the
 * bookings read are the same, and every request aborted when they change. By booking id, in a Map.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';

export type Details =
  | { readonly status: 'pending' }
  | { readonly status: 'complete'; readonly booking: AbandonedBooking }
  | { readonly status: 'error'; readonly error: unknown };

export class OpenedBookingsController implements ReactiveController {
  private readonly open = new Set<string>();
  private readonly details = new Map<string, Details>();
  private aborter = new AbortController();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly ask: (id: string, signal: AbortSignal) => Promise<AbandonedBooking>,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.clear();
  }

  isOpen(id: string): boolean {
    return this.open.has(id);
  }

  detailsOf(id: string): Details | undefined {
    return this.details.get(id);
  }

  /** Opens or closes a booking's details; opening asks for them unless they are here or on their way. */
  toggle(id: string): void {
    if (this.open.delete(id)) {
      this.host.requestUpdate();
      return;
    }
    this.open.add(id);
    if (this.details.get(id)?.status !== 'complete' && this.details.get(id)?.status !== 'pending') this.load(id);
    this.host.requestUpdate();
  }

  /** Asks again for details that failed. */
  retry(id: string): void {
    if (this.details.get(id)?.status === 'error') this.load(id);
  }

  /** Forgets every booking opened, and aborts what is on its way: the bookings read changed. */
  clear(): void {
    this.aborter.abort();
    this.aborter = new AbortController();
    this.open.clear();
    this.details.clear();
  }

  private load(id: string): void {
    const { signal } = this.aborter;
    this.details.set(id, { status: 'pending' });
    this.host.requestUpdate();
    this.ask(id, signal).then(
      (booking) => this.settle(id, signal, { status: 'complete', booking }),
      (error: unknown) => this.settle(id, signal, { status: 'error', error }),
    );
  }

  private settle(id: string, signal: AbortSignal, details: Details): void {
    if (signal.aborted) return;
    this.details.set(id, details);
    this.host.requestUpdate();
  }
}
