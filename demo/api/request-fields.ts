/**
 * Reading request bodies strictly, as the gateway does: a field of the wrong type or an
 * unknown enum name is INVALID_ARGUMENT, naming the field.
 */
import { parseCalendarDate, parseTimestamp } from './calendar.js';
import { invalidArgument } from './errors.js';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object body; anything else (empty, malformed, an array) is INVALID_ARGUMENT. */
export function parseJsonObject(text: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidArgument('the request body is not valid JSON');
  }
  if (!isJsonObject(value)) throw invalidArgument('the request body must be a JSON object');
  return value;
}

export function optionalObject(source: JsonObject, field: string, path = field): JsonObject | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw invalidArgument(`${path} must be an object`);
  return value;
}

export function optionalString(source: JsonObject, field: string, path = field): string | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidArgument(`${path} must be a string`);
  return value;
}

/** A string that must be present and not blank, such as the identifier a request is about. */
export function requiredString(source: JsonObject, field: string, path = field): string {
  const value = optionalString(source, field, path);
  if (value === undefined || value.trim() === '') throw invalidArgument(`${path} is required`);
  return value;
}

export function optionalStringList(source: JsonObject, field: string, path = field): string[] | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
    throw invalidArgument(`${path} must be a list of strings`);
  }
  return value;
}

export function optionalList(source: JsonObject, field: string, path = field): unknown[] | undefined {
  const value = source[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw invalidArgument(`${path} must be a list`);
  return value;
}

/** An enum value by name or by number (its index in `values`), as protobuf JSON allows. */
export function enumValue<Value extends string>(value: unknown, values: readonly Value[], path: string): Value {
  const name = typeof value === 'number' && Number.isInteger(value) ? values[value] : value;
  const known = values.find((candidate) => candidate === name);
  if (known === undefined) throw invalidArgument(`${path} has an unknown value: ${JSON.stringify(value)}`);
  return known;
}

export function optionalEnumList<Value extends string>(
  source: JsonObject,
  field: string,
  values: readonly Value[],
  path = field,
): Value[] | undefined {
  const list = optionalList(source, field, path);
  return list?.map((item, index) => enumValue(item, values, `${path}[${index}]`));
}

/** A google.type.Date, as `YYYY-MM-DD` or `{ year, month, day }`; handed out as `YYYY-MM-DD`. */
export function optionalDate(source: JsonObject, field: string, path = field): string | undefined {
  const value = source[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && parseCalendarDate(value)) return value;
  if (isJsonObject(value)) {
    const { year, month, day } = value;
    if (typeof year === 'number' && typeof month === 'number' && typeof day === 'number') {
      const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (parseCalendarDate(text)) return text;
    }
  }
  throw invalidArgument(`${path} must be a calendar date (YYYY-MM-DD)`);
}

/** An RFC 3339 timestamp, as epoch milliseconds. */
export function requiredTimestamp(source: JsonObject, field: string, path = field): number {
  const text = requiredString(source, field, path);
  const epochMs = parseTimestamp(text);
  if (epochMs === undefined) throw invalidArgument(`${path} must be an RFC 3339 timestamp`);
  return epochMs;
}
