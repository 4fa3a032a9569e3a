/**
 * Reading what a caller sent into the request object the client's schemas check: a JSON body,
 * or a GET's path id and query. What cannot be read that way is the caller's mistake.
 */
import { readText } from './bounded-body.js';
import { within } from './deadline.js';
import { GatewayFailure } from './failure.js';
import { isObject } from '../access/policy.js';
import type { Route } from '../upstream/routes.js';

const tooLarge = (maxBytes: number) => new GatewayFailure('INVALID_ARGUMENT', `The request body is larger than ${maxBytes} bytes.`, 413);

/**
 * Reads a JSON object body of at most `maxBytes`, waiting at most `timeoutMs` for it to arrive.
 * A body with a declared length is refused before it is read when the length is over; the server
 * reads no more than the length declares.
 */
export async function readJsonBody(request: Request, timeoutMs: number, maxBytes: number): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new GatewayFailure('INVALID_ARGUMENT', 'The request body must be JSON (Content-Type: application/json).', 415);
  }
  const declared = request.headers.get('content-length');
  const chunked = declared === null || request.headers.has('transfer-encoding');
  if (!chunked && !(Number(declared) <= maxBytes)) throw tooLarge(maxBytes);
  let text: string;
  try {
    text = await within(chunked ? readText(request, maxBytes, () => tooLarge(maxBytes)) : request.text(), timeoutMs, () => {
      throw new GatewayFailure('DEADLINE_EXCEEDED', 'The request body did not arrive in time.', 408);
    });
  } catch (error) {
    if (error instanceof GatewayFailure) throw error;
    throw new GatewayFailure('CANCELLED', 'The request body did not arrive whole.', 400);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GatewayFailure('INVALID_ARGUMENT', 'The request body is not valid JSON.');
  }
  if (!isObject(body)) throw new GatewayFailure('INVALID_ARGUMENT', 'The request body must be a JSON object.');
  return body;
}

/**
 * An identifier from the path must stay one path segment wherever it goes next: an upstream or
 * a proxy before it that decodes `%2F`, or resolves `..`, would otherwise reach another operation.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
const unsafeInId = /[/\\?#%\u0000-\u001f\u007f]/;

function checkPathId(id: string): string {
  // '', '.' and '..' are refused by the request schema's own `pathId`.
  if (unsafeInId.test(id)) {
    throw new GatewayFailure('INVALID_ARGUMENT', 'The identifier in the path is not valid.');
  }
  return id;
}

/** The query names a route reads, by the spec's snake_case name or the Swagger's lowerCamelCase one. */
export function queryFields(route: Route): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(route.operation.query ?? {}).flatMap(
      ([snake, field]) =>
        [
          [snake, field],
          [field, field],
        ] as const,
    ),
  );
}

/** The request of a GET: the path's `{id}` and the query parameters the route names, nothing else. */
export function queryInput(url: URL, id: string, fields: ReadonlyMap<string, string>): Record<string, string> {
  const input = new Map<string, string>([['id', checkPathId(id)]]);
  for (const [name, value] of url.searchParams) {
    const field = fields.get(name);
    if (field === undefined) throw new GatewayFailure('INVALID_ARGUMENT', `Unknown query parameter: ${name.slice(0, 64)}.`);
    if (input.has(field)) throw new GatewayFailure('INVALID_ARGUMENT', `The query names ${field} twice.`);
    input.set(field, value);
  }
  return Object.fromEntries(input);
}
