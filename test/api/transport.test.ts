/**
 * The client's transport against the reference API over real HTTP: errors of every kind,
 * auth, timeouts, aborts and retries, counted by what the server saw.
 */
import { expect } from '@open-wc/testing';
import { createClient, listCompanies, paginate, type ErrorCode } from '../../src/api/index.js';
import { newScope, plan, requestLog, scopedBaseUrl } from '../helpers/reference.js';
import { failure } from '../helpers/failure.js';

const pagination = { pageSize: 5 };

async function scopedClient(options: Parameters<typeof createClient>[0] = {}) {
  const scope = newScope();
  return { scope, api: createClient({ baseUrl: scopedBaseUrl(scope), retryDelayMs: 1, ...options }) };
}

describe('client transport', () => {
  describe('errors', () => {
    const cases: [string, number, ErrorCode][] = [
      ['INVALID_ARGUMENT', 400, 'INVALID_ARGUMENT'],
      ['FAILED_PRECONDITION', 400, 'FAILED_PRECONDITION'],
      ['UNAUTHENTICATED', 401, 'UNAUTHENTICATED'],
      ['PERMISSION_DENIED', 403, 'PERMISSION_DENIED'],
      ['NOT_FOUND', 404, 'NOT_FOUND'],
      ['ALREADY_EXISTS', 409, 'ALREADY_EXISTS'],
      ['RESOURCE_EXHAUSTED', 429, 'RESOURCE_EXHAUSTED'],
      ['INTERNAL', 500, 'INTERNAL'],
      ['UNAVAILABLE', 503, 'UNAVAILABLE'],
      ['DEADLINE_EXCEEDED', 504, 'DEADLINE_EXCEEDED'],
    ];
    for (const [injected, status, code] of cases) {
      it(`reads ${injected} from a google.rpc.Status body`, async () => {
        const { scope, api } = await scopedClient({ retries: 0 });
        await plan(scope, { steps: [{ operation: 'ListCompanies', error: injected, message: `forced ${injected}` }] });
        const error = await failure(api.listCompanies({ pagination }));
        expect(error).to.include({ code, status, operation: 'listCompanies', message: `forced ${injected}` });
        expect(error.details).to.be.an('array');
      });
    }

    it('reads the older gateway shape { error, code, message }', async () => {
      const { scope, api } = await scopedClient();
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'NOT_FOUND', legacyError: true, message: 'no such page' }] });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error).to.include({ code: 'NOT_FOUND', status: 404, message: 'no such page' });
    });

    it('takes the code from the HTTP status when a proxy answers with HTML', async () => {
      const { scope, api } = await scopedClient({ retries: 0 });
      await plan(scope, {
        steps: [{ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' }],
      });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error).to.include({ code: 'UNAVAILABLE', status: 502 });
      expect(error.message).to.contain('502');
    });

    it('takes the code from the HTTP status when the body is empty', async () => {
      const { scope, api } = await scopedClient();
      await plan(scope, { steps: [{ status: 403, body: '' }] });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error).to.include({ code: 'PERMISSION_DENIED', status: 403 });
    });

    it('reads a 200 that carries a failure, in every shape, as that failure', async () => {
      const bodies: [body: unknown, code: string][] = [
        [{ code: 14, message: 'backend down' }, 'UNAVAILABLE'],
        // proto3 leaves an empty message out.
        [{ code: 16, details: [] }, 'UNAUTHENTICATED'],
        [{ code: 'UNAVAILABLE', message: 'backend down' }, 'UNAVAILABLE'],
        [{ error: { code: 503, message: 'backend down', status: 'UNAVAILABLE' } }, 'UNAVAILABLE'],
        [{ error: { code: 7, message: 'no access' } }, 'PERMISSION_DENIED'],
      ];
      for (const [body, code] of bodies) {
        const { scope, api } = await scopedClient({ retries: 0 });
        await plan(scope, { steps: [{ status: 200, json: body }] });
        const error = await failure(api.listCompanies({ pagination }));
        expect(error.code, JSON.stringify(body)).to.equal(code);
      }
    });

    it('rejects a success body that is not JSON as INVALID_RESPONSE', async () => {
      const { scope, api } = await scopedClient();
      await plan(scope, { steps: [{ status: 200, body: 'OK', contentType: 'text/plain' }] });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error).to.include({ code: 'INVALID_RESPONSE', status: 200, operation: 'listCompanies' });
    });

    it('rejects a body the schema refuses as INVALID_RESPONSE naming the field, with the content type that says the API sent it', async () => {
      const { scope, api } = await scopedClient();
      // A bad item of a list is only left out (test/api/untrusted-answers.test.ts); this is the page's own field.
      await plan(scope, { steps: [{ json: { companies: [{ id: 'cmp_1', name: 'A' }], nextPageToken: 42 } }] });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error.code).to.equal('INVALID_RESPONSE');
      // A JSON answer is the service's (a failure that passes), not a web page at a wrong base-url.
      expect(error.contentType).to.match(/json/);
      expect(error.message).to.contain('nextPageToken: expected a string');
      expect(error.details).to.have.length.greaterThan(0);
    });

    it('rejects an invalid request with INVALID_ARGUMENT without sending it', async () => {
      const { scope, api } = await scopedClient();
      const tooBig = await failure(api.listCompanies({ pagination: { pageSize: 501 } }));
      const tooSmall = await failure(api.listCompanies({ pagination: { pageSize: 0 } }));
      const missingId = await failure(api.getCompany({ id: '' }));
      const tooLong = await failure(
        api.getBookingAvailability({
          companyId: 'cmp',
          businessId: 'biz',
          filter: { startDate: '2026-01-01', endDate: '2026-04-02' },
        }),
      );
      const backwards = await failure(
        api.getBookingAvailability({
          companyId: 'cmp',
          businessId: 'biz',
          filter: { startDate: '2026-01-10', endDate: '2026-01-09' },
        }),
      );
      for (const error of [tooBig, tooSmall, missingId, tooLong, backwards]) {
        expect(error).to.include({ code: 'INVALID_ARGUMENT', status: 0 });
      }
      expect(tooBig.message).to.contain('pagination.pageSize');
      expect(tooLong.message).to.contain('filter.endDate');
      expect(backwards.message).to.contain('filter.endDate');
      expect((await requestLog(scope)).requests).to.have.length(0);
    });

    it('accepts an availability range of exactly three months', async () => {
      const { scope, api } = await scopedClient();
      await plan(scope, { steps: [{ operation: 'GetBookingAvailability', json: { availableDates: [], availability: [] } }] });
      const answer = await api.getBookingAvailability({
        companyId: 'cmp',
        businessId: 'biz',
        filter: { startDate: '2026-11-30', endDate: '2027-02-28' },
      });
      expect(answer.availableDates).to.deep.equal([]);
    });
  });

  describe('retries', () => {
    it('retries INTERNAL and UNAVAILABLE reads and succeeds', async () => {
      const { scope, api } = await scopedClient({ retries: 2 });
      await plan(scope, {
        steps: [
          { operation: 'ListCompanies', error: 'INTERNAL' },
          { operation: 'ListCompanies', error: 'UNAVAILABLE' },
        ],
      });
      const page = await api.listCompanies({ pagination });
      expect(page.companies).to.have.length.greaterThan(0);
      expect((await requestLog(scope)).requests).to.have.length(3);
    });

    it('retries every 5xx but 501: a proxy timing out (504), an UNKNOWN 500', async () => {
      const { scope, api } = await scopedClient({ retries: 2 });
      await plan(scope, {
        steps: [
          { operation: 'ListCompanies', error: 'DEADLINE_EXCEEDED' },
          { operation: 'ListCompanies', error: 'UNKNOWN' },
        ],
      });
      expect((await api.listCompanies({ pagination })).companies).to.have.length.greaterThan(0);
      expect((await requestLog(scope)).requests).to.have.length(3);
      const { scope: unimplemented, api: asking } = await scopedClient({ retries: 2 });
      await plan(unimplemented, { steps: [{ operation: 'ListCompanies', error: 'UNIMPLEMENTED' }] });
      expect((await failure(asking.listCompanies({ pagination }))).code).to.equal('UNIMPLEMENTED');
      expect((await requestLog(unimplemented)).requests).to.have.length(1);
    });

    it('gives up after the configured number of retries', async () => {
      const { scope, api } = await scopedClient({ retries: 1 });
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'INTERNAL', times: 5 }] });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error.code).to.equal('INTERNAL');
      expect((await requestLog(scope)).requests).to.have.length(2);
    });

    it('does not retry what cannot get better', async () => {
      const { scope, api } = await scopedClient({ retries: 3 });
      await plan(scope, {
        steps: [
          { operation: 'ListCompanies', error: 'NOT_FOUND' },
          { operation: 'ListCompanies', error: 'PERMISSION_DENIED' },
          { operation: 'ListCompanies', error: 'RESOURCE_EXHAUSTED' },
        ],
      });
      for (const code of ['NOT_FOUND', 'PERMISSION_DENIED', 'RESOURCE_EXHAUSTED']) {
        expect((await failure(api.listCompanies({ pagination }))).code).to.equal(code);
      }
      expect((await requestLog(scope)).requests).to.have.length(3);
    });

    it('never retries a sign link, which creates a record each time', async () => {
      const { scope, api } = await scopedClient({ retries: 3 });
      await plan(scope, { steps: [{ operation: 'GetAgreementSignLink', error: 'INTERNAL', times: 4 }] });
      const error = await failure(api.getAgreementSignLink({ id: 'agr', customerId: 'cus', businessId: 'biz' }));
      expect(error.code).to.equal('INTERNAL');
      expect((await requestLog(scope)).requests).to.have.length(1);
    });

    it('retries network failures, counted at an injected fetch', async () => {
      let attempts = 0;
      const api = createClient({
        retries: 2,
        retryDelayMs: 1,
        fetch: async () => {
          attempts += 1;
          throw new TypeError('Failed to fetch');
        },
      });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error).to.include({ code: 'NETWORK', status: 0 });
      expect(attempts).to.equal(3);
    });

    it('reports NETWORK when nothing answers', async () => {
      const api = createClient({ baseUrl: 'http://127.0.0.1:1', retries: 0 });
      expect((await failure(api.listCompanies({ pagination }))).code).to.equal('NETWORK');
    });
  });

  describe('timeouts and aborts', () => {
    it('gives DEADLINE_EXCEEDED when an attempt takes longer than timeoutMs', async () => {
      const { scope, api } = await scopedClient({ timeoutMs: 150, retries: 0 });
      await plan(scope, { steps: [{ operation: 'ListCompanies', latencyMs: 2000 }] });
      const error = await failure(api.listCompanies({ pagination }));
      expect(error).to.include({ code: 'DEADLINE_EXCEEDED', status: 0 });
    });

    it('gives CANCELLED when the caller aborts, and stops retrying', async () => {
      const { scope, api } = await scopedClient({ retries: 3 });
      await plan(scope, { steps: [{ operation: 'ListCompanies', latencyMs: 2000 }] });
      const controller = new AbortController();
      const call = api.listCompanies({ pagination }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      expect((await failure(call)).code).to.equal('CANCELLED');
      expect((await requestLog(scope)).requests).to.have.length(1);
    });

    it('sends nothing when the signal is already aborted', async () => {
      const { scope, api } = await scopedClient();
      const error = await failure(api.listCompanies({ pagination }, { signal: AbortSignal.abort() }));
      expect(error.code).to.equal('CANCELLED');
      expect((await requestLog(scope)).requests).to.have.length(0);
    });

    it('gives CANCELLED when the caller aborts during the wait before a retry', async () => {
      const { scope, api } = await scopedClient({ retries: 3, retryDelayMs: 5000 });
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'INTERNAL', times: 4 }] });
      const controller = new AbortController();
      const call = api.listCompanies({ pagination }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 200);
      expect((await failure(call)).code).to.equal('CANCELLED');
      expect((await requestLog(scope)).requests).to.have.length(1);
    });
  });

  describe('requests on the wire', () => {
    it('sends POST operations as JSON bodies and GET parameters in the snake_case query', async () => {
      const { scope, api } = await scopedClient({ retries: 0 });
      await plan(scope, {
        steps: [
          { operation: 'ListCompanies', json: { companies: [] } },
          { operation: 'GetAgreementSignLink', json: { agreementRecordId: 'rec_1', signUrl: 'https://example.test/s' } },
        ],
      });
      await api.listCompanies({ pagination: { pageSize: 7, pageToken: '1' } });
      await api.getAgreementSignLink({ id: 'agr/1', customerId: 'cus_1', businessId: 'biz_1' });
      const [list, signLink] = (await requestLog(scope)).requests;
      expect(list).to.deep.include({ method: 'POST', path: '/v1/companies:list' });
      expect(list!.body).to.deep.equal({ pagination: { pageSize: 7, pageToken: '1' } });
      expect(signLink).to.deep.include({ method: 'GET', path: '/v1/agreements/agr%2F1/sign_link' });
      expect(signLink!.query).to.deep.equal({ customer_id: 'cus_1', business_id: 'biz_1' });
    });

    it('sends the API key as Basic auth and extra headers, through an injected fetch', async () => {
      const seen: Request[] = [];
      const api = createClient({
        baseUrl: 'https://api.example.test',
        apiKey: 'clé-secrète',
        headers: { 'X-Trace': 'abc' },
        fetch: async (input, init) => {
          seen.push(new Request(input, init));
          return new Response(JSON.stringify({ companies: [] }), { status: 200 });
        },
      });
      await api.listCompanies({ pagination });
      const request = seen[0]!;
      expect(request.url).to.equal('https://api.example.test/v1/companies:list');
      const encoded = btoa(String.fromCharCode(...new TextEncoder().encode('clé-secrète')));
      expect(request.headers.get('Authorization')).to.equal(`Basic ${encoded}`);
      expect(request.headers.get('X-Trace')).to.equal('abc');
      expect(request.headers.get('Content-Type')).to.equal('application/json');
    });

    it("sends a call's own headers with that call only, over the client's whatever their case, and follows no redirect with them", async () => {
      const seen: { request: Request; redirect: RequestRedirect | undefined }[] = [];
      const fetchAndSee = (apiKey?: string) =>
        createClient({
          baseUrl: 'https://gateway.example.test',
          headers: { authorization: 'Bearer site-session' },
          ...(apiKey ? { apiKey } : {}),
          fetch: async (input, init) => {
            seen.push({ request: new Request(input, init), redirect: init?.redirect });
            return new Response(JSON.stringify({ agreementRecordId: 'rec_1', signUrl: 'https://sign.example/1' }), { status: 200 });
          },
        });
      const api = fetchAndSee();
      const request = { id: 'agr_1', customerId: 'cus_1', businessId: 'biz_1' };
      await api.getAgreementSignLink(request, { headers: { Authorization: 'Bearer customer-token' } });
      await api.getAgreementSignLink(request);
      expect(seen.map(({ request: sent }) => sent.headers.get('authorization'))).to.deep.equal([
        'Bearer customer-token',
        'Bearer site-session',
      ]);
      expect(seen.map(({ redirect }) => redirect)).to.deep.equal(['error', undefined]);
      // With the API key the page speaks for itself: a customer token is for gateways.
      await fetchAndSee('page-key').getAgreementSignLink(request, { headers: { Authorization: 'Bearer customer-token' } });
      expect(seen[2]!.request.headers.get('authorization')).to.equal(`Basic ${btoa('page-key')}`);
    });

    it('stops a page walk when the service repeats a page token', async () => {
      const { scope, api } = await scopedClient();
      const page = { companies: [{ id: 'cmp_1', name: 'A' }], nextPageToken: 'same' };
      await plan(scope, { steps: [{ operation: 'ListCompanies', json: page, times: 3 }] });
      const pages: unknown[] = [];
      const error = await failure(
        (async () => {
          for await (const each of paginate(api.listCompanies, { pagination })) pages.push(each);
        })(),
      );
      expect(error.code).to.equal('INVALID_RESPONSE');
      expect(pages).to.have.length(2);
    });

    it('is the same transport the operation objects run on', async () => {
      const { api } = await scopedClient();
      const viaSend = await api.send(listCompanies, { pagination });
      const viaMethod = await api.listCompanies({ pagination });
      expect(viaSend).to.deep.equal(viaMethod);
    });
  });
});
