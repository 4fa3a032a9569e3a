/**
 * Response encodings. The canonical one is what the spec describes; a dialect switches on the
 * variants API-NOTES.md says real gateways send, so the client is tested against each of them.
 */
import { invalidArgument } from './errors.js';
import { isJsonObject, type JsonObject } from './request-fields.js';
import { company, legacyAddress, responses, singleNameStaffAvailability, type FieldShape, type MessageShape, type OperationName } from './wire-shapes.js';

export interface Dialect {
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
  return dialect as Dialect;
}

function isZeroValue(value: unknown, shape: FieldShape): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (shape === 'int64') return value === '0';
  if (Array.isArray(value)) return value.length === 0;
  return typeof shape === 'object' && 'enum' in shape && value === shape.enum[0];
}

function zeroValue(shape: FieldShape): unknown {
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

function encodeValue(value: unknown, shape: FieldShape, dialect: Dialect): unknown {
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
  for (const [name, fieldShape] of Object.entries(shape.fields)) {
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
