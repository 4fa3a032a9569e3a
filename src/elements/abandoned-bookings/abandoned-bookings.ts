import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { getAbandonedBooking, listAbandonedBookings } from '../../api/abandoned-bookings.js';
import { type Company, getCompany, listCompanies } from '../../api/company.js';
import { listAttribute } from '../../shared/attributes.js';
import { resolvedZone } from '../../shared/business-time-zone.js';
import { errorView } from '../../shared/error-view.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { type Names, nameIn } from '../../shared/names.js';
import { StaffElement } from '../../shared/staff-element.js';
import { saveCsv } from '../../shared/save-csv.js';
import { baseStyles } from '../../shared/styles.js';
import { headedSection } from '../../shared/table-region.js';
import { boardStyles } from '../../shared/board-styles.js';
import { staffStyles } from '../../shared/staff-styles.js';
import { tableStyles } from '../../shared/table-styles.js';
import { isTimeZone, timeZoneLabel, todayIn } from '../../common/time.js';
import { type AbandonedBookingsStrings, abandonedBookingsStrings } from './abandoned-bookings.strings.js';
import { abandonedBookingsStyles } from './abandoned-bookings.styles.js';
import { type Board, type BoardFilter, boardOf, type Choices, choicesOf, noFilter } from './board.js';
import { type BoardFormat, boardFormat } from './board-format.js';
import { type BoardQuery, boardQuery, bookingsRequest, defaultDays, pageSize, queryProblem } from './board-settings.js';
import { bookingList, type Channel, listPageSize } from './booking-list.js';
import { companyChoice, readCompanies } from './company-choice.js';
import { bookingRows } from './csv.js';
import { filtersView } from './filters-view.js';
import { OpenedBookingsController } from './opened-bookings-controller.js';
import { summaryView } from './summary-view.js';
import { funnelView } from './funnel-view.js';
import { type WindowProgress, type WindowsRead, readWindows } from './window-reader.js';
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
export class AbandonedBookings extends StaffElement<AbandonedBookingsStrings> {
  static override styles = [baseStyles, loadingStyles, tableStyles, staffStyles, boardStyles, abandonedBookingsStyles];
  static override properties: PropertyDeclarations = {
    companyId: { attribute: 'company-id' },
    businessIds: { attribute: 'business-ids', converter: listAttribute },
    days: { converter: (value) => (value === null ? defaultDays : Number(value)) },
    steps: { converter: listAttribute },
    statuses: { converter: listAttribute },
    leadTypes: { attribute: 'lead-types', converter: listAttribute },
    branches: { attribute: false },
    chosenCompanyId: { attribute: false },
    filter: { attribute: false },
    drawn: { attribute: false },
    progress: { attribute: false },
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
  private filter: BoardFilter = noFilter;
  /** How many bookings of the list are drawn. */
  private drawn = listPageSize;
  private progress: WindowProgress | undefined;
  /** The board last computed, and what from: once per reading and filter. */
  private computed: { read: Read; filter: BoardFilter; board: Board; choices: Choices } | undefined;
  /** The reading last announced with `abandoned-bookings-load`. */
  private announced: Read | undefined;
  private readonly opened = new OpenedBookingsController(this, (id, signal) => this.call(getAbandonedBooking, { id }, { signal }));

  /** The company named, or the companies the sign-in reaches. */
  private readonly companies = this.requestTask({
    args: () => [this.companyId.trim()] as const,
    task: async ([companyId], { signal }): Promise<Company[]> => {
      if (!companyId)
        return readCompanies(
          (token) => this.call(listCompanies, { pagination: { pageSize, ...(token && { pageToken: token }) } }, { signal }),
          this.warn(listCompanies.name),
        );
      const company = await this.call(getCompany, { id: companyId }, { signal });
      if (!isTimeZone(company.timezone.id))
        this.warn(getCompany.name)(
          `The company's time zone "${company.timezone.id}" is not known to this browser: times are shown in the browser's.`,
        );
      // The company asked for, by the id asked with when the answer left its own out.
      return [{ ...company, id: company.id || companyId }];
    },
  });

  private readonly reading = this.requestTask({
    args: () => [this.asked] as const,
    task: async ([asked], { signal }): Promise<Read | typeof initialState> => {
      if (!asked) return initialState;
      this.opened.clear();
      this.filter = noFilter;
      this.drawn = listPageSize;
      const period = periodOf(todayIn(asked.timeZone), asked.days);
      const windows = readingWindows(period, asked.timeZone, Date.now());
      this.progress = { windowsRead: 0, windows: windows.length, read: 0 };
      const read = await readWindows({
        windows,
        page: (window, token) => this.call(listAbandonedBookings, bookingsRequest(asked.companyId, asked, window, token), { signal }),
        onProgress: (progress) => {
          this.progress = progress;
        },
        onProblem: this.warn(listAbandonedBookings.name),
      });
      return { ...read, asked, period };
    },
  });

  private warn(operation: string): (message: string) => void {
    return (message) => this.emit('booking-warning', { operation, message });
  }

  /** The company read for: the one named, the only one, or the one chosen. */
  private get company(): Company | undefined {
    const companies = this.companies.status === TaskStatus.COMPLETE ? this.companies.value : undefined;
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

  private readonly changeFilter = (filter: BoardFilter): void => {
    this.filter = filter;
    this.drawn = listPageSize;
  };

  private readonly contact = (booking: { id: string }, channel: Channel): void => {
    this.emit('abandoned-booking-contact', { bookingId: booking.id, channel });
  };

  /** The next page of the list, and the focus on its first booking, so that the keyboard goes on from there. */
  private readonly showMore = (): void => {
    const first = this.drawn;
    this.drawn += listPageSize;
    this.afterNextRender(() => this.renderRoot.querySelectorAll<HTMLElement>('li.booking')[first]?.focus());
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
    const read = this.reading.status === TaskStatus.COMPLETE ? this.reading.value : undefined;
    if (!read || this.announced === read) return;
    this.announced = read;
    this.emit('abandoned-bookings-load', { from: read.period.start, to: read.period.end, count: read.bookings.length });
  }

  private renderProgress(): TemplateResult {
    const text = this.text;
    const progress = this.progress;
    const status = progress
      ? text.reading(progress.windowsRead, progress.windows, new Intl.NumberFormat(this.locale).format(progress.read), progress.read)
      : text.loading;
    return html`<div class="progress" part="progress">
      <progress max="1" .value=${progress ? progress.windowsRead / Math.max(1, progress.windows) : 0} aria-label=${text.readingLabel}></progress>
      <p role="status">${status}</p>
    </div>`;
  }

  private renderBoard(read: Read): TemplateResult {
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
      ${filtersView({
        filter: this.filter,
        choices,
        businessIds: asked.businessIds,
        format,
        onChange: this.changeFilter,
        onDownload: () => this.download(read),
      })}
      ${headedSection('summary', text.summaryHeading, summaryView(board.figures, format))}
      ${headedSection('funnel', text.funnelHeading, funnelView('funnel', board.funnel, asked.businessIds, format))}
      ${headedSection(
        'bookings',
        text.bookingsHeading,
        bookingList('bookings', {
          bookings: board.shown,
          drawn: this.drawn,
          severalBranches,
          businessOf: (booking) => this.businessOf(booking.businessId),
          opened: this.opened,
          format,
          onContact: this.contact,
          onMore: this.showMore,
        }),
      )}`;
  }

  private renderCompanies(companies: readonly Company[]): TemplateResult {
    const text = this.text;
    if (companies.length === 0) return html`<p class="empty" part="empty">${text.noCompanies}</p>`;
    const choice =
      !this.companyId.trim() && companies.length > 1 ? companyChoice(companies, this.chosenCompanyId, this.chooseCompany, text) : nothing;
    if (!this.company) return html`${choice}<p class="empty" part="empty">${text.chooseCompanyPrompt}</p>`;
    return html`${choice}
      ${this.reading.render({
        initial: () => this.renderProgress(),
        pending: () => this.renderProgress(),
        complete: (read) => this.renderBoard(read),
        error: (error) => errorView(error, text, () => void this.reading.run()),
      })}`;
  }

  override render(): TemplateResult {
    const text = this.text;
    const problem = this.renderProblem();
    const settled = (status: TaskStatus) => status === TaskStatus.COMPLETE || status === TaskStatus.ERROR;
    const busy = !problem && (!settled(this.companies.status) || (this.company !== undefined && !settled(this.reading.status)));
    return html`<div class="board" part="board" role="region" aria-label=${text.label} aria-busy=${busy}>
      ${
        problem ??
        this.companies.render({
          initial: () => this.renderProgress(),
          pending: () => this.renderProgress(),
          complete: (companies) => this.renderCompanies(companies),
          error: (error) => errorView(error, text, () => void this.companies.run()),
        })
      }
    </div>`;
  }
}
