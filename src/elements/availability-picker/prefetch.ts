/**
 * Asking for ranges when it pays: a range the customer may only be passing through waits to
 * settle, and the range they are likely to look at next is asked for once the browser is idle.
 */

/** How long a new range waits before it is asked for, so that walking through ranges asks only for the one the customer stops on. */
const settleMs = 250;

/** Resolves after `settleMs`, or at once when the wait is aborted (the call after it then sends nothing). */
export const settled = (signal: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, settleMs);
    signal.addEventListener('abort', () => resolve());
  });

/** Runs work when the browser is idle, or soon where it cannot tell. */
export const whenIdle = (work: () => void): unknown => (globalThis.requestIdleCallback ?? setTimeout)(work);
