/**
 * Building blocks for reading the API's JSON. The production gateway speaks the protobuf JSON
 * mapping loosely (see API-NOTES.md): a field may be missing or present with its zero value,
 * int64 may be a string or a number, enums a name or a number, a Date a string or an object.
 * Every schema here accepts all of those and hands out one shape: missing and zero read alike,
 * dates as `YYYY-MM-DD`, timestamps as ISO strings in UTC, int64 as decimal strings.
 */
import * as z from 'zod/mini';

const decimalInteger = z.string().check(z.regex(/^-?\d+$/));
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A string field; missing, null and "" all read as "". */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A string that must be present and not empty, such as the identifier of a resource. */
export const requiredText = z.string().check(z.minLength(1));

/** A bool field; missing reads as false. */
export const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value ?? false),
);

/** An int32 or uint32: a number, or a decimal string from lenient gateways; missing reads as 0. */
export const int32 = z.pipe(
  z.nullish(z.union([z.int(), decimalInteger])),
  z.transform((value) => (value == null ? 0 : Number(value))),
);

/** An int64: a decimal string or a number on the wire; handed out as a decimal string. */
export const int64 = z.pipe(
  z.nullish(z.union([decimalInteger, z.int()])),
  z.transform((value) => (value == null ? '0' : String(value))),
);

/** A double: a number, or a numeric string; missing reads as 0. */
export const double = z.pipe(
  z.nullish(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/))])),
  z.transform((value) => (value == null ? 0 : Number(value))),
);

/** A list; missing and null read as []. */
export function list<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value): z.output<Item>[] => value ?? []),
  );
}

/** A nested message; null reads as missing. */
export function message<Shape extends z.ZodMiniType>(shape: Shape) {
  return z.pipe(
    z.nullish(shape),
    z.transform((value): z.output<Shape> | undefined => value ?? undefined),
  );
}

const rfc3339 = z.string().check(
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'expected an RFC 3339 timestamp',
  }),
);
const epoch = '1970-01-01T00:00:00.000Z';

function toIsoTimestamp(value: string): string {
  return new Date(value).toISOString();
}

/** A google.protobuf.Timestamp; missing, "" and the zero value (the epoch) read as undefined. */
export const timestamp = z.pipe(
  z.nullish(z.union([z.literal(''), rfc3339])),
  z.transform((value) => {
    const iso = value ? toIsoTimestamp(value) : undefined;
    return iso === epoch ? undefined : iso;
  }),
);

/** A timestamp that must be there, such as the start of a time slot. */
export const requiredTimestamp = z.pipe(rfc3339, z.transform(toIsoTimestamp));

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year > 0 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const dateObject = z.object({ year: int32, month: int32, day: int32 });

/** A google.type.Date, as `"2024-08-20"` or `{ year, month, day }`; handed out as `YYYY-MM-DD`. */
export const date = z.pipe(
  z.nullish(z.union([z.string(), dateObject])),
  z.transform((value, context) => {
    if (value == null || value === '') return undefined;
    const parts =
      typeof value === 'string'
        ? isoDatePattern.exec(value)?.slice(1).map(Number)
        : [value.year, value.month, value.day];
    if (parts && parts.every((part) => part === 0)) return undefined;
    if (!parts || !isCalendarDate(parts[0]!, parts[1]!, parts[2]!)) {
      context.issues.push({ code: 'custom', message: 'expected a calendar date', input: value });
      return z.NEVER;
    }
    return formatDate(parts[0]!, parts[1]!, parts[2]!);
  }),
);

/** A date that must be there, such as the date an availability entry is for. */
export const requiredDate = z.pipe(
  date,
  z.transform((value, context) => {
    if (value === undefined) {
      context.issues.push({ code: 'custom', message: 'expected a date', input: value });
      return z.NEVER;
    }
    return value;
  }),
);

/** A calendar date `YYYY-MM-DD` in a request. */
export const requestDate = z.string().check(
  z.refine(
    (value) => {
      const parts = isoDatePattern.exec(value)?.slice(1).map(Number);
      return parts !== undefined && isCalendarDate(parts[0]!, parts[1]!, parts[2]!);
    },
    { message: 'expected a date as YYYY-MM-DD' },
  ),
);

/**
 * The values of an enum, the unspecified value first: a value's index is its protobuf number.
 * The type still admits other strings because the service adds values the spec does not list.
 */
export type OpenEnum<Values extends readonly string[]> = Values[number] | (string & {});

/**
 * An enum field: a name (kept as it is, known or not) or a number (mapped to its name; an
 * unknown number is kept as its decimal string). Missing reads as the unspecified value.
 */
export function openEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.pipe(
    z.nullish(z.union([z.string(), z.int()])),
    z.transform((value): OpenEnum<Values> => {
      if (value == null || value === '') return values[0];
      if (typeof value === 'number') return values[value] ?? String(value);
      return value;
    }),
  );
}
