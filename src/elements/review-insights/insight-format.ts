/**
 * How `<review-insights>` writes its figures in the page's locale, and the names it gives ids:
 * one place, so that the tables, the chart and the overview say a figure the same way.
 */
import { type Names, nameIn } from '../../shared/names.js';
import { dateTimeFormat, formatDate } from '../../common/time.js';
import type { Period } from './insights.js';
import type { ReviewInsightsStrings } from './review-insights.strings.js';

export interface InsightFormat {
  readonly text: ReviewInsightsStrings;
  readonly locale: string;
  /** A count, such as "1,234". */
  count(value: number): string;
  /** A change of a count with its sign, such as "+4", "−2" or "0". */
  signedCount(value: number): string;
  /** An average to one decimal, such as "4.6", or the words for none. */
  average(value: number | undefined): string;
  /** A share as a percentage, such as "12%", or the words for none. */
  share(value: number | undefined): string;
  /** A change of average with its sign, such as "+0.3", "−0.2" or "0.0", or the words for none. */
  change(value: number | undefined): string;
  /** A calendar date, short: "Mar 9, 2026". */
  date(date: string): string;
  /** The day of an instant in the business's zone, short; "" for none. */
  day(instant: string | undefined): string;
  /** Names joined as the locale joins a list: "Ana, Ben and Cleo". */
  list(names: readonly string[]): string;
  /** A period, short: "Mar 9 – Jun 6, 2026". */
  period(period: Period): string;
  /** A groomer's name, from the host's names, those learned from availability, or the id. */
  groomer(staffId: string): string;
  /** A branch's name, from the host's names, or the id. */
  branch(businessId: string): string;
}

export interface FormatSettings {
  readonly text: ReviewInsightsStrings;
  readonly locale: string;
  readonly staff: Names | undefined;
  readonly learnedStaff: ReadonlyMap<string, string>;
  readonly branches: Names | undefined;
  readonly timeZone: string;
}

export function insightFormat({ text, locale, staff, learnedStaff, branches, timeZone }: FormatSettings): InsightFormat {
  const counts = new Intl.NumberFormat(locale);
  const averages = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const shares = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const signedCounts = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const changes = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const short: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  const days = dateTimeFormat(locale, { ...short, timeZone });
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    text,
    locale,
    count: (value) => counts.format(value),
    signedCount: (value) => signedCounts.format(value),
    average: (value) => (value === undefined ? text.noFigure : averages.format(value)),
    share: (value) => (value === undefined ? text.noFigure : shares.format(value)),
    // Rounded before the sign is chosen, so that a change of 0.04 reads "0.0", not "+0.0".
    change: (value) => (value === undefined ? text.noFigure : changes.format(Math.round(value * 10) / 10 || 0)),
    date: (date) => formatDate(date, locale, short),
    day: (instant) => (instant && !Number.isNaN(Date.parse(instant)) ? days.format(new Date(instant)) : ''),
    list: (names) => lists.format(names),
    period: ({ start, end }) => text.range(formatDate(start, locale, short), formatDate(end, locale, short)),
    groomer: (staffId) => nameIn(staff, staffId) ?? learnedStaff.get(staffId) ?? staffId,
    branch: (businessId) => nameIn(branches, businessId) ?? businessId,
  };
}

/** Which way a change of average goes once rounded as it is shown: a class colours it (never the only sign). */
export function changeTrend(change: number | undefined): 'up' | 'down' | 'same' {
  const rounded = change === undefined ? 0 : Math.round(change * 10) / 10;
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same';
}
