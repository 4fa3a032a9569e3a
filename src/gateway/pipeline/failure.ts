/** What the gateway answers itself: a `google.rpc.Status` body with the code's HTTP status. */
import { httpStatusOf, statusBody, type GrpcCode } from '../../api/status.js';

/** A refusal or a failure, in words safe to show anyone: never the key, a URL or a cause. */
export class GatewayFailure extends Error {
  override readonly name = 'GatewayFailure';
  readonly status: number;
  /** The `google.rpc.Status` details: none, but for a body refused field by field (`FieldsRefused`). */
  readonly details: readonly unknown[] = [];

  constructor(
    readonly code: GrpcCode,
    message: string,
    status?: number,
    readonly retryAfterSeconds?: number,
    /** The `WWW-Authenticate` challenge of a 401. */
    readonly challenge?: string,
    /** What failed behind the refusal, for the log only (never the caller): no secret, token or personal data. */
    readonly reason?: string,
  ) {
    super(message);
    this.status = status ?? httpStatusOf(code);
  }
}

/**
 * A request refused for its fields: its `400` names each in a `google.rpc.BadRequest` too, so
 * that a page can point its user at the field to mend (the flow's "Your details").
 */
export class FieldsRefused extends GatewayFailure {
  constructor(
    message: string,
    override readonly details: readonly unknown[],
  ) {
    super('INVALID_ARGUMENT', message);
  }
}

export const jsonContentType = 'application/json; charset=utf-8';

/** What every answer to one request carries besides its own headers. */
export interface AnswerStamp {
  /** Its `X-Request-Id`. */
  readonly requestId: string;
  /**
   * Whether to add `Vary: Origin`: to an answer of a request without an Origin, which has no CORS
   * headers, so that a cache does not hand it to a browser's cross-origin request (the CORS
   * middleware adds its own Vary to the others).
   */
  readonly varyOrigin: boolean;
}

/** The headers of every answer of the gateway, whatever the upstream sent. */
export function answerHeaders(cacheControl: string, stamp?: AnswerStamp): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': jsonContentType,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  };
  if (stamp) headers['x-request-id'] = stamp.requestId;
  if (stamp?.varyOrigin) headers['vary'] = 'Origin';
  return headers;
}

const encoder = new TextEncoder();

/**
 * Every JSON answer of the gateway, from its text: as bytes, with their length. Knowing the length,
 * the compression (compression.ts) leaves a small answer alone without reading it, and Node's
 * adapter writes the bytes at once; an answer of a string without its length had to be read as a
 * stream to be measured, which cost each request about a third of the gateway's CPU.
 */
export function jsonResponse(text: string, status: number, headers: Record<string, string>): Response {
  const bytes = encoder.encode(text);
  const response = new Response(bytes, { status, headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  answerLengths.set(response, bytes.byteLength);
  return response;
}

/**
 * The length of each answer jsonResponse made, for the compression to read without opening the
 * answer's headers: reading them turns the plain record into a Headers object, which Node's
 * adapter then has to copy back into one (compression.ts).
 */
const answerLengths = new WeakMap<Response, number>();

/** The length in bytes of a JSON answer of the gateway; undefined for any other answer. */
export function jsonAnswerLength(response: Response): number | undefined {
  return answerLengths.get(response);
}

export function failureResponse(failure: GatewayFailure, stamp?: AnswerStamp): Response {
  const headers = answerHeaders('no-store', stamp);
  if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
  if (failure.challenge !== undefined) headers['www-authenticate'] = failure.challenge;
  return jsonResponse(JSON.stringify(statusBody(failure.code, failure.message, failure.details)), failure.status, headers);
}
