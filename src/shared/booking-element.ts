/**
 * What every element shares: the API configuration (`base-url`, `api-key`, `client`), the
 * locale inherited through `lang`, replaceable strings, typed events, and the one path by which
 * requests are sent and their failures reported as `booking-error`.
 */
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { ApiError } from '../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../api/operation.js';
import { createTransport, type Transport } from '../api/transport.js';
import type { BookingErrorDetail, BookingWarningDetail } from './events.js';

export type { BookingErrorDetail, BookingWarningDetail } from './events.js';
import type { ErrorStrings } from './strings.js';
import { baseStyles } from './styles.js';

function supportedLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

export abstract class BookingElement<Strings extends ErrorStrings = ErrorStrings> extends LitElement {
  static override styles = [baseStyles];

  static override get observedAttributes(): string[] {
    // `lang` stays the native attribute; watching it lets a change re-render dates and times.
    // biome-ignore lint/complexity/noThisInStatic: Lit's own attributes come from the superclass's getter.
    return [...super.observedAttributes, 'lang'];
  }

  /** API root; the spec's paths (`/v1/...`) are appended. Default: same origin. */
  @property({ attribute: 'base-url' }) baseUrl = '';

  /**
   * Optional API key, sent as `Authorization: Basic`. For trusted pages only: a public site
   * points `base-url` at its gateway (`booking-elements/gateway`), which adds the key.
   */
  @property({ attribute: 'api-key' }) apiKey = '';

  /** A client made by `createClient()`; overrides `baseUrl` and `apiKey`. */
  @property({ attribute: false }) client: Transport | undefined;

  /** Replacements for any of the element's user-facing strings. */
  @property({ attribute: false }) strings: Partial<Strings> = {};

  protected abstract readonly defaultStrings: Strings;

  private ownTransport: { key: string; transport: Transport } | undefined;

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /** The element's strings: its defaults with the host's replacements. */
  protected get text(): Strings {
    return { ...this.defaultStrings, ...this.strings };
  }

  /** The transport requests go through: the host's client, or one made from the attributes. */
  protected get api(): Transport {
    if (this.client) return this.client;
    const key = `${this.baseUrl}\n${this.apiKey}`;
    if (this.ownTransport?.key !== key) {
      const transport = createTransport({ baseUrl: this.baseUrl, ...(this.apiKey ? { apiKey: this.apiKey } : {}) });
      this.ownTransport = { key, transport };
    }
    return this.ownTransport.transport;
  }

  /**
   * The locale for dates, times and numbers: `lang` of the element or its closest ancestor
   * (across shadow roots), then the document's, then the browser's.
   */
  get locale(): string {
    for (let node: Node | null = this; node; ) {
      if (node instanceof Element) {
        const tag = supportedLocale(node.getAttribute('lang'));
        if (tag) return tag;
      }
      node = node instanceof ShadowRoot ? node.host : node.parentNode;
    }
    return supportedLocale(document.documentElement.lang) ?? supportedLocale(navigator.language) ?? 'en-US';
  }

  /** Dispatches a bubbling, composed event; returns false when a listener cancelled it. */
  protected emit<Detail>(type: string, detail: Detail, options: { cancelable?: boolean } = {}): boolean {
    return this.dispatchEvent(
      new CustomEvent<Detail>(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
    );
  }

  /**
   * Sends an operation; a failure other than an abort is announced as `booking-error`, a part of
   * the answer left out as `booking-warning`.
   */
  protected async call<Op extends Operation>(operation: Op, request: RequestOf<Op>, signal?: AbortSignal): Promise<ResponseOf<Op>> {
    const onProblem = (problem: BookingWarningDetail) => this.emit<BookingWarningDetail>('booking-warning', problem);
    try {
      return await this.api.send(operation, request, signal ? { signal, onProblem } : { onProblem });
    } catch (error) {
      throw this.report(error, operation.name);
    }
  }

  /** A configuration the element cannot work with: reported like any failed request. */
  protected configurationError(operation: string, message: string): ApiError {
    return this.report(new ApiError({ code: 'INVALID_ARGUMENT', operation, message }), operation);
  }

  /** Announces a failure as `booking-error` (not an abort) and hands it back as an ApiError. */
  protected report(error: unknown, operation: string): ApiError {
    const apiError = error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN', operation, message: String(error), cause: error });
    if (apiError.code !== 'CANCELLED') {
      const { code, message } = apiError;
      this.emit<BookingErrorDetail>('booking-error', { operation: apiError.operation, code, message });
    }
    return apiError;
  }
}
