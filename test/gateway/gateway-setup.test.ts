import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createGateway } from '../../src/gateway/index.js';
import { gatewayKey, raw, startGateway } from './harness.js';
import { upstream, companyId, refused, gatewayHooks } from './gateway-fixtures.js';

gatewayHooks();

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
