/**
 * A time limit for one call, with the caller's own signal: one AbortController that aborts when the
 * time runs out or the caller aborts, and says which it was. One controller and one timer per
 * call: AbortSignal.timeout() and .any() cost several times more on Node, where the gateway makes
 * one for every request. The client (transport.ts) and the gateway (upstream.ts) share it.
 */
export interface TimeLimit {
  /** The signal to give the call. */
  readonly signal: AbortSignal;
  /** Whether the time ran out (rather than the caller aborting). */
  readonly timedOut: boolean;
  /** Stops the timer and lets go of the caller's signal: call it once the call is over. */
  end(): void;
}

export function timeLimit(ms: number, callerSignal?: AbortSignal): TimeLimit {
  const controller = new AbortController();
  const onAbort = () => controller.abort(callerSignal?.reason);
  const limit = {
    signal: controller.signal,
    timedOut: false,
    end() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
  const timer = setTimeout(() => {
    limit.timedOut = true;
    controller.abort();
  }, ms);
  callerSignal?.addEventListener('abort', onAbort, { once: true });
  return limit;
}
