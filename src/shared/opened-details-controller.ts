/**
 * The items of a staff list whose details are open (an abandoned booking, a booking request), and
 * each one's details, read with a request of their own when first opened and kept by item id (a
 * Map: ids come from outside). While the host is off the page nothing is asked: what was on its
 * way is aborted, and asked again when the host comes back. `clear()` forgets everything, when the
 * list is read anew. The host draws the button and the region (`detailsButton`, `detailsRegion`).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { errorView } from './error-view.js';
import type { ErrorStrings } from './strings.js';

/** An item's details, as far as they are read: the same words as a task's status. */
export type Opened<Detail> =
  | { readonly status: 'pending' }
  | { readonly status: 'complete'; readonly detail: Detail }
  | { readonly status: 'error'; readonly error: unknown };

export interface OpenedDetailsOptions<Detail> {
  /** Reads an item's details. */
  readonly read: (id: string, signal: AbortSignal) => Promise<Detail>;
  /**
   * Whether the details are read again at each opening (those shown meanwhile are the last read):
   * for items that change while the page is open. Otherwise they are read once, and again only
   * after a failure.
   */
  readonly readAgainOnOpen?: boolean;
  /** Told when an item is opened, for what the host asks besides its details. */
  readonly onOpen?: (id: string) => void;
}

export class OpenedDetailsController<Detail> implements ReactiveController {
  /** The ids whose details are open. */
  readonly #open = new Set<string>();
  /** What is known of each item's details, open or not. */
  readonly #known = new Map<string, Opened<Detail>>();
  #aborter = new AbortController();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: OpenedDetailsOptions<Detail>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Back on the page: the reads aborted when it left are sent again.
    for (const id of this.#open) if (this.#known.get(id)?.status === 'pending') this.#load(id);
  }

  hostDisconnected(): void {
    this.#aborter.abort();
    this.#aborter = new AbortController();
  }

  isOpen(id: string): boolean {
    return this.#open.has(id);
  }

  /** The details of an open item; undefined when it is closed. */
  get(id: string): Opened<Detail> | undefined {
    // Opening an item starts reading its details, so an open item always has an entry.
    return this.#open.has(id) ? this.#known.get(id) : undefined;
  }

  /** Opens or closes an item's details; opening reads them unless they are known (or on their way). */
  readonly toggle = (id: string): void => {
    if (this.#open.delete(id)) {
      this.host.requestUpdate();
      return;
    }
    this.#open.add(id);
    const status = this.#known.get(id)?.status;
    if (status !== 'pending' && (status !== 'complete' || this.options.readAgainOnOpen)) this.#load(id);
    this.options.onOpen?.(id);
    this.host.requestUpdate();
  };

  /** Reads an open item's details again (after a failure, or a change): those known stay shown meanwhile. */
  readonly refresh = (id: string): void => {
    if (this.#open.has(id)) this.#load(id);
  };

  /** Shows details the host got otherwise (the answer to a change) for an open item. */
  show(id: string, detail: Detail): void {
    if (!this.#open.has(id)) return;
    this.#known.set(id, { status: 'complete', detail });
    this.host.requestUpdate();
  }

  /** Forgets every item opened, and aborts what is on its way: the list was read anew. */
  clear(): void {
    this.#aborter.abort();
    this.#aborter = new AbortController();
    this.#open.clear();
    this.#known.clear();
  }

  /**
   * The button that opens or closes an item's details (part `details-button`): `words` with the
   * item's name, which only a screen reader hears; it controls the region of the same `index`.
   */
  detailsButton(id: string, index: number, words: string, name: string): TemplateResult {
    return html`<button type="button" class="toggle" part="details-button" id="toggle-${index}" aria-expanded=${this.isOpen(id)}
      aria-controls="details-${index}" @click=${() => this.toggle(id)}>${words}<span class="visually-hidden"> ${name}</span></button>`;
  }

  /**
   * The region of an open item's details (part `details`), named by its button and busy while they
   * are read: "Loading…", the failure with "Try again", or `view` of them; nothing when closed.
   */
  detailsRegion(id: string, index: number, text: ErrorStrings, view: (detail: Detail) => TemplateResult): TemplateResult | typeof nothing {
    const opened = this.get(id);
    if (!opened) return nothing;
    const content =
      opened.status === 'pending'
        ? html`<p class="muted" role="status">${text.loading}</p>`
        : opened.status === 'error'
          ? errorView(opened.error, text, () => this.refresh(id))
          : view(opened.detail);
    return html`<div class="details" part="details" id="details-${index}" role="region" aria-labelledby="toggle-${index}"
      aria-busy=${opened.status === 'pending'}>${content}</div>`;
  }

  #load(id: string): void {
    const { signal } = this.#aborter;
    if (this.#known.get(id)?.status !== 'complete') this.#known.set(id, { status: 'pending' });
    this.host.requestUpdate();
    this.options.read(id, signal).then(
      (detail) => this.#settle(id, signal, { status: 'complete', detail }),
      (error: unknown) => this.#settle(id, signal, { status: 'error', error }),
    );
  }

  #settle(id: string, signal: AbortSignal, opened: Opened<Detail>): void {
    if (signal.aborted) return;
    this.#known.set(id, opened);
    this.host.requestUpdate();
  }
}
