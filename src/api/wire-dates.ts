/**
 * google.type.Date on the wire (docs/api-notes.md, "JSON mapping leniency"): `"2024-08-20"` or
 * `{ year, month, day }`, handed out as `YYYY-MM-DD`. Its own module, apart from wire.ts: it
 * brings the calendar arithmetic (date-fns), which only the elements that read dates download.
 */
import type * as z from './schema.js';
import { calendarDateText, isCalendarDate } from './calendar.js';
import { type Invalid, isDecimalInteger, isString, reader } from './wire.js';

/** The parts of `YYYY-MM-DD` or `{ year, month, day }` (numbers or decimal strings). */
function dateParts(value: unknown): number[] | undefined {
  if (isString(value)) return /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)?.slice(1).map(Number);
  if (typeof value !== 'object' || value === null) return undefined;
  const { year, month, day } = value as Record<string, unknown>;
  const parts = [year ?? 0, month ?? 0, day ?? 0];
  return parts.every((part) => Number.isInteger(part) || isDecimalInteger(part)) ? parts.map(Number) : undefined;
}

/**
 * Dates already read, as `YYYY-MM-DD`: each is checked against the calendar once (a Date round
 * trip, half of what reading a small availability answer cost), as an answer names each of its
 * days twice and the next answer mostly the same days. A look-up hashes nothing: V8's JSON.parse
 * hands out texts this short already hashed. Bounded: cleared when it fills up.
 */
const datesRead = new Set<unknown>();

/**
 * `YYYY-MM-DD`, or undefined for no date. `partial` is what a date with a part left 0 reads as
 * (google.type.Date allows a birthday without its year, a year alone): no date, or refused.
 */
function readDate(value: unknown, invalid: Invalid, partial: 'none' | 'refused' = 'refused'): string | undefined {
  if (value == null || value === '') return undefined;
  if (datesRead.has(value)) return value as string;
  const parts = dateParts(value);
  if (parts?.every((part) => part === 0) || (partial === 'none' && parts?.includes(0))) return undefined;
  const [year = 0, month = 0, day = 0] = parts ?? [];
  const text = parts && calendarDateText(year, month, day);
  if (!text || !isCalendarDate(text)) return invalid('a calendar date');
  if (datesRead.size >= 8192) datesRead.clear();
  datesRead.add(text);
  return text;
}

/**
 * A google.type.Date in an answer, as `"2024-08-20"` or `{ year, month, day }`; handed out as
 * `YYYY-MM-DD`. A partial one (a pet's birthday without its year) reads as no date: the client
 * hands out whole dates only, and the record that holds it stays.
 */
export const date = reader((value, invalid) => readDate(value, invalid, 'none'));

/** A date that must be there, such as the date an availability entry is for. */
export const requiredDate = reader((value, invalid) => readDate(value, invalid) ?? invalid('a date'));

/** A google.type.Date in a request as the Swagger writes it. */
export interface DateObject {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * A google.type.Date in a request: the spec's `"YYYY-MM-DD"` or the Swagger's `{ year, month, day }`;
 * checked as a calendar date and handed on as `YYYY-MM-DD`, whichever kind of client sent it. As
 * in a response, `""` and the zero date `{ year: 0, month: 0, day: 0 }` are no date.
 */
export const requestDateInput = reader(readDate) as unknown as z.Schema<string | undefined, string | DateObject>;

/** The Swagger's `{ year, month, day }` of a date read by `requestDateInput`. */
export function toDateObject(value: string): DateObject {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { year, month, day };
}

/**
 * Writes the dates of a request body, in the fields named (at any depth), as the Swagger's
 * `{ year, month, day }`: an operation's `writeDates`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function datesAsObjects(fields: readonly string[]): (body: object) => unknown {
  return (body) =>
    JSON.parse(JSON.stringify(body), (key, value: unknown) => (fields.includes(key) ? toDateObject(value as string) : value)) as unknown;
}
