/**
 * The configurator's simulated network, as a `fetch` for `createClient({ fetch })`. It works on
 * the page, not on the server: the page reaches the API only through a gateway, which forwards
 * neither the reference API's `x-ref-fault` header nor its `/_ref/...` test-control paths. So the
 * preview's requests go to the same `/v1/...` paths as without a simulation.
 */
import { httpStatusOf, statusBody, type GrpcCode } from '../src/api/status.js';

export type Network = 'normal' | 'slow' | 'very-slow' | 'offline';

/** The codes the configurator offers: every request fails with one of them. */
export type SimulatedCode = Extract<GrpcCode, 'INTERNAL' | 'UNAVAILABLE' | 'PERMISSION_DENIED' | 'NOT_FOUND'>;

/** `once`: the element's first load fails and "Try again" works. */
export type Failure = 'none' | 'once' | SimulatedCode;

export interface Simulation {
  network: Network;
  failure: Failure;
  /**
   * The requests `once` fails: the element's main operation, matched on the URL's path, and as
   * many of them as one call of the client sends (all its attempts, or the error never shows).
   */
  firstLoad?: { path: RegExp; attempts: number };
}

/** Waited before each request. */
export const latencyMs: Readonly<Record<Network, number>> = { normal: 0, slow: 1500, 'very-slow': 4000, offline: 0 };

export const simulatedMessage = 'Simulated by the demo page.';
export const outageMessage = 'Simulated outage: the next attempt works.';

/** Whether anything is simulated: otherwise the preview keeps its own client. */
export function isSimulating(simulation: Pick<Simulation, 'network' | 'failure'>): boolean {
  return simulation.network !== 'normal' || simulation.failure !== 'none';
}

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, globalThis.location?.href ?? 'http://localhost/');
}

/** Waits, unless the caller gives up first: then rejects with its reason, as fetch does. */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    if (ms <= 0) {
      resolve();
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The answer a gateway sends for a failed call: google.rpc.Status with the code's HTTP status. */
function failure(code: SimulatedCode, message: string): Response {
  return new Response(JSON.stringify(statusBody(code, message)), {
    status: httpStatusOf(code),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * A fetch that plays the simulation, then hands the request to `realFetch` (by default the
 * global fetch at the time of the call). Each one counts its own `once` failures, so a new
 * preview fails its first load again.
 */
export function simulatedFetch(
  simulation: Simulation,
  realFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): typeof globalThis.fetch {
  const { network, failure: mode, firstLoad } = simulation;
  let outagesLeft = mode === 'once' ? (firstLoad?.attempts ?? 0) : 0;
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    // What a browser without a connection does: no response at all.
    if (network === 'offline') throw new TypeError('Failed to fetch (simulated: offline)');
    await wait(latencyMs[network], signal);
    if (mode === 'once') {
      if (outagesLeft > 0 && firstLoad?.path.test(urlOf(input).pathname)) {
        outagesLeft -= 1;
        return failure('UNAVAILABLE', outageMessage);
      }
    } else if (mode !== 'none') {
      return failure(mode, simulatedMessage);
    }
    return realFetch(input, init);
  };
}
