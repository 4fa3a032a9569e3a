/**
 * Offset pagination behind opaque tokens. A token carries the offset and a checksum bound to
 * the operation and its filters, so a forged token, or one from another query, is rejected.
 */
import { invalidArgument } from './errors.js';
import { hashString } from './random.js';
import { isJsonObject, type JsonObject } from './request-fields.js';

export const maxPageSize = 500;

export interface Page<Item> {
  items: Item[];
  nextPageToken: string;
}

/** JSON with sorted keys, so the same query gives the same fingerprint whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function checksum(fingerprint: string, offset: number): string {
  return hashString(`${fingerprint}#${offset}`).toString(36);
}

function encodeToken(fingerprint: string, offset: number): string {
  const json = JSON.stringify({ offset, check: checksum(fingerprint, offset) });
  return btoa(json).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function decodeOffset(token: string, fingerprint: string): number {
  let payload: unknown;
  try {
    payload = JSON.parse(atob(token.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    throw invalidArgument('pagination.pageToken is not a token this service issued');
  }
  if (
    !isJsonObject(payload) ||
    typeof payload.offset !== 'number' ||
    !Number.isInteger(payload.offset) ||
    payload.offset < 0 ||
    payload.check !== checksum(fingerprint, payload.offset)
  ) {
    throw invalidArgument('pagination.pageToken is invalid or belongs to another query');
  }
  return payload.offset;
}

export interface PageRequest {
  offset: number;
  pageSize: number;
  fingerprint: string;
}

/**
 * The page a list request asks for. `operation` and the rest of the body bind the tokens to
 * this query. Read before anything else, so bad pagination is INVALID_ARGUMENT whatever else.
 */
export function readPageRequest(operation: string, body: JsonObject): PageRequest {
  const pagination = body.pagination;
  if (!isJsonObject(pagination)) throw invalidArgument('pagination is required');
  const { pageSize, pageToken } = pagination;
  if (typeof pageSize !== 'number' || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw invalidArgument(`pagination.pageSize must be an integer from 1 to ${maxPageSize}`);
  }
  if (pageToken !== undefined && pageToken !== null && typeof pageToken !== 'string') {
    throw invalidArgument('pagination.pageToken must be a string');
  }
  const { pagination: _pagination, ...query } = body;
  const fingerprint = `${operation}:${stableJson(query)}`;
  // The service's own samples ask for the first page with "1".
  const offset = !pageToken || pageToken === '1' ? 0 : decodeOffset(pageToken, fingerprint);
  return { offset, pageSize, fingerprint };
}

export function pageOf<Item>(items: readonly Item[], { offset, pageSize, fingerprint }: PageRequest): Page<Item> {
  const end = offset + pageSize;
  return {
    items: items.slice(offset, end),
    nextPageToken: end < items.length ? encodeToken(fingerprint, end) : '',
  };
}
