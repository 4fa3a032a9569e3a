import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGateway } from '../../src/gateway/index.js';
import { gatewayKey, postJson, raw, recordingUpstream, startGateway, statusCode, type RawAnswer } from './harness.js';
import { upstream, fixtures, companyId, businessId, refused, get, post, availability, gatewayHooks } from './gateway-fixtures.js';

gatewayHooks();

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
