/**
 * The reference API and the gateway served from Node the way a business deploys them: the API
 * on a loopback port of its own, holding the keys; the gateway on the page's origin, holding the
 * demo's key, in front of it. `npm start` (vite.config.ts) and the test runner
 * (web-test-runner.config.mjs) mount these into their servers.
 */
import { getRequestListener, serve, type ServerType } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createGateway, type GatewayOptions } from '../../src/gateway/index.js';
import { gatewayApiKey } from './access.js';
import type { ReferenceFixtures } from './fixtures.js';
import { createReferenceApi, isReferenceApiPath, type ReferenceApi } from './index.js';

/** Answers a request and returns true, or returns false without touching the response. */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

function pathOf(request: IncomingMessage): string {
  return new URL(request.url ?? '/', 'http://localhost').pathname;
}

/** Serves a fetch handler (through @hono/node-server) on the paths `owns` accepts. */
function mount(handler: (request: Request, env: unknown) => Promise<Response>, owns: (path: string) => boolean): NodeMiddleware {
  const listen = getRequestListener(handler);
  return async (request, response) => {
    if (!owns(pathOf(request))) return false;
    await listen(request, response);
    return true;
  };
}

export interface ReferenceServers {
  /** The reference API on the host's origin: every mount and the test control, for tests. */
  readonly referenceApi: NodeMiddleware;
  /** Only the reference fixtures (`GET /_ref/_fixtures`): the demo page's data about the world. */
  readonly fixtures: NodeMiddleware;
  /** The gateway, on `/v1/...` below `gatewayPath`. */
  readonly gateway: NodeMiddleware;
  /** Where the reference API listens on loopback, the gateway's upstream. */
  readonly upstreamUrl: string;
  close(): Promise<void>;
}

export interface ReferenceServerOptions {
  /** The path the gateway is mounted under on the host's origin. Default: none. */
  readonly gatewayPath?: string;
  /** The reference API's mount the gateway calls, below its root. Default: `/secured`. */
  readonly upstreamMount?: string;
  /** Where the gateway writes its log lines. Default: failures only, on the console. */
  readonly log?: GatewayOptions['log'];
}

function listen(referenceApi: ReferenceApi): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: referenceApi, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/**
 * Starts the reference API on loopback and builds the gateway in front of it, allowed every
 * company and branch of the world, and the sign link. A site's `authorize` checks its own session; the demo
 * has none, so it vouches for any customer of the reference world.
 */
export async function startReferenceServers(options: ReferenceServerOptions = {}): Promise<ReferenceServers> {
  const referenceApi = createReferenceApi();
  const { server, url } = await listen(referenceApi);
  const fixtures = (await (await fetch(`${url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  const customers = new Set(fixtures.customers.map((customer) => customer.id));
  const gatewayPath = options.gatewayPath ?? '';
  const gateway = createGateway({
    apiKey: gatewayApiKey,
    upstream: `${url}${options.upstreamMount ?? '/secured'}`,
    companies: fixtures.companies.map((company) => company.id),
    businesses: fixtures.branches.map((branch) => branch.businessId),
    operations: [
      'lookupFranchiseByZipcode',
      'getBookingAvailability',
      'getCompany',
      'listReviews',
      'getAgreement',
      'listAgreements',
      'getAgreementSignLink',
    ],
    authorize: ({ input }) => typeof input['customerId'] === 'string' && customers.has(input['customerId']),
    basePath: gatewayPath,
    // The demo page rebuilds its preview on every change, and the tests run one page after
    // another: more than a customer's pace, from one address.
    rateLimiter: new RateLimiterMemory({ points: 6000, duration: 60 }),
    // Tests script the reference API's answers and read back what reached it: an answer the
    // gateway kept from an earlier test would hide both.
    cacheSeconds: false,
    log:
      options.log ??
      ((entry) => {
        if (entry.event !== 'request' || entry.status >= 400) console.warn(`gateway: ${JSON.stringify(entry)}`);
      }),
  });
  return {
    referenceApi: mount(referenceApi, isReferenceApiPath),
    fixtures: mount(referenceApi, (path) => path === '/_ref/_fixtures'),
    // Under its own path the gateway answers everything; at the root, the API's paths.
    gateway: mount(gateway, (path) => (gatewayPath ? path.startsWith(`${gatewayPath}/`) : path.startsWith('/v1/'))),
    upstreamUrl: url,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
