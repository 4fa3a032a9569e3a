/**
 * Passing the upstream's answer on: a 200 as the upstream wrote it, when it is a JSON object that
 * holds no form of the key and is about what the caller may read; any other answer as a
 * `google.rpc.Status` in the gateway's words where the upstream's may tell too much.
 */
import { errorFromResponse } from '../../api/errors.js';
import { safeParse } from '../../api/schema.js';
import type * as z from '../../api/schema.js';
import { httpStatusOf, type GrpcCode } from '../../api/status.js';
import { answerHeaders, GatewayFailure, jsonResponse, type AnswerStamp } from '../pipeline/failure.js';
import { isObject, outsideAllowance, type Allowance } from '../access/policy.js';
import type { Route } from './routes.js';
import { holdsSecret } from './secret.js';
import type { UpstreamAnswer } from './upstream.js';

/** A checked request of any route. */
export type RouteRequest = z.output<Route['operation']['request']>;

// Longer upstream messages are cut: they go to every caller and into their logs.
const longestMessage = 300;

/**
 * The public's words for the upstream failures whose message may speak of the service's insides
 * (a host, a query, a customer) or of the gateway's key; the other codes' messages are about
 * the request, and pass on.
 */
const ownWords = new Map<GrpcCode, string>([
  ['UNAUTHENTICATED', 'The booking service refused the gateway.'],
  ['PERMISSION_DENIED', 'The booking service refused the gateway.'],
  ['INTERNAL', 'The booking service failed.'],
  ['UNKNOWN', 'The booking service failed.'],
  ['DATA_LOSS', 'The booking service failed.'],
  ['UNAVAILABLE', 'The booking service is unavailable: try again shortly.'],
]);

const unexpected = (what: string) => new GatewayFailure('UNAVAILABLE', `The booking service sent ${what}.`, 502);

/** The relay of a gateway whose key has the spellings `secrets` (secret.ts). */
export function createRelay(secrets: readonly string[]) {
  /** An upstream 200 read as a JSON object the gateway may pass on: never one that holds the key. */
  function readAnswer(bodyText: string, checked: boolean): Record<string, unknown> {
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw unexpected('an answer that is not JSON');
    }
    if (!isObject(body)) throw unexpected('an answer that is not a JSON object');
    if (!checked && holdsSecret(body, secrets)) {
      throw new GatewayFailure('INTERNAL', 'The booking service sent an answer the gateway does not pass on.', 502);
    }
    return body;
  }

  /**
   * A 200 passes on as the upstream wrote it (the client reads every variant; re-encoding a large
   * availability here would cost more than the rest of the gateway), unless it is about a company
   * or branch the site does not serve.
   */
  function relaySuccess(
    route: Route,
    request: RouteRequest,
    bodyText: string,
    body: Record<string, unknown>,
    stamp: AnswerStamp,
    callerAllowance: Allowance,
  ): Response {
    const headers = answerHeaders(route.cacheControl, stamp);
    // Answered for this caller's token: no cache may hand it to another.
    if (route.audience !== 'public') headers['vary'] = headers['vary'] ? `${headers['vary']}, Authorization` : 'Authorization';
    if (route.answerScope && (callerAllowance.companies || callerAllowance.businesses)) {
      const read = safeParse(route.operation.response, body);
      if (!read.success || outsideAllowance(route.answerScope(read.data, request), callerAllowance)) {
        if (route.answerOutside === undefined) throw new GatewayFailure('PERMISSION_DENIED', 'This is not served here.');
        return jsonResponse(route.answerOutside, 200, headers);
      }
    }
    return jsonResponse(bodyText, 200, headers);
  }

  /** Any other answer becomes a google.rpc.Status with the HTTP status of its code. */
  function relayFailure(route: Route, answer: UpstreamAnswer): never {
    if (answer.status < 400) throw unexpected(`an answer the gateway does not pass on (HTTP ${answer.status})`);
    const error = errorFromResponse(route.operation.name, answer.status, '', answer.bodyText);
    const code: GrpcCode = error.code === 'NETWORK' || error.code === 'INVALID_RESPONSE' ? 'UNKNOWN' : error.code;
    const stated = ownWords.get(code) ?? (holdsSecret(error.message, secrets) ? 'The booking service refused the request.' : error.message);
    const message = stated.length > longestMessage ? `${stated.slice(0, longestMessage)}…` : stated;
    const seconds = answer.retryAfter && /^\d{1,6}$/.test(answer.retryAfter) ? Number(answer.retryAfter) : undefined;
    throw new GatewayFailure(code, message, httpStatusOf(code), seconds);
  }

  return { readAnswer, relaySuccess, relayFailure };
}
