/**
 * The slot watch's view of `<booking-request-status>`, for a link `#watch=<token>`: what is watched
 * in the customer's words, where the watch stands, the times it told of, "Stop telling me" while it
 * is active, and, for the link of a time that opened (`&staff=…&start=…&end=…`), that time with
 * "Take this time", which sends an ordinary request (`POST /booking-requests` with `watch`) once the
 * customer gave what a request needs and the watch lacks (the pet's name). Opening the page only
 * reads (`GET /slot-watches/mine`); every change is a button's POST.
 *
 * Loaded on demand, only by a page whose address opens a watch, with its own styles and words
 * (English here, the others fetched with them): a page that opens a request pays for none of it.
 * What it shares with the element's file (the client, the failure's view, the sending of a request,
 * `@lit/task`'s idle answer) it imports from there. What the element does for its request view too
 * (the branch's zone and groomers' names, a time in words) it asks of the element (`WatchHost`),
 * rather than hold a copy of its own. (Those were asked of the element too while rolldown split
 * booking-elements.all.js over a module the view shared with it; all.js's build now keeps its
 * static part in one file, scripts/bundle.mjs, docs/size.md.)
 */
import { initialState, type Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { type CustomerProblem, customerLimits, customerProblems } from '../../api/booking-requests/customer.js';
import { type BookingRequest, idempotencyKeyHeader, sendBookingRequest } from '../../api/booking-requests/send.js';
import { watchDays } from '../../api/booking-requests/watch-days.js';
import { getMySlotWatch, type SlotWatchRecord, stopMySlotWatch } from '../../api/booking-requests/watch-record.js';
import { ApiError } from '../../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../../api/operation.js';
import type { NamedPetType } from '../../api/pet-type-words.js';
import type { Transport } from '../../api/transport.js';
import { formatDate, fullDateFormat } from '../../common/time.js';
import type { CallSettings, RequestTaskConfig } from '../../shared/element-requests.js';
import { errorView } from '../../shared/error-view.js';
import { translation } from '../../shared/translations.js';
import type { BookingRequestStatusStrings } from './booking-request-status.strings.js';
import { type OpenedTime, type WatchLink, watchLinkOf } from './watch-link.js';
import { type WatchViewStrings, watchViewStrings } from './watch-view.strings.js';

/** What the branch's facts add to a reading: the zone its times are shown in, and its groomers' names when asked for. */
export interface BranchFacts {
  readonly timeZone: string;
  readonly groomers: ReadonlyMap<string, string>;
}

/** What the view asks of the element: its words, language, link, branches' names, and its way of sending requests. */
export interface WatchHost {
  readonly text: BookingRequestStatusStrings;
  readonly locale: string;
  /** The fields of the page's fragment that open the watch (`watch=…&staff=…`), "" when it opens none. */
  readonly fragment: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  branchName(businessId: string): string;
  call<Op extends Operation>(operation: Op, request: RequestOf<Op>, settings?: CallSettings): Promise<ResponseOf<Op>>;
  requestTask<const Args extends readonly unknown[], Result>(
    config: RequestTaskConfig<Args, Result>,
  ): Task<readonly [Args, Transport, boolean], Result>;
  /** The branch's zone (GetCompany), and its groomers' names (GetBookingAvailability) when `named`; a failure is a warning. */
  branchFacts(companyId: string, businessId: string, named: boolean, signal: AbortSignal): Promise<BranchFacts>;
  /** A time in words, in the zone, the zone named. */
  time(startTime: string, timeZone: string): string;
  /** A reading of the watch is on screen: `booking-request-status-load` with its status. */
  loaded(status: string): void;
  afterNextRender(work: () => void): void;
  requestUpdate(): void;
}

/** What the element draws of the view: the live region's words, whether it waits, and the rest. */
export interface WatchDrawing {
  readonly notice: string;
  readonly busy: boolean;
  readonly body: TemplateResult;
}

/** The view's words: the watch's own over the element's (whose replacements the host gave win). */
type Text = WatchViewStrings & BookingRequestStatusStrings;

/** The branch's facts for one watch's branch; `named` when its groomers' names were asked for. */
interface WatchFacts extends BranchFacts {
  readonly businessId: string;
  readonly named: boolean;
}

/** The fields a request needs that a watch may lack: the pet's name always, the customer's name when the watch has none. */
type Field = 'petName' | 'name';

/** A press that changes something, while on its way or after it failed (then "Try again" sends it again, with the same key). */
type Action =
  | { readonly kind: 'stop' }
  | { readonly kind: 'take'; readonly key: string; readonly body: BookingRequest; readonly sent: string; readonly time: string };

/** Waits for the view's words in `locale`'s language, when it has its own (Spanish, French). */
export async function wordsFor(locale: string): Promise<void> {
  await translation(watchViewStrings, locale);
}

/** The view's words in `locale`'s language once fetched (`wordsFor`); none (English) when they could not be. */
function loadedWords(locale: string): Partial<WatchViewStrings> | null {
  const words = translation(watchViewStrings, locale);
  return words instanceof Promise ? null : words;
}

/** A new idempotency key for one press of "Take this time", kept by every try of it. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** How a time is named among those taken meanwhile. */
const timeName = (time: OpenedTime) => `${time.staffId} ${Date.parse(time.startTime)}`;

/** The first letter of a list in capitals, as it starts a line of the summary. */
const capitalized = (words: string, locale: string) => words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);

export class WatchView {
  readonly #host: WatchHost;
  readonly #read: Task<readonly [readonly [string], Transport, boolean], SlotWatchRecord>;
  readonly #facts: Task<readonly [readonly [string, string, boolean], Transport, boolean], WatchFacts>;
  /** The watch as last read or changed; undefined before the first reading of a link. */
  #watch: SlotWatchRecord | undefined;
  /** What the last press did, said in the live region. */
  #notice = '';
  #action: Action | undefined;
  #failure: unknown;
  /** The watch was erased while the page showed it (a press answered 404): the one sentence. */
  #erased = false;
  /** The reference of the request sent from this page, once the gateway kept it. */
  #sent = '';
  /** The opened times someone took meanwhile (409 ABORTED). */
  #gone = new Set<string>();
  readonly #values: Record<Field, string> = { petName: '', name: '' };
  /** The customer pressed "Take this time": the fields' problems are shown from then on. */
  #tried = false;
  /** What takes focus once the next reading is drawn. */
  #focusAfterRead: string | undefined;
  /** The link last read from the fragment, and that fragment. */
  #link: { readonly fragment: string; readonly link: WatchLink | undefined } = { fragment: '', link: undefined };
  /** The token of the watch this view last showed. */
  #shown = '';

  /** The watch's link in the page's address now. */
  get link(): WatchLink | undefined {
    const { fragment } = this.#host;
    if (this.#link.fragment !== fragment)
      this.#link = { fragment, link: watchLinkOf(fragment ? new URLSearchParams(fragment) : undefined) };
    return this.#link.link;
  }

  constructor(host: WatchHost) {
    this.#host = host;
    this.#shown = this.link?.token ?? '';
    this.#read = host.requestTask({
      args: () => [this.link?.token ?? ''] as const,
      task: async ([token], { signal }) => {
        if (!token) return initialState;
        return host.call(getMySlotWatch, {}, { signal, headers: bearer(token) });
      },
      onComplete: (watch: SlotWatchRecord) => {
        this.#watch = watch;
        const focus = this.#focusAfterRead;
        this.#focusAfterRead = undefined;
        host.afterNextRender(() => {
          if (focus) this.#focus(focus);
          host.loaded(watch.status);
        });
      },
    });
    // The branch's zone, and its groomers' names when the watch or the time opened names a groomer
    // its offers do not: asked once per branch; a failure shows the times in the browser's zone,
    // the groomers unnamed.
    this.#facts = host.requestTask({
      args: () => [this.#watch?.companyId ?? '', this.#watch?.businessId ?? '', this.#unnamed()] as const,
      task: async ([companyId, businessId, unnamed], { signal }): Promise<WatchFacts | typeof initialState> => {
        if (!businessId) return initialState;
        return { businessId, named: unnamed, ...(await host.branchFacts(companyId, businessId, unnamed, signal)) };
      },
    });
  }

  /**
   * The page's address changed: it opens another watch, or the same one at another time, or none.
   * What was said of the last goes (another watch is read; the same one keeps what was typed).
   */
  follow(): void {
    const token = this.link?.token ?? '';
    const sameWatch = token === this.#shown;
    this.#shown = token;
    if (!sameWatch) {
      this.#watch = undefined;
      this.#sent = '';
      this.#erased = false;
      this.#gone = new Set();
      this.#values.petName = '';
      this.#values.name = '';
    }
    this.#notice = '';
    this.#action = undefined;
    this.#failure = undefined;
    this.#tried = false;
  }

  get #text(): Text {
    const { text, locale } = this.#host;
    return { ...watchViewStrings, ...loadedWords(locale), ...text };
  }

  /** The groomers the watch names, and the one of the time that opened, that its offers do not name. */
  #unnamed(): boolean {
    const watch = this.#watch;
    if (!watch) return false;
    const named = new Set(watch.offers.filter((offer) => offer.staffName).map((offer) => offer.staffId));
    const opened = this.link?.opened;
    return [...watch.staffIds, ...(opened ? [opened.staffId] : [])].some((id) => !named.has(id));
  }

  /** A groomer's name: as an offer of the watch named them, else as the branch's availability does, else "a groomer". */
  #groomer(staffId: string, facts: WatchFacts, stored = ''): string {
    const offered = this.#watch?.offers.find((offer) => offer.staffId === staffId && offer.staffName)?.staffName;
    return stored || offered || facts.groomers.get(staffId) || this.#text.unnamedGroomer;
  }

  #time(startTime: string, timeZone: string): string {
    return this.#host.time(startTime, timeZone);
  }

  #focus(selector: string): void {
    this.#host.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Runs a press: on its way (the buttons say so), then its outcome; a failure keeps the press for "Try again". */
  async #run(action: Action, work: (token: string) => Promise<void>): Promise<void> {
    const token = this.link?.token;
    if (!token || !this.#watch || this.#busy) return;
    this.#action = action;
    this.#failure = undefined;
    this.#notice = '';
    this.#host.requestUpdate();
    try {
      await work(token);
      this.#action = undefined;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        // The watch was erased or ended meanwhile: the link opens nothing now.
        this.#erased = true;
        this.#action = undefined;
      } else this.#failure = error;
    }
    this.#host.requestUpdate();
  }

  get #busy(): boolean {
    return this.#action !== undefined && !this.#failure;
  }

  #stop = (): void => {
    void this.#run({ kind: 'stop' }, async (token) => {
      const watch = await this.#host.call(stopMySlotWatch, {}, { headers: bearer(token) });
      this.#watch = watch;
      this.#notice = this.#text.watchStopped;
      this.#host.afterNextRender(() => {
        this.#focus('[part~="heading"]');
        this.#host.loaded(watch.status);
      });
    });
  };

  /** What is wrong with the fields the form asks for, by field, in the customer's words. */
  #problems(asked: readonly Field[]): Partial<Record<Field, string>> {
    const watch = this.#watch;
    if (!watch) return {};
    const text = this.#text;
    const customer = this.#customer(watch);
    const found = customerProblems(customer, false);
    const words = (field: Field, problem: CustomerProblem | undefined): string | undefined => {
      if (problem === undefined) return undefined;
      if (problem === 'tooLong') return text.fieldTooLong(new Intl.NumberFormat(this.#host.locale).format(customerLimits[field]));
      if (problem === 'notStorable') return text.fieldNotStorable;
      return field === 'petName' ? text.petNameMissing : text.yourNameMissing;
    };
    const problems: Partial<Record<Field, string>> = {};
    for (const field of asked) {
      const problem = words(field, found[field]);
      if (problem) problems[field] = problem;
    }
    return problems;
  }

  /** The request's customer: the watch's name and e-mail, and what the form asked for. */
  #customer(watch: SlotWatchRecord) {
    const name = watch.customer.name || this.#values.name.trim();
    return { name, phone: '', email: watch.customer.email, petName: this.#values.petName.trim(), notes: '' };
  }

  /** The fields the form asks for: what a request needs and the watch lacks. */
  #asked(watch: SlotWatchRecord): Field[] {
    return watch.customer.name ? ['petName'] : ['name', 'petName'];
  }

  #onInput = (event: InputEvent): void => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'petName' || input.name === 'name') this.#values[input.name] = input.value;
    if (this.#tried) this.#host.requestUpdate();
  };

  #take = (event: SubmitEvent): void => {
    event.preventDefault();
    const watch = this.#watch;
    const opened = this.link?.opened;
    if (!watch || !opened || this.#busy) return;
    this.#tried = true;
    const problems = this.#problems(this.#asked(watch));
    const first = this.#asked(watch).find((field) => problems[field]);
    if (first) {
      this.#host.afterNextRender(() => this.#focus(`#watch-${first}`));
      return;
    }
    const body: BookingRequest = {
      companyId: watch.companyId,
      businessId: watch.businessId,
      staffId: opened.staffId,
      startTime: opened.startTime,
      endTime: opened.endTime,
      customer: { ...this.#customer(watch), petType: watch.petType },
      customerId: '',
      agreementRecordIds: [],
      params: {},
      services: watch.services.length ? watch.services : undefined,
      petType: watch.petType,
      watch: watch.id,
      language: watch.language,
    };
    // Pressed again with the same words for the same time (after a failure): the same key, so the gateway keeps one request.
    const sent = JSON.stringify(body);
    const earlier = this.#action?.kind === 'take' && this.#action.sent === sent ? this.#action : undefined;
    this.#send(earlier ?? { kind: 'take', key: newKey(), body, sent, time: timeName(opened) });
  };

  #send(action: Action & { kind: 'take' }): void {
    void this.#run(action, async () => {
      try {
        const receipt = await this.#host.call(sendBookingRequest, action.body, { headers: { [idempotencyKeyHeader]: action.key } });
        this.#sent = receipt.reference;
        // Said once, by the receipt whose heading takes focus: no status line repeats it.
        this.#notice = '';
        // The watch ended with the request: read it again (booked), then the receipt takes focus.
        this.#focusAfterRead = '#sent-heading';
        await this.#read.run();
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'ABORTED') throw error;
        // The gateway re-checked the time and it is gone: the watch goes on.
        this.#gone = new Set(this.#gone).add(action.time);
        this.#notice = this.#text.openedGone;
        this.#host.afterNextRender(() => this.#focus('#opened-gone'));
      }
    });
  }

  #retryAction = (): void => {
    const action = this.#action;
    if (action?.kind === 'stop') this.#stop();
    else if (action?.kind === 'take') this.#send(action);
  };

  #retryRead = (): void => {
    void this.#read.run();
  };

  /** The days, parts of the day, groomers, last day, services and pet of the watch, in the customer's words. */
  #renderSummary(watch: SlotWatchRecord, facts: WatchFacts, text: Text): TemplateResult {
    const { locale } = this.#host;
    const list = (items: readonly string[], type: 'conjunction' | 'disjunction') =>
      capitalized(new Intl.ListFormat(locale, { type, style: 'long' }).format(items), locale);
    const days = watchDays.filter((day) => watch.days.includes(day)).map((day) => text[`every${day}`]);
    const parts = (['morning', 'afternoon', 'evening'] as const)
      .filter((part) => watch.parts.includes(part))
      .map((part) => text[`part${capitalized(part, 'en') as 'Morning' | 'Afternoon' | 'Evening'}`]);
    const groomers = watch.staffIds.map((id) => this.#groomer(id, facts));
    const petType = watch.petType && watch.petType !== 'TYPE_UNSPECIFIED' ? watch.petType : '';
    const petWords = petType && Object.hasOwn(text.petTypes, petType) ? text.petTypes[petType as NamedPetType] : undefined;
    return html`<dl part="summary">
      <dt>${text.watchReference}</dt><dd>${watch.reference}</dd>
      <dt>${text.summaryBranch}</dt><dd>${this.#host.branchName(watch.businessId)}</dd>
      <dt>${text.watchDays}</dt><dd>${days.length ? list(days, 'conjunction') : text.anyDay}</dd>
      <dt>${text.watchParts}</dt><dd>${list(parts.length ? parts : [text.anyPart], 'conjunction')}</dd>
      <dt>${text.watchGroomers}</dt><dd>${list(groomers.length ? groomers : [text.anyGroomer], 'disjunction')}</dd>
      <dt>${text.watchUntil}</dt><dd>${formatDate(watch.until, locale, fullDateFormat)}</dd>
      ${watch.services.length ? html`<dt>${text.summaryServices}</dt><dd>${watch.services.map((service) => service.name).join(', ')}</dd>` : nothing}
      ${petType ? html`<dt>${text.watchPetType}</dt><dd>${capitalized(petWords ?? petType.toLowerCase().replace('_', ' '), locale)}</dd>` : nothing}
    </dl>`;
  }

  /** The time a watch's e-mail offered, while the watch is active: what it is, and "Take this time" once the form is filled. */
  #renderOpened(watch: SlotWatchRecord, facts: WatchFacts, text: Text): TemplateResult | typeof nothing {
    const opened = this.link?.opened;
    if (!opened || watch.status !== 'active') return nothing;
    const label = text.offerTime(this.#time(opened.startTime, facts.timeZone), this.#groomer(opened.staffId, facts));
    if (this.#gone.has(timeName(opened))) {
      return html`<section part="opened gone" aria-labelledby="opened-heading">
        <h3 id="opened-heading">${text.openedHeading}</h3>
        <p class="opened-time">${label}</p>
        <p id="opened-gone" tabindex="-1">${text.openedGone}</p>
      </section>`;
    }
    const asked = this.#asked(watch);
    const problems = this.#tried ? this.#problems(asked) : {};
    const busy = this.#busy;
    const taking = busy && this.#action?.kind === 'take';
    const labels: Record<Field, string> = { petName: text.petNameLabel, name: text.yourNameLabel };
    const field = (name: Field) => {
      const problem = problems[name];
      return html`<div class="field">
        <label for="watch-${name}">${labels[name]}</label>
        ${problem ? html`<p id="watch-${name}-error" part="field-error">${problem}</p>` : nothing}
        <input
          id="watch-${name}"
          name=${name}
          type="text"
          autocomplete=${name === 'name' ? 'name' : 'off'}
          required
          aria-invalid=${problem ? 'true' : nothing}
          aria-describedby=${problem ? `watch-${name}-error` : nothing}
          .value=${this.#values[name]}
        />
      </div>`;
    };
    return html`<section part="opened" aria-labelledby="opened-heading">
      <h3 id="opened-heading">${text.openedHeading}</h3>
      <p class="opened-time" id="opened-time">${label}</p>
      <p id="opened-not-held">${text.openedNotHeld}</p>
      <form novalidate aria-labelledby="opened-heading" @input=${this.#onInput} @submit=${this.#take}>
        ${asked.map(field)}
        ${this.#failure && this.#action?.kind === 'take' ? errorView(this.#failure, text, this.#retryAction) : nothing}
        <p class="actions">
          <button type="submit" class="primary" part="button" aria-describedby="opened-time opened-not-held" aria-disabled=${busy ? 'true' : 'false'}>
            ${taking ? text.takingOpened : text.takeOpened}
          </button>
        </p>
      </form>
    </section>`;
  }

  #renderWatch(watch: SlotWatchRecord, facts: WatchFacts): TemplateResult {
    const text = this.#text;
    const branch = this.#host.branchName(watch.businessId);
    const word = (['active', 'booked', 'stopped', 'ended'] as const).find((status) => status === watch.status);
    const status = word ? (capitalized(word, 'en') as 'Active' | 'Booked' | 'Stopped' | 'Ended') : 'Other';
    const stopping = this.#busy && this.#action?.kind === 'stop';
    return html`<article part="watch" class="status-${status.toLowerCase()}">
      ${styles}
      <h2 part="heading" tabindex="-1">${text[`watchHeading${status}`]}</h2>
      <p part="meaning">${text[`watchMeaning${status}`](branch)}</p>
      ${
        this.#sent
          ? html`<section part="sent" aria-labelledby="sent-heading">
              <h3 id="sent-heading" tabindex="-1">${text.requestSentHeading}</h3>
              <p>${text.requestSent(this.#sent)}</p>
            </section>`
          : nothing
      }
      ${this.#renderOpened(watch, facts, text)}
      ${this.#renderSummary(watch, facts, text)}
      ${
        watch.status === 'active'
          ? html`<div part="actions">
              <button
                type="button"
                part="button"
                aria-describedby="stop-hint"
                aria-disabled=${this.#busy ? 'true' : 'false'}
                @click=${() => (this.#busy ? undefined : this.#stop())}
              >${stopping ? text.stoppingWatch : text.stopWatch}</button>
              <span id="stop-hint" class="hint">${text.stopWatchHint}</span>
            </div>`
          : nothing
      }
      ${this.#failure && this.#action?.kind === 'stop' ? errorView(this.#failure, text, this.#retryAction) : nothing}
      ${
        watch.offers.length
          ? html`<section part="offers" aria-labelledby="offers-heading">
              <h3 id="offers-heading">${text.watchOffersHeading}</h3>
              <ul>
                ${watch.offers.map((offer) =>
                  offer.startTime
                    ? html`<li part="offer">${text.offerTime(this.#time(offer.startTime, facts.timeZone), this.#groomer(offer.staffId, facts, offer.staffName))}</li>`
                    : nothing,
                )}
              </ul>
            </section>`
          : nothing
      }
    </article>`;
  }

  /** The view: its one sentence, a failure, a word while it reads, or the watch. */
  render(): WatchDrawing {
    const text = this.#text;
    const read = this.#read;
    const loading = html`<p class="loading" part="loading"><span class="spinner" part="spinner"></span>${text.loading}</p>`;
    const gone = html`<p part="no-request">${text.watchLinkGone}</p>`;
    if (this.#erased) return { notice: '', busy: false, body: gone };
    const failed = read.render({
      error: (error) => (error instanceof ApiError && error.code === 'NOT_FOUND' ? gone : errorView(error, text, this.#retryRead)),
    });
    if (failed) return { notice: this.#notice, busy: false, body: failed };
    const watch = this.#watch;
    const facts = this.#facts.value;
    const ready = watch && facts?.businessId === watch.businessId && (facts.named || !this.#unnamed());
    if (!watch || !facts || !ready) return { notice: this.#notice, busy: true, body: loading };
    return { notice: this.#notice, busy: read.render({ pending: () => true }) ?? false, body: this.#renderWatch(watch, facts) };
  }
}

/** The view's own styles, drawn with it: loaded on demand, they come with it rather than with every page of a request. */
const styles = html`<style>
  [part~='sent'],
  [part~='opened'] {
    margin: 0 0 var(--_gap);
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--_radius);
  }
  [part~='sent'] p,
  [part~='opened'] p {
    margin: 0 0 0.5rem;
  }
  .opened-time {
    font-weight: 600;
  }
  h3:focus,
  #opened-gone:focus {
    outline: none;
  }
  h3:focus-visible,
  #opened-gone:focus-visible {
    outline: var(--_focus-ring);
  }
  .field {
    margin-block-end: 0.75rem;
  }
  .field label {
    display: block;
    margin-block-end: 0.375rem;
    font-weight: 600;
  }
  .field input {
    display: block;
    width: 100%;
    max-width: 24rem;
    min-height: 2.75rem;
    padding: 0.5em 0.75em;
    border: 1px solid var(--_field-border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  [aria-invalid='true'] {
    border: 2px solid var(--_danger);
  }
  [part~='field-error'] {
    margin: 0 0 0.375rem;
    padding-inline-start: 0.5rem;
    border-inline-start: 3px solid var(--_danger);
    font-weight: 600;
  }
  form .error {
    margin-block-end: 0.75rem;
  }
  .actions {
    margin: 0;
  }
  [part~='actions'] {
    align-items: center;
  }
  .hint {
    color: var(--_muted);
  }
  [part~='watch'] > .error {
    margin-block-end: var(--_gap);
  }
  [part~='watch'] > [part~='offers'] {
    margin-block-start: calc(var(--_gap) * 1.5);
  }
</style>`;
