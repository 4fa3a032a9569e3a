import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { type AbandonedBooking, getAbandonedBooking, listAbandonedBookings } from '../../api/abandoned-bookings.js';
import { type Company, getCompany, listCompanies } from '../../api/company.js';
import { listAttribute } from '../../shared/attributes.js';
import { resolvedZone } from '../../shared/business-time-zone.js';
import { OpenedDetailsController } from '../../shared/opened-details-controller.js';
import { figureStyles } from '../../shared/figure-styles.js';
import { quietStyles } from '../../shared/quiet-styles.js';
import { type Names, nameIn } from '../../shared/names.js';
import type { ReadingProgress } from '../../shared/read-every-page.js';
import { StaffListElement } from '../../shared/staff-list-element.js';
import { saveCsv } from '../../shared/save-csv.js';
import { baseStyles } from '../../shared/styles.js';
import { headedSection } from '../../shared/table-region.js';
import { boardStyles } from '../../shared/board-styles.js';
import { staffStyles } from '../../shared/staff-styles.js';
import { tableStyles } from '../../shared/table-styles.js';
import { isTimeZone, timeZoneLabel, todayIn } from '../../common/time.js';
import { type AbandonedBookingsStrings, abandonedBookingsStrings } from './abandoned-bookings.strings.js';
import { abandonedBookingsStyles } from './abandoned-bookings.styles.js';
import { type Board, type BoardFilter, type BoardFilterKey, boardOf, type Choices, choicesOf } from './board.js';
import { type BoardFormat, boardFormat } from './board-format.js';
import { type BoardQuery, boardQuery, bookingsRequest, defaultDays, pageSize, queryProblem } from './board-settings.js';
import { bookingItems, type Channel } from './booking-list.js';
import { companyChoice, readCompanies } from './company-choice.js';
import { bookingRows } from './csv.js';
import { boardFilters } from './board-filters.js';
import { summaryView } from './summary-view.js';
import { funnelView } from './funnel-view.js';
import { type WindowsRead, readWindows } from './window-reader.js';
import { type Period, periodOf, readingWindows } from './windows.js';

export type * from './events.js';
export { type AbandonedBookingsStrings, abandonedBookingsStrings } from './abandoned-bookings.strings.js';
export type { Names } from '../../shared/names.js';

/** What the board reads: the company, its zone, and the query of the attributes. */
interface Asked extends BoardQuery {
  readonly companyId: string;
  readonly timeZone: string;
}

/** The bookings read for what was asked, over its period. */
interface Read extends WindowsRead {
  readonly asked: Asked;
  readonly period: Period;
}

/**
 * Who left a booking half-way, where, and how to win them back: every abandoned booking of the
 * last `days` days (read from ListAbandonedBookings a month at a time, the API's limit, with
 * progress), with how many were contacted and recovered, the recovery rate and how fast the
 * business reached out; a funnel of the step where customers left, per branch; and the bookings,
 * newest first, each with the calls, texts and e-mails its data allows (prefilled with a message
 * the host can replace) and its details. Filters by step, status, lead type and branch narrow all
 * of it, and "Download CSV" saves what they keep. Times are the company's (`company-id`); without
 * it, the staff choose among the companies their sign-in reaches, when there are several. For
 * staff: its reads need a staff `token` where the gateway keeps them to staff.
 *
 * @summary Staff: abandoned bookings, where customers leave the flow, and how to win them back.
 *
 * @event {CustomEvent<AbandonedBookingsLoadDetail>} abandoned-bookings-load - When the bookings read are shown. Detail: `{ from, to, count }`.
 * @event {CustomEvent<AbandonedBookingContactDetail>} abandoned-booking-contact - When staff follow a contact link of a booking. Detail: `{ bookingId, channel }` (`call`, `text` or `email`).
 *
 * @csspart board - The region of the board and its states; `aria-busy` while bookings are read.
 * @csspart progress - The progress bar and count while bookings are read.
 * @csspart company - The choice of company, when the sign-in reaches several.
 * @csspart filters - The filters and the "Download CSV" button.
 * @csspart download-button - The "Download CSV" button.
 * @csspart summary - The figures: abandoned, contacted, recovered, recovery rate, time to first contact.
 * @csspart figure - One figure.
 * @csspart funnel-chart - The funnel's bars.
 * @csspart funnel-step - One step of the funnel: its name, its bar and its count.
 * @csspart bookings - The list of bookings.
 * @csspart booking - One booking.
 * @csspart status - A booking's status.
 * @csspart contact-link - A "Call", "Text" or "Email" link.
 * @csspart details-button - The button that opens or closes a booking's details.
 * @csspart details - A booking's details.
 * @csspart more-button - The "Show more" button.
 * @csspart empty - The message of a period, or filters, without bookings.
 * @csspart error - A failure, with its "Try again" button where another try can help.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty [--booking-bar=accent] - Colour of the funnel's bars.
 * @cssproperty [--booking-recovered=light-dark(#1b6b2f, #7ad08f)] - Colour of a recovered booking's status (its words say it too).
 */
export class AbandonedBookings extends StaffListElement<AbandonedBookingsStrings, BoardFilterKey> {
  static override styles = [baseStyles, quietStyles, tableStyles, staffStyles, figureStyles, boardStyles, abandonedBookingsStyles];
  static override properties: PropertyDeclarations = {
    companyId: { attribute: 'company-id' },
    businessIds: { attribute: 'business-ids', converter: listAttribute },
    days: { converter: (value) => (value === null ? defaultDays : Number(value)) },
    steps: { converter: listAttribute },
    statuses: { converter: listAttribute },
    leadTypes: { attribute: 'lead-types', converter: listAttribute },
    branches: { attribute: false },
    chosenCompanyId: { attribute: false },
  };

  /**
   * The company of the branches: ListAbandonedBookings asks for it, and times are in its zone.
   * Without it, the companies the sign-in reaches are listed: one is used as it is; among several,
   * the staff choose.
   */
  companyId = '';

  /** The branches whose abandoned bookings are read, of that company; several are compared. Required. */
  businessIds: string[] = [];

  /** The period: the last N days, today included, read a month at a time. Default 30; at most 366. @type {number} */
  days = defaultDays;

  /** Only these steps, as the API spells them (`SELECT_TIME`, `select-time`). Empty: every step. */
  steps: string[] = [];

  /** Only these statuses: `ABANDONED`, `CONTACTED`, `RECOVERED`. Empty: every status. */
  statuses: string[] = [];

  /** Only these lead types: `NEW_VISITOR`, `EXISTING_CLIENT`. Empty: every lead type. */
  leadTypes: string[] = [];

  /** Branches' names by business id (a Map or a plain object); otherwise the id, and the company's name in messages. */
  branches: Names | undefined;

  protected readonly defaultStrings = abandonedBookingsStrings;
  protected override readonly configuredOperation = listAbandonedBookings.name;

  /** The company the staff chose, without `company-id`. */
  private chosenCompanyId = '';
  /** The board last computed, and the reading and filter it was computed from: it is computed once for each. */
  private computed: { read: Read; filter: BoardFilter; board: Board; choices: Choices } | undefined;
  /** The bookings whose details are open, and their details from GetAbandonedBooking: read once per reading. */
  private readonly opened = new OpenedDetailsController<AbandonedBooking>(this, {
    read: (id, signal) => this.call(getAbandonedBooking, { id }, { signal }),
  });

  /** The company named, or the companies the sign-in reaches. */
  private readonly companies = this.requestTask({
    args: () => [this.companyId.trim()] as const,
    task: async ([companyId], { signal }): Promise<Company[]> => {
      if (!companyId)
        return readCompanies(
          (token) => this.call(listCompanies, { pagination: { pageSize, ...(token && { pageToken: token }) } }, { signal }),
          this.warner(listCompanies.name),
        );
      const company = await this.call(getCompany, { id: companyId }, { signal });
      if (!isTimeZone(company.timezone.id))
        this.warner(getCompany.name)(
          `The company's time zone "${company.timezone.id}" is not known to this browser: times are shown in the browser's.`,
        );
      // The company asked for; when the answer leaves out its id, the id it was asked with.
      return [{ ...company, id: company.id || companyId }];
    },
  });

  private readonly reading = this.requestTask({
    args: () => [this.asked] as const,
    task: async ([asked], { signal }): Promise<Read | typeof initialState> => {
      if (!asked) return initialState;
      this.opened.clear();
      const period = periodOf(todayIn(asked.timeZone), asked.days);
      const windows = readingWindows(period, asked.timeZone, Date.now());
      this.startReading({ read: 0, listsRead: 0, lists: windows.length, share: 0 });
      const read = await readWindows({
        windows,
        page: (window, token) => this.call(listAbandonedBookings, bookingsRequest(asked.companyId, asked, window, token), { signal }),
        onProgress: this.showProgress,
        onProblem: this.warner(listAbandonedBookings.name),
      });
      return { ...read, asked, period };
    },
  });

  /** The company read for: the one named, the only one, or the one chosen. */
  private get company(): Company | undefined {
    const companies = this.resultOf(this.companies);
    if (!companies) return undefined;
    return companies.length === 1 ? companies[0] : companies.find((company) => company.id === this.chosenCompanyId);
  }

  private get asked(): Asked | undefined {
    const company = this.company;
    if (!company) return undefined;
    return { ...boardQuery(this), companyId: company.id, timeZone: resolvedZone(company.id, company.timezone.id).timeZone };
  }

  protected override ownerAttributes(): readonly string[] {
    return ['company-id', 'business-ids'];
  }

  protected override configurationProblem(): string | undefined {
    return queryProblem(boardQuery(this), this.text);
  }

  /** The board of the reading shown and the filter, computed again only when either changes. */
  private boardOf(read: Read): { board: Board; choices: Choices } {
    if (this.computed?.read !== read || this.computed.filter !== this.filter) {
      const choices = this.computed?.read === read ? this.computed.choices : choicesOf(read.bookings);
      this.computed = { read, filter: this.filter, board: boardOf(read.bookings, this.filter), choices };
    }
    return this.computed;
  }

  private formatOf(read: Read): BoardFormat {
    return boardFormat({ text: this.text, locale: this.locale, timeZone: read.asked.timeZone, branches: this.branches });
  }

  /** The business in a customer's message: the branch's name, else the company's. */
  private businessOf(businessId: string): string {
    return nameIn(this.branches, businessId) ?? this.company?.name.trim() ?? '';
  }

  private readonly chooseCompany = (companyId: string): void => {
    this.chosenCompanyId = companyId;
  };

  private readonly contact = (booking: { id: string }, channel: Channel): void => {
    this.emit('abandoned-booking-contact', { bookingId: booking.id, channel });
  };

  /** The bookings the filters keep, as a CSV file the browser saves. */
  private download(read: Read): void {
    const format = this.formatOf(read);
    const rows = bookingRows(this.boardOf(read).board.shown, format, timeZoneLabel(read.asked.timeZone, this.locale));
    saveCsv(rows, `abandoned-bookings-${read.period.start}-to-${read.period.end}.csv`);
  }

  /** `abandoned-bookings-load`, once per reading, once its bookings are on screen. */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.announceOnce(this.resultOf(this.reading), ({ period, bookings }) =>
      this.emit('abandoned-bookings-load', { from: period.start, to: period.end, count: bookings.length }),
    );
  }

  /** The months read of how many, and the bookings read so far. */
  protected override readingWords({ listsRead, lists, read }: ReadingProgress): string {
    return this.text.reading(listsRead, lists, new Intl.NumberFormat(this.locale).format(read), read);
  }

  private renderBookings(read: Read): TemplateResult {
    const format = this.formatOf(read);
    const { text } = format;
    const { asked } = read;
    const head = html`<p class="period">${text.periodLine(asked.days, format.period(read.period))}</p>
      <p class="zone muted">${text.zoneLine(timeZoneLabel(asked.timeZone, this.locale))}</p>
      ${read.partial ? html`<p class="note">${text.partial}</p>` : nothing}`;
    if (read.bookings.length === 0) return html`${head}<p class="empty" part="empty">${text.empty(asked.days)}</p>`;
    const { board, choices } = this.boardOf(read);
    const severalBranches = asked.businessIds.length > 1;
    return html`${head}
      ${this.renderFilters(boardFilters(choices, asked.businessIds, format), () => this.download(read))}
      ${headedSection('summary', text.summaryHeading, summaryView(board.figures, format))}
      ${headedSection('funnel', text.funnelHeading, funnelView('funnel', board.funnel, asked.businessIds, format))}
      ${headedSection(
        'bookings',
        text.bookingsHeading,
        this.renderList({
          labelId: 'bookings',
          part: 'bookings',
          items: board.shown,
          sayCount: true,
          draw: bookingItems({
            severalBranches,
            businessOf: (booking) => this.businessOf(booking.businessId),
            opened: this.opened,
            format,
            onContact: this.contact,
          }),
        }),
      )}`;
  }

  private renderCompanies(companies: readonly Company[]): TemplateResult {
    const text = this.text;
    if (companies.length === 0) return html`<p class="empty" part="empty">${text.noCompanies}</p>`;
    const choice =
      !this.companyId.trim() && companies.length > 1 ? companyChoice(companies, this.chosenCompanyId, this.chooseCompany, text) : nothing;
    if (!this.company) return html`${choice}<p class="empty" part="empty">${text.chooseCompanyPrompt}</p>`;
    return html`${choice} ${this.renderTask(this.reading, (read) => this.renderBookings(read))}`;
  }

  override render(): TemplateResult {
    const settled = (status: TaskStatus) => status === TaskStatus.COMPLETE || status === TaskStatus.ERROR;
    const busy = !settled(this.companies.status) || (this.company !== undefined && !settled(this.reading.status));
    return this.renderBoard(busy, () => this.renderTask(this.companies, (companies) => this.renderCompanies(companies)));
  }
}
