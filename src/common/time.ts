/**
 * Dates and times in a given IANA time zone, whatever zone the browser is in. Calendar dates
 * are `YYYY-MM-DD` strings (their arithmetic is in src/api/calendar.ts); instants are ISO
 * strings. Intl does the zone arithmetic.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat is slow to build and hot in lists: keep one per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How a staff board writes an instant: for reading, and as a spreadsheet sorts it. */
export interface InstantFormats {
  /** An instant in the business's zone, such as "Mar 9, 2026, 3:05 PM"; "" for none. */
  when(instant: string | undefined): string;
  /** The same, as a spreadsheet sorts it: "2026-03-09 15:05". */
  sortableWhen(instant: string | undefined): string;
}

export function instantFormats(locale: string, timeZone: string): InstantFormats {
  /** Writes an instant with `formatter`, tidied by `tidy`; "" for none or one that is not an instant. */
  const writer = (formatter: Intl.DateTimeFormat, tidy: (written: string) => string) => (instant: string | undefined) =>
    instant && !Number.isNaN(Date.parse(instant)) ? tidy(formatter.format(new Date(instant))) : '';
  return {
    when: writer(dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }), (written) =>
      written.replace(/[\u202f\u00a0]/g, ' '),
    ),
    sortableWhen: writer(dateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }), (written) =>
      written.replace(',', ''),
    ),
  };
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    dateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function dateInZone(instant: Date | string, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A reader of a zone's offset at an instant, in ms: its wall clock read as UTC, less the instant (seconds aside). */
function zoneOffset(timeZone: string): (instant: number) => number {
  const wall = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return (instant) => {
    const parts = new Map(wall.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    const read = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
    return Date.UTC(read('year'), read('month') - 1, read('day'), read('hour'), read('minute')) - Math.floor(instant / 60_000) * 60_000;
  };
}

/**
 * A reader of many instants' calendar dates in one zone, fast: the zone's offset is asked of Intl
 * twice per UTC day (at its start and its end) and kept; an instant of a day whose offset changes
 * (a daylight-saving day) is asked of Intl itself. For thousands of reviews at once.
 */
export function zonedDates(timeZone: string): (instantMs: number) => string {
  const offsetAt = zoneOffset(timeZone);
  /** Per UTC day: the offset that holds all day, or NaN when it changes that day. */
  const offsets = new Map<number, number>();
  /** Per day of the zone, counted from 1970: its date, written once. */
  const dates = new Map<number, string>();
  return (instantMs) => {
    const day = Math.floor(instantMs / 86_400_000);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const start = offsetAt(day * 86_400_000);
      offset = start === offsetAt(day * 86_400_000 + 86_399_999) ? start : Number.NaN;
      offsets.set(day, offset);
    }
    const localDay = Math.floor((instantMs + (Number.isNaN(offset) ? offsetAt(instantMs) : offset)) / 86_400_000);
    let date = dates.get(localDay);
    if (date === undefined) {
      date = new Date(localDay * 86_400_000).toISOString().slice(0, 10);
      dates.set(localDay, date);
    }
    return date;
  };
}

/**
 * The instant a date begins in a zone (its midnight, or the first instant after it where a
 * daylight-saving change skips midnight), in ms. The zone's offset is asked of Intl at the date's
 * midnight in UTC, and once more where the offset found there does not hold.
 */
export function zonedMidnight(date: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day);
  const offsetAt = zoneOffset(timeZone);
  const guess = asIfUtc - offsetAt(asIfUtc);
  const corrected = asIfUtc - offsetAt(guess);
  // Midnight skipped (a change at 0:00): the day begins at the first instant that is that date.
  return dateInZone(new Date(corrected), timeZone) === date ? corrected : Math.max(guess, corrected);
}

/** Today in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // UTC and the fixed Etc/GMT±N zones (whose sign is the other way round: Etc/GMT+12 is UTC−12)
  // without Intl: its first formatter costs a slow phone about 80 ms, and a picker's first
  // request, sent before the business's zone is known, needs only these.
  const fixed = /^(?:UTC|Etc\/GMT(?:\+(1[0-2]|\d)|-(1[0-4]|\d))?)$/.exec(timeZone);
  if (!fixed) return dateInZone(now, timeZone);
  const hours = fixed[1] === undefined ? Number(fixed[2] ?? 0) : -Number(fixed[1]);
  return new Date(now.getTime() + hours * 3_600_000).toISOString().slice(0, 10);
}

/** A date in full, such as "Monday, March 9, 2026". */
export const fullDateFormat: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/** A person's full name, or `fallback` when the service sent none. */
export const fullName = (person: { readonly firstName: string; readonly lastName: string }, fallback: string) =>
  `${person.firstName} ${person.lastName}`.trim() || fallback;

/** A calendar date in words, such as "Monday, March 9, 2026"; no zone can move it. */
export function formatDate(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/**
 * The wall-clock time of an instant in a zone, such as "9:30 AM". Intl puts a narrow no-break
 * space before "AM"; people (and the scripts and tests that look for "9:30 AM") type a plain one.
 */
export function formatTime(instant: string, timeZone: string, locale: string): string {
  const time = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
  return time.replace(/[\u202f\u00a0]/g, ' ');
}

/** The name of a zone for people, such as "Eastern Time" (falls back to the IANA name). */
export function timeZoneLabel(timeZone: string, locale: string, at: Date = new Date()): string {
  const name = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The day the locale's weeks start on, 0 for Sunday through 6 for Saturday; where the browser
 * cannot tell (Firefox), Sunday for the United States and Canada, else Monday.
 */
export function firstDayOfWeek(locale: string): number {
  const tag = new Intl.Locale(locale) as Intl.Locale & WeekInfoLocale;
  // Intl counts 1 for Monday through 7 for Sunday.
  return ((tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay ?? (/US|CA/.test(tag.maximize().region ?? '') ? 7 : 1)) % 7;
}
