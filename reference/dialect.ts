/**
 * Response encodings. The canonical one is what the spec describes; a dialect switches on the
 * variants docs/api-notes.md says real gateways send, so the client is tested against each of them.
 * `production` is the service as its production Swagger describes it, requests included.
 */
import { invalidArgument, notFound } from './errors.js';
import { isJsonObject, type JsonObject } from './request-fields.js';
import {
  company,
  legacyAddress,
  responses,
  singleNameStaffAvailability,
  type FieldShape,
  type MessageShape,
  type OperationName,
  type ValueShape,
} from './wire-shapes.js';

export interface Dialect {
  /**
   * The service as the production Swagger describes it: the fields only the Swagger has (full
   * pets; category, petServiceDetailId and lodging of service details; address id and type;
   * company rawId and timezone.version) and not `abandonPreference`, which it lacks; review
   * scores as int64 strings; every Date as `{ year, month, day }` (so `dates: 'object'`);
   * GetCompany flat (so `company: 'flat'`); only the newest Swagger's paths (the franchise
   * lookup at `franchise_lookup`, 404 at `business/info`); and dates in requests read as a
   * strict protobuf JSON gateway reads them: a `"YYYY-MM-DD"` string is INVALID_ARGUMENT.
   */
  production?: boolean;
  /** google.type.Date as `{ year, month, day }` instead of `"YYYY-MM-DD"`. */
  dates?: 'object';
  /** int64 as JSON numbers instead of decimal strings. */
  int64?: 'number';
  /** Enums as their numbers instead of their names. */
  enums?: 'number';
  /** Every field, with its zero value when it has none; absent timestamps and messages stay out. */
  zeroValues?: boolean;
  /** GetCompany answers the company's fields at the top level instead of `{ company }`. */
  company?: 'flat';
  /** Addresses as `street`, `city`, `state`, `zip`. */
  address?: 'legacy';
  /** Availability staff entries with one `name` instead of `firstName` and `lastName`. */
  staffName?: 'single';
  /** No `nextPageToken` at all on the last page. */
  nextPageToken?: 'omit';
  /** Fields the spec does not know, in every message. */
  unknownFields?: boolean;
}

const dialectOptions: Record<keyof Dialect, readonly (string | boolean)[]> = {
  production: [true, false],
  dates: ['object'],
  int64: ['number'],
  enums: ['number'],
  zeroValues: [true, false],
  company: ['flat'],
  address: ['legacy'],
  staffName: ['single'],
  nextPageToken: ['omit'],
  unknownFields: [true, false],
};

function isDialectKey(key: string): key is keyof Dialect {
  return Object.hasOwn(dialectOptions, key);
}

/** A dialect from a plan; an unknown key or value is INVALID_ARGUMENT so typos do not pass silently. */
export function parseDialect(value: unknown): Dialect {
  if (value === undefined || value === null) return {};
  if (!isJsonObject(value)) throw invalidArgument('dialect must be an object');
  const dialect: JsonObject = {};
  for (const [key, option] of Object.entries(value)) {
    if (!isDialectKey(key)) throw invalidArgument(`dialect.${key} is not a dialect option`);
    if (!dialectOptions[key].some((allowed) => allowed === option)) {
      throw invalidArgument(`dialect.${key} must be one of ${dialectOptions[key].map((allowed) => JSON.stringify(allowed)).join(', ')}`);
    }
    dialect[key] = option;
  }
  // What the Swagger says of every Date and of GetCompany, spelled out so the plan shows it.
  if (dialect.production === true) Object.assign(dialect, { dates: 'object', company: 'flat' });
  return dialect as Dialect;
}

/** The shape of a field in the dialect's description of the service; undefined when it has no such field. */
function shapeIn(shape: FieldShape, dialect: Dialect): ValueShape | undefined {
  if (typeof shape === 'object' && 'edition' in shape) return dialect.production ? shape.edition.swagger : shape.edition.spec;
  return shape;
}

/** Paths below `/v1` that the newest Swagger no longer lists. */
const retiredPaths = ['/online_booking/business/info'];

function isDateObject(value: unknown): boolean {
  return isJsonObject(value) && ['year', 'month', 'day'].every((part) => value[part] === undefined || Number.isInteger(value[part]));
}

function requireDateObject(value: unknown, path: string): void {
  if (value !== undefined && value !== null && !isDateObject(value)) {
    throw invalidArgument(`invalid value for google.type.Date at ${path}: ${JSON.stringify(value)} (expected { year, month, day })`);
  }
}

/**
 * What the dialect refuses before the operation runs: a path its version of the service does not
 * offer (NOT_FOUND, as for any unknown path), a request its gateway would not parse.
 */
export function admitRequest(operation: OperationName, v1Path: string, body: JsonObject, dialect: Dialect): void {
  if (!dialect.production) return;
  if (retiredPaths.includes(v1Path)) throw notFound(`no operation at /v1${v1Path} in this version of the service`);
  if (operation !== 'GetBookingAvailability' || !isJsonObject(body.filter)) return;
  const { filter } = body;
  requireDateObject(filter.startDate, 'filter.startDate');
  requireDateObject(filter.endDate, 'filter.endDate');
  if (!Array.isArray(filter.pets)) return;
  filter.pets.forEach((pet, index) => {
    if (isJsonObject(pet)) requireDateObject(pet.birthday, `filter.pets[${index}].birthday`);
  });
}

function isZeroValue(value: unknown, shape: ValueShape): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (shape === 'int64') return value === '0';
  if (Array.isArray(value)) return value.length === 0;
  return typeof shape === 'object' && 'enum' in shape && value === shape.enum[0];
}

function zeroValue(shape: ValueShape): unknown {
  if (shape === 'string' || shape === 'pageToken') return '';
  if (shape === 'int32' || shape === 'double') return 0;
  if (shape === 'int64') return '0';
  if (shape === 'bool') return false;
  if (typeof shape === 'object' && 'list' in shape) return [];
  if (typeof shape === 'object' && 'enum' in shape) return shape.enum[0];
  return undefined;
}

function encodeDate(value: string, dialect: Dialect): unknown {
  if (dialect.dates !== 'object') return value;
  const [year, month, day] = value.split('-').map(Number);
  return { year, month, day };
}

function encodeValue(value: unknown, shape: ValueShape, dialect: Dialect): unknown {
  if (shape === 'int64') return dialect.int64 === 'number' ? Number(value) : String(value);
  if (shape === 'date') return encodeDate(String(value), dialect);
  if (typeof shape === 'string') return value;
  if ('enum' in shape) {
    const index = shape.enum.indexOf(String(value));
    return dialect.enums === 'number' && index >= 0 ? index : value;
  }
  if ('list' in shape) return Array.isArray(value) ? value.map((item) => encodeValue(item, shape.list, dialect)) : [];
  return isJsonObject(value) ? encodeMessageShape(value, shape.message, dialect) : value;
}

/** Rewrites a message into the layout an older version of the service sends, if the dialect asks. */
function layoutFor(value: JsonObject, shape: MessageShape, dialect: Dialect): { value: JsonObject; shape: MessageShape } {
  if (shape.variant === 'address' && dialect.address === 'legacy') {
    const street = [value.address1, value.address2].filter((part) => typeof part === 'string' && part !== '').join(', ');
    return {
      value: { street, city: value.city, state: value.state, zip: value.postalCode },
      shape: legacyAddress.message,
    };
  }
  if (shape.variant === 'staffAvailability' && dialect.staffName === 'single') {
    const name = [value.firstName, value.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
    return {
      value: { staffId: value.staffId, name, availableSlots: value.availableSlots },
      shape: singleNameStaffAvailability.message,
    };
  }
  return { value, shape };
}

/** A message in the dialect, following its wire shape. */
export function encodeMessageShape(source: JsonObject, sourceShape: MessageShape, dialect: Dialect): JsonObject {
  const { value, shape } = layoutFor(source, sourceShape, dialect);
  const encoded: JsonObject = {};
  for (const [name, declared] of Object.entries(shape.fields)) {
    const fieldShape = shapeIn(declared, dialect);
    if (fieldShape === undefined) continue;
    const fieldValue = value[name];
    if (fieldShape === 'pageToken') {
      if (fieldValue || dialect.nextPageToken !== 'omit') encoded[name] = fieldValue ?? '';
      continue;
    }
    if (!isZeroValue(fieldValue, fieldShape) || shape.always?.includes(name)) {
      encoded[name] = encodeValue(fieldValue ?? zeroValue(fieldShape), fieldShape, dialect);
    } else if (dialect.zeroValues) {
      const zero = zeroValue(fieldShape);
      if (zero !== undefined) encoded[name] = encodeValue(zero, fieldShape, dialect);
    }
  }
  if (dialect.unknownFields) {
    encoded.refUnknownField = 'a field the spec does not list';
    encoded.refUnknownMessage = { note: 'clients must ignore this', level: 2 };
  }
  return encoded;
}

/** The JSON body of a successful response of an operation, in the dialect (canonical when empty). */
export function encodeResponse(operation: OperationName, value: JsonObject, dialect: Dialect): JsonObject {
  if (operation === 'GetCompany' && dialect.company === 'flat' && isJsonObject(value.company)) {
    return encodeMessageShape(value.company, company.message, dialect);
  }
  return encodeMessageShape(value, responses[operation].message, dialect);
}
