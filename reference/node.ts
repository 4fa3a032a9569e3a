/**
 * The reference API and the gateway served from Node the way a business deploys them: the API
 * on a loopback port of its own, holding the keys; the gateway on the page's origin, holding the
 * demo's key, in front of it. `npm start` (vite.config.ts) and the test runner
 * (web-test-runner.config.mjs) mount these into their servers.
 */
import { getRequestListener, serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createGateway, signCustomerToken, type Gateway, type GatewayOptions } from '../src/gateway/index.js';
import { bookingRequests, openEmbeddedDatabase } from '../src/gateway/booking-requests/index.js';
import { gatewayApiKey } from './access.js';
import { createDemoIdentityProvider, type DemoIdentityProvider, type DemoStaffMember } from './identity-provider.js';
import type { ReferenceFixtures } from './fixtures.js';
import { createReferenceApi, isReferenceApiPath, type ReferenceApi } from './index.js';
import { startMailReceiver } from './mail-receiver.js';
import { isJsonObject } from './request-fields.js';
import { startWebhookReceiver } from './webhook-receiver.js';

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
  /**
   * `GET /_demo/customer-token?customer_id=<id>`: the business's own server of the demo, which
   * mints a customer token for the customer the page plays. A real site mints one only for the
   * customer its own sign-in knows; this one, a demo, for any customer of the reference world.
   */
  readonly customerTokens: NodeMiddleware;
  /** A customer token for the gateways, for pages made on the server (benchmarks, screenshots). */
  customerToken(customerId: string): Promise<string>;
  /**
   * The demo's identity provider below `/_demo/idp/` (DEMO ONLY: a sign-in that asks nothing):
   * `GET /_demo/idp/_demo/staff` lists who may be played, `POST /_demo/idp/_demo/staff-token`
   * gives a staff token the gateway accepts for the staff reads.
   */
  readonly staffSignIn: NodeMiddleware;
  /** A staff token of the demo's identity provider, for pages made on the server (screenshots). */
  staffToken(staffId: string): Promise<string>;
  /**
   * The gateway, on `/v1/...` and `/booking-requests` below `gatewayPath`, and the one-branch
   * gateway below its own path. The first keeps booking requests in an embedded database in a
   * folder of its own (removed on close) and delivers them to the demo's webhook receiver; the
   * one-branch gateway takes none, as a gateway set up without a way to reach the business.
   */
  readonly gateway: NodeMiddleware;
  /**
   * The demo's receivers and what tests tell them (DEMO ONLY):
   * - `GET /_demo/webhook/received`: what the demo's webhook receiver and mail server got, newest
   *   first: `{ deliveries, mails }`;
   * - `PUT /_demo/webhook/refused` `{ "customerNames": [...] }`: the webhook receiver answers 503
   *   to the requests of these customers (`[]`: to none), as a business's server that is down;
   * - `PUT /_demo/requests-clock` `{ "aheadMs": n }`: the booking requests' clock (received times,
   *   retries, history) runs n ms (at most 7 days) ahead of the world's; 0 puts it back. A test
   *   lets a day of retries pass in a moment, so that a refused delivery fails as it would.
   */
  readonly webhookReceived: NodeMiddleware;
  /** Where the reference API listens on loopback, the gateway's upstream. */
  readonly upstreamUrl: string;
  close(): Promise<void>;
}

export interface ReferenceServerOptions {
  /** The path the gateway is mounted under on the host's origin. Default: none. */
  readonly gatewayPath?: string;
  /**
   * Where a second gateway is mounted, serving only the first branch that books online: a page
   * that asks it for another branch sees a branch the gateway does not serve. Default: none.
   */
  readonly oneBranchGatewayPath?: string;
  /** The reference API's mount the gateway calls, below its root. Default: `/secured`. */
  readonly upstreamMount?: string;
  /** Where the gateway writes its log lines. Default: failures only, on the console. */
  readonly log?: GatewayOptions['log'];
  /** Texts that try to break a page, for tests (`ReferenceApiOptions.hostileTexts`). Default: none. */
  readonly hostileTexts?: boolean;
  /**
   * The customer secret the gateway checks tokens with and the business server signs them with;
   * a test that starts another gateway gives both the same. Default: a new one at each start.
   */
  readonly customerSecret?: string;
  /** The reference world's clock (`ReferenceApiOptions.now`); the test runner gives the suite's. Default: the machine's. */
  readonly now?: () => Date;
  /**
   * The customer's status page (`BOOKING_REQUEST_STATUS_URL`): the address the customers' e-mails
   * link to with `#request=<token>`. The demo gives its `request.html`. Default: none.
   */
  readonly statusUrl?: string;
}

function listen(referenceApi: ReferenceApi | ((request: Request) => Promise<Response>)): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: referenceApi, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** A customer secret made anew at each start: it is never written anywhere. */
export function newCustomerSecret(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(48))));
}

/** The demo's business server: a customer token for a customer of the world, as JSON. */
function customerTokenHandler(secret: string, customers: ReadonlySet<string>) {
  return async (request: Request): Promise<Response> => {
    const customerId = new URL(request.url).searchParams.get('customer_id') ?? '';
    if (!customers.has(customerId)) return Response.json({ message: 'no such customer in the reference world' }, { status: 404 });
    const token = await signCustomerToken({ secret, customerId });
    return Response.json({ token }, { headers: { 'cache-control': 'no-store' } });
  };
}

/** The furthest the booking requests' clock may be put ahead: a week. */
const mostAheadMs = 7 * 86_400_000;

/** A JSON body of at most 4 KiB, or undefined (too large, or not JSON). */
async function smallJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 4096) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The audience the demo's gateway takes staff tokens for. */
export const demoStaffAudience = 'booking-elements-demo';

/**
 * The staff the demo's identity provider plays, from the world: an owner of the first company's
 * branches, the front desk of its busiest branch, and a franchise manager of every branch.
 */
function demoStaff(fixtures: ReferenceFixtures): DemoStaffMember[] {
  const first = fixtures.branches.filter((branch) => branch.companyId === fixtures.enabledBranch.companyId);
  const busiest = first.find((branch) => branch.businessName.endsWith('Park Slope')) ?? fixtures.enabledBranch;
  return [
    { id: 'staff_owner', name: 'Morgan Reyes (owner)', businessIds: first.map((branch) => branch.businessId) },
    { id: 'staff_front_desk', name: `Jamie Lee (front desk, ${busiest.businessName})`, businessIds: [busiest.businessId] },
    { id: 'staff_franchise', name: 'Alex Kim (franchise manager)', businessIds: fixtures.branches.map((branch) => branch.businessId) },
  ];
}

/**
 * The demo's identity provider on a loopback port of its own, as a business's provider is
 * elsewhere: the gateway fetches its keys there, and the page signs in through its mount.
 */
async function startIdentityProvider(fixtures: ReferenceFixtures): Promise<{ server: ServerType; provider: DemoIdentityProvider }> {
  let provider: DemoIdentityProvider | undefined;
  const { server, url } = await listen((request) => provider?.fetch(request) ?? Promise.resolve(new Response(null, { status: 503 })));
  provider = await createDemoIdentityProvider({ issuer: `${url}/_demo/idp`, audience: demoStaffAudience, staff: demoStaff(fixtures) });
  return { server, provider };
}

/**
 * Starts the reference API on loopback and builds the gateway in front of it, allowed every
 * company and branch of the world, and the sign link for a customer token signed with the demo's
 * customer secret, which the demo's business server (`customerTokens`) mints.
 */
export async function startReferenceServers(options: ReferenceServerOptions = {}): Promise<ReferenceServers> {
  const referenceApi = createReferenceApi({ hostileTexts: options.hostileTexts ?? false, ...(options.now ? { now: options.now } : {}) });
  const { server, url } = await listen(referenceApi);
  const fixtures = (await (await fetch(`${url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  const customers = new Set(fixtures.customers.map((customer) => customer.id));
  const customerSecret = options.customerSecret ?? newCustomerSecret();
  const gatewayPath = options.gatewayPath ?? '';
  const identity = await startIdentityProvider(fixtures);
  const { jwksUrl, issuer, audience } = identity.provider;
  const now = options.now ?? (() => new Date());
  // The booking requests: an embedded database in a folder of this run, delivered to the demo's receiver.
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-requests-'));
  const database = await openEmbeddedDatabase({ dir: dataDir });
  const receiver = await startWebhookReceiver(now);
  const mail = await startMailReceiver(now);
  // How far the booking requests' clock runs ahead of the world's: 0 but while a test lets a day pass.
  let requestsAheadMs = 0;
  const requests = bookingRequests({
    database,
    webhook: { url: receiver.url, secret: receiver.secret },
    email: { smtpUrl: mail.url, from: 'Bookings <bookings@demo.example>', to: 'front-desk@demo.example' },
    // The demo page and the tests send many requests from one address: more than a customer's pace.
    ratePerHour: 1000,
    now: () => now().getTime() + requestsAheadMs,
    ...(options.statusUrl ? { statusUrl: options.statusUrl } : {}),
  });
  // The operations are the default: what the customer-facing elements call, and the sign link
  // for a customer token.
  const gatewayServing = (basePath: string, branches: readonly { companyId: string; businessId: string }[], takesRequests: boolean) =>
    createGateway({
      ...(takesRequests ? { requests } : {}),
      apiKey: gatewayApiKey,
      upstream: `${url}${options.upstreamMount ?? '/secured'}`,
      companies: [...new Set(branches.map((branch) => branch.companyId))],
      businesses: branches.map((branch) => branch.businessId),
      customerSecret,
      // The staff reads for a token of the demo's identity provider.
      staff: { jwksUrl, issuer, audience },
      basePath,
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
  const gateways: Gateway[] = [];
  const served = (gateway: Gateway) => {
    gateways.push(gateway);
    return gateway;
  };
  const gateway = mount(served(gatewayServing(gatewayPath, fixtures.branches, true)), (path) =>
    // Under its own path the gateway answers everything; at the root, the API's paths, its booking requests and its slot watches.
    gatewayPath ? path.startsWith(`${gatewayPath}/`) : path.startsWith('/v1/') || /^\/(booking-requests|slot-watches)(\/|$)/.test(path),
  );
  const oneBranchPath = options.oneBranchGatewayPath;
  const oneBranchGateway =
    oneBranchPath &&
    mount(served(gatewayServing(oneBranchPath, [fixtures.enabledBranch], false)), (path) => path.startsWith(`${oneBranchPath}/`));
  const webhookReceived = async (request: IncomingMessage, response: ServerResponse) => {
    const path = pathOf(request);
    if (path === '/_demo/webhook/received') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ deliveries: receiver.received(), mails: mail.received() }));
      return true;
    }
    if (path !== '/_demo/webhook/refused' && path !== '/_demo/requests-clock') return false;
    const body = request.method === 'PUT' ? await smallJsonBody(request) : undefined;
    const customerNames = isJsonObject(body) ? body.customerNames : undefined;
    const aheadMs = isJsonObject(body) ? body.aheadMs : undefined;
    if (path === '/_demo/webhook/refused' && Array.isArray(customerNames) && customerNames.every((name) => typeof name === 'string')) {
      receiver.refuse(customerNames);
    } else if (path === '/_demo/requests-clock' && Number.isInteger(aheadMs) && Number(aheadMs) >= 0 && Number(aheadMs) <= mostAheadMs) {
      requestsAheadMs = Number(aheadMs);
    } else {
      response.writeHead(400, { 'content-type': 'text/plain' });
      response.end(path === '/_demo/webhook/refused' ? 'PUT { "customerNames": ["..."] }' : `PUT { "aheadMs": 0 to ${mostAheadMs} }`);
      return true;
    }
    response.writeHead(204, { 'cache-control': 'no-store' });
    response.end();
    return true;
  };
  return {
    referenceApi: mount(referenceApi, isReferenceApiPath),
    fixtures: mount(referenceApi, (path) => path === '/_ref/_fixtures'),
    customerTokens: mount(customerTokenHandler(customerSecret, customers), (path) => path === '/_demo/customer-token'),
    customerToken: (customerId) => signCustomerToken({ secret: customerSecret, customerId }),
    staffSignIn: mount(identity.provider.fetch, (path) => path.startsWith('/_demo/idp/')),
    staffToken: (staffId) => identity.provider.tokenFor(staffId),
    gateway: async (request, response) => (oneBranchGateway && (await oneBranchGateway(request, response))) || gateway(request, response),
    webhookReceived,
    upstreamUrl: url,
    close: async () => {
      await Promise.all(gateways.map((each) => each.close()));
      await Promise.all([server, identity.server].map((each) => new Promise<void>((resolve) => each.close(() => resolve()))));
      await Promise.all([receiver.close(), mail.close()]);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
