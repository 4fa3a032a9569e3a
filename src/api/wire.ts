/**
 * Building blocks for reading the API's JSON. The production gateway speaks the protobuf JSON
 * mapping loosely (docs/api-notes.md, "JSON mapping leniency"): a field may be missing or present with its zero value,
 * int64 may be a string or a number, enums a name or a number, a Date a string or an object.
 * Every schema here accepts all of those and hands out one shape: missing and zero read alike,
 * dates as `YYYY-MM-DD`, timestamps as ISO strings in UTC, int64 as decimal strings.
 *
 * Leaves, request checks and lists are small functions in a bare `z.transform(...)` rather than
 * unions of zod primitives, z.custom or z.array: the schemas stay zod's (types are inferred from
 * them) while the bundle carries only zod's objects, pipes, optionals and transforms.
 */
import * as z from 'zod/mini';
import { calendarDateText, isCalendarDate } from './calendar.js';

/** Marks a value as unreadable with a message naming what was expected. */
type Invalid = (expected: string) => never;

/** A leaf schema from a reader function: it normalizes a value or calls `invalid`. */
/* @__NO_SIDE_EFFECTS__ */
export function reader<Output>(read: (value: unknown, invalid: Invalid) => Output) {
  // A bare transform: an object hands it a missing key as undefined (proto3 JSON leaves empty
  // fields out), and it costs less per field than a pipe from an optional unknown.
  return z.transform((value: unknown, context) => {
    const invalid: Invalid = (expected) => {
      context.issues.push({ code: 'custom', message: `expected ${expected}`, input: value });
      return z.NEVER;
    };
    return read(value, invalid);
  });
}

/**
 * A request field: the value must pass `accept`, or the request is rejected with `expected`. A
 * transform rather than z.custom, whose check machinery (about 240 bytes of every bundle) would
 * have no other use; its issue is written as z.custom writes one.
 */
/* @__NO_SIDE_EFFECTS__ */
export function accepted<Value>(accept: (value: unknown) => value is Value, expected: string): z.ZodMiniType<Value, Value> {
  const check = z.transform((value: unknown, context) => {
    if (!accept(value)) context.issues.push({ code: 'custom', path: [], message: `expected ${expected}`, input: value });
    return value;
  });
  return check as unknown as z.ZodMiniType<Value, Value>;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isDecimalInteger = (value: unknown): value is string => isString(value) && /^-?\d+$/.test(value);

function readText(value: unknown, invalid: Invalid): string {
  return value == null ? '' : isString(value) ? value : invalid('a string');
}

/** A string field; missing, null and "" all read as "". */
export const text = reader(readText);

/** A bool field; missing reads as false. */
export const flag = reader((value, invalid) => (value == null ? false : typeof value === 'boolean' ? value : invalid('a boolean')));

function readInteger(value: unknown, invalid: Invalid): number {
  if (value == null) return 0;
  if (Number.isInteger(value) || isDecimalInteger(value)) return Number(value);
  return invalid('an integer');
}

/** An int32 or uint32: a number, or a decimal string from lenient gateways; missing reads as 0. */
export const int32 = reader(readInteger);

/** An int32 that must lie within `min..max` when present (missing reads as 0). */
/* @__NO_SIDE_EFFECTS__ */
export function boundedInt32(min: number, max: number) {
  return reader((value, invalid) => {
    const number = readInteger(value, invalid);
    return number === 0 || (number >= min && number <= max) ? number : invalid(`an integer from ${min} to ${max}`);
  });
}

/** An int64: a decimal string or a number on the wire; handed out as a decimal string. */
export const int64 = reader((value, invalid) => {
  if (value == null) return '0';
  if (Number.isInteger(value) || isDecimalInteger(value)) return String(value);
  return invalid('an integer');
});

/** A double: a number, or a numeric string; missing reads as 0. */
export const double = reader((value, invalid) => {
  if (value == null) return 0;
  const number = typeof value === 'number' ? value : isString(value) && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : invalid('a number');
});

/**
 * An array whose items `item` reads: what z.array does, in a transform, because zod's array type
 * (about 340 bytes of every bundle) would have no other use. Each item runs as z.array runs it,
 * through the schema's internal `_zod.run`, and its issues go up unfinished, under its index, to
 * the parse that holds them (which words them with its own options).
 */
/* @__NO_SIDE_EFFECTS__ */
function array<Item extends z.ZodMiniType>(item: Item): z.ZodMiniType<z.output<Item>[], z.input<Item>[]> {
  const read = z.transform((value: unknown, context) => {
    if (!Array.isArray(value)) {
      context.issues.push({ expected: 'array', code: 'invalid_type', input: value });
      return z.NEVER;
    }
    // A loop, not map (which skips the holes of a sparse array) nor Array.from (twice as slow).
    const items = [];
    for (let index = 0; index < value.length; index++) {
      const result = item._zod.run({ value: value[index], issues: [] }, { async: false }) as z.core.ParsePayload;
      for (const issue of result.issues) context.issues.push({ ...issue, path: [index, ...(issue.path ?? [])] });
      items.push(result.value);
    }
    return items;
  });
  return read as unknown as z.ZodMiniType<z.output<Item>[], z.input<Item>[]>;
}

/** A list; missing and null read as []. */
/* @__NO_SIDE_EFFECTS__ */
export function list<Item extends z.ZodMiniType>(item: Item): z.ZodMiniType<z.output<Item>[], unknown> {
  return z.pipe(
    z.transform((value: unknown) => value ?? []),
    array(item),
  );
}

/**
 * A nested message; null reads as missing (made undefined before the optional, so that zod's
 * nullable stays out of the bundle). Its key stays required in the type of the message that holds
 * it, as `T | undefined`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function message<Shape extends z.ZodMiniType>(shape: Shape): z.ZodMiniType<z.output<Shape> | undefined, unknown> {
  return z.pipe(
    z.transform((value: unknown): unknown => value ?? undefined),
    z.optional(shape),
  );
}

const epoch = '1970-01-01T00:00:00.000Z';

/**
 * `YYYY-MM-DDTHH:mm:ssZ` or `YYYY-MM-DDTHH:mm:ss.sssZ` on a day that every year has: how the
 * gateway sends nearly every timestamp (proto3 JSON writes 0, 3, 6 or 9 digits of a second).
 * 29 February, other fractions, offsets and every other form are left to Date.
 */
const utcTimestamp =
  /^\d{4}-((0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)T([01]\d|2[0-3])(:[0-5]\d){2}(\.\d{3})?Z$/;

/**
 * Timestamps already read, by their text. An availability answer repeats the same few hundred
 * instants across every groomer (they share the business's slot grid): each is checked once,
 * and every slot that starts then shares one string. Bounded: cleared when it fills up.
 */
const instantsRead = new Map<string, string>();
const maxInstantsRead = 8192;

function readInstant(value: unknown, invalid: Invalid): string | undefined {
  if (value == null || value === '') return undefined;
  if (!isString(value)) return invalid('an RFC 3339 timestamp');
  const known = instantsRead.get(value);
  if (known !== undefined) return known;
  const instant = parseInstant(value, invalid);
  // `invalid` hands back a marker, not a string: only what was read is remembered.
  if (typeof instant === 'string') {
    if (instantsRead.size >= maxInstantsRead) instantsRead.clear();
    instantsRead.set(value, instant);
  }
  return instant;
}

function parseInstant(text: string, invalid: Invalid): string | undefined {
  // Read from its text, such a timestamp costs a tenth of a Date round trip, which an availability
  // answer (tens of thousands of slot ends) would feel. The epoch goes to Date too: comparing the
  // string built here with it would cost about as much again as building it.
  if (utcTimestamp.test(text) && !text.startsWith('1970-01-01T00:00:00')) {
    return text.length < 21 ? `${text.slice(0, 19)}.000Z` : text;
  }
  const time = /^\d{4}-\d\d-\d\dT/.test(text) ? Date.parse(text) : NaN;
  const iso = Number.isNaN(time) ? '' : new Date(time).toISOString();
  // Date.parse rolls 30 February over into March: a UTC time must read back as it was written.
  if (!iso || (text.endsWith('Z') && iso.slice(0, 19) !== text.slice(0, 19))) return invalid('an RFC 3339 timestamp');
  return iso === epoch ? undefined : iso;
}

/** A google.protobuf.Timestamp; missing, "" and the zero value (the epoch) read as undefined. */
export const timestamp = reader(readInstant);

/** A bookable time slot: an Interval with both ends. */
export interface TimeSlot {
  readonly startTime: string;
  readonly endTime: string;
}

/**
 * Reports a field of a list read in one step that cannot be read: its path below the list and
 * what was expected. Named by index and field, the item alone is left out by the answer's reader.
 */
export type FieldIssue = (path: (string | number)[], expected: string, input: unknown) => void;

/** A schema for a list read in one step by `read`, its issues pushed where zod looks for them. */
/* @__NO_SIDE_EFFECTS__ */
export function listReader<Item>(read: (value: unknown, issue: FieldIssue) => Item[]) {
  return z.transform((value: unknown, context) =>
    read(value, (path, expected, input) => {
      context.issues.push({ code: 'custom', message: `expected ${expected}`, input, path });
    }),
  );
}

/** The items of a list read in one step; anything but a list is an issue. */
export function listItems(value: unknown, issue: FieldIssue): readonly unknown[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value;
  issue([], 'a list', value);
  return [];
}

/** The fields of one item of a list read in one step; anything but an object is an issue. */
export function itemFields(item: unknown, index: number, issue: FieldIssue): Record<string, unknown> {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) return item as Record<string, unknown>;
  issue([index], 'an object', item);
  return {};
}

/** A string field of an item of a list read in one step; missing, null and "" read as "". */
export function itemText(fields: Record<string, unknown>, key: string, index: number, issue: FieldIssue): string {
  return readText(fields[key], (expected) => {
    issue([index, key], expected, fields[key]);
    return z.NEVER;
  });
}

/**
 * Time slots, read in one step rather than as a zod object per slot: an availability answer
 * holds tens of thousands of them, and the objects cost more than the reading.
 */
export function readSlots(value: unknown, issue: FieldIssue): TimeSlot[] {
  const slots: TimeSlot[] = [];
  // One `invalid` for the whole list: a closure per slot would cost more than reading it.
  let expected = '';
  const invalid: Invalid = (what) => {
    expected = what;
    return z.NEVER;
  };
  const read = (fields: Record<string, unknown>, key: 'startTime' | 'endTime', index: number): string | undefined => {
    expected = '';
    const instant = readInstant(fields[key], invalid) ?? invalid('a timestamp');
    if (!expected) return instant;
    issue([index, key], expected, fields[key]);
    return undefined;
  };
  listItems(value, issue).forEach((slot, index) => {
    const fields = itemFields(slot, index, issue);
    const startTime = read(fields, 'startTime', index);
    const endTime = read(fields, 'endTime', index);
    if (startTime !== undefined && endTime !== undefined) slots.push({ startTime, endTime });
  });
  return slots;
}

/** The parts of `YYYY-MM-DD` or `{ year, month, day }` (numbers or decimal strings). */
function dateParts(value: unknown): number[] | undefined {
  if (isString(value)) return /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)?.slice(1).map(Number);
  if (typeof value !== 'object' || value === null) return undefined;
  const { year, month, day } = value as Record<string, unknown>;
  const parts = [year ?? 0, month ?? 0, day ?? 0];
  return parts.every((part) => Number.isInteger(part) || isDecimalInteger(part)) ? parts.map(Number) : undefined;
}

function readDate(value: unknown, invalid: Invalid): string | undefined {
  if (value == null || value === '') return undefined;
  const parts = dateParts(value);
  if (parts?.every((part) => part === 0)) return undefined;
  const [year = 0, month = 0, day = 0] = parts ?? [];
  const text = parts && calendarDateText(year, month, day);
  return text && isCalendarDate(text) ? text : invalid('a calendar date');
}

/** A google.type.Date, as `"2024-08-20"` or `{ year, month, day }`; handed out as `YYYY-MM-DD`. */
export const date = reader(readDate);

/** A date that must be there, such as the date an availability entry is for. */
export const requiredDate = reader((value, invalid) => readDate(value, invalid) ?? invalid('a date'));

/**
 * The values of an enum, the unspecified value first: a value's index is its protobuf number.
 * The type still admits other strings because the service adds values the spec does not list.
 */
export type OpenEnum<Values extends readonly string[]> = Values[number] | (string & {});

/**
 * An enum field: a name (kept as it is, known or not) or a number (mapped to its name; an
 * unknown number is kept as its decimal string). Missing reads as the unspecified value.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return reader((value, invalid): OpenEnum<Values> => {
    if (value == null || value === '') return values[0];
    if (isString(value)) return value;
    if (Number.isInteger(value)) return values[value as number] ?? String(value);
    return invalid('an enum name or number');
  });
}

/** A non-empty string in a request, such as an identifier. */
export const requiredText = accepted((value): value is string => isString(value) && value !== '', 'a non-empty string');

/**
 * An identifier that goes into a URL path. `.` and `..` are refused: URL parsers resolve them as
 * dot segments however they are escaped, so such an id would reach another path.
 */
export const pathId = accepted(
  (value): value is string => isString(value) && value !== '' && value !== '.' && value !== '..',
  'an identifier other than "", "." and ".."',
);

/** An optional string in a request. */
export const optionalText = /* @__PURE__ */ z.optional(accepted(isString, 'a string'));

/** A calendar date `YYYY-MM-DD` in a request. */
export const requestDate = accepted(isCalendarDate, 'a date as YYYY-MM-DD');

/** An RFC 3339 timestamp in a request. */
export const requestTimestamp = accepted(
  (value): value is string => isString(value) && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  'an RFC 3339 timestamp',
);

/** A number in a request. */
export const requestNumber = accepted((value): value is number => Number.isFinite(value), 'a number');

/** Whether a value is one of an enum's names. */
export function isOneOf<const Values extends readonly string[]>(values: Values, value: unknown): value is Values[number] {
  return values.includes(value as string);
}

/** One of an enum's names in a request. */
/* @__NO_SIDE_EFFECTS__ */
export function requestEnum<const Values extends readonly string[]>(values: Values) {
  return accepted((value): value is Values[number] => isOneOf(values, value), `one of ${values.join(', ')}`);
}

/** A list in a request. */
/* @__NO_SIDE_EFFECTS__ */
export function requestList<Item extends z.ZodMiniType>(item: Item) {
  return z.optional(array(item));
}
