/**
 * Requests an element will make, started before its code has loaded: the script-tag entry starts
 * the first requests of a picker it sees in the page, and the picker's client, once its code
 * has come, takes the answer on its way instead of asking again (its client's fetch is
 * `earlyFetch`). Matched by method, URL and body as written (both sides write them with the same
 * functions) and taken once. An answer nobody takes within `keptMs` is dropped: the element asks
 * again, as it would have.
 */

/** How long an early answer waits to be taken. */
export const keptMs = 30_000;

const registry = Symbol.for('booking-elements:early-requests');

/** The requests started early on this page, shared by every copy of the code (the entry's and an element's file). */
function started(): Map<string, Promise<Response>> {
  const page = globalThis as { [registry]?: Map<string, Promise<Response>> };
  page[registry] ??= new Map();
  return page[registry];
}

const keyOf = (method: string, url: string, body: string | undefined) => `${method} ${url} ${body ?? ''}`;

/** Starts a request as the client would send it without a key or headers of its own. */
export function startEarly(method: 'GET' | 'POST', url: string, body?: string): void {
  const key = keyOf(method, url, body);
  const requests = started();
  if (requests.has(key)) return;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  // An answer nobody takes, or a failure nobody waits for, is no unhandled rejection.
  response.catch(() => undefined);
  requests.set(key, response);
  setTimeout(() => requests.delete(key), keptMs);
}

/**
 * The fetch of a client that takes early answers: a request started early with the same method,
 * URL and body is answered from it (once; given up when the call's signal aborts), any other is
 * fetched. Only for a client that sends no key and no headers of its own, as the entry's
 * requests have none.
 */
export const earlyFetch: typeof fetch = (input, init = {}) => {
  const requests = started();
  const key = keyOf(init.method ?? 'GET', String(input), typeof init.body === 'string' ? init.body : undefined);
  const early = requests.get(key);
  if (!early) return fetch(input, init);
  requests.delete(key);
  const { signal } = init;
  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    early.then(resolve, reject);
  });
};
