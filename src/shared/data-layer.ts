/**
 * Pushes what customers do to `window.dataLayer` (made when missing), as Google Tag Manager
 * reads it: `{ event: '<prefix>_<name>', ...data }`, never personal data. A `dataLayer` that is
 * not an array is left alone, and said once.
 */
export interface DataLayerOptions {
  /** The events' prefix, such as `booking_flow`. */
  readonly prefix: string;
  /** Whether to push now: the host asked for it, and the customer can see what happens. */
  readonly active: () => boolean;
  /** Told once that the page's `dataLayer` is not an array. */
  readonly onRefused: (message: string) => void;
}

export class DataLayer {
  #refused = false;

  constructor(private readonly options: DataLayerOptions) {}

  push(name: string, data: object = {}): void {
    if (!this.options.active()) return;
    const page = window as { dataLayer?: unknown };
    page.dataLayer ??= [];
    if (Array.isArray(page.dataLayer)) page.dataLayer.push({ event: `${this.options.prefix}_${name}`, ...data });
    else if (!this.#refused) {
      this.#refused = true;
      this.options.onRefused('dataLayer is not an array');
    }
  }
}
