/**
 * `GET /readyz`: whether this instance should get traffic. Ready when the upstream answers the
 * gateway's key, the shared store (if any) answers, the booking requests' database (if any)
 * answers, and the instance is not draining. The upstream is asked at most every few seconds,
 * whatever the number of probes: a franchise lookup for a ZIP code no branch holds, at each of the
 * lookup's documented paths until one exists.
 *
 * A probe is answered within a second whatever hangs: the database is given `databaseCheckMs`,
 * and the upstream's last answer stands while it is asked again (only the very first probe waits
 * for it, `upstreamWaitMs` at most). The body also says when deliveries to the business wait for
 * a channel no instance sends by any more: not a reason to take this instance out of traffic,
 * but something an operator must see.
 */
import { lookupFranchiseByZipcode } from '../../api/online-booking.js';
import { within } from './deadline.js';
import type { GatewayStore } from '../upstream/store.js';
import type { Upstream } from '../upstream/upstream.js';

/** How long the upstream's last answer stands for the next probes. */
const upstreamCheckMs = 5000;
/** How long a probe waits for the upstream's first answer, and for the database. */
const upstreamWaitMs = 800;
export const databaseCheckMs = 800;

export interface Readiness {
  readonly ready: boolean;
  readonly draining: boolean;
  /** `ok`, or what is wrong with the upstream or the key. */
  readonly upstream: string;
  /** `ok`, `down`, or `none` without a shared store. */
  readonly store: 'ok' | 'down' | 'none';
  /** The booking requests' database, when the gateway takes booking requests: `ok` or `down`. */
  readonly database?: 'ok' | 'down';
  /** `ok`, or which channels have deliveries waiting and no instance of the gateway to send them. */
  readonly deliveries?: string;
}

/** What the booking requests say of themselves, when the gateway takes them. */
export interface RequestsState {
  readonly database: 'ok' | 'down';
  /** Channels with deliveries waiting and no instance to send them. */
  readonly unserved: readonly string[];
}

/** Why the upstream does not serve the gateway, from its answer to the probe; undefined when it does. */
function upstreamProblem(status: number): string | undefined {
  if (status === 401 || status === 403) return `the upstream refused the key (HTTP ${status})`;
  if (status >= 500) return `the upstream failed (HTTP ${status})`;
  return undefined;
}

export function createReadiness(
  upstream: Upstream,
  store: GatewayStore | undefined,
  isDraining: () => boolean,
  requestsState: () => Promise<RequestsState | undefined>,
) {
  const paths = [
    lookupFranchiseByZipcode.toHttp({ zipcode: '00000' }, { dates: 'string' }).path,
    ...(lookupFranchiseByZipcode.alternatePaths ?? []),
  ];
  let checked: { problem: string | undefined; at: number } | undefined;
  let checking: Promise<string | undefined> | undefined;

  async function askUpstream(requestId: string): Promise<string | undefined> {
    try {
      for (const path of paths) {
        const { answer } = await upstream.send('POST', { path, body: { zipcode: '00000' } }, { requestId, shared: true });
        if (answer.status !== 404) return upstreamProblem(answer.status);
      }
      return 'the upstream answers 404 at the franchise lookup: is the upstream URL its API root?';
    } catch (failure) {
      return failure instanceof Error ? `the upstream did not answer: ${failure.message}` : 'the upstream did not answer';
    }
  }

  /** The last answer while it stands; else asks again, answering with the last one meanwhile (none yet: waits a little). */
  async function upstreamState(requestId: string): Promise<string | undefined> {
    if (checked && Date.now() - checked.at < upstreamCheckMs) return checked.problem;
    checking ??= askUpstream(requestId).then((problem) => {
      checked = { problem, at: Date.now() };
      checking = undefined;
      return problem;
    });
    if (checked) return checked.problem;
    return within(checking, upstreamWaitMs, () => `the upstream has not answered within ${upstreamWaitMs} ms yet`);
  }

  return {
    async check(requestId: string): Promise<Readiness> {
      const draining = isDraining();
      const [problem, requests] = await Promise.all([upstreamState(requestId), requestsState()]);
      const storeState = store === undefined ? 'none' : store.available ? 'ok' : 'down';
      const unserved = requests?.unserved ?? [];
      return {
        ready: !draining && problem === undefined && storeState !== 'down' && requests?.database !== 'down',
        draining,
        upstream: problem ?? 'ok',
        store: storeState,
        ...(requests
          ? {
              database: requests.database,
              deliveries: unserved.length === 0 ? 'ok' : `deliveries wait by ${unserved.join(' and ')}: no instance sends by it`,
            }
          : {}),
      };
    },
  };
}
