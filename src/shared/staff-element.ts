/**
 * The base class of the staff elements. It sends the `token` of the business's identity provider
 * with each of their requests as `Authorization: Bearer`: a function is called before each request,
 * so that a token about to expire is refreshed by the host's own sign-in; one that throws sends
 * nothing, and asks staff to sign in. And it keeps what every staff element's reading shares: how
 * far it has come (a progress bar and its words), its task drawn as staff see it, and which reading
 * was last announced with the element's load event. The elements with a list to work through build
 * on it: src/shared/staff-list-element.ts.
 */
import { TaskStatus } from '@lit/task';
import { html, type PropertyDeclarations, type TemplateResult } from 'lit';
import { ApiError } from '../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../api/operation.js';
import { BookingElement } from './booking-element.js';
import type { CallSettings } from './element-requests.js';
import { errorView } from './error-view.js';
import type { ReadingProgress } from './read-every-page.js';
import type { ErrorStrings } from './strings.js';

/** A staff token, or a function that gives the current one. */
export type StaffToken = string | (() => string | Promise<string>);

/** The words every staff element has: the shared messages, and the name of its reading's progress bar. */
export interface StaffStrings extends ErrorStrings {
  readonly readingLabel: string;
}

/** What a staff element draws of one of its tasks (a `Task` of `requestTask`). */
interface DrawnTask<Value> {
  render(states: {
    initial: () => unknown;
    pending: () => unknown;
    complete: (value: Value) => unknown;
    error: (error: unknown) => unknown;
  }): unknown;
  run(): Promise<void>;
}

export abstract class StaffElement<Strings extends StaffStrings = StaffStrings> extends BookingElement<Strings> {
  // Lit adds the base class's properties to these.
  static override properties: PropertyDeclarations = { token: { attribute: false }, progress: { attribute: false } };

  /**
   * A staff token from the business's identity provider, or a function returning one (called
   * before each request); sent as `Authorization: Bearer`. Without it a gateway that keeps these
   * reads to staff answers that the reader must sign in; a function that throws asks so at once,
   * and the request is not sent.
   */
  token: StaffToken | undefined;

  /** How far the reading has come, while it reads; undefined before it starts, which shows "Loading…". */
  protected progress: ReadingProgress | undefined;
  /** The reading last announced with the element's load event. */
  #announced: object | undefined;

  /** A new reading starts, with `progress` to show before its first page (none: "Loading…"). */
  protected startReading(progress?: ReadingProgress): void {
    this.progress = progress;
  }

  /** Shows how far the reading has come: a reader's `onProgress`. */
  protected readonly showProgress = (progress: ReadingProgress): void => {
    this.progress = progress;
  };

  /** What `task` has read, once it has; undefined while it reads, or after a failure. */
  protected resultOf<Value>(task: { readonly status: TaskStatus; readonly value?: Value | undefined }): Value | undefined {
    return task.status === TaskStatus.COMPLETE ? task.value : undefined;
  }

  /** Tells of a problem with `operation` that the element got past, as a `booking-warning`. */
  protected warner(operation: string): (message: string) => void {
    return (message) => this.emit('booking-warning', { operation, message });
  }

  /** Whether `read` is the reading last announced. */
  protected announced(read: object): boolean {
    return this.#announced === read;
  }

  /** Runs `announce` (the element's load event) once per reading: call it once the reading is on screen. */
  protected announceOnce<Read extends object>(read: Read | undefined, announce: (read: Read) => void): void {
    if (!read || this.#announced === read) return;
    this.#announced = read;
    announce(read);
  }

  /** The words of the reading while it goes: how much is read so far. */
  protected abstract readingWords(progress: ReadingProgress): string;

  /** The reading's progress bar and its words, or "Loading…" before it starts. */
  protected renderReading(): TemplateResult {
    const { progress, text } = this;
    return html`<div class="progress" part="progress">
      <progress max="1" .value=${progress?.share ?? 0} aria-label=${text.readingLabel}></progress>
      <p role="status">${progress ? this.readingWords(progress) : text.loading}</p>
    </div>`;
  }

  /** A task as staff see it: the reading while it waits, `complete` once it is done, its failure with "Try again" (`retry`). */
  protected renderTask<Value>(
    task: DrawnTask<Value>,
    complete: (value: Value) => unknown,
    retry: () => void = () => void task.run(),
  ): unknown {
    return task.render({
      initial: () => this.renderReading(),
      pending: () => this.renderReading(),
      complete,
      error: (error) => errorView(error, this.text, retry),
    });
  }

  protected override async call<Op extends Operation>(
    operation: Op,
    request: RequestOf<Op>,
    settings: CallSettings = {},
  ): Promise<ResponseOf<Op>> {
    const authorization = await this.staffAuthorization(operation.name, settings.failure);
    if (!authorization.Authorization) return super.call(operation, request, settings);
    return super.call(operation, request, { ...settings, headers: { ...settings.headers, ...authorization } });
  }

  /**
   * The `Authorization` header of the current token (none without one), for `call` and for the
   * requests that do not go through it (an event stream). A token function that throws is
   * reported as a failed request is (`booking-error`, or `booking-warning` for `failure:
   * 'warning'`), and rejects with UNAUTHENTICATED, which asks staff to sign in.
   */
  protected async staffAuthorization(operation: string, failure: CallSettings['failure'] = 'error'): Promise<Record<string, string>> {
    let token: string | undefined;
    try {
      token = typeof this.token === 'function' ? await this.token() : this.token;
    } catch (error) {
      const message = `The token function threw: ${error instanceof Error ? error.message : String(error)}`;
      // UNAUTHENTICATED without an answer: staff are asked to sign in whatever the operation (failure.ts).
      const failed = new ApiError({ code: 'UNAUTHENTICATED', operation, message, cause: error });
      throw failure === 'warning' ? this.errors.warn(failed, operation) : this.errors.report(failed, operation);
    }
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
}
