import { initialState, Task, TaskStatus } from '@lit/task';
import { html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { type GetBookingAvailabilityRequest, getBookingAvailability } from '../../api/availability.js';
import { getCompany } from '../../api/company.js';
import { listReviews, reviewSources } from '../../api/review.js';
import { listAttribute } from '../../shared/attributes.js';
import { BusinessTimeZone, companyZoneTask } from '../../shared/business-time-zone.js';
import { errorView } from '../../shared/error-view.js';
import { figureStyles } from '../../shared/figure-styles.js';
import { quietStyles } from '../../shared/quiet-styles.js';
import { largestPageSize, reviewQuery, reviewsRequest, unknownSources } from '../../shared/review-query.js';
import type { Names } from '../../shared/names.js';
import type { ReadingProgress } from '../../shared/read-every-page.js';
import { StaffElement } from '../../shared/staff-element.js';
import { baseStyles } from '../../shared/styles.js';
import { staffStyles } from '../../shared/staff-styles.js';
import { tableStyles } from '../../shared/table-styles.js';
import { browserTimeZone, firstDayOfWeek, isTimeZone, todayIn, zonedDates } from '../../common/time.js';
import { insightFormat, type InsightFormat } from './insight-format.js';
import { computeInsights, type Insights, periodsOf } from './insights.js';
import { insightsView } from './insights-view.js';
import { type PeriodReviews, readPeriodReviews } from './period-reviews.js';
import { type ReviewInsightsStrings, reviewInsightsStrings } from './review-insights.strings.js';
import { reviewInsightsStyles } from './review-insights.styles.js';
import { learnBranchNames } from './staff-names.js';
import type { FoundTopics } from './topic-insights.js';
import type { Topic } from './topic-words.js';
import { findInSlices, topicsReader } from './topics.js';

export type * from './events.js';
export { type ReviewInsightsStrings, reviewInsightsStrings } from './review-insights.strings.js';
export type { Names } from '../../shared/names.js';
export type { Topic } from './topic-words.js';
export { defaultTopics } from './topic-words.js';

/** Waits for the browser's next task, so that the work after it does not lengthen the one before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The default length of the period, in days. */
export const defaultDays = 90;
/** The longest period: a year, beside the year before. */
export const maxDays = 365;
/** The most branches compared at once. */
export const maxBranches = 20;

/** What the insights read: the branches, filters and period, in the business's zone. */
interface Asked {
  readonly businessIds: readonly string[];
  readonly sources: readonly string[];
  readonly staffIds: readonly string[];
  readonly days: number;
  readonly timeZone: string;
}

/** The reviews read for what was asked, and the day they were read on. */
interface Read extends PeriodReviews {
  readonly asked: Asked;
  readonly today: string;
}

/** A reading with the topics of each of its reviews. */
interface Found {
  readonly read: Read;
  readonly topics: FoundTopics;
}

/**
 * What customers say about each groomer, channel and branch: every review of the last `days`
 * days beside the same number of days before, read page by page with progress, then the average,
 * the count and the share of 1 and 2 stars; the rating distribution; the trend by week (by month
 * past 120 days) as a chart and a table; tables by groomer, by channel and, for several branches,
 * of the branches side by side, each average with its 95 % interval (Student's t) or, under 10
 * rated reviews, marked too few to compare and listed last; groomers by channel; what customers
 * mention (topics found in the texts in English, Spanish and French by word lists the `topics`
 * property replaces) by groomer, a topic's reviews opened on demand; and the lowest recent reviews
 * with their appointment, those that mention an injury first and marked. Days are the business's:
 * `time-zone`, its company's time zone (`company-id`), or else the browser's, when nothing but the
 * reviews is asked.
 *
 * @summary Staff: review figures per groomer, channel and branch, over time.
 *
 * @event {CustomEvent<ReviewInsightsLoadDetail>} review-insights-load - When the figures are shown. Detail: `{ from, to, count, average }`.
 *
 * @csspart insights - The region of the figures and their states; `aria-busy` while reviews are read.
 * @csspart progress - The progress bar and count while reviews are read.
 * @csspart overview - The average, count and share of low ratings, each beside the period before.
 * @csspart figure - One figure of the overview.
 * @csspart trend - The trend's chart and table.
 * @csspart trend-chart - The trend's SVG chart.
 * @csspart lowest - The list of the lowest recent reviews.
 * @csspart low-review - One review listed: among the lowest, or of a topic opened.
 * @csspart injury-mark - "Mentions an injury", on a review listed.
 * @csspart topic-reviews - The reviews of the topic opened, under the table of what customers mention.
 * @csspart empty - The message of a period without reviews.
 * @csspart error - A failure, with its "Try again" button.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty [--booking-star=#8a5300] - Colour of filled stars (#f2b84b on dark pages).
 * @cssproperty [--booking-up=light-dark(#1b6b2f, #7ad08f)] - Colour of a rise in average (the number has its sign too).
 * @cssproperty [--booking-down=light-dark(#b3261e, #f2a19b)] - Colour of a fall in average.
 */
export class ReviewInsights extends StaffElement<ReviewInsightsStrings> {
  static override styles = [baseStyles, quietStyles, tableStyles, staffStyles, figureStyles, reviewInsightsStyles];
  static override properties: PropertyDeclarations = {
    businessIds: { attribute: 'business-ids', converter: listAttribute },
    days: { converter: (value) => (value === null ? defaultDays : Number(value)) },
    sources: { converter: listAttribute },
    staffIds: { attribute: 'staff-ids', converter: listAttribute },
    companyId: { attribute: 'company-id' },
    timeZone: { attribute: 'time-zone' },
    staff: { attribute: false },
    branches: { attribute: false },
    topics: { attribute: false },
    openTopic: { state: true },
    drawnWhole: { state: true },
  };

  /** The branches whose reviews are read; several are compared side by side. Required. */
  businessIds: string[] = [];

  /** The period: the last N days, today included, beside the N days before. Default 90; at most 365. @type {number} */
  days = defaultDays;

  /** Only reviews from these channels: `SMS`, `GROOMING_REPORT`, `PET_PARENT_PORTAL`. Empty: every channel. */
  sources: string[] = [];

  /** Only reviews involving these staff members. Empty: every review. */
  staffIds: string[] = [];

  /**
   * The company of the branches: days are counted in its time zone, and groomers without a name in
   * `staff` are named as its availability names them. Optional.
   */
  companyId = '';

  /** An IANA zone to count days in, instead of the company's. Without either: the browser's. */
  timeZone = '';

  /** Groomers' names by staff id (a Map or a plain object); otherwise learned from availability, else the id. */
  staff: Names | undefined;

  /** Branches' names by business id (a Map or a plain object); otherwise the id. */
  branches: Names | undefined;

  /**
   * What customers mention: a list of `{ id, label?, words, injury? }` (words and stems ending in
   * `*`, in any language), replacing the built-in topics (`defaultTopics`: English, Spanish and French).
   */
  topics: readonly Topic[] | undefined;

  protected readonly defaultStrings = reviewInsightsStrings;
  protected override readonly configuredOperation = listReviews.name;

  /** The figures last computed, and what from: figures are computed once per reading, topics and week start. */
  private computed: { found: Found; weekStartsOn: number; insights: Insights } | undefined;
  /** The topic whose reviews are open. */
  private openTopic: string | undefined;
  /** The figures drawn whole: the first drawing of a reading holds its upper half, the next task the rest. */
  private drawnWhole: Found | undefined;
  /** The topics in use: the host's when they can be read, else the built-in ones. */
  private readonly topicsInUse = topicsReader();

  /**
   * The company, and the zone given: `time-zone`, else (without a company) the browser's. The task
   * that asks for the company's zone reads the same pair, so that with neither it asks nothing.
   */
  private zoneGiven(): readonly [companyId: string, timeZone: string] {
    const companyId = this.companyId.trim();
    return [companyId, this.timeZone || (companyId ? '' : browserTimeZone())];
  }

  /** The zone days are counted in: `time-zone`, the company's, or (with neither) the browser's. */
  private readonly zone = new BusinessTimeZone(
    () => this.zoneGiven(),
    this.requestTask({
      args: () => this.zoneGiven(),
      task: companyZoneTask(
        async (id, signal) => (await this.call(getCompany, { id }, { signal })).timezone.id,
        this.warner(getCompany.name),
      ),
    }),
  );

  private get asked(): Asked | undefined {
    const timeZone = this.zone.value;
    if (!timeZone) return undefined;
    const { sources, staffIds } = reviewQuery({ businessId: '', sources: this.sources, staffIds: this.staffIds, pageSize: 0 });
    const businessIds = [...new Set(this.businessIds.map((id) => id.trim()).filter(Boolean))];
    return { businessIds, sources, staffIds, days: this.days, timeZone };
  }

  private readonly reading = this.requestTask({
    args: () => [this.asked] as const,
    task: async ([asked], { signal }): Promise<Read | typeof initialState> => {
      if (!asked) return initialState;
      this.startReading({ read: 0, listsRead: 0, lists: asked.businessIds.length, share: 0 });
      const today = todayIn(asked.timeZone);
      const { period, previousPeriod } = periodsOf(today, asked.days);
      const read = await readPeriodReviews({
        businessIds: asked.businessIds,
        since: previousPeriod.start,
        until: period.end,
        dateOf: zonedDates(asked.timeZone),
        page: (businessId, pageToken) =>
          this.call(listReviews, reviewsRequest({ ...asked, businessId, pageSize: largestPageSize }, pageToken), { signal }),
        onProgress: this.showProgress,
        onProblem: this.warner(listReviews.name),
      });
      return { ...read, asked, today };
    },
  });

  /**
   * The topics of every review read, found in slices that give the page back; then the figures in a
   * task of their own, and the drawing in the next: none holds the page long.
   */
  private readonly finding = new Task(this, {
    args: () => [this.resultOf(this.reading), this.topicsInUse(this.topics).topics] as const,
    task: async ([read, topics], { signal }): Promise<Found | typeof initialState> => {
      if (!read) return initialState;
      const pause = async () => {
        await nextTask();
        signal.throwIfAborted();
      };
      const found: Found = { read, topics: await findInSlices(read.reviews, topics, pause) };
      await pause();
      this.insightsOf(found);
      await pause();
      return found;
    },
  });

  /** What the finding has found for this reading, once it has. */
  private foundFor(read: Read): Found | undefined {
    const found = this.resultOf(this.finding);
    return found?.read === read ? found : undefined;
  }

  /** Groomers' names from each branch's availability, when the company is known; a failure leaves the ids. */
  private readonly learned = this.requestTask({
    args: () => [this.companyId.trim(), this.asked?.businessIds, this.zone.value] as const,
    task: async ([companyId, businessIds, timeZone], { signal }) => {
      if (!companyId || !businessIds || !timeZone) return initialState;
      const ask = (request: GetBookingAvailabilityRequest) => this.call(getBookingAvailability, request, { signal, failure: 'warning' });
      return learnBranchNames(companyId, businessIds, todayIn(timeZone), ask, signal);
    },
  });

  protected override ownerAttributes(): readonly string[] {
    return ['business-ids', 'company-id'];
  }

  protected override configurationProblem(): string | undefined {
    const text = this.text;
    const businessIds = this.businessIds.filter((id) => id.trim());
    if (businessIds.length === 0) return text.invalidBusinessIds;
    if (new Set(businessIds).size > maxBranches) return text.tooManyBranches(maxBranches);
    if (!Number.isInteger(this.days) || this.days < 1 || this.days > maxDays) return text.invalidDays(maxDays);
    const unknown = unknownSources(reviewQuery({ businessId: '', sources: this.sources, staffIds: [], pageSize: 0 }).sources);
    if (unknown.length > 0) return text.invalidSources(unknown.join(', '), reviewSources.slice(1).join(', '));
    if (this.timeZone && !isTimeZone(this.timeZone)) return text.invalidTimeZone(this.timeZone);
    const { problem } = this.topicsInUse(this.topics);
    return problem === undefined ? undefined : text.invalidTopics(problem);
  }

  /** The figures of the reading shown, computed again only for another reading, topics or week start. */
  private insightsOf(found: Found): Insights {
    const weekStartsOn = firstDayOfWeek(this.locale);
    if (this.computed?.found !== found || this.computed.weekStartsOn !== weekStartsOn) {
      const { read, topics } = found;
      const { today, asked } = read;
      const insights = computeInsights(read.reviews, { today, days: asked.days, timeZone: asked.timeZone, weekStartsOn, topics });
      this.computed = { found, weekStartsOn, insights };
    }
    return this.computed.insights;
  }

  private get format(): InsightFormat {
    const learnedStaff = this.resultOf(this.learned);
    return insightFormat({
      text: this.text,
      locale: this.locale,
      staff: this.staff,
      learnedStaff: learnedStaff ?? new Map(),
      branches: this.branches,
      timeZone: this.zone.value ?? browserTimeZone(),
    });
  }

  private readonly retry = (): void => {
    if (this.zone.error) this.zone.retry();
    else void this.reading.run();
  };

  private renderInsights(found: Found): TemplateResult {
    const { asked, partial } = found.read;
    return insightsView({
      insights: this.insightsOf(found),
      format: this.format,
      days: asked.days,
      timeZone: asked.timeZone,
      browserZone: !this.timeZone && !this.companyId.trim(),
      partial,
      severalBranches: asked.businessIds.length > 1,
      isRtl: this.isRtl,
      openTopic: this.openTopic,
      whole: this.drawnWhole === found,
      onToggleTopic: this.toggleTopic,
    });
  }

  private readonly toggleTopic = (topicId: string): void => {
    this.openTopic = this.openTopic === topicId ? undefined : topicId;
  };

  /**
   * Once the upper half of a reading's figures is drawn, the rest in the next task (no drawing holds
   * the page long); `review-insights-load`, once per reading, once its figures are on screen whole.
   */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const read = this.resultOf(this.reading);
    const found = read && this.foundFor(read);
    if (found && this.drawnWhole !== found) {
      void nextTask().then(() => {
        if (this.foundFor(found.read) === found) this.drawnWhole = found;
      });
      return;
    }
    if (!found) return;
    this.announceOnce(read, () => {
      const { period, overall } = this.insightsOf(found);
      const { count, average } = overall.current;
      this.emit('review-insights-load', { from: period.start, to: period.end, count, average: average ?? null });
    });
  }

  /** The reviews read so far, while pages arrive. */
  protected override readingWords({ read }: ReadingProgress): string {
    return this.text.reading(new Intl.NumberFormat(this.locale).format(read), read);
  }

  private get isRtl(): boolean {
    return this.matches(':dir(rtl)');
  }

  override render(): TemplateResult {
    const text = this.text;
    const problem = this.renderProblem();
    const zoneError = this.zone.error;
    const read = this.resultOf(this.reading);
    const found = read && this.foundFor(read);
    const busy = !problem && !zoneError && this.reading.status !== TaskStatus.ERROR && !(found && this.drawnWhole === found);
    return html`<div class="insights" part="insights" aria-busy=${busy}>
      ${
        problem ??
        (zoneError
          ? errorView(zoneError, text, this.retry)
          : this.renderTask(
              this.reading,
              (read) => {
                const found = this.foundFor(read);
                return found ? this.renderInsights(found) : this.renderReading();
              },
              this.retry,
            ))
      }
    </div>`;
  }
}
