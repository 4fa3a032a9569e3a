/**
 * What the base class (booking-element.ts) takes to send requests: the settings of one request
 * (`call`) and of a task of requests (`requestTask`).
 */
import type { initialState } from '@lit/task';

/** How `call` sends a request: its signal and headers, and whether a failure is an error or a warning. */
export interface CallSettings {
  readonly signal?: AbortSignal;
  /** Headers of this request only, such as a customer token. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * `error` (default): a failure is a `booking-error`, which the element shows. `warning`: a
   * `booking-warning`, for a request whose failure the element gets past (a count, a prefetch).
   */
  readonly failure?: 'error' | 'warning';
}

/** A task of requests: what it depends on (compared by value), and the work, given those and a signal. */
export interface RequestTaskConfig<Args extends readonly unknown[], Result> {
  readonly args: () => Args;
  readonly task: (args: Args, options: { signal: AbortSignal }) => Promise<Result | typeof initialState>;
  readonly onComplete?: (value: Result) => void;
  readonly onError?: (error: unknown) => void;
  readonly autoRun?: boolean;
}
