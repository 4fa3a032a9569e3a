import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { offeredFor } from '../../api/booking-requests/offered-for.js';
import { readBookingRequestEvents, type BookingRequestEvent } from '../../api/booking-requests/events.js';
import {
  addBookingRequestNote,
  type BookingRequestDetail,
  type BookingRequestRecord,
  changeBookingRequest,
  getBookingRequest,
  listBookingRequests,
  requestStatuses,
  resendBookingRequestDelivery,
} from '../../api/booking-requests/inbox.js';
import { largestRequestPage } from '../../api/booking-requests/page-size.js';
import { listSlotWatches } from '../../api/booking-requests/watch-record.js';
import { getBookingAvailability } from '../../api/availability.js';
import { getCompany } from '../../api/company.js';
import { listAttribute } from '../../shared/attributes.js';
import type { CallSettings } from '../../shared/element-requests.js';
import { saveCsv } from '../../shared/save-csv.js';
import { quietStyles } from '../../shared/quiet-styles.js';
import { type Names, nameIn } from '../../shared/names.js';
import { errorView } from '../../shared/error-view.js';
import { OpenedDetailsController } from '../../shared/opened-details-controller.js';
import type { ReadingProgress } from '../../shared/read-every-page.js';
import { StaffListElement } from '../../shared/staff-list-element.js';
import { boardStyles } from '../../shared/board-styles.js';
import { staffStyles } from '../../shared/staff-styles.js';
import { baseStyles } from '../../shared/styles.js';
import { headedSection } from '../../shared/table-region.js';
import { browserTimeZone, dateInZone, timeZoneLabel, todayIn } from '../../common/time.js';
import { type BookingRequestsStrings, bookingRequestsStrings } from './booking-requests.strings.js';
import { bookingRequestsStyles } from './booking-requests.styles.js';
import { filtered, Inbox, type InboxFilterKey, isUnhandled } from './inbox.js';
import { groomerNames, namingRange, zoneOfCompany } from '../../shared/branch-facts.js';
import { inboxFilters } from './inbox-filters.js';
import { inboxHead } from './inbox-head.js';
import { type InboxFormat, inboxFormat, requestRows } from './inbox-format.js';
import { LiveRequests, missedRequests } from './live-requests.js';
import { type RequestPage, readRequests } from './read-requests.js';
import { RequestActionsController } from './request-actions.js';
import { offerRange } from './answer-form.js';
import { clashesOf } from './clashes.js';
import { requestItems } from './request-list.js';
import { readWatches, type WatchesRead, waitingByBranch } from './waiting.js';
import { waitingView } from './waiting-view.js';

export type * from './events.js';
export { type BookingRequestsStrings, bookingRequestsStrings } from './booking-requests.strings.js';
export type { Names } from '../../shared/names.js';

/** The period's default length, and its longest. */
const defaultDays = 30;
const maxDays = 366;

/** What was read for the attributes: the inbox, kept up to date while the page is open. */
interface Read {
  readonly inbox: Inbox;
  readonly businessIds: readonly string[];
  readonly days: number;
  readonly timeZone: string;
  /** The groomers' names the availability gives, by staff id. */
  readonly groomers: ReadonlyMap<string, string>;
  readonly partial: boolean;
}

/** The active slot watches read when "Waiting for a time" was opened, with the names of the groomers they want. */
interface WaitingRead extends WatchesRead {
  readonly businessIds: readonly string[];
  /** Names of the groomers the watches name that the inbox had not named, by staff id. */
  readonly groomers: ReadonlyMap<string, string>;
}

/**
 * The front desk's inbox of the booking requests customers sent with `<booking-flow
 * send-request>`: every request of the last `days` days for `business-ids`, newest first, with
 * when it came, the branch, the time and groomer wanted (in the business's zone), the customer and
 * pet with contact links, and its status; how many are not handled yet; filters by status and
 * branch (and those overdue: unanswered past their deadline, marked "Overdue"), and "Download CSV"
 * of what they keep. Requests that want one groomer at overlapping times are marked on both, a
 * confirmed one most plainly ("Clashes with confirmed Q5NP-B3RU 11:30"). Staff mark a request
 * contacted or confirm it with one press ("Add a note" first for a note kept with it); a confirm
 * whose time clashes with a confirmed request, or that the branch no longer offers, asks first.
 * Opening a request not answered yet asks the branch's availability whether its time is still
 * offered, and says so. Staff decline a request with words for the customer (apart from the
 * internal note) and up to three other times picked from the branch's availability of the coming
 * week (re-checked when sent: a time gone meanwhile is named, the times read again, nothing typed
 * lost); cancel a confirmed one with words and a second step. A change is shown at once, undone
 * with a message if the gateway refuses it, and told when someone else changed it meanwhile (with
 * their change). Each request shows the words and times the customer was sent, or "Tell them by
 * phone" when they gave no e-mail. The details hold the whole history, each change with what went
 * out for it (to the customer, to the business's own system) and whether it went, each failed
 * delivery with a button that sends it again. New requests appear at the top while the page is
 * open, announced politely; "Pause new requests" (a toggle button) holds them in a count instead
 * ("3 new requests held", "Show them"), so that the list does not move while staff work through
 * it. Staff search by the customer's name, phone (its digits), e-mail or the reference, and choose
 * the days of the requested time; "Add a note" saves a note on its own ("Save note", or Enter),
 * kept in the history by name with no change of status, or keeps it for the next change; the
 * CSV holds the internal notes. "Waiting for a time" (a button under the counts) opens the active slot
 * watches customers left with `<booking-flow watch>` at the branches (`GET /slot-watches`, every page
 * of each branch, read only when it is opened and again at each opening): each branch by name with how
 * many wait there, and its groups by day of the week and part of the day ("Saturday · Morning", and
 * "Any day", "Any time of day" for watches that name none), each with its count, opening to its
 * watches (the customer and their e-mail, the reference, the groomers wanted or "Any groomer", the
 * services and pet type, the last day, how many times a time was offered, when it was left). For
 * staff: reads and changes need a staff `token`; when it ends while
 * the page is open, an alert at the top asks staff to sign in again (with a `booking-warning`),
 * until a new `token` is set.
 *
 * @summary Staff: the inbox of booking requests, live, with who did what.
 *
 * @event {CustomEvent<BookingRequestsLoadDetail>} booking-requests-load - When the requests read are shown, and again whenever the counts change (a new request arrives, held or shown; a change; an erasure), so that a page can put the count in its title. Detail: `{ count, unhandled }`, held requests included.
 * @event {CustomEvent<BookingRequestUpdateDetail>} booking-request-update - When the gateway kept a change of status. Detail: `{ id, status }`.
 *
 * @csspart board - The region of the inbox and its states; `aria-busy` while requests are read.
 * @csspart signed-out - The alert at the top once the staff token ended while the page was open: sign in again to see new requests.
 * @csspart progress - The progress bar and count while requests are read.
 * @csspart unhandled - The count of requests not handled yet.
 * @csspart announcement - Where new requests are announced.
 * @csspart pause - "Pause new requests", and the count of those held with "Show them".
 * @csspart pause-button - The "Pause new requests" toggle button (`aria-pressed`).
 * @csspart held - The count of new requests held while paused.
 * @csspart show-held-button - "Show them": the held requests join the list.
 * @csspart filters - The search box, the days of the requested time, the filters and the "Download CSV" button.
 * @csspart download-button - The "Download CSV" button.
 * @csspart requests - The list of requests.
 * @csspart request - One request.
 * @csspart status - A request's status.
 * @csspart contact-link - A "Call", "Text" or "Email" link.
 * @csspart overdue - "Overdue" beside the status of a request unanswered past its deadline.
 * @csspart clashes - The other requests of the same groomer at an overlapping time ("Clashes with confirmed …", "Same groomer and time as …").
 * @csspart tell-by-phone - "Tell them by phone", with its call link, on an answered request whose customer gave no e-mail.
 * @csspart status-button - A "Mark contacted", "Confirm", "Decline" or "Cancel booking" button.
 * @csspart note-button - "Add a note": opens the note field, whose note is saved alone or kept with the next change.
 * @csspart save-note-button - "Save note": keeps the note typed in the history, with no change of status.
 * @csspart change-form - The note field; for a decline or a cancel, its form: the words for the customer, the times to offer, and the cancel's second step.
 * @csspart confirm-question - The question before a confirm whose time clashes with a confirmed request or is no longer offered: "Confirm anyway" or "Don't confirm".
 * @csspart save-button - The button that sends a decline or a cancel, or confirms anyway.
 * @csspart freshness - In the details of a request not answered yet: whether its time is still offered.
 * @csspart change-error - Why a change was undone, or that someone else made one.
 * @csspart details-button - The button that opens or closes a request's details.
 * @csspart details - A request's details: the history, with what went out for each change.
 * @csspart delivery - One delivery of a change: an e-mail to the customer, or the business's webhook or e-mail.
 * @csspart resend-button - A failed delivery's "Send the e-mail again" or "Send the webhook again" button.
 * @csspart resend-notice - Said politely once the gateway took a delivery to send again.
 * @csspart resend-error - Why a delivery was not sent again, or that it is no longer failed (an alert).
 * @csspart waiting - "Waiting for a time": its button, and once opened the slot watches of the branches by day and part of the day.
 * @csspart waiting-button - The "Waiting for a time" button (`aria-expanded`), which opens the watches and reads them again at each opening.
 * @csspart watch-group - One branch's watches of one day and part of the day: its button and, opened, its watches.
 * @csspart watch-group-button - A group's button: its day and part of the day and how many wait (`aria-expanded`).
 * @csspart watch - One slot watch of an opened group.
 * @csspart more-button - The "Show more" button.
 * @csspart empty - The message of a period, or filters, without requests; and "No one is waiting for a time."
 * @csspart error - A failure, with its "Try again" button where another try can help.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty [--booking-confirmed=light-dark(#1b6b2f, #7ad08f)] - Colour of a confirmed request's status (its words say it too).
 * @cssproperty [--booking-declined=light-dark(#a1261b, #ff9b8f)] - Colour of a declined request's status (its words say it too).
 */
export class BookingRequests extends StaffListElement<BookingRequestsStrings, InboxFilterKey> {
  static override styles = [baseStyles, quietStyles, staffStyles, boardStyles, bookingRequestsStyles];
  static override properties: PropertyDeclarations = {
    businessIds: { attribute: 'business-ids', converter: listAttribute },
    statuses: { converter: listAttribute },
    days: { converter: (value) => (value === null ? defaultDays : Number(value)) },
    branches: { attribute: false },
    groomers: { attribute: false },
    signedOut: { attribute: false },
    paused: { attribute: false },
    waitingOpen: { attribute: false },
  };

  /** The branches whose requests are read. Required. */
  businessIds: string[] = [];

  /** Only these statuses: `received`, `contacted`, `confirmed`, `declined`, `withdrawn`, `cancelled`, `expired`. Empty: every status. */
  statuses: string[] = [];

  /** The period: the last N days. Default 30; at most 366. @type {number} */
  days = defaultDays;

  /** Branches' names by business id (a Map or a plain object); otherwise the id. */
  branches: Names | undefined;

  /** Groomers' names by staff id (a Map or a plain object), over those the availability gives. */
  groomers: Names | undefined;

  protected readonly defaultStrings = bookingRequestsStrings;
  protected override readonly configuredOperation = listBookingRequests.name;

  /** New requests heard of since the list was read (those held aside). */
  private arrived = 0;
  /** Whether new requests are held in a count rather than added to the list ("Pause new requests"). */
  private paused = false;
  /** The new requests held while paused, by id: shown when staff un-pause or press "Show them". */
  private readonly held = new Map<string, BookingRequestRecord>();
  /** The counts `booking-requests-load` last gave, so that it is sent again only when they change. */
  private told = '';
  /** Whether the staff token expired or was refused while the page was open: new requests no longer arrive until staff sign in again. */
  private signedOut = false;
  /** The requests whose details are open, and their details, read again at each opening: they change while the page is open. */
  private readonly opened = new OpenedDetailsController<BookingRequestDetail>(this, {
    read: (id, signal) => this.call(getBookingRequest, { id }, { signal, failure: 'warning' }),
    readAgainOnOpen: true,
    // Opening a request not answered yet asks whether its time is still offered.
    onOpen: (id) => {
      const request = this.read?.inbox.get(id);
      if (request && (request.status === 'received' || request.status === 'contacted')) void this.actions.checkTime(request);
    },
  });
  /** What staff do to each request, and see of it beside its data: a note, a change saving, a confirm's question, a message. */
  private readonly actions = new RequestActionsController(this, {
    current: () => {
      const read = this.read;
      return read && { inbox: read.inbox, format: this.format(read) };
    },
    send: (change) => this.call(changeBookingRequest, change, { failure: 'warning' }),
    read: (id) => this.call(getBookingRequest, { id }, { failure: 'warning' }),
    resend: (id, deliveryId) => this.call(resendBookingRequestDelivery, { id, deliveryId }, { failure: 'warning' }),
    note: (id, version, note) => this.call(addBookingRequestNote, { id, version, note }, { failure: 'warning' }),
    // Both asked for the request's services and pet type, as the flow asked for its time.
    times: ({ companyId, businessId, services, customer }) =>
      this.call(getBookingAvailability, {
        companyId,
        businessId,
        filter: { ...offerRange(this.read?.timeZone ?? browserTimeZone()), ...offeredFor(services, customer.petType) },
      }),
    day: ({ companyId, businessId, startTime, services, customer }) => {
      const date = dateInZone(startTime ?? '', this.read?.timeZone ?? browserTimeZone());
      return this.call(
        getBookingAvailability,
        { companyId, businessId, filter: { startDate: date, endDate: date, ...offeredFor(services, customer.petType) } },
        { failure: 'warning' },
      );
    },
    opened: this.opened,
    kept: (request) => this.emit('booking-request-update', { id: request.id, status: request.status }),
    itemOf: (id) => this.renderRoot.querySelector<HTMLElement>(`li.request[data-id="${CSS.escape(id)}"]`),
  });
  /** Whether "Waiting for a time" is open; and how many times it was opened, since each opening reads the watches again. */
  private waitingOpen = false;
  private waitingOpenings = 0;
  /** The groups of watches opened (by branch, day and part), kept open when the watches are read again. */
  private readonly openGroups = new Set<string>();

  /** The stream of events about the requests read, open while the element is on the page. */
  private readonly live = new LiveRequests(this);

  private readonly reading = this.requestTask({
    args: () => [this.businessIds, this.days, this.token] as const,
    task: async ([ids, days], { signal }): Promise<Read | typeof initialState> => {
      this.live.stop();
      this.actions.clear();
      this.opened.clear();
      this.startReading();
      this.arrived = 0;
      this.held.clear();
      this.told = '';
      // A new reading (a new token, other branches or another period) takes away the notice that the last token ended.
      this.signedOut = false;
      const businessIds = [...new Set(ids)];
      const since = Date.now() - days * 86_400_000;
      const read = await readRequests({
        businessIds,
        since,
        page: this.pageOf({ signal }),
        onProgress: this.showProgress,
        onProblem: this.warner(listBookingRequests.name),
      });
      const inbox = new Inbox(new Set(businessIds), since);
      inbox.add(read.requests);
      const timeZone = await zoneOfCompany(inbox.all[0]?.companyId ?? '', (id) =>
        this.call(getCompany, { id }, { signal, failure: 'warning' }),
      );
      const { startDate, endDate } = namingRange(todayIn(timeZone));
      const groomers = await groomerNames(inbox.all, (companyId, businessId) =>
        this.call(getBookingAvailability, { companyId, businessId, filter: { startDate, endDate } }, { signal, failure: 'warning' }),
      );
      return { inbox, businessIds, days, timeZone, groomers, partial: read.partial };
    },
  });

  /**
   * The active slot watches of the branches, read only once "Waiting for a time" is opened (a page
   * pays for none of it otherwise), again at each opening; closing it aborts a reading on its way.
   */
  private readonly waiting = this.requestTask({
    args: () => [this.waitingOpen ? this.waitingOpenings : 0, this.businessIds, this.token] as const,
    task: async ([opening, ids], { signal }): Promise<WaitingRead | typeof initialState> => {
      if (opening === 0) return initialState;
      const businessIds = [...new Set(ids)];
      const read = await readWatches({
        businessIds,
        page: (businessId, pageToken) => this.call(listSlotWatches, { businessId, pageSize: largestRequestPage, pageToken }, { signal }),
        onProblem: this.warner(listSlotWatches.name),
      });
      // The groomers a watch names that the inbox does not: asked of their branches' availability, as the inbox names its requests' groomers.
      const known = this.groomers ?? this.read?.groomers;
      const unnamed = read.watches.filter((watch) => watch.staffIds.some((id) => !nameIn(known, id)));
      const { startDate, endDate } = namingRange(todayIn(this.read?.timeZone ?? browserTimeZone()));
      const groomers = await groomerNames(unnamed, (companyId, businessId) =>
        this.call(getBookingAvailability, { companyId, businessId, filter: { startDate, endDate } }, { signal, failure: 'warning' }),
      );
      return { ...read, businessIds, groomers };
    },
  });

  private get read(): Read | undefined {
    return this.resultOf(this.reading);
  }

  /** Asks for a page of a branch's requests. */
  private pageOf(settings: CallSettings): (businessId: string, pageToken: string) => Promise<RequestPage> {
    return (businessId, pageToken) => this.call(listBookingRequests, { businessId, pageSize: largestRequestPage, pageToken }, settings);
  }

  protected override ownerAttributes(): readonly string[] {
    return ['business-ids'];
  }

  protected override configurationProblem(): string | undefined {
    const text = this.text;
    if (this.businessIds.length === 0) return text.invalidBusinessIds;
    if (!Number.isInteger(this.days) || this.days < 1 || this.days > maxDays) return text.invalidDays(maxDays);
    const known = new Set<string>(requestStatuses);
    if (this.statuses.some((status) => !known.has(status))) return text.invalidStatuses(requestStatuses.join(', '));
    return undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved to another place in the page: open the stream of new requests again, and catch up on what arrived meanwhile.
    const read = this.read;
    if (read && this.announced(read)) this.listen(read);
  }

  /**
   * Once the requests read are on screen: `booking-requests-load`, and the stream of events about
   * them opened. The event is sent again whenever its counts change (a new request, held or shown,
   * a change, an erasure), so that a page can keep the count in its title.
   */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.announceOnce(this.read, (read) => {
      this.tellCounts(read);
      this.listen(read);
    });
    const read = this.read;
    if (read && this.told !== '') this.tellCounts(read);
  }

  /** `booking-requests-load` with the requests read and those held, unless it gave these counts already. */
  private tellCounts(read: Read): void {
    const held = [...this.held.values()];
    const count = read.inbox.size + held.length;
    const unhandled = read.inbox.unhandled + held.filter(isUnhandled).length;
    const counts = `${count} ${unhandled}`;
    if (counts === this.told) return;
    this.told = counts;
    this.emit('booking-requests-load', { count, unhandled });
  }

  /** Opens the stream of events about the requests read: new ones, changes, erasures. */
  private listen(read: Read): void {
    this.live.start({
      connect: async ({ signal, lastEventId, onPosition, onEvent }) =>
        readBookingRequestEvents(
          {
            baseUrl: this.activeClient.baseUrl ?? this.baseUrl,
            headers: await this.staffAuthorization('readBookingRequestEvents', 'warning'),
            lastEventId,
            onPosition,
            signal,
          },
          onEvent,
        ),
      onEvent: (event) => this.heard(read, event),
      onReady: () => {
        // The stream is open again (a token function gave a fresh token, say), so new requests arrive again.
        this.signedOut = false;
        void missedRequests(read.inbox.all[0], {
          businessIds: read.businessIds,
          since: read.inbox.since,
          page: this.pageOf({ failure: 'warning' }),
        }).then((requests) => {
          const known = requests.filter((request) => read.inbox.get(request.id) || this.held.has(request.id));
          read.inbox.add(known);
          this.arrive(
            read,
            requests.filter((request) => !known.includes(request)),
          );
        });
      },
      onSignedOut: () => {
        this.signedOut = true;
        this.warner('readBookingRequestEvents')(this.text.signedOut);
      },
      onRefused: (error) => this.warner('readBookingRequestEvents')(error.message),
    });
  }

  /**
   * An event of the stream: a new request (added at the top and announced, or held while paused),
   * a change (of a request shown or held), or a request erased.
   */
  private heard(read: Read, event: BookingRequestEvent): void {
    if (event.type !== 'created' && event.type !== 'updated' && event.type !== 'deleted') return;
    if (event.type === 'deleted') {
      read.inbox.remove(event.id);
      this.held.delete(event.id);
    } else if (this.held.has(event.request.id)) {
      if (event.request.version >= (this.held.get(event.request.id)?.version ?? 0)) this.held.set(event.request.id, event.request);
    } else if (event.type === 'created' && !read.inbox.get(event.request.id)) {
      this.arrive(read, [event.request]);
    } else {
      read.inbox.add([event.request]);
      if (event.type === 'updated') this.opened.refresh(event.request.id);
    }
    this.requestUpdate();
  }

  /** Requests new to the inbox: held in a count while paused, else added at the top and announced. */
  private arrive(read: Read, requests: readonly BookingRequestRecord[]): void {
    const belonging = requests.filter((request) => read.inbox.belongs(request));
    if (this.paused) for (const request of belonging) this.held.set(request.id, request);
    else this.arrived += read.inbox.add(belonging).length;
    this.requestUpdate();
  }

  /** "Show them", or un-pausing: the held requests join the list and are announced as new. */
  private readonly showHeld = (): void => {
    const read = this.read;
    if (!read) return;
    this.arrived += read.inbox.add([...this.held.values()]).length;
    this.held.clear();
    this.requestUpdate();
  };

  /** "Pause new requests" pressed: holds what arrives from now on, or shows what was held. */
  private readonly togglePause = (): void => {
    this.paused = !this.paused;
    if (!this.paused) this.showHeld();
  };

  private format(read: Read, groomers: Names = this.groomers ?? read.groomers): InboxFormat {
    return inboxFormat({
      text: this.text,
      locale: this.locale,
      timeZone: read.timeZone,
      branches: this.branches,
      groomers,
    });
  }

  /** "Waiting for a time" pressed: opens it, which reads the watches again, or closes it. */
  private readonly toggleWaiting = (): void => {
    this.waitingOpen = !this.waitingOpen;
    if (this.waitingOpen) this.waitingOpenings += 1;
  };

  /** A group of watches' button pressed: its watches shown, or hidden. */
  private readonly toggleGroup = (key: string): void => {
    if (!this.openGroups.delete(key)) this.openGroups.add(key);
    this.requestUpdate();
  };

  /**
   * "Waiting for a time": a button (under a heading) that opens the active slot watches of the
   * branches, in a region busy while they are read, with their failure and "Try again".
   */
  private renderWaiting(read: Read): TemplateResult {
    const { text } = this;
    const open = this.waitingOpen;
    const status = this.waiting.status;
    const reading = html`<p class="muted" role="status">${text.waitingReading}</p>`;
    return html`<section class="waiting" part="waiting">
      <h2>
        <button type="button" class="toggle" part="waiting-button" id="waiting-toggle" aria-expanded=${open} aria-controls="waiting-region"
          @click=${this.toggleWaiting}>${text.waitingHeading}</button>
      </h2>
      ${
        open
          ? html`<div class="waiting-region" id="waiting-region" role="region" aria-labelledby="waiting-toggle"
              aria-busy=${status === TaskStatus.PENDING || status === TaskStatus.INITIAL}>
              ${this.waiting.render({
                initial: () => reading,
                pending: () => reading,
                complete: (waiting) =>
                  waitingView(waitingByBranch(waiting.watches, waiting.businessIds), waiting.partial, {
                    format: this.format(read, this.groomers ?? new Map([...waiting.groomers, ...read.groomers])),
                    isOpen: (key) => this.openGroups.has(key),
                    onToggle: this.toggleGroup,
                  }),
                error: (error) => errorView(error, text, () => void this.waiting.run()),
              })}
            </div>`
          : nothing
      }
    </section>`;
  }

  private download(read: Read, shown: readonly BookingRequestRecord[]): void {
    const rows = requestRows(shown, this.format(read), timeZoneLabel(read.timeZone, this.locale));
    saveCsv(rows, `booking-requests-last-${read.days}-days.csv`);
  }

  private renderInbox(read: Read): TemplateResult {
    const format = this.format(read);
    const { text } = format;
    const all = read.inbox.all;
    const unhandled = read.inbox.unhandled;
    const head = inboxHead({
      format,
      days: read.days,
      zone: timeZoneLabel(read.timeZone, this.locale),
      partial: read.partial,
      unhandled,
      arrived: this.arrived,
      signedOut: this.signedOut,
      paused: this.paused,
      held: this.held.size,
      onPause: this.togglePause,
      onShowHeld: () => {
        this.showHeld();
        // Its button is gone once they are shown: the focus goes to the switch beside it.
        void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[part~="pause-button"]')?.focus());
      },
    });
    const waiting = this.renderWaiting(read);
    if (all.length === 0) return html`${head}${waiting}<p class="empty" part="empty">${text.empty(read.days)}</p>`;
    const shown = filtered(all, this.filter, this.statuses, (instant) => (instant ? dateInZone(instant, read.timeZone) : ''));
    return html`${head}
      ${waiting}
      ${this.renderFilters(inboxFilters(read.businessIds, format), () => this.download(read, shown), this.renderSearch())}
      ${headedSection(
        'requests',
        text.listHeading,
        this.renderList({
          labelId: 'requests',
          part: 'requests',
          items: shown,
          // New requests are announced apart: the count would say each arrival again.
          sayCount: false,
          draw: requestItems({
            severalBranches: read.businessIds.length > 1,
            format,
            stateOf: (id) => this.actions.stateOf(id),
            opened: this.opened,
            onAct: this.actions.act,
            onChange: (request, status) => void this.actions.change(request, status),
            onNote: this.actions.toggleNote,
            onNoteInput: this.actions.typeNote,
            onSaveNote: (request) => void this.actions.saveNote(request),
            onDecide: this.actions.decide,
            clashes: clashesOf(all),
            answers: {
              onToggle: this.actions.toggle,
              onAnswer: this.actions.answer,
              onCancel: (request) => this.actions.act(request, undefined),
              onRetryTimes: (request) => void this.actions.readTimes(request),
            },
            onResend: (request, delivery) => void this.actions.resend(request, delivery),
          }),
        }),
      )}`;
  }

  /** The search box and the days of the requested time (in the business's zone), as filters of what was read. */
  private renderSearch(): TemplateResult {
    const { text } = this;
    const field = (key: 'q' | 'from' | 'to', type: string, label: string) => html`<div class="filter">
      <label for="filter-${key}">${label}</label>
      <input id="filter-${key}" type=${type} autocomplete="off" .value=${live(this.filter[key] ?? '')}
        @input=${(event: InputEvent) => this.changeFilter({ ...this.filter, [key]: (event.target as HTMLInputElement).value })} />
    </div>`;
    return html`${field('q', 'search', text.searchLabel)} ${field('from', 'date', text.fromLabel)} ${field('to', 'date', text.toLabel)}`;
  }

  /** The requests read so far. */
  protected override readingWords({ read }: ReadingProgress): string {
    return this.text.reading(new Intl.NumberFormat(this.locale).format(read), read);
  }

  override render(): TemplateResult {
    const busy = this.reading.status !== TaskStatus.COMPLETE && this.reading.status !== TaskStatus.ERROR;
    return this.renderBoard(busy, () => this.renderTask(this.reading, (read) => this.renderInbox(read)));
  }
}
