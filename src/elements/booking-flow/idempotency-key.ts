/**
 * The key that makes a request to the gateway happen once however often it is tried (a booking
 * request, a slot watch). A module of its own, so that the watch's form, fetched on demand, takes
 * it without taking the request's sender with it.
 */

/** A new idempotency key: 32 characters of `A-Za-z0-9_-`, random. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
