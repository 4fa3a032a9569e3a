/**
 * Building blocks for reading the API's JSON. The production gateway speaks the protobuf JSON
 * mapping loosely (docs/api-notes.md, "JSON mapping leniency"): a field may be missing or present with its zero value,
 * int64 may be a string or a number, enums a name or a number, a Date a string or an object.
 * Every schema here accepts all of those and hands out one shape: missing and zero read alike,
 * int64 as decimal strings; dates (wire-dates.ts) as `YYYY-MM-DD`, timestamps (wire-times.ts) as
 * ISO strings in UTC, in modules of their own so that only the elements that read them download them.
 *
 * Leaves, request checks, lists, optional fields and pipes are small functions in a bare
 * `z.transform(...)` rather than unions of zod primitives, z.custom, z.array, z.optional or
 * z.pipe: the schemas stay zod's (types are inferred from them) while the bundle carries only
 * zod's objects and transforms.
 */
import { isOneOf } from './enums.js';
import * as z from './schema.js';

/** Marks a value as unreadable with a message naming what was expected. */
export type Invalid = (expected: string) => never;

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
export function accepted<Value>(accept: (value: unknown) => value is Value, expected: string): z.Schema<Value, Value> {
  const check = z.transform((value: unknown, context) => {
    if (!accept(value)) context.issues.push({ code: 'custom', path: [], message: `expected ${expected}`, input: value });
    return value;
  });
  return check as unknown as z.Schema<Value, Value>;
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isDecimalInteger = (value: unknown): value is string => isString(value) && /^-?\d+$/.test(value);

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

/** A zod schema's run on a value, as zod's own types run the schemas inside them. */
function run(schema: z.Schema, value: unknown, issues: z.RawIssue[] = []): z.ParsePayload {
  return schema._zod.run({ value, issues }, { async: false }) as z.ParsePayload;
}

/**
 * What `schema` reads from `value`, its issues (under `key`, if given) handed up unfinished to the
 * parse that holds them, which words them with its own options.
 */
function readInner(schema: z.Schema, value: unknown, context: z.ParsePayload, key?: number): unknown {
  const result = run(schema, value);
  for (const issue of result.issues) context.issues.push(key === undefined ? issue : { ...issue, path: [key, ...(issue.path ?? [])] });
  return result.value;
}

// zod's optional, array and pipe types, in transforms: each would be the only use of its type
// in the bundle (about 180, 340 and 180 bytes). They run their inner schemas as zod's do.

/** What `optional` makes of a schema: its key may be left out, in a request and in what it reads (as z.optional types it). */
export type Optional<Inner extends z.Schema> = z.Schema<
  z.output<Inner> | undefined,
  z.input<Inner> | undefined,
  z.Internals<z.output<Inner> | undefined, z.input<Inner> | undefined> & { optin: 'optional'; optout: 'optional' }
>;

/**
 * undefined, or what `inner` reads: z.optional. A transform is already optional to the object
 * that holds it, which leaves a missing key out either way.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optional<Inner extends z.Schema>(inner: Inner): Optional<Inner> {
  const read = z.transform((value: unknown, context) => (value === undefined ? undefined : readInner(inner, value, context)));
  return read as unknown as Optional<Inner>;
}

/** An array whose items `item` reads: z.array. `orEmpty` reads missing and null as []. */
/* @__NO_SIDE_EFFECTS__ */
function array<Item extends z.Schema>(item: Item, orEmpty = false): z.Schema<z.output<Item>[], z.input<Item>[]> {
  const read = z.transform((value: unknown, context) => {
    const items = orEmpty ? (value ?? []) : value;
    if (!Array.isArray(items)) {
      context.issues.push({ expected: 'array', code: 'invalid_type', input: items });
      return z.NEVER;
    }
    // A loop, not map (which skips the holes of a sparse array) nor Array.from (twice as slow).
    const values = [];
    for (let index = 0; index < items.length; index++) values.push(readInner(item, items[index], context, index));
    return values;
  });
  return read as unknown as z.Schema<z.output<Item>[], z.input<Item>[]>;
}

/**
 * What `then` reads from what `first` read: z.pipe. As there, an issue of `first` other than an
 * unrecognized key stops it before `then`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pipe<const First extends z.Schema, Then extends z.Schema<unknown, z.output<First>> = z.Schema<unknown, z.output<First>>>(
  first: First,
  then: Then | z.Schema<unknown, z.output<First>>,
): z.Schema<z.output<Then>, z.input<First>> {
  const read = z.transform((value: unknown, context) => {
    const left = run(first, value);
    if (left.issues.some((issue) => issue.code !== 'unrecognized_keys')) {
      context.issues.push(...left.issues);
      return z.NEVER;
    }
    const right = run(then, left.value, left.issues);
    context.issues.push(...right.issues);
    return right.value;
  });
  return read as unknown as z.Schema<z.output<Then>, z.input<First>>;
}

/** A list; missing and null read as []. */
/* @__NO_SIDE_EFFECTS__ */
export function list<Item extends z.Schema>(item: Item): z.Schema<z.output<Item>[], unknown> {
  return array(item, true);
}

/** A nested message; null reads as missing. Its key stays required in the type of the message that holds it, as `T | undefined`. */
/* @__NO_SIDE_EFFECTS__ */
export function message<Shape extends z.Schema>(shape: Shape): z.Schema<z.output<Shape> | undefined, unknown> {
  const read = z.transform((value: unknown, context) => (value == null ? undefined : readInner(shape, value, context)));
  return read as unknown as z.Schema<z.output<Shape> | undefined, unknown>;
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
export const optionalText = /* @__PURE__ */ optional(accepted(isString, 'a string'));

/** A number in a request. */
export const requestNumber = accepted((value): value is number => Number.isFinite(value), 'a number');

/** One of an enum's names in a request. */
/* @__NO_SIDE_EFFECTS__ */
export function requestEnum<const Values extends readonly string[]>(values: Values) {
  return accepted((value): value is Values[number] => isOneOf(values, value), `one of ${values.join(', ')}`);
}

/**
 * Checks a range in a request: its end must not come before its start, nor after `latest`.
 * The issue names the end, at `path`; `after` names the start, and `span` the longest range.
 */
export function checkRange<Point extends string | Date>(
  context: z.ParsePayload,
  path: string[],
  [start, end, latest]: [Point, Point, Point],
  after: string,
  span: string,
): void {
  const message = end < start ? `must not be before ${after}` : end > latest ? `a range may span at most ${span}` : '';
  if (message) context.issues.push({ code: 'custom', path, message, input: end });
}

/** A list in a request. */
/* @__NO_SIDE_EFFECTS__ */
export function requestList<Item extends z.Schema>(item: Item) {
  return optional(array(item));
}
