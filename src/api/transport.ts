/**
 * Sends one operation over fetch: checks the request, adds auth, enforces a timeout per attempt,
 * retries what is safe to retry with exponential backoff and jitter, and reads the answer
 * through the operation's schema. Every failure becomes an `ApiError`.
 */
import { basicAuthorization } from './basic-auth.js';
import { buildUrl } from './url.js';
import { ApiError, errorFromResponse, isErrorBody, isRetryable } from './errors.js';
import { describeIssues } from './issues.js';
import { datesWay, type HttpRequest, type Operation, type RequestOf, type ResponseOf, type WireOptions } from './operation.js';
import { salvage, type ResponseProblem } from './salvage.js';
import { safeParse } from './schema.js';
import { timeLimit } from './time-limit.js';

export type { ResponseProblem };

export interface ClientConfig {
  /** API root; the spec's paths (`/v1/...`) are appended. Default: same origin. */
  readonly baseUrl?: string;
  /**
   * Sent as `Authorization: Basic <base64 of the key>`. Keys are secret: only for trusted pages
   * and servers. A public page points `baseUrl` at its gateway, which adds the key.
   */
  readonly apiKey?: string;
  /** Extra headers for every request. */
  readonly headers?: Readonly<Record<string, string>>;
  /** A fetch to use instead of the global one (tests, proxies, server runtimes). */
  readonly fetch?: typeof globalThis.fetch;
  /** Time allowed for one attempt, in milliseconds. Default 15,000. */
  readonly timeoutMs?: number;
  /** How many times a failed read is sent again. Default 2. */
  readonly retries?: number;
  /** The first retry waits about this long (ms), each next one twice as long. Default 300. */
  readonly retryDelayMs?: number;
  /**
   * How a date is written in a request: `'string'` (`"2024-08-20"`, the spec's) or `'object'`
   * (`{ year, month, day }`, the Swagger's, which a strict protobuf JSON service requires). Unset,
   * the spec's first, and the Swagger's for a service that answers INVALID_ARGUMENT to it.
   */
  readonly dates?: WireOptions['dates'];
  /** Told of each part of an answer left out as malformed or over a limit; the rest is used. */
  readonly onProblem?: (problem: ResponseProblem) => void;
}

export interface CallOptions {
  /** Aborting it rejects the call with `CANCELLED` and stops further retries. */
  readonly signal?: AbortSignal;
  /** Told of each part of this call's answer left out, before the client's own `onProblem`. */
  readonly onProblem?: (problem: ResponseProblem) => void;
  /**
   * Headers for this call only, over the client's (by name, whatever its case): a customer token
   * (`Authorization: Bearer`) for a sign link through a gateway. A call with them follows no
   * redirect, so that they go nowhere else; with the client's `apiKey` an `Authorization` of the
   * call is left out, since the key speaks for the page.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Runs operations. A client made by `createClient` is one; the elements need no more. */
export interface Transport {
  send<Op extends Operation>(operation: Op, request: RequestOf<Op>, options?: CallOptions): Promise<ResponseOf<Op>>;
  /** The API root requests go to, when known: named in the console when the setup is wrong. */
  readonly baseUrl?: string;
}

const longestRetryWaitMs = 10_000;

/** Exponential backoff with "equal jitter": half fixed, half random, so clients spread out. */
function backoffMs(baseMs: number, retry: number, retryAfter: string | null): number {
  const exponential = Math.min(longestRetryWaitMs, baseMs * 2 ** retry);
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  const asked = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
  return Math.min(longestRetryWaitMs, Math.max(jittered, asked));
}

function cancelled(operation: string, cause?: unknown): ApiError {
  return new ApiError({ code: 'CANCELLED', operation, message: 'The request was cancelled.', cause });
}

function wait(ms: number, signal: AbortSignal | undefined, operation: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelled(operation, signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The page size a list request asked for: no answer may hold more. */
function pageSizeOf(request: unknown): number | undefined {
  const pagination = (request as { pagination?: { pageSize?: unknown } } | null)?.pagination;
  return typeof pagination?.pageSize === 'number' ? pagination.pageSize : undefined;
}

interface Answer {
  readonly response: Response;
  readonly bodyText: string;
}

/** One attempt: the response and its whole body, read within the timeout. */
async function attempt(
  fetchImpl: typeof fetch,
  timeoutMs: number,
  url: string,
  init: RequestInit,
  operation: string,
  signal?: AbortSignal,
): Promise<Answer> {
  const limit = timeLimit(timeoutMs, signal);
  try {
    const response = await fetchImpl(url, { ...init, signal: limit.signal });
    return { response, bodyText: await response.text() };
  } catch (error) {
    if (signal?.aborted) throw cancelled(operation, error);
    if (limit.timedOut) {
      throw new ApiError({
        code: 'DEADLINE_EXCEEDED',
        operation,
        message: `The service did not answer within ${timeoutMs} ms.`,
        cause: error,
      });
    }
    throw new ApiError({ code: 'NETWORK', operation, message: 'The service could not be reached.', cause: error });
  } finally {
    limit.end();
  }
}

/**
 * Reads the answer of `operation`: a failure as the service worded it (also a 200 with an error
 * body, as some gateways send), a body that is not JSON or not the operation's, or the response
 * with what it left out told to `report`.
 */
function readAnswer<Op extends Operation>(
  operation: Op,
  { response, bodyText }: Answer,
  pageSize: number | undefined,
  report: (problem: ResponseProblem) => void,
): ResponseOf<Op> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok) throw errorFromResponse(operation.name, response.status, response.statusText, bodyText, contentType);
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch (error) {
    throw new ApiError({
      code: 'INVALID_RESPONSE',
      operation: operation.name,
      status: response.status,
      contentType,
      message: `The service answered ${operation.name} with a body that is not JSON.`,
      cause: error,
    });
  }
  // Some gateways answer a failure with 200 and a google.rpc.Status body.
  if (isErrorBody(body)) throw errorFromResponse(operation.name, response.status, response.statusText, bodyText, contentType);
  const parsed = salvage(operation.response, body, { operation: operation.name, pageSize, report });
  if (!parsed.success) {
    throw new ApiError({
      code: 'INVALID_RESPONSE',
      operation: operation.name,
      status: response.status,
      contentType,
      details: parsed.issues,
      message: `The service answered ${operation.name} with an unexpected body: ${describeIssues(parsed.issues)}.`,
    });
  }
  return parsed.data as ResponseOf<Op>;
}

/**
 * The client's transport: its settings read once (the headers, the time limit, the retries, how
 * dates are written) and the path each operation answered at, shared by `send` (check, send, read,
 * retry) and `attemptPaths` (each documented path of an operation in turn).
 */
export function createTransport(config: ClientConfig = {}): Transport {
  const baseUrl = config.baseUrl ?? '';
  const timeoutMs = config.timeoutMs ?? 15_000;
  const retries = Math.max(0, config.retries ?? 2);
  const retryDelayMs = config.retryDelayMs ?? 300;
  // By name, whatever its case: the key's Authorization replaces one in `headers`, never joins it.
  const headers = new Headers({ Accept: 'application/json', ...config.headers });
  if (config.apiKey) headers.set('Authorization', basicAuthorization(config.apiKey));
  const dates = datesWay(config.dates);
  /** The path that answered, by operation, for operations documented at more than one. */
  const pathFor = new Map<string, string>();

  async function send<Op extends Operation>(operation: Op, request: RequestOf<Op>, options: CallOptions = {}): Promise<ResponseOf<Op>> {
    const checked = safeParse(operation.request, request);
    if (!checked.success) {
      throw new ApiError({
        code: 'INVALID_ARGUMENT',
        operation: operation.name,
        details: checked.error.issues,
        message: `Invalid ${operation.name} request: ${describeIssues(checked.error.issues)}.`,
      });
    }
    const dated = dates.request(operation, checked.data);
    const paths = [...new Set([pathFor.get(operation.name) ?? dated.http.path, ...(operation.alternatePaths ?? [])])];
    const pageSize = pageSizeOf(checked.data);
    const report = (problem: ResponseProblem) => {
      options.onProblem?.(problem);
      config.onProblem?.(problem);
    };
    const { signal } = options;
    for (let retry = 0; ; retry += 1) {
      if (signal?.aborted) throw cancelled(operation.name, signal.reason);
      let retryAfter: string | null = null;
      try {
        const answer = await attemptPaths(operation, dated.http, paths, options);
        retryAfter = answer.response.headers.get('Retry-After');
        const response = readAnswer(operation, answer, pageSize, report);
        dated.keepWay();
        return response;
      } catch (error) {
        // A service that refuses how the dates are written is asked once more the other way,
        // at once and without spending a retry.
        if (error instanceof ApiError && error.code === 'INVALID_ARGUMENT' && dated.switchWay()) {
          retry -= 1;
          continue;
        }
        const canRetry = error instanceof ApiError && operation.retryable && retry < retries && isRetryable(error);
        if (!canRetry) throw error;
      }
      await wait(backoffMs(retryDelayMs, retry, retryAfter), signal, operation.name);
    }
  }

  /**
   * One attempt at the first path that the service offers: a 404 moves on to the operation's
   * next documented path, and the path that answered is remembered for the next calls.
   */
  async function attemptPaths(operation: Operation, http: HttpRequest, paths: readonly string[], options: CallOptions): Promise<Answer> {
    const { name, method } = operation;
    const { signal } = options;
    const callHeaders = new Headers(headers);
    for (const [name, value] of Object.entries({ ...http.headers, ...options.headers })) {
      if (!(config.apiKey && name.toLowerCase() === 'authorization')) callHeaders.set(name, value);
    }
    if (http.body !== undefined) callHeaders.set('Content-Type', 'application/json');
    const init: RequestInit = {
      method,
      headers: callHeaders,
      ...(options.headers ? { redirect: 'error' as const } : {}),
      ...(http.body === undefined ? {} : { body: JSON.stringify(http.body) }),
    };
    let first: Answer | undefined;
    for (const path of paths) {
      const answer = await attempt(config.fetch ?? globalThis.fetch, timeoutMs, buildUrl(baseUrl, path, http.query), init, name, signal);
      if (answer.response.status !== 404) {
        if (paths.length > 1) pathFor.set(name, path);
        return answer;
      }
      first ??= answer;
    }
    // 404 everywhere: the service's own answer (a company it does not know, say), not the
    // generic one of a path it does not offer.
    return first!;
  }

  return { send, baseUrl };
}
