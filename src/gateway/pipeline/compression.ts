/**
 * The gateway's JSON answers compressed for the clients that accept it, by Hono's `compress`:
 * gzip (or deflate) through the platform's CompressionStream, which Node, Deno, Bun and workerd
 * all have. A week of a branch's availability is about 16 kB of JSON and 1.2 kB gzipped: on a
 * slow phone that is most of the answer's time.
 *
 * Never a tiny answer (under 1 KiB, where the stream's setup costs more than the bytes it saves),
 * never a stream (the inbox's events are text/event-stream, which must reach the browser as they
 * come), and nothing but JSON. Brotli is left out: CompressionStream offers gzip and deflate only
 * on these platforms, and a Node-only path would make the edge and the command answer differently.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { jsonAnswerLength } from './failure.js';

/** Answers shorter than this go as they are. */
export const smallestCompressedAnswer = 1024;

const json = /^application\/json(?:;|$)/i;

/** What `compress` is given as the rest of the chain: the answer is already made. */
const answered = async (): Promise<void> => undefined;

export function compressAnswers(): MiddlewareHandler {
  // Every JSON answer carries its length (jsonResponse in pipeline/failure.ts): Hono's `compress` leaves a
  // small one alone, and one for a client that takes no compression, without reading its body.
  const compressLarge = compress({ threshold: smallestCompressedAnswer, contentTypeFilter: json });
  return async (c, next) => {
    await next();
    // Most answers are small (a lookup, a refusal): one the gateway made says its length without
    // its headers being opened, which `compress` would do for every answer, turning them into a
    // Headers object that Node's adapter copies back into a record (about 15 µs a request). It is
    // left as `compress` leaves it: unchanged, with no Vary.
    const length = jsonAnswerLength(c.res);
    if (length !== undefined && length < smallestCompressedAnswer) return;
    await compressLarge(c, answered);
  };
}
