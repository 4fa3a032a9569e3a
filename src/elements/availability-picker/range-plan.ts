/**
 * Which range the picker shows and asks for, week or month, as pure functions of its attributes
 * and the business's today: the range the attributes ask for, the wider one asked for while
 * today is not known, which day a month calendar's weeks start on, and how far the customer may
 * move (back to today, on to `max-date`; the API's three months are per request, not a horizon).
 */
import { firstDayOfWeek, todayIn } from '../../common/time.js';
import { type DateRange, monthOf, requestedRange, shiftRange } from './range.js';

/** The attributes that place the range. */
export interface RangeSettings {
  readonly startDate: string;
  readonly endDate: string;
  readonly maxDate: string;
  readonly layout: string;
  readonly locale: string;
}

export interface RangePlan {
  /** A month calendar rather than a week's tiles. */
  readonly month: boolean;
  /** For a month calendar, the day its weeks start on (0 for Sunday); undefined for the week's tiles. */
  readonly weekStartsOn: number | undefined;
  readonly today: string;
  /** The range the attributes ask for today. */
  readonly start: DateRange;
  /** `range` moved by whole ranges (months in a calendar). */
  shift(range: DateRange, ranges: number): DateRange;
  canGoBack(range: DateRange): boolean;
  /** The ranges go on, up to the one that holds `max-date`. */
  canGoForward(range: DateRange): boolean;
  /**
   * What to ask for: the range, or, until the business's zone says which day is today there, from
   * the range of the earliest today on Earth (UTC−12) to that of the latest (UTC+14): that answer
   * covers the range once the zone is known.
   */
  toAsk(range: DateRange, zoneKnown: boolean): DateRange;
}

/** The plan of the range for `settings`, where today is today in `zone`: the business's once known, else the browser's. */
export function rangePlan(settings: RangeSettings, zone: string): RangePlan {
  const month = settings.layout === 'month';
  // Given a today, requestedRange always has a range.
  const rangeOn = (today: string) => {
    const range = requestedRange(settings.startDate, settings.endDate, today)!;
    return month ? monthOf(range.start) : range;
  };
  const today = todayIn(zone);
  const shift = (range: DateRange, ranges: number) => shiftRange(range, ranges, month);
  return {
    month,
    weekStartsOn: month ? firstDayOfWeek(settings.locale) : undefined,
    today,
    start: rangeOn(today),
    shift,
    canGoBack: (range) => range.start > today,
    canGoForward: (range) => !settings.maxDate || shift(range, 1).start <= settings.maxDate,
    toAsk: (range, zoneKnown) =>
      zoneKnown ? range : { start: rangeOn(todayIn('Etc/GMT+12')).start, end: rangeOn(todayIn('Etc/GMT-14')).end },
  };
}
