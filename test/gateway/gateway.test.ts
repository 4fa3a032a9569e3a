/**
 * The gateway over real HTTP, as a stranger on the internet would try it: every request the
 * policy refuses is answered by the gateway with a google.rpc.Status and never reaches the
 * upstream (each test counts what the upstream received), and nothing a client or the upstream
 * does takes the gateway down.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { ReferenceFixtures } from '../../reference/index.js';
import { addressKey } from '../../src/gateway/client-key.js';
import { clientKeyFromHeader, createGateway, type GatewayLogEntry } from '../../src/gateway/index.js';
import {
  gatewayKey,
  hangUpMidBody,
  postJson,
  raw,
  recordingUpstream,
  referenceUpstream,
  startGateway,
  statusCode,
  type RawAnswer,
  type RecordingUpstream,
  type RunningGateway,
} from './harness.js';

const secrets = [gatewayKey, btoa(gatewayKey)];
/** Every answer of every test, checked at the end for the key. */
const answers: RawAnswer[] = [];
const seenAnswer = (answer: RawAnswer) => {
  answers.push(answer);
  return answer;
};

let upstream: RecordingUpstream;
let gateway: RunningGateway;
let fixtures: ReferenceFixtures;
let companyId: string;
let businessId: string;
let otherCompanyId: string;
let otherBusinessId: string;
let refusedTotal = 0;

/** Runs requests the policy must refuse and proves that the upstream saw none of them. */
async function refused(send: () => Promise<RawAnswer>, status: number | number[], code: number | number[]): Promise<RawAnswer> {
  const before = upstream.seen.length;
  const answer = seenAnswer(await send());
  assert.ok([status].flat().includes(answer.status), `status ${answer.status} of ${answer.text.slice(0, 200)}`);
  assert.ok([code].flat().includes(statusCode(answer) as number), answer.text.slice(0, 200));
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  assert.equal(typeof (answer.json as { message?: unknown }).message, 'string');
  assert.equal(upstream.seen.length, before, 'the upstream received nothing');
  refusedTotal += 1;
  return answer;
}

const get = (path: string, headers: Record<string, string> = {}) => raw(gateway.url, { path, headers }).then(seenAnswer);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(gateway.url, path, body, headers).then(seenAnswer);
const availability = (company: string, business: string) => ({ companyId: company, businessId: business });

before(async () => {
  upstream = await referenceUpstream();
  fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  upstream.seen.length = 0;
  const [first, second] = fixtures.companies;
  companyId = first!.id;
  otherCompanyId = second!.id;
  businessId = fixtures.branches.find((branch) => branch.companyId === companyId && branch.isEnable)!.businessId;
  otherBusinessId = fixtures.branches.find((branch) => branch.companyId === otherCompanyId)!.businessId;
  const branchesOfCompany = fixtures.branches.filter((branch) => branch.companyId === companyId).map((branch) => branch.businessId);
  gateway = await startGateway(upstream, { companies: [companyId], businesses: branchesOfCompany });
});

after(async () => {
  await gateway.close();
  await upstream.close();
});

describe('allowed operations', () => {
  it('forwards each customer-facing read with the key, and answers its JSON', async () => {
    const agreement = fixtures.agreements.normal;
    const zipcode = fixtures.branches.find((branch) => branch.businessId === businessId)!.zipcodes[0]!;
    const calls: [string, () => Promise<RawAnswer>, string][] = [
      ['/secured/v1/online_booking/business/info', () => post('/v1/online_booking/business/info', { zipcode }), 'max-age=3600'],
      ['/secured/v1/online_booking/franchise_lookup', () => post('/v1/online_booking/franchise_lookup', { zipcode }), 'max-age=3600'],
      [
        '/secured/v1/online_booking/availability',
        () => post('/v1/online_booking/availability', availability(companyId, businessId)),
        'max-age=30',
      ],
      [`/secured/v1/companies/${companyId}`, () => get(`/v1/companies/${companyId}`), 'max-age=3600'],
      ['/secured/v1/reviews:list', () => post('/v1/reviews:list', { businessId, pagination: { pageSize: 5 } }), 'max-age=300'],
      ['/secured/v1/agreements:list', () => post('/v1/agreements:list', { companyId, pagination: { pageSize: 5 } }), 'max-age=300'],
    ];
    if (agreement.companyId === companyId) {
      calls.push([
        `/secured/v1/agreements/${agreement.id}`,
        () => get(`/v1/agreements/${agreement.id}?company_id=${companyId}`),
        'max-age=300',
      ]);
    }
    for (const [path, send, cache] of calls) {
      const before = upstream.seen.length;
      const answer = await send();
      assert.equal(answer.status, 200, `${path}: ${answer.text.slice(0, 200)}`);
      assert.match(String(answer.headers['content-type']), /^application\/json/);
      assert.ok(String(answer.headers['cache-control']).includes(cache), `${path} cache-control ${answer.headers['cache-control']}`);
      assert.equal(upstream.seen.length, before + 1);
      const seen = upstream.seen.at(-1)!;
      assert.equal(seen.path, path);
      assert.equal(seen.authorization, `Basic ${btoa(gatewayKey)}`);
    }
  });

  it('forwards an operation at each of its documented paths, to the path the caller chose', async () => {
    const before = upstream.seen.length;
    // The older Swagger's availability path: the reference API serves only the newest, and says so.
    const older = await post('/v1/online-booking/availability', availability(companyId, businessId));
    assert.equal(older.status, 404);
    assert.equal(statusCode(older), 5);
    assert.equal(upstream.seen.length, before + 1);
    assert.equal(upstream.seen.at(-1)!.path, '/secured/v1/online-booking/availability');
  });

  it("reads a GET query by its snake_case or lowerCamelCase name and forwards the spec's", async () => {
    const agreement = fixtures.agreements.normal;
    const gatewayForAll = await startGateway(upstream, { log: false });
    try {
      const answer = await raw(gatewayForAll.url, { path: `/v1/agreements/${agreement.id}?companyId=${agreement.companyId}` });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(upstream.seen.at(-1)!.search, `?company_id=${agreement.companyId}`);
    } finally {
      await gatewayForAll.close();
    }
  });

  it('routes every other spelling of an allowed path to the one canonical path', async () => {
    for (const path of [
      '/v1//reviews:list',
      '/v1/reviews:list/',
      '/v1/./reviews:list',
      '/v1/x/../reviews:list',
      '/v1/reviews%3Alist',
      '/%76%31/reviews:list',
    ]) {
      const before = upstream.seen.length;
      const answer = await post(path, { businessId, pagination: { pageSize: 1 } });
      assert.equal(answer.status, 200, `${path}: ${answer.text.slice(0, 200)}`);
      assert.equal(upstream.seen.length, before + 1);
      assert.equal(upstream.seen.at(-1)!.path, '/secured/v1/reviews:list', path);
    }
  });

  it('takes dates as strings or as Date objects, and writes them upstream as it is told', async () => {
    const filter = { startDate: { year: 2030, month: 1, day: 7 }, endDate: '2030-01-09' };
    assert.equal((await post('/v1/online_booking/availability', { ...availability(companyId, businessId), filter })).status, 200);
    assert.deepEqual(JSON.parse(upstream.seen.at(-1)!.body).filter, { startDate: '2030-01-07', endDate: '2030-01-09' });
    const strict = await startGateway(upstream, { dates: 'object', log: false });
    try {
      await postJson(strict.url, '/v1/online_booking/availability', { ...availability(companyId, businessId), filter });
      assert.deepEqual(JSON.parse(upstream.seen.at(-1)!.body).filter, {
        startDate: { year: 2030, month: 1, day: 7 },
        endDate: { year: 2030, month: 1, day: 9 },
      });
    } finally {
      await strict.close();
    }
  });

  it("writes dates as the Swagger does once the upstream refuses the spec's, and keeps to that", async () => {
    // A strict protobuf JSON gateway, as the production Swagger describes it.
    const strictUpstream = await recordingUpstream(async (request) => {
      const { filter } = (await request.json()) as { filter?: { startDate?: unknown } };
      return typeof filter?.startDate === 'string'
        ? Response.json({ code: 3, message: 'invalid value for string field start_date' }, { status: 400 })
        : Response.json({ availableDates: [{ year: 2030, month: 1, day: 7 }], availability: [] });
    });
    const strictFront = await startGateway(strictUpstream, { upstream: strictUpstream.url, log: false });
    try {
      const ask = () =>
        postJson(strictFront.url, '/v1/online_booking/availability', {
          ...availability('cmp_1', 'biz_1'),
          filter: { startDate: '2030-01-07', endDate: '2030-01-09' },
        });
      assert.equal((await ask()).status, 200);
      assert.equal((await ask()).status, 200);
      const written = strictUpstream.seen.map(
        (seen) => typeof (JSON.parse(seen.body) as { filter: { startDate: unknown } }).filter.startDate,
      );
      assert.deepEqual(written, ['string', 'object', 'object']);
      // A request without dates is sent once: there is nothing to write another way.
      await postJson(strictFront.url, '/v1/online_booking/availability', availability('cmp_1', 'biz_1'));
      assert.equal(strictUpstream.seen.length, 4);
    } finally {
      await strictFront.close();
      await strictUpstream.close();
    }
  });

  it('forwards the checked request, not the bytes it was sent', async () => {
    await post('/v1/online_booking/business/info', { zipcode: '  02134 ' });
    assert.deepEqual(JSON.parse(upstream.seen.at(-1)!.body), { zipcode: '02134' });
  });
});

describe('refused before the upstream', () => {
  it('does not offer the sign link or the business-only reads by default', async () => {
    const agreement = fixtures.agreements.normal;
    await refused(() => get(`/v1/agreements/${agreement.id}/sign_link?customer_id=c&business_id=${businessId}`), 404, 5);
    await refused(() => get('/v1/abandoned_bookings/ab_1'), 404, 5);
    await refused(() => post('/v1/abandoned_bookings:list', { companyId, businessIds: [businessId], pagination: { pageSize: 5 } }), 404, 5);
    await refused(() => post('/v1/companies:list', { pagination: { pageSize: 5 } }), 404, 5);
  });

  it('answers every other path and method itself', async () => {
    const paths = [
      '/',
      '/v1',
      '/v1/',
      '/v2/reviews:list',
      '/v1/unknown',
      '/secured/v1/companies/x',
      '/_ref/_fixtures',
      '/_ref/s/_log',
      '/_ref/s/v1/companies/x',
      '/sign/rec_1',
      '/V1/COMPANIES/x',
      '/v1/companies',
      '/v1/companies/x/y',
      '/v1/reviews:list.json',
    ];
    for (const path of paths) await refused(() => get(path), 404, 5);
    const before = upstream.seen.length;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'HEAD', 'TRACE', 'PROPFIND']) {
      const answer = seenAnswer(await raw(gateway.url, { method, path: `/v1/companies/${companyId}` }));
      assert.equal(answer.status, 404, method);
    }
    assert.equal(upstream.seen.length, before);
    await refused(() => get('/v1/reviews:list'), 404, 5);
    await refused(
      () =>
        raw(gateway.url, {
          method: 'POST',
          path: `/v1/companies/${companyId}`,
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      404,
      5,
    );
  });

  it('never lets a traversal spelling leave the operation it names', async () => {
    const spellings = [
      '/v1/companies/../abandoned_bookings:list',
      '/v1/companies/%2e%2e/abandoned_bookings:list',
      '/v1/companies/%2E%2e/%2e%2E/_ref/_fixtures',
      '/v1/reviews:list/../../_ref/s/_log',
      '/v1/companies/%252e%252e/abandoned_bookings:list',
      '/v1/companies/%252e%252e%252fabandoned_bookings:list',
      '/v1/companies/..%5cabandoned_bookings:list',
      '/v1/companies/%00',
      '/v1/companies/%E0%A4%A',
      '/v1/agreements/..%2F..%2Fabandoned_bookings:list/sign_link',
      '/v1/%2e%2e/secured/v1/companies:list',
      '/v1/companies/x%0d%0aX-Injected:%201',
    ];
    for (const path of spellings) {
      const before = upstream.seen.length;
      const answer = seenAnswer(
        await raw(gateway.url, {
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json' },
          body: '{"pagination":{"pageSize":1}}',
        }),
      );
      assert.ok([403, 404].includes(answer.status), `${path} answered ${answer.status}`);
      assert.equal(upstream.seen.length, before, `${path} reached the upstream`);
      const viaGet = seenAnswer(await raw(gateway.url, { path }));
      assert.ok([400, 403, 404].includes(viaGet.status), `GET ${path} answered ${viaGet.status}`);
      for (const seen of upstream.seen.slice(before)) {
        assert.match(seen.path, /^\/secured\/v1\/companies\/[^/]+$/, `GET ${path} reached ${seen.path}`);
      }
    }
  });

  it('refuses a path id that could leave its segment at the upstream or a proxy before it', async () => {
    const open = await startGateway(upstream, { log: false });
    try {
      for (const id of ['..%2F..%2Fabandoned_bookings%2Fab_1', 'a%5Cb', 'a%3Fb', 'a%23b', 'a%25b', '%2e%2e%2f']) {
        // 404 where the path itself is refused (a backslash), 400 where the id is.
        await refused(() => raw(open.url, { path: `/v1/companies/${id}` }), [400, 404], [3, 5]);
        await refused(() => raw(open.url, { path: `/v1/agreements/${id}?company_id=${companyId}` }), [400, 404], [3, 5]);
      }
    } finally {
      await open.close();
    }
  });

  it('refuses bodies that are too large, malformed, deep, of another type or with unknown fields', async () => {
    const body = { businessId, pagination: { pageSize: 5 } };
    await refused(() => post('/v1/reviews:list', { ...body, padding: 'x'.repeat(17_000) }), 413, 3);
    await refused(
      () =>
        raw(gateway.url, {
          method: 'POST',
          path: '/v1/reviews:list',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          body: JSON.stringify({ ...body, padding: 'x'.repeat(40_000) }),
        }),
      413,
      3,
    );
    await refused(() => post('/v1/reviews:list', '{"businessId": '), 400, 3);
    await refused(() => post('/v1/reviews:list', '[1,2]'), 400, 3);
    await refused(() => post('/v1/reviews:list', 'null'), 400, 3);
    await refused(() => post('/v1/reviews:list', `{"filter":${'['.repeat(7000)}${']'.repeat(7000)}}`), 400, 3);
    await refused(() => post('/v1/reviews:list', `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}`), 400, 3);
    await refused(
      () =>
        raw(gateway.url, {
          method: 'POST',
          path: '/v1/reviews:list',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body),
        }),
      415,
      3,
    );
    await refused(() => raw(gateway.url, { method: 'POST', path: '/v1/reviews:list', body: JSON.stringify(body) }), 415, 3);
    const unknown = await refused(() => post('/v1/reviews:list', { ...body, admin: true }), 400, 3);
    assert.match((unknown.json as { message: string }).message, /Unknown field: admin/);
    const nested = await refused(() => post('/v1/reviews:list', { ...body, pagination: { pageSize: 5, limit: 9 } }), 400, 3);
    assert.match((nested.json as { message: string }).message, /pagination\.limit/);
    await refused(() => post('/v1/reviews:list', '{"businessId":"b","pagination":{"pageSize":5},"__proto__":{"admin":true}}'), 400, 3);
    await refused(() => post('/v1/reviews:list', { ...body, constructor: { prototype: {} } }), 400, 3);
    await refused(() => post('/v1/reviews:list', { businessId, pagination: { pageSize: 501 } }), 400, 3);
    await refused(() => post('/v1/reviews:list', { businessId: 7, pagination: { pageSize: 5 } }), 400, 3);
    await refused(() => post('/v1/reviews:list', { ...body, filter: { sources: ['NOT_A_SOURCE'] } }), 400, 3);
    await refused(
      () =>
        post('/v1/online_booking/availability', {
          ...availability(companyId, businessId),
          filter: { pets: [{ type: 'DOG', owner: 'x' }] },
        }),
      400,
      3,
    );
    await refused(() => post('/v1/online_booking/business/info', {}), 400, 3);
  });

  it('refuses unknown and repeated query parameters', async () => {
    const agreement = fixtures.agreements.normal;
    await refused(() => get(`/v1/companies/${companyId}?debug=1`), 400, 3);
    await refused(() => get(`/v1/agreements/${agreement.id}?company_id=${companyId}&company_id=${otherCompanyId}`), 400, 3);
    await refused(() => get(`/v1/agreements/${agreement.id}?company_id=${companyId}&companyId=${companyId}`), 400, 3);
    await refused(() => get(`/v1/agreements/${agreement.id}`), 400, 3);
    await refused(() => get(`/v1/agreements/${agreement.id}?company_id=${companyId}&__proto__=x`), 400, 3);
  });

  it('refuses companies and branches outside its configuration', async () => {
    await refused(() => post('/v1/online_booking/availability', availability(otherCompanyId, otherBusinessId)), 403, 7);
    await refused(() => get(`/v1/companies/${otherCompanyId}`), 403, 7);
    await refused(() => post('/v1/agreements:list', { companyId: otherCompanyId, pagination: { pageSize: 5 } }), 403, 7);
    await refused(() => get(`/v1/agreements/${fixtures.agreements.normal.id}?company_id=${otherCompanyId}`), 403, 7);
    const everyAgreement = (await (
      await fetch(`${upstream.url}/v1/agreements:list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId, pagination: { pageSize: 100 } }),
      })
    ).json()) as { agreement: { id: string; businessId: string }[] };
    const otherBranchAgreement = everyAgreement.agreement.find((agreement) => agreement.businessId !== businessId);
    assert.ok(otherBranchAgreement, 'another branch of the company has an agreement');
    const branchOnly = await startGateway(upstream, { companies: [companyId], businesses: [businessId], log: false });
    try {
      for (const send of [
        () => postJson(branchOnly.url, '/v1/reviews:list', { businessId: otherBusinessId, pagination: { pageSize: 5 } }),
        () =>
          postJson(branchOnly.url, '/v1/agreements:list', {
            companyId,
            businessIds: [businessId, otherBusinessId],
            pagination: { pageSize: 5 },
          }),
        () => postJson(branchOnly.url, '/v1/online_booking/availability', availability(companyId, 'another-branch')),
      ]) {
        await refused(send, 403, 7);
      }
      // Naming no branch lists every branch's agreements, and an id may be another branch's: the
      // request says nothing outside, so the answer is checked.
      for (const send of [
        () => postJson(branchOnly.url, '/v1/agreements:list', { companyId, pagination: { pageSize: 100 } }),
        () => postJson(branchOnly.url, '/v1/agreements:list', { companyId, businessIds: [], pagination: { pageSize: 100 } }),
        () => raw(branchOnly.url, { path: `/v1/agreements/${otherBranchAgreement.id}?company_id=${companyId}` }),
      ]) {
        const answer = seenAnswer(await send());
        assert.equal(answer.status, 403);
        assert.equal(statusCode(answer), 7);
        assert.ok(!answer.text.includes(otherBranchAgreement.id));
      }
      const own = await postJson(branchOnly.url, '/v1/agreements:list', {
        companyId,
        businessIds: [businessId],
        pagination: { pageSize: 100 },
      });
      assert.equal(own.status, 200);
      const ownAgreements = (own.json as { agreement: { id: string; businessId: string }[] }).agreement;
      assert.ok(ownAgreements.length > 0 && ownAgreements.every((agreement) => agreement.businessId === businessId));
      assert.equal((await raw(branchOnly.url, { path: `/v1/agreements/${ownAgreements[0]!.id}?company_id=${companyId}` })).status, 200);
    } finally {
      await branchOnly.close();
    }
  });

  it('refuses requests that name only a branch when it lists companies and no branches', async () => {
    const companiesOnly = await startGateway(upstream, { companies: [companyId], log: false });
    try {
      const answer = await refused(
        () => postJson(companiesOnly.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 5 } }),
        403,
        7,
      );
      assert.match((answer.json as { message: string }).message, /lists companies but no branches/);
      assert.equal((await raw(companiesOnly.url, { path: `/v1/companies/${companyId}` })).status, 200);
    } finally {
      await companiesOnly.close();
    }
  });

  it('answers "not served" for any lookup answer it cannot place inside its companies', async () => {
    const answers = [
      { businessId: 'biz_x', companyId: 123, businessName: 'X', bookOnlineName: 'x', isEnable: true },
      { data: { businessId: 'biz_x', companyId: 'cmp_ok' } },
      { business_id: 'biz_x', company_id: 'cmp_ok' },
      { businessId: '', companyId: 'cmp_evil', businessName: 'Evil', bookOnlineName: '', isEnable: false },
      { businessId: 'biz_x', companyId: 'cmp_evil', businessName: 'Evil', bookOnlineName: 'evil', isEnable: true },
    ];
    let next: unknown;
    const scripted = await recordingUpstream(() => Response.json(next));
    const front = await startGateway(scripted, { upstream: scripted.url, companies: ['cmp_ok'], businesses: ['biz_ok'], log: false });
    try {
      for (const body of answers) {
        next = body;
        const answer = await postJson(front.url, '/v1/online_booking/business/info', { zipcode: '02134' });
        assert.equal(answer.status, 200);
        assert.deepEqual(
          answer.json,
          { businessId: '', companyId: '', businessName: '', bookOnlineName: '', isEnable: false },
          JSON.stringify(body),
        );
      }
      next = { businessId: 'biz_ok', companyId: 'cmp_ok', businessName: 'Ours', bookOnlineName: 'ours', isEnable: true };
      assert.deepEqual((await postJson(front.url, '/v1/online_booking/business/info', { zipcode: '02134' })).json, next);
    } finally {
      await front.close();
      await scripted.close();
    }
  });

  it('routes no customer to a branch of another company', async () => {
    const foreign = fixtures.branches.find((branch) => branch.companyId === otherCompanyId && branch.zipcodes.length > 0)!;
    const answer = await post('/v1/online_booking/business/info', { zipcode: foreign.zipcodes[0] });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.json, { businessId: '', companyId: '', businessName: '', bookOnlineName: '', isEnable: false });
  });
});

describe('the sign link and business-only reads', () => {
  it('will not start without an authorize hook for them', () => {
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, operations: ['getAgreementSignLink'] }),
      /getAgreementSignLink needs customerSecret \(customer tokens\) or an authorize hook/,
    );
    assert.throws(() => createGateway({ apiKey: gatewayKey, operations: ['listAbandonedBookings'] }), /authorize/);
  });

  it('asks the hook with the request and the checked input, and forwards only what it allows', async () => {
    const agreement = fixtures.agreements.normal;
    const customerId = fixtures.customers.find((customer) => customer.companyId === agreement.companyId)!.id;
    const asked: { operation: string; input: Readonly<Record<string, unknown>>; cookie: string | null }[] = [];
    const signing = await startGateway(upstream, {
      operations: ['getAgreementSignLink', 'listAbandonedBookings'],
      authorize: ({ operation, request, input }) => {
        asked.push({ operation, input, cookie: request.headers.get('cookie') });
        if (request.headers.get('cookie') === 'session=boom') throw new Error('session store down');
        return request.headers.get('cookie') === `session=${String(input['customerId'] ?? 'staff')}`;
      },
      log: false,
    });
    const signLink = `/v1/agreements/${agreement.id}/sign_link?customer_id=${customerId}&business_id=${agreement.businessId}`;
    try {
      await refused(() => raw(signing.url, { path: signLink }), 403, 7);
      await refused(() => raw(signing.url, { path: signLink, headers: { cookie: 'session=someone-else' } }), 403, 7);
      await refused(() => raw(signing.url, { path: signLink, headers: { cookie: 'session=boom' } }), 403, 7);
      await refused(
        () =>
          postJson(signing.url, '/v1/abandoned_bookings:list', {
            companyId: agreement.companyId,
            businessIds: [agreement.businessId],
            pagination: { pageSize: 5 },
          }),
        403,
        7,
      );
      assert.deepEqual(asked[0], {
        operation: 'getAgreementSignLink',
        input: { id: agreement.id, customerId, businessId: agreement.businessId },
        cookie: null,
      });

      const before = upstream.seen.length;
      const [first, second] = await Promise.all([
        raw(signing.url, { path: signLink, headers: { cookie: `session=${customerId}` } }),
        raw(signing.url, { path: signLink, headers: { cookie: `session=${customerId}` } }),
      ]);
      assert.equal(first.status, 200, first.text);
      assert.equal(second.status, 200, second.text);
      assert.equal(first.headers['cache-control'], 'private, no-store');
      assert.equal(upstream.seen.length, before + 2, 'each sign link creates its own record');
      assert.notEqual(
        (first.json as { agreementRecordId: string }).agreementRecordId,
        (second.json as { agreementRecordId: string }).agreementRecordId,
      );
    } finally {
      await signing.close();
    }
  });
});

describe('browsers of other sites', () => {
  it('answers a preflight from an allowed origin and refuses other origins', async () => {
    const site = 'https://salon.example';
    const cors = await startGateway(upstream, { allowedOrigins: [`${site}/`], log: false });
    try {
      const preflight = await raw(cors.url, {
        method: 'OPTIONS',
        path: '/v1/reviews:list',
        headers: { origin: site, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], site);
      assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
      assert.match(String(preflight.headers['access-control-allow-headers']), /Content-Type/i);

      const allowed = await postJson(cors.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 1 } }, { origin: site });
      assert.equal(allowed.status, 200);
      assert.equal(allowed.headers['access-control-allow-origin'], site);
      assert.match(String(allowed.headers['vary']), /Origin/);

      for (const origin of ['https://evil.example', 'null', 'https://salon.example.evil.example', 'http://salon.example']) {
        await refused(
          () =>
            raw(cors.url, { method: 'OPTIONS', path: '/v1/reviews:list', headers: { origin, 'access-control-request-method': 'POST' } }),
          403,
          7,
        );
        const answer = await refused(
          () => postJson(cors.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 1 } }, { origin }),
          403,
          7,
        );
        assert.equal(answer.headers['access-control-allow-origin'], undefined);
      }
      const sameOrigin = await postJson(cors.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 1 } }, { origin: cors.url });
      assert.equal(sameOrigin.status, 200);
    } finally {
      await cors.close();
    }
  });
});

describe('limits', () => {
  it('limits requests per client and says when to come back', async () => {
    const limited = await startGateway(upstream, { rateLimiter: new RateLimiterMemory({ points: 3, duration: 60 }), log: false });
    try {
      const before = upstream.seen.length;
      for (let index = 0; index < 3; index += 1) assert.equal((await raw(limited.url, { path: `/v1/companies/${companyId}` })).status, 200);
      const answer = await refused(() => raw(limited.url, { path: `/v1/companies/${companyId}` }), 429, 8);
      assert.ok(Number(answer.headers['retry-after']) >= 1, `Retry-After ${answer.headers['retry-after']}`);
      await refused(() => raw(limited.url, { path: '/v1/unknown' }), 429, 8);
      assert.equal(upstream.seen.length, before + 3);
    } finally {
      await limited.close();
    }
  });

  it('stops waiting for a body that trickles in, and survives clients that hang up mid-body', async () => {
    const quick = await startGateway(upstream, { timeoutMs: 300 });
    try {
      const before = upstream.seen.length;
      const { hostname, port } = new URL(quick.url);
      const trickle = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write('POST /v1/reviews:list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"busi');
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
        setTimeout(() => socket.destroy(), 3000);
      });
      assert.match(trickle, /^HTTP\/1\.1 408/);
      for (let index = 0; index < 20; index += 1) await hangUpMidBody(quick.url, { afterMs: 5 });
      assert.equal(upstream.seen.length, before);
      const healthy = await raw(quick.url, { path: `/v1/companies/${companyId}` });
      assert.equal(healthy.status, 200, 'still serving');
      // A client that hung up has no address left: that is no reason to tell the operator to pass clientKey.
      assert.deepEqual(
        quick.events.map((entry) => entry.event),
        [],
      );
    } finally {
      await quick.close();
    }
  });
});

describe('what the upstream sends', () => {
  let scripted: RecordingUpstream;
  let answerWith: (request: Request, env: unknown) => Response | Promise<Response>;
  let front: RunningGateway;

  before(async () => {
    scripted = await recordingUpstream((request) => answerWith(request, undefined));
    front = await startGateway(scripted, { upstream: scripted.url, timeoutMs: 300, maxResponseBytes: 4096 });
  });
  after(async () => {
    await front.close();
    await scripted.close();
  });

  const company = () => raw(front.url, { path: '/v1/companies/cmp_1' }).then(seenAnswer);

  it('turns an HTML or empty error into a google.rpc.Status with the right code', async () => {
    const cases: [Response, number, number][] = [
      [new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }), 503, 14],
      [new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }), 502, 14],
      [new Response('[1]', { status: 200, headers: { 'content-type': 'application/json' } }), 502, 14],
      [new Response('{"id":"cmp_1"}', { status: 206, headers: { 'content-type': 'application/json' } }), 502, 14],
      [new Response('{"message":"teapot"}', { status: 418 }), 500, 2],
      [new Response('', { status: 500 }), 500, 13],
      [new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }), 404, 5],
      [new Response('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }), 502, 14],
      [new Response('{"code":7,"message":"no access"}', { status: 403 }), 403, 7],
      [new Response('{"error":"busy","code":8,"message":"slow down"}', { status: 429, headers: { 'retry-after': '7' } }), 429, 8],
      [new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/' } }), 502, 14],
    ];
    for (const [response, status, code] of cases) {
      answerWith = () => response.clone();
      const answer = await company();
      assert.equal(answer.status, status, answer.text);
      assert.equal(statusCode(answer), code, answer.text);
      assert.match(String(answer.headers['content-type']), /^application\/json/);
      assert.doesNotMatch(answer.text, /<html|<h1/);
      assert.equal(answer.headers['cache-control'], 'no-store');
    }
    answerWith = () => new Response('{"error":"busy","code":8,"message":"slow down"}', { status: 429, headers: { 'retry-after': '7' } });
    assert.equal((await company()).headers['retry-after'], '7');
  });

  it('drops cookies and hop-by-hop headers of the upstream', async () => {
    answerWith = () =>
      new Response('{"id":"cmp_1","name":"A"}', {
        headers: {
          'content-type': 'application/json',
          'set-cookie': 'upstream-session=1; Path=/',
          'proxy-authenticate': 'Basic',
          'x-powered-by': 'upstream',
          'keep-alive': 'timeout=99',
          server: 'upstream/1.0',
          'access-control-allow-origin': '*',
        },
      });
    const answer = await company();
    assert.equal(answer.status, 200);
    for (const name of ['set-cookie', 'proxy-authenticate', 'x-powered-by', 'server', 'access-control-allow-origin']) {
      assert.equal(answer.headers[name], undefined, name);
    }
    assert.notEqual(answer.headers['keep-alive'], 'timeout=99');
    assert.deepEqual(answer.json, { id: 'cmp_1', name: 'A' });
  });

  it('answers DEADLINE_EXCEEDED when the upstream is too slow, and UNAVAILABLE when it resets', async () => {
    answerWith = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), 1500));
    const slow = await company();
    assert.equal(slow.status, 504);
    assert.equal(statusCode(slow), 4);

    const reset = await startGateway(
      { url: 'http://127.0.0.1:1', close: async () => undefined },
      { upstream: 'http://127.0.0.1:1', log: false },
    );
    try {
      const answer = seenAnswer(await raw(reset.url, { path: '/v1/companies/cmp_1' }));
      assert.equal(answer.status, 502);
      assert.equal(statusCode(answer), 14);
    } finally {
      await reset.close();
    }
  });

  it('resets mid-answer and oversized answers become UNAVAILABLE', async () => {
    answerWith = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":"cmp_1","na'));
            controller.error(new Error('connection reset'));
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const cut = await company();
    assert.equal(cut.status, 502, cut.text);
    assert.equal(statusCode(cut), 14);

    answerWith = () =>
      new Response(JSON.stringify({ id: 'x', name: 'y'.repeat(10_000) }), { headers: { 'content-type': 'application/json' } });
    const large = await company();
    assert.equal(large.status, 502);
    assert.equal(statusCode(large), 14);
  });

  it('passes on no answer that holds the key, in any spelling', async () => {
    answerWith = (request) => Response.json({ id: 'cmp_1', echo: request.headers.get('authorization') });
    const echoed = await company();
    assert.equal(echoed.status, 502);
    assert.equal(statusCode(echoed), 13);
    const base64 = btoa(gatewayKey);
    const spellings = [
      `{"id":"cmp_1","debug":"${base64.replace(/\//g, '\\/')}"}`,
      `{"id":"cmp_1","debug":"${base64.replace(/=+$/, '')}"}`,
      `{"id":"cmp_1","debug":"${base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}"}`,
      `{"id":"cmp_1","debug":"${gatewayKey.replace(/-/g, '\\u002d')}"}`,
      `{"id":"cmp_1","${gatewayKey}":true}`,
      `{"id":"cmp_1","deep":[[{"x":["${gatewayKey}"]}]]}`,
    ];
    for (const spelling of spellings) {
      answerWith = () => new Response(spelling, { headers: { 'content-type': 'application/json' } });
      const answer = await company();
      assert.equal(answer.status, 502, spelling);
      assert.equal(statusCode(answer), 13);
    }
    answerWith = () => Response.json({ code: 16, message: `bad auth Basic ${base64.replace(/=+$/, '')}` }, { status: 401 });
    assert.ok(!(await company()).text.includes(base64.replace(/=+$/, '')));
    answerWith = () => Response.json({ code: 3, message: 'x'.repeat(60_000) }, { status: 400 });
    const long = await company();
    assert.ok((long.json as { message: string }).message.length <= 301);
    answerWith = () => Response.json({ code: 16, message: `key ${gatewayKey} is not valid` }, { status: 401 });
    const refusedKey = await company();
    assert.equal(refusedKey.status, 401);
    assert.ok(!refusedKey.text.includes(gatewayKey));
    // Lower-cased base64 is quickly guessed back: no case of a form passes.
    answerWith = () => Response.json({ id: 'cmp_1', echo: `basic ${base64.toLowerCase()}` });
    assert.equal((await company()).status, 502);
    answerWith = () => Response.json({ code: 3, message: `bad auth: ${base64.toUpperCase()}` }, { status: 400 });
    assert.ok(!(await company()).text.toLowerCase().includes(base64.toLowerCase()));
  });

  it("tells the public its own words for the upstream's failures, not the upstream's", async () => {
    const insides = 'SQL error at db-internal-7.corp:5432 for customer jane@example.com';
    for (const [code, status, words] of [
      [13, 500, /failed/],
      [2, 500, /failed/],
      [14, 503, /unavailable/],
      [16, 401, /refused the gateway/],
      [7, 403, /refused the gateway/],
    ] as const) {
      answerWith = () => Response.json({ code, message: insides }, { status });
      const answer = await company();
      assert.equal(statusCode(answer), code);
      assert.doesNotMatch(answer.text, /SQL|db-internal|jane/);
      assert.match((answer.json as { message: string }).message, words);
    }
    // A failure of the request itself passes its message on: it helps whoever set the page up.
    answerWith = () => Response.json({ code: 5, message: 'Company cmp_1 not found' }, { status: 404 });
    assert.match(((await company()).json as { message: string }).message, /cmp_1 not found/);
  });

  it('sends identical reads in flight to the upstream once, and different ones apart', async () => {
    answerWith = () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ id: 'cmp_1', name: 'A' })), 150));
    const before = scripted.seen.length;
    const logBefore = front.log.length;
    const same = await Promise.all(Array.from({ length: 10 }, () => company()));
    assert.ok(same.every((answer) => answer.status === 200 && (answer.json as { name: string }).name === 'A'));
    assert.equal(scripted.seen.length, before + 1);
    const caches = front.log
      .slice(logBefore)
      .map((entry) => entry.cache)
      .sort();
    assert.deepEqual(caches, ['miss', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared']);

    const distinct = await Promise.all(['a', 'b', 'c'].map((id) => raw(front.url, { path: `/v1/companies/${id}` })));
    assert.ok(distinct.every((answer) => answer.status === 200));
    assert.equal(scripted.seen.length, before + 4);
  });

  it('writes one log line per request with no path, query, body or key', async () => {
    answerWith = () => Response.json({ id: 'cmp_1' });
    const logBefore = front.log.length;
    await raw(front.url, { path: '/v1/companies/cmp_secret?x=1' });
    await raw(front.url, { path: '/nothing/here' });
    const lines = front.log.slice(logBefore);
    assert.equal(lines.length, 2);
    const fields = ['time', 'level', 'event', 'requestId', 'operation', 'method', 'status', 'code', 'ms', 'upstreamMs', 'cache'];
    for (const line of lines)
      assert.deepEqual(
        Object.keys(line),
        fields.filter((key) => key in line),
      );
    assert.equal(lines[0]!.event, 'request');
    assert.match(lines[0]!.requestId, /^[0-9a-f-]{36}$/);
    assert.equal(lines[0]!.operation, 'getCompany');
    assert.equal(lines[1]!.operation, null);
    assert.equal(lines[1]!.code, 'NOT_FOUND');
    const text = JSON.stringify(front.log);
    for (const secret of [...secrets, 'cmp_secret', 'x=1']) assert.ok(!text.includes(secret), secret);
  });
});

describe('time and clients', () => {
  it('does not wait forever for a rate limiter store or an authorize hook', async () => {
    const hanging = await startGateway(upstream, {
      timeoutMs: 200,
      rateLimiter: { consume: () => new Promise(() => undefined) },
      log: false,
    });
    try {
      await refused(() => raw(hanging.url, { path: `/v1/companies/${companyId}` }), 503, 14);
    } finally {
      await hanging.close();
    }
    const agreement = fixtures.agreements.normal;
    const silent = await startGateway(upstream, {
      timeoutMs: 200,
      operations: ['getAgreementSignLink'],
      authorize: () => new Promise<boolean>(() => undefined),
      log: false,
    });
    try {
      await refused(
        () => raw(silent.url, { path: `/v1/agreements/${agreement.id}/sign_link?customer_id=c&business_id=${agreement.businessId}` }),
        403,
        7,
      );
    } finally {
      await silent.close();
    }
  });

  it('counts clients by the address a trusted proxy sets, an IPv6 client by its /64', async () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(addressKey('203.0.113.9'), '203.0.113.9');
    // A proxy that writes the client's port: the port changes with each connection.
    assert.equal(addressKey('203.0.113.9:54321'), '203.0.113.9');
    assert.equal(addressKey('[2001:db8:1:2::1]:443'), '2001:db8:1:2::/64');
    assert.equal(addressKey('[2001:db8:1:2::1]'), '2001:db8:1:2::/64');
    const behindProxy = await startGateway(upstream, {
      rateLimiter: new RateLimiterMemory({ points: 2, duration: 60 }),
      clientKey: clientKeyFromHeader('x-forwarded-for'),
      log: false,
    });
    try {
      const from = (chain: string) => raw(behindProxy.url, { path: `/v1/companies/${companyId}`, headers: { 'x-forwarded-for': chain } });
      assert.equal((await from('198.51.100.1, 203.0.113.1')).status, 200);
      // A client that writes its own first entry is still counted by the entry the proxy added.
      assert.equal((await from('192.0.2.77, 203.0.113.1')).status, 200);
      await refused(() => from('192.0.2.78, 203.0.113.1'), 429, 8);
      assert.equal((await from('203.0.113.2')).status, 200);
      assert.equal((await from('2001:db8:1:2::1')).status, 200);
      assert.equal((await from('2001:db8:1:2::2')).status, 200);
      await refused(() => from('2001:db8:1:2:ffff::3'), 429, 8);
      assert.equal((await from('198.51.100.9:50001')).status, 200);
      assert.equal((await from('198.51.100.9:50002')).status, 200);
      await refused(() => from('198.51.100.9:50003'), 429, 8);
    } finally {
      await behindProxy.close();
    }
  });

  it("counts a client by the address Bun's server gives, and says once when a client has none", async () => {
    const events: GatewayLogEntry[] = [];
    const handler = createGateway({
      apiKey: gatewayKey,
      upstream: `${upstream.url}/secured`,
      rateLimiter: new RateLimiterMemory({ points: 1, duration: 60 }),
      log: (entry) => (entry.event === 'request' ? undefined : events.push(entry)),
    });
    const request = () => new Request(`http://gateway.test/v1/companies/${companyId}`);
    const bun = (address: string) => ({ requestIP: () => ({ address, family: 'IPv4', port: 50_000 }) });
    assert.equal((await handler(request(), bun('203.0.113.7'))).status, 200);
    assert.equal((await handler(request(), bun('203.0.113.8'))).status, 200);
    assert.equal((await handler(request(), bun('203.0.113.7'))).status, 429);
    assert.equal(events.length, 0);
    assert.equal((await handler(request())).status, 200);
    assert.equal((await handler(request())).status, 429);
    assert.deepEqual(
      events.map((entry) => entry.event),
      ['unknown-client'],
    );
    assert.match(JSON.stringify(events[0]), /share one rate limit.*clientKey/);
  });

  it('keeps a business-only read to its branches, checked on the answer', async () => {
    const bookings = (await (
      await fetch(`${upstream.url}/v1/abandoned_bookings:list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: otherCompanyId, businessIds: [otherBusinessId], pagination: { pageSize: 1 }, filter: {} }),
      })
    ).json()) as { bookings?: { id: string }[] };
    const foreign = bookings.bookings?.[0];
    assert.ok(foreign, 'the other company has an abandoned booking');
    const staff = await startGateway(upstream, {
      companies: [companyId],
      businesses: [businessId],
      operations: ['getAbandonedBooking'],
      authorize: () => true,
      log: false,
    });
    try {
      const answer = seenAnswer(await raw(staff.url, { path: `/v1/abandoned_bookings/${foreign.id}` }));
      assert.equal(answer.status, 403);
      assert.equal(statusCode(answer), 7);
      assert.doesNotMatch(answer.text, /@|phone/i);
    } finally {
      await staff.close();
    }
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, companies: [companyId], operations: ['listCompanies'], authorize: () => true }),
      /listCompanies/,
    );
  });
});

describe('configuration', () => {
  it('refuses a wrong configuration at once, without repeating the key', () => {
    const attempts: [object, RegExp][] = [
      [{ apiKey: '' }, /apiKey is required/],
      [{ apiKey: 'k' }, /shorter than 8/],
      [{ apiKey: gatewayKey, upstream: 'https://user:pass@api.example' }, /credentials/],
      [{ apiKey: gatewayKey, upstream: 'ftp://api.example' }, /http/],
      [{ apiKey: gatewayKey, upstream: 'not a url' }, /absolute/],
      [{ apiKey: gatewayKey, operations: ['deleteEverything'] }, /unknown operation/],
      [{ apiKey: gatewayKey, maxBodyBytes: -1 }, /maxBodyBytes/],
      [{ apiKey: gatewayKey, basePath: 'api' }, /basePath/],
      [{ apiKey: gatewayKey, allowedOrigins: ['salon.example'] }, /not an origin/],
    ];
    for (const [options, message] of attempts) {
      assert.throws(
        () => createGateway(options as Parameters<typeof createGateway>[0]),
        (error: Error) => {
          assert.match(error.message, message);
          assert.ok(!error.message.includes(gatewayKey));
          return true;
        },
      );
    }
  });

  it('serves under a base path and nothing outside it', async () => {
    const mounted = await startGateway(upstream, { basePath: '/booking-api/', log: false });
    try {
      assert.equal((await raw(mounted.url, { path: `/booking-api/v1/companies/${companyId}` })).status, 200);
      await refused(() => raw(mounted.url, { path: `/v1/companies/${companyId}` }), 404, 5);
      await refused(() => raw(mounted.url, { path: `/booking-api-x/v1/companies/${companyId}` }), 404, 5);
      await refused(() => raw(mounted.url, { path: `/booking-api/../secured/v1/companies:list` }), 404, 5);
    } finally {
      await mounted.close();
    }
  });
});

describe('as a route handler of other platforms', () => {
  it('answers when called the way Next.js, Workers and Deno call it', async () => {
    const handler = createGateway({ apiKey: gatewayKey, upstream: `${upstream.url}/secured`, basePath: '/booking-api', log: false });
    const request = () => new Request(`https://site.example/booking-api/v1/companies/${companyId}`);
    const next = await handler(request(), { params: Promise.resolve({ path: ['v1', 'companies', companyId] }) });
    const workers = await handler(request(), { BOOKING_API_KEY: 'not used here' });
    const deno = await handler(request(), { remoteAddr: { transport: 'tcp', hostname: '203.0.113.9', port: 4000 } });
    for (const answer of [next, workers, deno]) {
      assert.equal(answer.status, 200);
      assert.equal(((await answer.json()) as { company?: { id: string } }).company?.id, companyId);
    }
  });
});

describe('the whole suite', () => {
  it('let no refused request through and put the key in no answer', () => {
    assert.ok(refusedTotal > 50, `refused ${refusedTotal} requests`);
    console.log(`refused ${refusedTotal} requests; the upstream received none of them`);
    for (const answer of answers) {
      const text = answer.text + JSON.stringify(answer.headers);
      for (const secret of secrets) assert.ok(!text.includes(secret), `an answer holds the key: ${text.slice(0, 200)}`);
    }
    const logged = JSON.stringify(gateway.log);
    for (const secret of secrets) assert.ok(!logged.includes(secret));
  });
});
