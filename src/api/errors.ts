/** The one error type every call rejects with, and how it is read from any failed answer. */

import { grpcCodes, type GrpcCode } from './status.js';

export type { GrpcCode };

/**
 * What went wrong: a gRPC code sent by the service or a gateway, or one of the client's own:
 * `NETWORK` (no response at all) and `INVALID_RESPONSE` (a body the schema rejects).
 * Timeouts are `DEADLINE_EXCEEDED` and aborts `CANCELLED`, as in gRPC.
 */
export type ErrorCode = GrpcCode | 'NETWORK' | 'INVALID_RESPONSE';

/** The gateway's HTTP mapping (docs/api-notes.md, "Status codes and their HTTP mapping"), used when the body does not say. */
const codeByHttpStatus: Readonly<Record<number, GrpcCode>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  408: 'DEADLINE_EXCEEDED',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  /** HTTP status of the answer; 0 when there was none (network, timeout, abort, bad request). */
  readonly status: number;
  /** The client's name of the operation, such as `listReviews`. */
  readonly operation: string;
  /** `google.rpc.Status.details`, or the issues of a rejected request or response. */
  readonly details: readonly unknown[];
  /**
   * The answer's `Content-Type`; empty without an answer. An answer in HTML, or with no type,
   * came from something other than the API: a web server or proxy where `baseUrl` points.
   */
  readonly contentType: string;

  constructor(init: {
    code: ErrorCode;
    message: string;
    operation: string;
    status?: number;
    details?: readonly unknown[];
    contentType?: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? 0;
    this.operation = init.operation;
    this.details = init.details ?? [];
    this.contentType = init.contentType ?? '';
  }
}

function codeFromBody(code: unknown): GrpcCode | undefined {
  if (typeof code === 'number') {
    const name = grpcCodes[code];
    return name && name !== 'OK' ? name : undefined;
  }
  if (typeof code === 'string') {
    return grpcCodes.find((name): name is GrpcCode => name !== 'OK' && name === code.toUpperCase());
  }
  return undefined;
}

function codeFromStatus(status: number): GrpcCode {
  return codeByHttpStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a failed HTTP answer: a google.rpc.Status body `{ code, message, details }`, the older
 * gateway's `{ error, code, message }`, or (HTML, empty, not JSON) the HTTP status alone.
 */
export function errorFromResponse(operation: string, status: number, statusText: string, bodyText: string, contentType = ''): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const fields = isRecord(body) ? body : {};
  const nested = isRecord(fields['error']) ? fields['error'] : undefined;
  const source = nested ?? fields;
  const code = codeFromBody(source['code']) ?? codeFromBody(source['status']) ?? codeFromStatus(status);
  const stated = [source['message'], typeof fields['error'] === 'string' ? fields['error'] : undefined].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const details = Array.isArray(source['details']) ? (source['details'] as unknown[]) : [];
  return new ApiError({
    code,
    status,
    operation,
    details,
    contentType,
    message: stated ?? `The service answered ${status}${statusText ? ` ${statusText}` : ''} (${code}).`,
  });
}

/**
 * Whether a 200's body is a failure in a shape `errorFromResponse` reads: a google.rpc.Status (a
 * code other than OK, with or without its message, which proto3 leaves out when empty), or the
 * older gateway's `{ error: { code, message, status } }`. No answer of the API has a `code` or an
 * `error` field.
 */
export function isErrorBody(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const { code } = body;
  return isRecord(body['error']) || (typeof code === 'number' ? code !== 0 : codeFromBody(code) !== undefined);
}

/**
 * Failures worth sending a read again for (docs/api-notes.md: INTERNAL and 5xx): the service,
 * a proxy before it (a 504) or the network may recover. Not 501: the path is not offered.
 */
export function isRetryable(error: ApiError): boolean {
  const { code, status } = error;
  return code === 'INTERNAL' || code === 'UNAVAILABLE' || code === 'NETWORK' || (status >= 500 && status !== 501);
}
