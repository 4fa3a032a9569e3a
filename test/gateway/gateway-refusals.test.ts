import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { postJson, raw, recordingUpstream, startGateway, statusCode } from './harness.js';
import {
  secrets,
  answers,
  seenAnswer,
  upstream,
  gateway,
  fixtures,
  companyId,
  businessId,
  otherCompanyId,
  otherBusinessId,
  refusedTotal,
  refused,
  get,
  post,
  availability,
  gatewayHooks,
} from './gateway-fixtures.js';

gatewayHooks();

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

// Every file's answers and log are checked for the key after its last test (gatewayHooks); this
// one, which refuses the most, also counts what it refused.
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
