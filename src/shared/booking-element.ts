/**
 * What every element shares, and the one answer to each question of an element's life: the API
 * configuration (`base-url`, `api-key`, `client`), the locale inherited through `lang` with its
 * built-in words, replaceable strings, typed events; requests made through `requestTask` (which
 * gives the task the transport, compares its arguments by value (`sameArgs`), and sends nothing while the
 * attributes are wrong) and `call` (the one path by which a request is sent, its failure reported
 * as `booking-error` or `booking-warning`, what its answer left out as `booking-warning`); a
 * configuration problem found in `configurationProblem`, reported once and shown by
 * `renderProblem`; and one queue of work to do once the next render is on screen.
 */
import { initialState, Task, type TaskConfig } from '@lit/task';
import { LitElement, type PropertyValues, type PropertyDeclarations, type TemplateResult } from 'lit';
import { ApiError } from '../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../api/operation.js';
import { createTransport, type Transport } from '../api/transport.js';
import type { BookingEventName, BookingWarningDetail, EventDetail } from './events.js';
import { errorView } from './error-view.js';
import { ConfigurationError, failureKind, notTheApi } from './failure.js';
import { sameArgs } from './same-args.js';
import type { ErrorStrings } from './strings.js';
import { baseStyles } from './styles.js';
import { translation } from './translations.js';

export type { BookingErrorDetail, BookingWarningDetail } from './events.js';
export { ConfigurationError };

/** How `call` sends a request: its signal and headers, and whether a failure is an error or a warning. */
export interface CallSettings {
  readonly signal?: AbortSignal;
  /** Headers of this request only, such as a customer token. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * `error` (default): a failure is a `booking-error`, which the element shows. `warning`: a
   * `booking-warning`, for a request whose failure the element gets past (a count, a prefetch).
   */
  readonly failure?: 'error' | 'warning';
}

/** A task of requests: what it depends on (compared by value), and the work, given those and a signal. */
export interface RequestTaskConfig<Args extends readonly unknown[], Result> {
  readonly args: () => Args;
  readonly task: (args: Args, options: { signal: AbortSignal }) => Promise<Result | typeof initialState>;
  readonly onComplete?: (value: Result) => void;
  readonly onError?: (error: unknown) => void;
  readonly autoRun?: boolean;
}

/** Any failure as an ApiError: one that is not becomes `UNKNOWN`, with its words. */
function asApiError(error: unknown, operation: string): ApiError {
  return error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN', operation, message: String(error), cause: error });
}

function supportedLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** Draws an element again in its language, and the elements it is made of, which inherit it. */
const relocalize = (element: Element): void => {
  if (element instanceof BookingElement) {
    element.requestUpdate();
    element.shadowRoot?.querySelectorAll('*').forEach(relocalize);
  }
};

/**
 * The base of every element. The events, the CSS custom properties and the configuration below
 * are every element's; each element documents only its own.
 *
 * @event {CustomEvent<BookingErrorDetail>} booking-error - A request failed or the element is misconfigured. Detail: `{ operation, code, message }`.
 * @event {CustomEvent<BookingWarningDetail>} booking-warning - A part of an answer was left out (a malformed item, a list over its limit), the rest shown; or the Spanish or French words failed to load (operation `translation`), English shown. Detail: `{ operation, message }`.
 *
 * @cssproperty [--booking-accent=light-dark(#2457c5, #8ab4f8)] - Accent colour: main buttons, the chosen day and slot, focus rings. The default follows the page's `color-scheme`.
 * @cssproperty [--booking-accent-text=light-dark(#fff, #0b1d3a)] - Text on the accent colour.
 * @cssproperty [--booking-text=inherit] - Text colour.
 * @cssproperty [--booking-muted=currentColor at 65%] - Secondary text.
 * @cssproperty [--booking-surface=transparent] - Background of buttons, fields and cards.
 * @cssproperty [--booking-border=currentColor at 25%] - Border colour.
 * @cssproperty [--booking-field-border=--booking-border, else currentColor at 55%] - Edge of a text field or a list to choose from.
 * @cssproperty [--booking-danger=light-dark(#b3261e, #f2b8b5)] - Colour that marks a failure or an invalid field.
 * @cssproperty [--booking-danger-text=light-dark(#fff, #601410)] - Colour of a mark drawn on the danger colour.
 * @cssproperty [--booking-radius=0.5rem] - Corner radius.
 * @cssproperty [--booking-gap=0.75rem] - Space between the parts of an element.
 * @cssproperty [--booking-focus-ring=2px solid accent] - Outline of the focused control.
 */
export abstract class BookingElement<Strings extends ErrorStrings = ErrorStrings> extends LitElement {
  static override styles = [baseStyles];
  // Lit's properties are declared statically, here and in every element: decorators would add their
  // helper and modules to every bundle (about 500 bytes min+gzip). Private state is declared with
  // `attribute: false`, which the manifest's analyzer reads (it would list `state: true` as attributes).
  static override properties: PropertyDeclarations = {
    baseUrl: { attribute: 'base-url' },
    apiKey: { attribute: 'api-key' },
    client: { attribute: false },
    strings: { attribute: false },
  };

  static override get observedAttributes(): string[] {
    // `lang` stays the native attribute; watching it lets a change re-render dates and times.
    // biome-ignore lint/complexity/noThisInStatic: Lit's own attributes come from the superclass's getter.
    return [...super.observedAttributes, 'lang'];
  }

  /** API root; the spec's paths (`/v1/...`) are appended. Default: same origin. */
  baseUrl = '';

  /**
   * Optional API key, sent as `Authorization: Basic`. For trusted pages only: a public site
   * points `base-url` at its gateway (`booking-elements/gateway`), which adds the key.
   */
  apiKey = '';

  /** A client made by `createClient()`; overrides `baseUrl` and `apiKey`. */
  client: Transport | undefined;

  /** Replacements for any of the element's user-facing strings. */
  strings: Partial<Strings> = {};

  protected abstract readonly defaultStrings: Strings;

  /** The built-in words of the element's language other than English, once loaded. */
  #words: Partial<Strings> = {};
  #ownTransport: { key: string; transport: Transport } | undefined;
  /** Work waiting for the next render to be on screen. */
  readonly #afterRender: (() => void)[] = [];
  /** Failures already announced as `booking-error`. */
  readonly #reported = new WeakSet<ApiError>();
  /** The configuration problem last reported, so that each is reported once. */
  #reportedProblem: string | undefined;

  /** The operation a configuration problem is reported for, in `booking-error`. */
  protected readonly configuredOperation: string = '';

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') relocalize(this);
  }

  /** A new ancestor may bring another `lang`. */
  override connectedCallback(): void {
    super.connectedCallback();
    this.requestUpdate();
  }

  /**
   * Before each update, the built-in words of the element's language: an update waits for their
   * first load, so that a page in Spanish or French never flashes English. Words that fail to
   * load leave English, with a `booking-warning`.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature: an update may wait for a promise.
  protected override scheduleUpdate(): void | Promise<unknown> {
    const words = translation(this.defaultStrings, this.locale);
    if (words instanceof Promise) {
      return words.then((loaded) => {
        if (!loaded)
          this.emit('booking-warning', { operation: 'translation', message: `Words for ${this.locale} not loaded: English shown` });
        return this.scheduleUpdate();
      });
    }
    this.#words = words ?? {};
    return super.scheduleUpdate();
  }

  /** The element's strings: its English defaults, the built-in words of its language, the host's replacements. */
  protected get text(): Strings {
    return { ...this.defaultStrings, ...this.#words, ...this.strings };
  }

  /**
   * The fetch of the transport made from the attributes, when not the page's own: the picker's
   * takes the answers of the requests the script-tag entry started early (src/api/early-requests.ts).
   */
  protected readonly transportFetch: typeof fetch | undefined;

  /** The transport requests go through: the host's client, or one made from the attributes. */
  protected get api(): Transport {
    if (this.client) return this.client;
    const key = `${this.baseUrl}\n${this.apiKey}`;
    if (this.#ownTransport?.key !== key) {
      // With a key, the entry started nothing: its requests carry none.
      const own = this.apiKey ? { apiKey: this.apiKey } : this.transportFetch && { fetch: this.transportFetch };
      const transport = createTransport({ baseUrl: this.baseUrl, ...own });
      this.#ownTransport = { key, transport };
    }
    return this.#ownTransport.transport;
  }

  /**
   * The locale for words, dates, times and numbers: `lang` of the element or its closest ancestor
   * (across shadow roots), then the document's, then the browser's. Spanish (`es`, `es-*`) and
   * French (`fr`, `fr-*`) have built-in words; any other locale has English words.
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

  /**
   * Dispatches a bubbling, composed event declared in the global event map, so that a wrong name
   * or detail does not compile; returns false when a listener cancelled it.
   */
  protected emit<Type extends BookingEventName>(type: Type, detail: EventDetail<Type>, options: { cancelable?: boolean } = {}): boolean {
    const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
    /** @ignore Each element documents the events it emits through here. */
    return this.dispatchEvent(event);
  }

  /**
   * Runs `work` once the next render is on screen: focusing what it drew, announcing it, or
   * emitting an event the customer can now see the reason for.
   */
  protected afterNextRender(work: () => void): void {
    this.#afterRender.push(work);
    this.requestUpdate();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Reported once the customer can see it, and once: another problem is reported anew.
    const problem = this.configurationProblem();
    if (problem !== this.#reportedProblem) {
      this.#reportedProblem = problem;
      if (problem) this.report(this.#problemError(problem), this.configuredOperation);
    }
    for (const work of this.#afterRender.splice(0)) work();
  }

  /**
   * What is wrong with the element's attributes, in its replaceable strings, or undefined. An
   * element with a problem sends nothing (`requestTask`), is reported once, and shows it
   * (`renderProblem`) without "Try again".
   */
  protected configurationProblem(): string | undefined {
    return undefined;
  }

  #problemError(problem: string): ConfigurationError {
    return new ConfigurationError({ code: 'INVALID_ARGUMENT', operation: this.configuredOperation, message: problem });
  }

  /** The configuration problem, shown in place of what the element draws; undefined without one. */
  protected renderProblem(): TemplateResult | undefined {
    const problem = this.configurationProblem();
    return problem ? errorView(this.#problemError(problem), this.text) : undefined;
  }

  /**
   * A task of the element's requests. It runs again when its arguments change by value (a new
   * query object with the same values does not), when the transport changes (another client,
   * `base-url` or key: `call` sends through it), and when a configuration problem is fixed; while
   * there is one it sends nothing and stays initial.
   */
  protected requestTask<const Args extends readonly unknown[], Result>(
    config: RequestTaskConfig<Args, Result>,
  ): Task<readonly [Args, Transport, boolean], Result> {
    const task: TaskConfig<readonly [Args, Transport, boolean], Result> = {
      ...config,
      args: () => [config.args(), this.api, !this.configurationProblem()] as const,
      argsEqual: sameArgs,
      task: ([args, , configured], options) => (configured ? config.task(args, options) : Promise.resolve(initialState)),
    };
    return new Task(this, task);
  }

  /** The attributes that say what the element asks for, named in the console when the service refuses them. */
  protected ownerAttributes(): readonly string[] {
    return [];
  }

  /**
   * Tells the page's owner in the console what to fix when a failure is a mistake in the page's
   * setup: once per mistake, however many requests it fails (a picker's company and availability).
   * The words load only then.
   */
  #warnOwner(error: ApiError): void {
    const kind = failureKind(error, navigator.onLine);
    if (kind === 'passing' || kind === 'offline') return;
    const context = {
      tag: this.localName,
      baseUrl: this.client ? this.client.baseUrl : this.baseUrl,
      attributes: this.ownerAttributes().map((name) => [name, this.getAttribute(name) ?? ''] as const),
      pageOrigin: location.origin,
    };
    void import('./owner-hint.js').then(({ warnOwner }) => warnOwner(this, error, kind, notTheApi(error), context));
  }

  /**
   * Sends an operation: every request an element makes goes through here. A part of the answer
   * left out is a `booking-warning`; a failure other than an abort a `booking-error` (or, with
   * `failure: 'warning'`, a `booking-warning`), and it rejects with the ApiError.
   */
  protected async call<Op extends Operation>(operation: Op, request: RequestOf<Op>, settings: CallSettings = {}): Promise<ResponseOf<Op>> {
    const { failure, ...options } = settings;
    try {
      const onProblem = (problem: BookingWarningDetail) => this.emit('booking-warning', problem);
      return await this.api.send(operation, request, { ...options, onProblem });
    } catch (error) {
      if (failure !== 'warning') throw this.report(error, operation.name);
      const apiError = asApiError(error, operation.name);
      if (apiError.code !== 'CANCELLED') this.emit('booking-warning', { operation: operation.name, message: apiError.message });
      throw apiError;
    }
  }

  /**
   * Announces a failure as `booking-error` (not an abort, and once: a failure handed up through
   * more code, such as a page of a list, is not announced again) and hands it back as an ApiError.
   */
  protected report(error: unknown, operation: string): ApiError {
    const apiError = asApiError(error, operation);
    if (apiError.code !== 'CANCELLED' && !this.#reported.has(apiError)) {
      this.#reported.add(apiError);
      const { code, message } = apiError;
      this.emit('booking-error', { operation: apiError.operation, code, message });
      this.#warnOwner(apiError);
    }
    return apiError;
  }
}
