/**
 * The demo's identity provider (reference/identity-provider.ts) with the gateway, over real HTTP:
 * what it publishes, what its tokens say, and that a gateway given its JWKS URL, issuer and
 * audience reads the abandoned bookings of the reference world for the branches a token names,
 * and no others.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decode } from 'hono/jwt';
import type { ReferenceFixtures } from '../../reference/index.js';
import { createDemoIdentityProvider, type DemoIdentityProvider } from '../../reference/identity-provider.js';
import {
  listen,
  postJson,
  raw,
  referenceUpstream,
  startGateway,
  type RecordingUpstream,
  type Running,
  type RunningGateway,
} from './harness.js';
import { assertRefused, bearer } from './staff-harness.js';
import { suiteClock } from '../helpers/suite-clock.mjs';

const audience = 'booking-gateway-demo';

let upstream: RecordingUpstream;
let served: Running;
let provider: DemoIdentityProvider;
let gateway: RunningGateway;
let companyId: string;
let ownBranch: string;
let otherBranch: string;

/** The provider on loopback, below a path as the demo may mount it: its issuer is known once it listens. */
async function serveProvider(staff: { id: string; name: string; businessIds: string[] }[]): Promise<[Running, DemoIdentityProvider]> {
  let handler: ((request: Request) => Promise<Response>) | undefined;
  const running = await listen((request) => handler?.(request) ?? new Response(null, { status: 503 }));
  const created = await createDemoIdentityProvider({ issuer: `${running.url}/_demo/idp`, audience, staff });
  handler = created.fetch;
  return [running, created];
}

before(async () => {
  upstream = await referenceUpstream();
  const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  companyId = fixtures.companies[0]!.id;
  [ownBranch, otherBranch] = fixtures.branches.filter((branch) => branch.companyId === companyId).map((branch) => branch.businessId) as [
    string,
    string,
  ];
  [served, provider] = await serveProvider([
    { id: 'staff_front_desk', name: 'Robin Front Desk', businessIds: [ownBranch] },
    { id: 'staff_owner', name: 'Sam Owner', businessIds: [ownBranch, otherBranch] },
  ]);
  gateway = await startGateway(upstream, { staff: { jwksUrl: provider.jwksUrl, issuer: provider.issuer, audience: provider.audience } });
});

after(async () => {
  await gateway.close();
  await served.close();
  await upstream.close();
});

const signIn = (staffId: unknown) => postJson(served.url, '/_demo/idp/_demo/staff-token', { staffId });
/** The last month of a branch's abandoned bookings (the API's longest range; without one, the last week). */
const abandoned = (token: string, businessIds: string[]) => {
  const now = suiteClock().now();
  const endTime = new Date(now).toISOString();
  const startTime = new Date(now - 28 * 86_400_000).toISOString();
  const filter = { abandonTime: { startTime, endTime } };
  return postJson(
    gateway.url,
    '/v1/abandoned_bookings:list',
    { companyId, businessIds, filter, pagination: { pageSize: 20 } },
    bearer(token),
  );
};

describe("the demo's identity provider", () => {
  it('publishes one public ES256 key with kid, alg and use, kept five minutes, and says where', async () => {
    const jwks = await raw(served.url, { path: '/_demo/idp/.well-known/jwks.json' });
    assert.equal(jwks.status, 200);
    assert.equal(jwks.headers['cache-control'], 'public, max-age=300');
    const { keys } = jwks.json as { keys: Record<string, unknown>[] };
    assert.equal(keys.length, 1);
    assert.deepEqual(Object.keys(keys[0]!).sort(), ['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    assert.equal(keys[0]!['alg'], 'ES256');
    assert.equal(keys[0]!['use'], 'sig');
    const discovery = await raw(served.url, { path: '/_demo/idp/.well-known/openid-configuration' });
    assert.deepEqual((discovery.json as { issuer: string; jwks_uri: string }).jwks_uri, provider.jwksUrl);
    assert.equal((discovery.json as { issuer: string }).issuer, provider.issuer);
  });

  it('signs a 15-minute token for a staff member of its list, with the branches they work at', async () => {
    const answer = await signIn('staff_front_desk');
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.match(String(answer.headers['x-demo']), /not a real sign-in/);
    const { token, expiresIn } = answer.json as { token: string; expiresIn: number };
    assert.equal(expiresIn, 900);
    const { header, payload } = decode(token);
    const jwks = (await (await fetch(provider.jwksUrl)).json()) as { keys: { kid: string }[] };
    assert.deepEqual(header, { alg: 'ES256', typ: 'JWT', kid: jwks.keys[0]!.kid });
    assert.equal(payload['sub'], 'staff_front_desk');
    assert.equal(payload['name'], 'Robin Front Desk');
    assert.equal(payload['iss'], provider.issuer);
    assert.equal(payload['aud'], audience);
    assert.deepEqual(payload['booking_businesses'], [ownBranch]);
    assert.equal(Number(payload['exp']) - Number(payload['iat']), 900);
    assert.equal((await signIn('nobody')).status, 404);
    assert.equal((await signIn(7)).status, 400);
    assert.equal((await raw(served.url, { path: '/_demo/idp/_demo/staff-token' })).status, 404);
  });

  it('lists who may be played', async () => {
    const answer = await raw(served.url, { path: '/_demo/idp/_demo/staff' });
    assert.deepEqual(
      (answer.json as { id: string }[]).map((member) => member.id),
      ['staff_front_desk', 'staff_owner'],
    );
  });
});

describe('with the gateway', () => {
  it("reads the reference world's abandoned bookings for a token it signs, of the branches it names", async () => {
    const frontDesk = ((await signIn('staff_front_desk')).json as { token: string }).token;
    const read = await abandoned(frontDesk, [ownBranch]);
    assert.equal(read.status, 200, read.text);
    assert.ok((read.json as { bookings: unknown[] }).bookings.length > 0, 'the branch has abandoned bookings in the reference world');
    await assertRefused(upstream, () => abandoned(frontDesk, [otherBranch]), 403);
    const owner = await provider.tokenFor('staff_owner');
    assert.equal((await abandoned(owner, [ownBranch, otherBranch])).status, 200);
  });

  it('refuses a token of another start of the provider: its keys are made anew each time', async () => {
    // The same issuer and staff, another key pair: the gateway holds the first start's JWKS.
    const restarted = await createDemoIdentityProvider({
      issuer: provider.issuer,
      audience,
      staff: [{ id: 'staff_front_desk', name: 'Robin Front Desk', businessIds: [ownBranch] }],
    });
    const stale = await restarted.tokenFor('staff_front_desk');
    await assertRefused(upstream, () => abandoned(stale, [ownBranch]), 401);
  });
});
