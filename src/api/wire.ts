/**
 * Building blocks for reading the API's JSON. The production gateway speaks the protobuf JSON
 * mapping loosely (docs/api-notes.md, "JSON mapping leniency"): a field may be missing or present with its zero value,
 * int64 may be a string or a number, enums a name or a number, a Date a string or an object.
 * Every schema here accepts all of those and hands out one shape: missing and zero read alike,
 * int64 as decimal strings; dates (wire-dates.ts) as `YYYY-MM-DD`, timestamps (wire-times.ts) as
 * ISO strings in UTC, in modules of their own so that only the elements that read them download them.
 *
 * Leaves, request checks, lists and optional fields are small functions in a bare
 * `z.transform(...)` rather than unions of zod primitives, z.custom, z.array or z.optional: the
 * schemas stay zod's (types are inferred from them) while the bundle carries only zod's objects,
 * pipes and transforms.
 */
import * as z from 'zod/mini';

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
export function accepted<Value>(accept: (value: unknown) => value is Value, expected: string): z.ZodMiniType<Value, Value> {
  const check = z.transform((value: unknown, context) => {
    if (!accept(value)) context.issues.push({ code: 'custom', path: [], message: `expected ${expected}`, input: value });
    return value;
  });
  return check as unknown as z.ZodMiniType<Value, Value>;
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

/** What `optional` makes of a schema: its key may be left out, in a request and in what it reads (as z.optional types it). */
export type Optional<Inner extends z.ZodMiniType> = z.ZodMiniType<
  z.output<Inner> | undefined,
  z.input<Inner> | undefined,
  z.core.$ZodTypeInternals<z.output<Inner> | undefined, z.input<Inner> | undefined> & { optin: 'optional'; optout: 'optional' }
>;

/**
 * undefined, or what `inner` reads: what z.optional does, in a transform, because zod's optional
 * type (about 180 bytes of every bundle) would have no other use. A transform is already
 * optional to the object that holds it, which leaves a missing key out either way; `inner` runs
 * as z.optional runs it, and its issues go up unfinished.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optional<Inner extends z.ZodMiniType>(inner: Inner): Optional<Inner> {
  const read = z.transform((value: unknown, context) => {
    if (value === undefined) return undefined;
    const result = inner._zod.run({ value, issues: [] }, { async: false }) as z.core.ParsePayload;
    context.issues.push(...result.issues);
    return result.value;
  });
  return read as unknown as Optional<Inner>;
}

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
    optional(shape),
  );
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
  return optional(array(item));
}
