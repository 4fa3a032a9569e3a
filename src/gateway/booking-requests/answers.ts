/** The booking requests' own answers: JSON with the gateway's headers, and the database's failures in the caller's words. */
import { answerHeaders, GatewayFailure, jsonResponse, type AnswerStamp } from '../pipeline/failure.js';

/** Staff answers are the caller's alone: no cache may keep or share them. */
export const staffCacheControl = 'private, no-store';

export function jsonAnswer(
  body: unknown,
  status: number,
  stamp: AnswerStamp,
  cacheControl = 'no-store',
  extra: Record<string, string> = {},
): Response {
  const headers = { ...answerHeaders(cacheControl, stamp), ...extra };
  if (cacheControl === staffCacheControl) headers['vary'] = headers['vary'] ? `${headers['vary']}, Authorization` : 'Authorization';
  return jsonResponse(JSON.stringify(body), status, headers);
}

/**
 * What PostgreSQL answers for text it cannot hold (a NUL, a broken character): the request's
 * schema refuses such text before it reaches the database, and this is the last word should a
 * field ever slip past it. Another try cannot succeed, so it is not a 503.
 */
const unstorableText = new Set(['22021', '22P05', '22P02']);

/**
 * Runs a database step; a failure of the database (unreachable, refusing, out of time) is a 503
 * for the caller, its code alone for the log: a database's message may quote the values of a row.
 */
export async function withDatabase<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayFailure) throw error;
    const code =
      error instanceof Error && 'code' in error ? String(error.code).slice(0, 40) : error instanceof Error ? error.name : 'unknown';
    if (unstorableText.has(code)) {
      const words = 'A field holds characters that cannot be kept (a NUL, or a broken character): remove them and send again.';
      throw new GatewayFailure('INVALID_ARGUMENT', words, 400, undefined, undefined, `database: ${code}`);
    }
    throw new GatewayFailure(
      'UNAVAILABLE',
      'Booking requests cannot be reached just now: try again shortly.',
      503,
      5,
      undefined,
      `database: ${code}`,
    );
  }
}
