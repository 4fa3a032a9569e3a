/**
 * Reading request bodies strictly, as the gateway does: a field of the wrong type or an
 * unknown enum name is INVALID_ARGUMENT, naming the field. Bodies are bounded in size and in
 * depth, so a caller cannot make the server buffer or walk more than a small request needs.
 */
import { parseCalendarDate, parseTimestamp } from './calendar.js';
import { ApiFailure, invalidArgument } from './errors.js';

/** The largest request body read, in bytes; the largest real request is a few hundred. */
export const maxBodyBytes = 64 * 1024;

/**
 * The largest plan (`PUT /_ref/{scope}/_plan`) read, in bytes: a plan carries canned answers as
 * large as real ones, such as weeks of availability for a branch with thirty groomers.
 */
export const maxPlanBodyBytes = 4 * 1024 * 1024;

/** How deep objects and lists may nest in a JSON body; real requests nest four levels at most. */
export const maxJsonDepth = 32;

/** A body over its size limit: INVALID_ARGUMENT, answered with HTTP 413 rather than 400. */
export class BodyTooLarge extends ApiFailure {
  readonly httpStatus = 413;

  constructor(limit: number) {
    super('INVALID_ARGUMENT', `the request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * The body as text, read only up to `limit` bytes: a declared or actual size over it throws
 * BodyTooLarge as soon as it is known, and the rest is left unread.
 */
export async function readBodyText(request: Request, limit = maxBodyBytes): Promise<string> {
  if (Number(request.headers.get('content-length')) > limit) throw new BodyTooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether objects and lists nest deeper than `maxJsonDepth`, counted on the text (brackets in
 * strings do not count), so a hostile body is refused before anything parses or walks it.
 */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '{' || character === '[') {
      depth += 1;
      if (depth > maxJsonDepth) return true;
    } else if (character === '}' || character === ']') {
      depth -= 1;
    }
  }
  return false;
}

/**
 * A JSON object body; anything else (empty, malformed, an array, nested deeper than
 * `maxJsonDepth`) is INVALID_ARGUMENT. The one place request bodies are parsed.
 */
export function parseJsonObject(text: string): JsonObject {
  if (nestsTooDeep(text)) throw invalidArgument(`the request body nests deeper than ${maxJsonDepth} levels`);
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
