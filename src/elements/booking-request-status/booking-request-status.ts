import { initialState, Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { getBookingAvailability } from '../../api/availability.js';
import { allowedChanges } from '../../api/booking-requests/lifecycle.js';
import type { RequestOffer } from '../../api/booking-requests/inbox.js';
import { idempotencyKeyHeader, sendBookingRequest } from '../../api/booking-requests/send.js';
import { getMyBookingRequest, withdrawMyBookingRequest, type BookingRequestStatus } from '../../api/booking-requests/status.js';
import { getCompany } from '../../api/company.js';
import { ApiError } from '../../api/errors.js';
import { dateInZone, dateTimeFormat, formatDate, formatTime, fullDateFormat, timeZoneLabel, todayIn } from '../../common/time.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { groomerNames, namingRange, zoneOfCompany } from '../../shared/branch-facts.js';
import { nameIn, type Names } from '../../shared/names.js';
import { notFetched } from '../../shared/on-demand.js';
import { spinnerStyles } from '../../shared/spinner-styles.js';
import { baseStyles } from '../../shared/styles.js';
import { addressFollowing, capabilityOf, watchFieldsOf } from './capability.js';
import { bookingRequestStatusStrings, type BookingRequestStatusStrings } from './booking-request-status.strings.js';
import { bookingRequestStatusStyles } from './booking-request-status.styles.js';
import type { WatchDrawing, WatchHost, WatchView } from './watch-view.js';

export type * from './events.js';
export { bookingRequestStatusStrings, type BookingRequestStatusStrings } from './booking-request-status.strings.js';
export type { WatchViewStrings } from './watch-view.strings.js';
export type { BookingRequestStatus } from '../../api/booking-requests/status.js';

/** What the branch's facts add to a reading: the zone its times are shown in, and its groomers' names. */
interface BranchFacts {
  readonly companyId: string;
  readonly timeZone: string;
  readonly groomers: ReadonlyMap<string, string>;
}

/** A press that changes something, while it is on its way or after it failed (then "Try again" sends it again). */
type Action = { readonly kind: 'withdraw' } | { readonly kind: 'take'; readonly offer: OfferedTime; readonly key: string };

/** A new idempotency key for one press of "Take this time" (the flow makes its own the same way, in a module this page never loads). */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** An offered time with both its instants (the schema reads a missing one as undefined; such a time cannot be taken). */
type OfferedTime = RequestOffer & { readonly startTime: string; readonly endTime: string };
const isWhole = (offer: RequestOffer): offer is OfferedTime => Boolean(offer.startTime && offer.endTime);

/** How an offered time is named among the gone ones. */
const offerName = (offer: RequestOffer) => `${offer.staffId} ${offer.startTime}`;

/** The statuses this page has words for; another (a newer gateway's) is worded safely. */
type KnownStatus = 'Received' | 'Contacted' | 'Confirmed' | 'Declined' | 'Withdrawn' | 'Cancelled' | 'Expired';
const known: readonly string[] = ['received', 'contacted', 'confirmed', 'declined', 'withdrawn', 'cancelled', 'expired'];
const wordOf = (status: string): KnownStatus | 'Other' =>
  known.includes(status) ? ((status[0]!.toUpperCase() + status.slice(1)) as KnownStatus) : 'Other';

/**
 * The customer's page for one booking request, or one slot watch, on the business's website at the
 * address the gateway puts in its e-mails (`BOOKING_REQUEST_STATUS_URL`). The link's fragment
 * (`#request=<token>`, or `#watch=<token>`) is the capability: it is read from the page's address
 * (again when the fragment changes) and sent as `Authorization: Bearer`, never in a query string, an
 * event or a log. Opening the page only reads (a mail scanner that follows the link changes
 * nothing); every change is a button's POST. A watch's view is a module of its own, fetched only by
 * a page whose address opens a watch (watch-view.ts).
 *
 * @summary Shows a customer where their booking request stands, and lets them withdraw it or take another time offered; or what their slot watch looks for, with "Stop telling me" and "Take this time" for a time it found.
 *
 * @event {CustomEvent<BookingRequestStatusLoadDetail>} booking-request-status-load - A reading of the request, or of the watch, is on screen. Detail: `{ status }`.
 * @event {CustomEvent<BookingRequestWithdrawDetail>} booking-request-withdraw - The customer withdrew the request and the gateway kept it. Detail: `{ id }`.
 *
 * @csspart notice - The live region that says what an action did.
 * @csspart no-request - The one sentence of a link that opens no request or watch (or of a page opened without one).
 * @csspart loading - The progress shown while the request or the watch is read.
 * @csspart spinner - The progress indicator.
 * @csspart request - The request: its status, summary, the branch's words, offers and history.
 * @csspart heading - The heading that says where the request stands.
 * @csspart meaning - What the status means for the customer.
 * @csspart summary - The request's reference, branch, time, groomer, services and pet.
 * @csspart message - The branch's words to the customer.
 * @csspart offers - The other times the branch offered with its decline; a watch's times it told of.
 * @csspart offer - One offered time; `offer gone` once someone else took it.
 * @csspart history - Each change of the request, oldest first.
 * @csspart actions - The buttons: "Withdraw my request", "Add to calendar"; a watch's "Stop telling me".
 * @csspart watch - A slot watch: where it stands, the time it found, what it looks for, the times it told of.
 * @csspart opened - The time a watch's e-mail offered, with the form that takes it; `opened gone` once someone else took it.
 * @csspart field-error - What is wrong with a field of that form.
 * @csspart sent - The request sent for the time a watch found: its reference.
 * @csspart button - Every button of an action.
 * @csspart error - A failure message.
 * @csspart retry-button - The "Try again" button of a failure.
 */
export class BookingRequestStatusElement extends BookingElement<BookingRequestStatusStrings> {
  static override styles = [baseStyles, spinnerStyles, bookingRequestStatusStyles];
  static override properties: PropertyDeclarations = {
    branches: { attribute: false },
    token: { attribute: false },
    request: { attribute: false },
    action: { attribute: false },
    failure: { attribute: false },
    notice: { attribute: false },
    goneOffers: { attribute: false },
    watchFragment: { attribute: false },
  };

  /** The branches' names by business id, as the business knows them (the API has no way to name a branch). Without a name, "the branch". */
  branches: Names | undefined;

  protected readonly defaultStrings = bookingRequestStatusStrings;

  /** The capability of the page's address: "" when it holds none. */
  private token = '';
  /** The request as last read or changed. */
  private request: BookingRequestStatus | undefined;
  /** The press on its way, or the one that failed (with `failure`). */
  private action: Action | undefined;
  private failure: unknown;
  /** What the last action did, said in the live region. */
  private notice = '';
  /** The offered times someone took meanwhile (409 ABORTED). */
  private goneOffers: ReadonlySet<string> = new Set();
  /** The next reading's heading takes focus: the button pressed is gone (a time taken, the page now follows its request). */
  #focusAfterRead = false;
  /** The fields of the page's fragment when it opens a slot watch (its view reads them), else "". */
  private watchFragment = '';
  /** The watch's view, once its module is here; kept, with what the customer typed, while the address changes. */
  #watchView: WatchView | undefined;

  readonly #onHashChange = (): void => {
    const token = capabilityOf(location.hash);
    if (token !== this.token) this.#follow(token);
    const watch = watchFieldsOf(location.hash)?.toString() ?? '';
    if (watch !== this.watchFragment) {
      this.watchFragment = watch;
      this.#watchView?.follow();
    }
  };

  /**
   * The watch's module, fetched only when the address opens a watch, with its words in the page's
   * language: a word while it loads, then the view, or why it could not load with "Try again".
   */
  readonly #watchModule = new Task(this, {
    args: () => [this.watchFragment !== '', this.locale] as const,
    task: async ([watching, locale]): Promise<WatchView | typeof initialState> => {
      if (!watching) return initialState;
      // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
      let module: typeof import('./watch-view.js');
      try {
        module = await import('./watch-view.js');
      } catch (cause) {
        throw this.errors.report(notFetched('watchView', 'shows a slot watch', cause), 'watchView');
      }
      await module.wordsFor(locale);
      this.#watchView ??= new module.WatchView(this.#watchHost());
      return this.#watchView;
    },
  });

  readonly #readTask = this.requestTask({
    args: () => [this.token] as const,
    task: async ([token], { signal }) => {
      if (!token) return initialState;
      return this.call(getMyBookingRequest, {}, { signal, headers: this.#bearer(token) });
    },
    onComplete: (request: BookingRequestStatus) => {
      this.request = request;
      const focus = this.#focusAfterRead;
      this.#focusAfterRead = false;
      this.afterNextRender(() => {
        if (focus) this.#focusHeading();
        this.emit('booking-request-status-load', { status: request.status });
      });
    },
  });

  /**
   * The branch's zone, and its groomers' names when the gateway stored none (a request kept before
   * it named them): asked once per branch; a failure shows the times in the browser's zone, the
   * groomers unnamed.
   */
  readonly #factsTask = this.requestTask({
    args: () => {
      const request = this.request;
      const unnamed = request ? !request.staffName || request.offers.some((offer) => !offer.staffName) : false;
      return [request?.companyId ?? '', request?.businessId ?? '', unnamed] as const;
    },
    task: async ([companyId, businessId, unnamed], { signal }): Promise<BranchFacts | typeof initialState> => {
      if (!businessId) return initialState;
      return { companyId, ...(await this.#branchFacts(companyId, businessId, unnamed, signal)) };
    },
  });

  /** The branch's zone, and its groomers' names when `named` (the request's view and the watch's). */
  async #branchFacts(companyId: string, businessId: string, named: boolean, signal: AbortSignal) {
    const ask = { signal, failure: 'warning' } as const;
    const timeZone = await zoneOfCompany(companyId, (id) => this.call(getCompany, { id }, ask));
    const groomers = named
      ? await groomerNames([{ companyId, businessId }], (company, business) =>
          this.call(getBookingAvailability, { companyId: company, businessId: business, filter: namingRange(todayIn(timeZone)) }, ask),
        )
      : new Map<string, string>();
    return { timeZone, groomers };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.#onHashChange);
    this.token = capabilityOf(location.hash);
    this.watchFragment = watchFieldsOf(location.hash)?.toString() ?? '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.#onHashChange);
  }

  /** What the watch's view asks of the element. */
  #watchHost(): WatchHost {
    const element = this;
    return {
      get text() {
        return element.text;
      },
      get locale() {
        return element.locale;
      },
      get fragment() {
        return element.watchFragment;
      },
      get renderRoot() {
        return element.renderRoot;
      },
      branchName: (businessId) => nameIn(element.branches, businessId) || element.text.theBranch,
      call: (operation, request, settings) => element.call(operation, request, settings),
      requestTask: (config) => element.requestTask(config),
      branchFacts: (companyId, businessId, named, signal) => element.#branchFacts(companyId, businessId, named, signal),
      time: (startTime, timeZone) => element.#time(startTime, timeZone),
      loaded: (status) => element.emit('booking-request-status-load', { status }),
      afterNextRender: (work) => element.afterNextRender(work),
      requestUpdate: () => element.requestUpdate(),
    };
  }

  #bearer(token: string): Record<string, string> {
    return { Authorization: `Bearer ${token}` };
  }

  /** Follows another request's capability: what was said of the last one goes. */
  #follow(token: string): void {
    this.token = token;
    this.request = undefined;
    this.action = undefined;
    this.failure = undefined;
    this.notice = '';
    this.goneOffers = new Set();
  }

  get #branchName(): string {
    return (this.request && nameIn(this.branches, this.request.businessId)) || this.text.theBranch;
  }

  /** A groomer's name: as the gateway stored it, else as the branch's availability gives it, else "a groomer". */
  #groomer(staffId: string, stored: string, facts: BranchFacts): string {
    return stored || facts.groomers.get(staffId) || this.text.unnamedGroomer;
  }

  #time(startTime: string | undefined, timeZone: string): string {
    const { locale, text } = this;
    if (!startTime) return '';
    const date = formatDate(dateInZone(startTime, timeZone), locale, fullDateFormat);
    return text.timeIn(date, formatTime(startTime, timeZone, locale), timeZoneLabel(timeZone, locale, new Date(startTime)));
  }

  /** Runs a press: on its way (the buttons say so), then its outcome; a failure keeps the press for "Try again". */
  async #run(action: Action, work: (request: BookingRequestStatus) => Promise<void>): Promise<void> {
    const { request } = this;
    if (!request || (this.action && !this.failure)) return;
    this.action = action;
    this.failure = undefined;
    this.notice = '';
    try {
      await work(request);
      this.action = undefined;
    } catch (error) {
      this.failure = error;
    }
  }

  #withdraw = (): void => {
    void this.#run({ kind: 'withdraw' }, async (request) => {
      try {
        this.request = await this.call(withdrawMyBookingRequest, { version: request.version }, { headers: this.#bearer(this.token) });
        this.notice = this.text.withdrawn;
        this.emit('booking-request-withdraw', { id: request.id });
        this.afterNextRender(() => this.#focusHeading());
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 412 && error.status !== 409)) throw error;
        // Decided on an older reading, or answered meanwhile: read it again and say what changed.
        await this.#readTask.run();
        const now = this.request?.status ?? '';
        this.notice = error.status === 412 ? this.text.changedMeanwhile(this.#heading(now)) : this.text.cannotWithdraw;
        this.afterNextRender(() => this.#focusHeading());
      }
    });
  };

  #take(offer: OfferedTime): void {
    // "Try again" of the same press keeps its key, so the gateway keeps one request whatever happens.
    const again = this.action?.kind === 'take' && offerName(this.action.offer) === offerName(offer) ? this.action : undefined;
    const action: Action = again ?? { kind: 'take', offer, key: newKey() };
    void this.#run(action, async (request) => {
      try {
        const receipt = await this.call(
          sendBookingRequest,
          {
            companyId: request.companyId,
            businessId: request.businessId,
            staffId: offer.staffId,
            startTime: offer.startTime,
            endTime: offer.endTime,
            customer: request.customer,
            customerId: '',
            agreementRecordIds: [],
            params: {},
            services: request.services.length ? request.services : undefined,
            replaces: request.id,
            language: this.locale,
          },
          { headers: { ...this.#bearer(this.token), [idempotencyKeyHeader]: action.key } },
        );
        const notice = this.text.tookTime(receipt.reference);
        if (receipt.statusToken) {
          // The page now follows the new request; reloading it, or keeping its address, keeps doing so.
          history.replaceState(history.state, '', addressFollowing(location.href, receipt.statusToken));
          this.#follow(receipt.statusToken);
          this.#focusAfterRead = true;
        } else {
          this.#focusAfterRead = true;
          await this.#readTask.run();
        }
        this.notice = notice;
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'ABORTED') throw error;
        this.goneOffers = new Set(this.goneOffers).add(offerName(offer));
        this.notice = this.text.offerTakenNotice;
      }
    });
  }

  #addToCalendar(request: BookingRequestStatus, facts: BranchFacts): void {
    const { startTime, endTime, businessId, staffId, staffName, version } = request;
    if (!startTime || !endTime) return;
    const time = {
      businessId,
      staffId,
      startTime,
      endTime,
      version,
      branch: this.#branchName,
      groomer: this.#groomer(staffId, staffName, facts),
    };
    void import('./request-calendar.js').then((calendar) => calendar.addToCalendar(time, this.text));
  }

  #focusHeading(): void {
    this.renderRoot.querySelector<HTMLElement>('[part~="heading"]')?.focus();
  }

  #retryRead = (): void => {
    void this.#readTask.run();
  };

  #retryAction = (): void => {
    const { action } = this;
    if (action?.kind === 'withdraw') this.#withdraw();
    else if (action?.kind === 'take') this.#take(action.offer);
  };

  #heading(status: string): string {
    return this.text[`heading${wordOf(status)}`];
  }

  #busy(kind: Action['kind'], offer?: RequestOffer): boolean {
    const { action } = this;
    if (!action || this.failure) return false;
    return (
      action.kind === kind &&
      (kind === 'withdraw' || (action.kind === 'take' && offer !== undefined && offerName(action.offer) === offerName(offer)))
    );
  }

  #renderOffers(request: BookingRequestStatus, facts: BranchFacts): TemplateResult | typeof nothing {
    const { text } = this;
    if (request.status !== 'declined' || request.offers.length === 0) return nothing;
    if (request.replacedBy) return html`<p part="offers">${text.offerTakenAlready}</p>`;
    const busy = this.action !== undefined && !this.failure;
    return html`<section part="offers" aria-labelledby="offers-heading">
      <h3 id="offers-heading">${text.offersHeading}</h3>
      <ul>
        ${request.offers.filter(isWhole).map((offer, index) => {
          const gone = this.goneOffers.has(offerName(offer));
          const label = text.offerTime(this.#time(offer.startTime, facts.timeZone), this.#groomer(offer.staffId, offer.staffName, facts));
          return html`<li part=${gone ? 'offer gone' : 'offer'}>
            <span id="offer-${index}">${label}</span>
            ${
              gone
                ? html`<span class="gone">${text.offerGone}</span>`
                : html`<button
                    type="button"
                    part="button"
                    aria-describedby="offer-${index}"
                    aria-disabled=${busy ? 'true' : 'false'}
                    @click=${() => (busy ? undefined : this.#take(offer))}
                  >${this.#busy('take', offer) ? text.takingTime : text.takeTime}</button>`
            }
          </li>`;
        })}
      </ul>
    </section>`;
  }

  #renderHistory(request: BookingRequestStatus, timeZone: string): TemplateResult {
    const { text, locale } = this;
    const when = dateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    return html`<section aria-labelledby="history-heading">
      <h3 id="history-heading">${text.history}</h3>
      <ol part="history">
        ${request.history.map(
          (change) => html`<li>
            <span class="change">${text[`change${wordOf(change.status)}`]}</span>
            ${change.at ? html`<time dir="auto" datetime=${change.at}>${when.format(new Date(change.at)).replace(/[\u202f\u00a0]/g, ' ')}</time>` : nothing}
            ${change.message ? html`<blockquote dir="auto">${change.message}</blockquote>` : nothing}
          </li>`,
        )}
      </ol>
    </section>`;
  }

  #renderRequest(request: BookingRequestStatus, facts: BranchFacts): TemplateResult {
    const { text } = this;
    const branch = this.#branchName;
    const word = wordOf(request.status);
    const withdrawable = allowedChanges(request.status, 'customer').includes('withdrawn');
    const busy = this.#busy('withdraw');
    const pet = request.customer.petName;
    return html`<article part="request" class="status-${word.toLowerCase()}">
      <h2 part="heading" tabindex="-1">${text[`heading${word}`]}</h2>
      <p part="meaning">${text[`meaning${word}`](branch)}</p>
      ${
        request.message
          ? html`<figure part="message"><figcaption>${text.branchWords(branch)}</figcaption><blockquote dir="auto">${request.message}</blockquote></figure>`
          : nothing
      }
      <dl part="summary">
        <dt>${text.summaryReference}</dt><dd>${request.reference}</dd>
        <dt>${text.summaryBranch}</dt><dd>${branch}</dd>
        <dt>${text.summaryTime}</dt><dd>${this.#time(request.startTime, facts.timeZone)}</dd>
        <dt>${text.summaryGroomer}</dt><dd>${this.#groomer(request.staffId, request.staffName, facts)}</dd>
        ${request.services.length ? html`<dt>${text.summaryServices}</dt><dd>${request.services.map((service) => service.name).join(', ')}</dd>` : nothing}
        ${pet ? html`<dt>${text.summaryPet}</dt><dd>${pet}</dd>` : nothing}
      </dl>
      ${
        withdrawable || request.status === 'confirmed'
          ? html`<div part="actions">
              ${
                withdrawable
                  ? html`<button type="button" part="button" aria-disabled=${busy ? 'true' : 'false'} @click=${() => (busy ? undefined : this.#withdraw())}>
                      ${busy ? text.withdrawing : text.withdraw}
                    </button>`
                  : html`<button type="button" class="primary" part="button" @click=${() => this.#addToCalendar(request, facts)}>
                      ${text.addToCalendar}
                    </button>`
              }
            </div>`
          : nothing
      }
      ${this.failure ? errorView(this.failure, text, this.#retryAction) : nothing}
      ${this.#renderOffers(request, facts)}
      ${this.#renderHistory(request, facts.timeZone)}
    </article>`;
  }

  #renderLoading(): TemplateResult {
    return html`<p class="loading" part="loading"><span class="spinner" part="spinner"></span>${this.text.loading}</p>`;
  }

  #renderContent(): TemplateResult {
    const { text } = this;
    if (!this.token) return html`<p part="no-request">${text.noLink}</p>`;
    const read = this.#readTask;
    if (read.status === TaskStatus.ERROR) {
      const { error } = read;
      if (error instanceof ApiError && error.code === 'NOT_FOUND') return html`<p part="no-request">${text.linkGone}</p>`;
      return errorView(error, text, this.#retryRead);
    }
    const facts = this.#factsTask.value;
    const { request } = this;
    if (read.status === TaskStatus.PENDING || !request || facts?.companyId !== request.companyId) return this.#renderLoading();
    return this.#renderRequest(request, facts);
  }

  /** A watch's link: its view's drawing, a word while its module loads, or why it could not load. */
  #renderWatch(): WatchDrawing {
    const task = this.#watchModule;
    return (
      task.render({
        complete: (view) => view.render(),
        error: (error) => ({ notice: '', busy: false, body: errorView(error, this.text, () => void task.run()) }),
      }) ?? { notice: '', busy: true, body: this.#renderLoading() }
    );
  }

  override render(): TemplateResult {
    const { notice, busy, body } = this.watchFragment
      ? this.#renderWatch()
      : {
          notice: this.notice,
          busy: this.token !== '' && (this.#readTask.status === TaskStatus.PENDING || this.#factsTask.status === TaskStatus.PENDING),
          body: this.#renderContent(),
        };
    return html`<div class="notice" part="notice" role="status">${notice}</div>
      <div class="body" aria-busy=${busy ? 'true' : 'false'}>${body}</div>`;
  }
}
