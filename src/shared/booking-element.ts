/**
 * The base class of every element. It holds the API settings (`base-url`, `api-key`, `client`)
 * and makes the client from them; sends every request (`requestTask`, `call`); emits typed events;
 * says what is wrong with the element's attributes (its configuration problem); and runs work once
 * the next render is on screen. Two reactive controllers do the rest: `LocalizeController` finds
 * the element's language and loads its translations, `ErrorReportController` reports failures as
 * events (and, for a mistake in the page's setup, in the console).
 */
import { initialState, Task } from '@lit/task';
import { LitElement, type PropertyValues, type PropertyDeclarations, type TemplateResult } from 'lit';
import type { Operation, RequestOf, ResponseOf } from '../api/operation.js';
import { createTransport, type Transport } from '../api/transport.js';
import { emitEvent, type BookingEventName, type BookingWarningDetail, type EventDetail } from './events.js';
import { errorView } from './error-view.js';
import { ErrorReportController } from './error-report-controller.js';
import { ConfigurationError } from './failure.js';
import { LocalizeController, relocalize } from './localize-controller.js';
import type { CallSettings, RequestTaskConfig } from './element-requests.js';
import { sameArgs } from './same-args.js';
import type { ErrorStrings } from './strings.js';
import { baseStyles } from './styles.js';

export type { BookingErrorDetail, BookingWarningDetail } from './events.js';

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
  // Declared statically, here and in every element: decorators would add about 500 bytes to every
  // bundle. Private state has `attribute: false`: the manifest would list `state: true` as attributes.
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

  /** The element's locale and its words. */
  protected readonly localize = new LocalizeController(this);
  /** Reports failures (`booking-error` or `booking-warning`, and the owner's hint in the console), and the configuration problem once it is on screen. */
  protected readonly errors = new ErrorReportController(
    this,
    () => this.ownerAttributes(),
    () => this.#problemError(),
  );
  /** The client made from the attributes, made again when they change (a new client empties what the old one kept). */
  #ownClient: { key: string; client: Transport } | undefined;
  readonly #afterRender: (() => void)[] = [];

  /** The operation a configuration problem is reported for, in `booking-error`. */
  protected readonly configuredOperation: string = '';

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') relocalize(this);
  }

  /** Each update waits for the words of the element's language (LocalizeController). */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature: an update may wait for a promise.
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.localize.whenLoaded(this.defaultStrings, () => super.scheduleUpdate());
  }

  /** The element's strings: English defaults, the built-in words of its language, the host's replacements. */
  protected get text(): Strings {
    return this.localize.text(this.defaultStrings, this.strings);
  }

  /** The fetch of the client made from the attributes, when not the page's own (the picker's: src/api/early-requests.ts). */
  protected readonly clientFetch: typeof fetch | undefined;
  /** The client requests go through: the host's `client`, or one made from the attributes. */
  protected get activeClient(): Transport {
    if (this.client) return this.client;
    const key = `${this.baseUrl}\n${this.apiKey}`;
    if (this.#ownClient?.key !== key) {
      // With a key, the script-tag entry started no request early: its requests carry none.
      const own = this.apiKey ? { apiKey: this.apiKey } : this.clientFetch && { fetch: this.clientFetch };
      this.#ownClient = { key, client: createTransport({ baseUrl: this.baseUrl, ...own }) };
    }
    return this.#ownClient.client;
  }

  /** The locale for words, dates, times and numbers, from `lang` (LocalizeController). */
  get locale(): string {
    return this.localize.locale;
  }

  /** Dispatches a bubbling, composed event of the global event map (a wrong name or detail does not compile); false when cancelled. */
  protected emit<Type extends BookingEventName>(type: Type, detail: EventDetail<Type>, options: { cancelable?: boolean } = {}): boolean {
    return emitEvent(this, type, detail, options.cancelable);
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
    for (const work of this.#afterRender.splice(0)) work();
  }

  /**
   * What is wrong with the element's attributes, in its replaceable strings, or undefined. Then the
   * element sends nothing, reports it once, and shows it (`renderProblem`) without "Try again".
   */
  protected configurationProblem(): string | undefined {
    return undefined;
  }

  #problemError(): ConfigurationError | undefined {
    const message = this.configurationProblem();
    return message ? new ConfigurationError({ code: 'INVALID_ARGUMENT', operation: this.configuredOperation, message }) : undefined;
  }

  /** The configuration problem, shown in place of what the element draws; undefined without one. */
  protected renderProblem(): TemplateResult | undefined {
    const problem = this.#problemError();
    return problem && errorView(problem, this.text);
  }

  /**
   * A task of the element's requests: it runs again when its arguments change by value, when the
   * client changes (another `client`, `base-url` or key), and when a configuration problem is
   * fixed; while there is one it sends nothing and stays initial.
   */
  protected requestTask<const Args extends readonly unknown[], Result>(
    config: RequestTaskConfig<Args, Result>,
  ): Task<readonly [Args, Transport, boolean], Result> {
    return new Task<readonly [Args, Transport, boolean], Result>(this, {
      ...config,
      args: () => [config.args(), this.activeClient, !this.configurationProblem()] as const,
      argsEqual: sameArgs,
      task: ([args, , configured], options) => (configured ? config.task(args, options) : Promise.resolve(initialState)),
    });
  }

  /** The attributes that say what the element asks for, named in the console when the service refuses them. */
  protected ownerAttributes(): readonly string[] {
    return [];
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
      return await this.activeClient.send(operation, request, { ...options, onProblem });
    } catch (error) {
      throw failure === 'warning' ? this.errors.warn(error, operation.name) : this.errors.report(error, operation.name);
    }
  }
}
