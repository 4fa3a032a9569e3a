/** What the gateway answers itself: a `google.rpc.Status` body with the code's HTTP status. */
import { httpStatusOf, statusBody, type GrpcCode } from '../api/status.js';

/** A refusal or a failure, in words safe to show anyone: never the key, a URL or a cause. */
export class GatewayFailure extends Error {
  override readonly name = 'GatewayFailure';
  readonly status: number;

  constructor(
    readonly code: GrpcCode,
    message: string,
    status?: number,
    readonly retryAfterSeconds?: number,
    /** The `WWW-Authenticate` challenge of a 401. */
    readonly challenge?: string,
  ) {
    super(message);
    this.status = status ?? httpStatusOf(code);
  }
}

export const jsonContentType = 'application/json; charset=utf-8';

/** The headers of every answer of the gateway, whatever the upstream sent. */
export function answerHeaders(cacheControl: string): Record<string, string> {
  return { 'content-type': jsonContentType, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' };
}

export function failureResponse(failure: GatewayFailure): Response {
  const headers = answerHeaders('no-store');
  if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
  if (failure.challenge !== undefined) headers['www-authenticate'] = failure.challenge;
  return new Response(JSON.stringify(statusBody(failure.code, failure.message)), { status: failure.status, headers });
}
