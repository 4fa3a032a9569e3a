import { expect } from '@open-wc/testing';
import type { ListAgreementsResponse } from '../../../src/api/agreement.js';
import type { Company, ListCompaniesResponse } from '../../../src/api/company.js';
import type { Franchise } from '../../../src/api/online-booking.js';
import { createReferenceApi, maxBodyBytes, maxJsonDepth, maxPlanBodyBytes } from '../../../reference/index.js';
import {
  basicAuthorization,
  newScope,
  plan,
  referenceFixtures,
  requestLog,
  resetScope,
  scopedBaseUrl,
  type ReferenceFixtures,
} from '../../helpers/reference.js';
import { suiteNow } from '../../helpers/clock.js';
import { type JsonObject, post, get, expectError, nested } from './fixtures.js';

describe('reference API', () => {
  let fixtures: ReferenceFixtures;

  const pagination = { pageSize: 50 };

  before(async () => {
    fixtures = await referenceFixtures();
  });

  describe('secured mount', () => {
    const firstKey = 'demo-secret-key';
    const secondKey = 'demo-partner-key';
    const companyOfKey = (key: string) => fixtures.apiKeys[key]?.[0] ?? '';

    it('needs a known key', async () => {
      const companyId = companyOfKey(firstKey);
      expectError(await get(`/secured/v1/companies/${companyId}`), 403, 7);
      expectError(await get(`/secured/v1/companies/${companyId}`, { authorization: basicAuthorization('wrong-key') }), 403, 7);
      expectError(await get(`/secured/v1/companies/${companyId}`, { authorization: 'Bearer demo-secret-key' }), 403, 7);
      const answer = await get<{ company: Company }>(`/secured/v1/companies/${companyId}`, { authorization: basicAuthorization(firstKey) });
      expect(answer.json.company.id).to.equal(companyId);
    });

    it('reaches only the companies of the key', async () => {
      const own = companyOfKey(secondKey);
      const other = companyOfKey(firstKey);
      const authorization = basicAuthorization(secondKey);
      expectError(await get(`/secured/v1/companies/${other}`, { authorization }), 403, 7);
      const companies = await post<ListCompaniesResponse>('/secured/v1/companies:list', { pagination }, { authorization });
      expect(companies.json.companies.map((company) => company.id)).to.deep.equal([own]);
      const branchOf = (companyId: string) => fixtures.branches.find((branch) => branch.companyId === companyId)?.businessId;
      expectError(await post('/secured/v1/reviews:list', { businessId: branchOf(other), pagination }, { authorization }), 403, 7);
      expect((await post('/secured/v1/reviews:list', { businessId: branchOf(own), pagination }, { authorization })).status).to.equal(200);
      expectError(await post('/secured/v1/agreements:list', { companyId: other, pagination }, { authorization }), 403, 7);
    });

    it('refuses keys named after what every object inherits, as any unknown key', async () => {
      const companyId = companyOfKey(firstKey);
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'constructor:']) {
        const authorization = basicAuthorization(key);
        expectError(await get(`/secured/v1/companies/${companyId}`, { authorization }), 403, 7);
        expectError(await post('/secured/v1/companies:list', { pagination }, { authorization }), 403, 7);
      }
    });

    it('reaches every company with the gateway key', async () => {
      const gatewayKey = 'demo-gateway-key';
      const authorization = basicAuthorization(gatewayKey);
      const everyCompany = fixtures.companies.map((company) => company.id);
      expect(everyCompany).to.have.length.greaterThan(2);
      expect(fixtures.apiKeys[gatewayKey]).to.have.members(everyCompany);
      for (const companyId of everyCompany) {
        const company = await get<{ company: Company }>(`/secured/v1/companies/${companyId}`, { authorization });
        expect(company.json.company?.id, JSON.stringify(company.json)).to.equal(companyId);
        const branch = fixtures.branches.find((candidate) => candidate.companyId === companyId && candidate.zipcodes.length > 0);
        const franchise = await post<Franchise>(
          '/secured/v1/online_booking/business/info',
          { zipcode: branch?.zipcodes[0] },
          { authorization },
        );
        expect(franchise.json).to.include({ businessId: branch?.businessId, companyId });
        const agreements = await post<ListAgreementsResponse>('/secured/v1/agreements:list', { companyId, pagination }, { authorization });
        expect(agreements.status, JSON.stringify(agreements.json)).to.equal(200);
      }
      const companies = await post<ListCompaniesResponse>('/secured/v1/companies:list', { pagination }, { authorization });
      expect(companies.json.companies.map((company) => company.id)).to.have.members(everyCompany);
    });
  });

  describe('test control', () => {
    let scope: string;
    let base: string;
    const listCompanies = () => post<ListCompaniesResponse>(`${base}/v1/companies:list`, { pagination });

    beforeEach(() => {
      scope = newScope();
      base = scopedBaseUrl(scope);
    });

    it('answers planned errors in order for their operation, then the real operation', async () => {
      await plan(scope, {
        steps: [
          { operation: 'ListCompanies', error: 'UNAVAILABLE', times: 2 },
          { operation: 'ListCompanies', error: 'RESOURCE_EXHAUSTED' },
        ],
      });
      expectError(await listCompanies(), 503, 14);
      expect((await get(`${base}/v1/companies/${fixtures.enabledBranch.companyId}`)).status).to.equal(200);
      expectError(await listCompanies(), 503, 14);
      expectError(await listCompanies(), 429, 8);
      expect((await listCompanies()).status).to.equal(200);
    });

    it('maps every injected code to its HTTP status', async () => {
      const cases: [string, number, number][] = [
        ['INVALID_ARGUMENT', 400, 3],
        ['UNAUTHENTICATED', 401, 16],
        ['PERMISSION_DENIED', 403, 7],
        ['NOT_FOUND', 404, 5],
        ['ALREADY_EXISTS', 409, 6],
        ['RESOURCE_EXHAUSTED', 429, 8],
        ['FAILED_PRECONDITION', 400, 9],
        ['INTERNAL', 500, 13],
        ['UNAVAILABLE', 503, 14],
        ['DEADLINE_EXCEEDED', 504, 4],
      ];
      await plan(scope, { steps: cases.map(([error]) => ({ error })) });
      for (const [, status, code] of cases) expectError(await listCompanies(), status, code);
    });

    it('answers canned raw bodies, canned JSON and the legacy error shape', async () => {
      await plan(scope, {
        steps: [
          { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
          { json: { companies: [{ id: 'cmp_canned' }] } },
          { error: 'NOT_FOUND', legacyError: true, message: 'gone' },
        ],
      });
      const raw = await fetch(`${base}/v1/companies:list`, { method: 'POST', body: JSON.stringify({ pagination }) });
      expect(raw.status).to.equal(502);
      expect(raw.headers.get('content-type')).to.equal('text/html');
      expect(await raw.text()).to.equal('<html>Bad gateway</html>');
      expect((await listCompanies()).json).to.deep.equal({ companies: [{ id: 'cmp_canned' }] });
      const legacy = await listCompanies();
      expect(legacy.status).to.equal(404);
      expect(legacy.json).to.deep.equal({ error: 'gone', code: 5, message: 'gone' });
    });

    it('logs every request of the scope and forgets it on reset', async () => {
      const authorization = basicAuthorization('demo-secret-key');
      await post(`${base}/v1/reviews:list`, { businessId: fixtures.enabledBranch.businessId, pagination });
      await get(`${base}/secured/v1/agreements/agr_x?company_id=cmp_y`, { authorization });
      const { requests } = await requestLog(scope);
      expect(requests).to.have.length(2);
      const [list, single] = requests;
      expect(list).to.deep.include({ operation: 'ListReviews', method: 'POST', path: '/v1/reviews:list', authorization: null });
      expect(list?.body).to.deep.equal({ businessId: fixtures.enabledBranch.businessId, pagination });
      expect(single).to.deep.include({
        operation: 'GetAgreement',
        method: 'GET',
        path: '/secured/v1/agreements/agr_x',
        authorization,
        body: null,
      });
      expect(single?.query).to.deep.equal({ company_id: 'cmp_y' });
      expect(suiteNow() - Date.parse(single?.at ?? '')).to.be.within(-5_000, 60_000);
      await resetScope(scope);
      expect((await requestLog(scope)).requests).to.have.length(0);
    });

    it('delays by the plan and lets the client abort a delayed request', async () => {
      await plan(scope, { latencyMs: 150, steps: [{ operation: 'ListCompanies', latencyMs: 3000 }] });
      const started = performance.now();
      expect((await get(`${base}/v1/companies/${fixtures.enabledBranch.companyId}`)).status).to.equal(200);
      expect(performance.now() - started).to.be.at.least(140);
      const controller = new AbortController();
      const request = fetch(`${base}/v1/companies:list`, {
        method: 'POST',
        body: JSON.stringify({ pagination }),
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 100);
      const failure = await request.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).to.be.instanceOf(DOMException);
      expect((failure as DOMException).name).to.equal('AbortError');
      expect(performance.now() - started).to.be.below(2500);
      expect((await requestLog(scope)).requests).to.have.length(2);
    });

    it('takes ad-hoc faults from the x-ref-fault header', async () => {
      expectError(await post('/v1/companies:list', { pagination }, { 'x-ref-fault': 'error=INTERNAL; latency=10' }), 500, 13);
      expectError(await post('/v1/companies:list', { pagination }, { 'x-ref-fault': 'error=UNKNOWN_CODE' }), 400, 3);
    });

    it('rejects a plan it does not understand', async () => {
      const putPlan = (body: JsonObject) => fetch(`/_ref/${scope}/_plan`, { method: 'PUT', body: JSON.stringify(body) });
      expect((await putPlan({ steps: [{ operation: 'ListEverything' }] })).status).to.equal(400);
      expect((await putPlan({ steps: [{ error: 'TEAPOT' }] })).status).to.equal(400);
      expect((await putPlan({ dialect: { dates: 'julian' } })).status).to.equal(400);
    });
  });

  describe('request limits', () => {
    let scope: string;
    let base: string;
    const padding = (bytes: number) => 'x'.repeat(bytes);

    beforeEach(() => {
      scope = newScope();
      base = scopedBaseUrl(scope);
    });

    it('refuses a body over the size limit with 413, before logging or planning it', async () => {
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'UNAVAILABLE' }] });
      expectError(await post(`${base}/v1/companies:list`, { pagination, padding: padding(maxBodyBytes) }), 413, 3);
      const authorization = basicAuthorization('demo-secret-key');
      expectError(
        await post(`${base}/secured/v1/companies:list`, { pagination, padding: padding(maxBodyBytes) }, { authorization }),
        413,
        3,
      );
      expect((await requestLog(scope)).requests).to.deep.equal([]);
      // The planned step is still there for the next request of the right size.
      expectError(await post(`${base}/v1/companies:list`, { pagination, padding: padding(maxBodyBytes - 1024) }), 503, 14);
      expect((await requestLog(scope)).requests.map((request) => request.operation)).to.deep.equal(['ListCompanies']);
    });

    it('takes a plan with canned answers larger than a request, up to its own limit', async () => {
      await plan(scope, { steps: [{ operation: 'ListCompanies', status: 200, body: padding(maxBodyBytes * 2) }] });
      const canned = await fetch(`${base}/v1/companies:list`, { method: 'POST', body: JSON.stringify({ pagination }) });
      expect((await canned.text()).length).to.equal(maxBodyBytes * 2);
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'UNAVAILABLE' }] });
      const response = await fetch(`/_ref/${scope}/_plan`, {
        method: 'PUT',
        body: JSON.stringify({ steps: [{ operation: 'ListCompanies', body: padding(maxPlanBodyBytes) }] }),
      });
      expectError({ status: response.status, json: await response.json() }, 413, 3);
      expectError(await post(`${base}/v1/companies:list`, { pagination }), 503, 14);
    });

    it('stops reading a body once it is over the limit', async () => {
      // A browser cannot stream an upload over HTTP/1.1, so this one calls the handler itself,
      // with a body that never ends: only a reader that stops can answer.
      const referenceApi = createReferenceApi();
      let chunksRead = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          chunksRead += 1;
          controller.enqueue(new TextEncoder().encode(padding(16 * 1024)));
        },
      });
      const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: endless, duplex: 'half' };
      const answer = await referenceApi(new Request('https://reference.example/v1/companies:list', init));
      expectError({ status: answer.status, json: await answer.json() }, 413, 3);
      expect(chunksRead).to.be.at.most(maxBodyBytes / (16 * 1024) + 2);
    });

    it(`refuses JSON nested deeper than ${maxJsonDepth} levels, before walking it`, async () => {
      expect((await post(`${base}/v1/companies:list`, { pagination, extra: nested(maxJsonDepth - 1) })).status).to.equal(200);
      expectError(await post(`${base}/v1/companies:list`, { pagination, extra: nested(maxJsonDepth) }), 400, 3);
      // Brackets fill the size limit cheaply and would overflow any recursive walk.
      const brackets = (maxBodyBytes - 100) / 2;
      const deepList = `{"pagination":{"pageSize":5},"extra":${'['.repeat(brackets)}${']'.repeat(brackets)}}`;
      expectError(await post(`${base}/v1/companies:list`, deepList), 400, 3);
      expectError(
        await post(`${base}/secured/v1/companies:list`, deepList, { authorization: basicAuthorization('demo-secret-key') }),
        400,
        3,
      );
      const deepPlan = await fetch(`/_ref/${scope}/_plan`, {
        method: 'PUT',
        body: JSON.stringify({ steps: [{ json: nested(maxJsonDepth) }] }),
      });
      expectError({ status: deepPlan.status, json: await deepPlan.json() }, 400, 3);
      // Brackets inside strings are text, not nesting.
      expect((await post(`${base}/v1/companies:list`, { pagination, note: '{['.repeat(100) })).status).to.equal(200);
    });
  });
});
