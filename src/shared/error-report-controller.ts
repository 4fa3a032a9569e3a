/**
 * How an element tells of a failure: once as a `booking-error` event for the page, and, when the
 * failure is a mistake in the page's setup, once in the browser's console for the page's owner,
 * naming what to fix (owner-hint.ts, whose words are fetched only then).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ApiError } from '../api/errors.js';
import { emitEvent } from './events.js';
import { failureKind, notTheApi, type ConfigurationError } from './failure.js';
import type { OwnerContext } from './owner-hint.js';

/** Any failure as an ApiError: one that is not becomes `UNKNOWN`, with its words. */
export function asApiError(error: unknown, operation: string): ApiError {
  return error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN', operation, message: String(error), cause: error });
}

/** What the owner's hint names of the element: where it sends its requests (`client`, else `base-url`). */
export interface ReportHost extends Element {
  readonly client: { readonly baseUrl?: string | undefined } | undefined;
  readonly baseUrl: string;
}

/**
 * How an element tells of failures, as a reactive controller: the failures of its requests as it
 * hands them over, and once each update is drawn, the configuration problem it then has, if any
 * (once per problem: another problem is reported anew, and none forgets the last).
 */
export class ErrorReportController implements ReactiveController {
  /** Failures already announced, so that one handed up through more code is announced once. */
  readonly #reported = new WeakSet<ApiError>();
  /** The words of the configuration problem last reported, so that each is reported once. */
  #lastProblem: string | undefined;

  /**
   * `attributes` names the attributes that say what the host asks for, whose values the owner's
   * hint names; `problem` is the host's configuration problem now, or undefined.
   */
  constructor(
    private readonly host: ReportHost & ReactiveControllerHost,
    private readonly attributes: () => readonly string[],
    private readonly problem: () => ConfigurationError | undefined,
  ) {
    host.addController(this);
  }

  /** Reported once the update is drawn: the customer can see the problem by then. */
  hostUpdated(): void {
    this.reportProblem(this.problem());
  }

  /**
   * Announces a failure as `booking-error` (not an abort, and once: a failure handed up through
   * more code, such as a page of a list, is not announced again), tells the owner what to fix
   * when it is their mistake, and hands the failure back as an ApiError.
   */
  report(error: unknown, operation: string): ApiError {
    const apiError = asApiError(error, operation);
    if (apiError.code !== 'CANCELLED' && !this.#reported.has(apiError)) {
      this.#reported.add(apiError);
      const { code, message } = apiError;
      emitEvent(this.host, 'booking-error', { operation: apiError.operation, code, message });
      this.#tellOwner(apiError);
    }
    return apiError;
  }

  /**
   * Tells of a failure the element gets past (a count, a prefetch) as `booking-warning`, not an
   * abort, and hands it back as an ApiError.
   */
  warn(error: unknown, operation: string): ApiError {
    const apiError = asApiError(error, operation);
    if (apiError.code !== 'CANCELLED') emitEvent(this.host, 'booking-warning', { operation, message: apiError.message });
    return apiError;
  }

  /** Reports a configuration problem once; another problem is reported anew, and none forgets the last. */
  reportProblem(problem: ConfigurationError | undefined): void {
    if (problem?.message === this.#lastProblem) return;
    this.#lastProblem = problem?.message;
    if (problem) this.report(problem, problem.operation);
  }

  /**
   * Writes in the console what the page's owner should fix when a failure is a mistake in the
   * page's setup: once per mistake, however many requests it fails (a picker's company and its
   * availability). Nothing for a failure that is nobody's mistake (slow service, offline customer).
   */
  #tellOwner(error: ApiError): void {
    const kind = failureKind(error, navigator.onLine);
    if (kind === 'passing' || kind === 'offline') return;
    const { host } = this;
    const context: OwnerContext = {
      tag: host.localName,
      baseUrl: host.client ? host.client.baseUrl : host.baseUrl,
      attributes: this.attributes().map((name) => [name, host.getAttribute(name) ?? ''] as const),
      pageOrigin: location.origin,
    };
    // The module taken whole: Vite wraps an `import()` whose names are picked out in code of its own.
    void import('./owner-hint.js').then((hint) => hint.warnOwner(host, error, kind, notTheApi(error), context));
  }
}
