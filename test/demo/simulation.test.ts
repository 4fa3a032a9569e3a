/**
 * The configurator's simulated network on its own, in front of a stand-in for the real fetch:
 * what it answers, how many requests `once` fails, and that a wait gives way to an abort.
 */
import { expect } from '@open-wc/testing';
import { createClient, getBookingAvailability, type ApiError } from '../../src/api/index.js';
import { outageMessage, simulatedFetch, simulatedMessage, type Simulation } from '../../demo/simulation.js';

const reviewsPath = /\/v1\/reviews:list$/;

/** A real fetch stand-in that answers 200 and records the paths it was asked for. */
function network() {
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    paths.push(new URL(String(input), location.href).pathname);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { paths, fetch };
}

function simulated(simulation: Simulation) {
  const real = network();
  return { ...real, send: simulatedFetch(simulation, real.fetch) };
}

describe('demo simulation', () => {
  it("answers a failure as a gateway does: the code's HTTP status and a google.rpc.Status body", async () => {
    const { paths, send } = simulated({ network: 'normal', failure: 'PERMISSION_DENIED' });
    const response = await send('/v1/reviews:list', { method: 'POST' });
    expect(response.status).to.equal(403);
    expect(response.headers.get('content-type')).to.contain('application/json');
    expect(await response.json()).to.deep.equal({ code: 7, message: simulatedMessage, details: [] });
    expect(paths).to.deep.equal([]);
  });

  it('fails "once" only the first attempts of the main operation, with UNAVAILABLE, then lets requests through', async () => {
    const { paths, send } = simulated({ network: 'normal', failure: 'once', firstLoad: { path: reviewsPath, attempts: 3 } });
    expect((await send('/v1/companies/c1')).status, 'another operation').to.equal(200);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await send('/base/v1/reviews:list', { method: 'POST' });
      expect(response.status, `attempt ${attempt}`).to.equal(503);
      expect(await response.json()).to.deep.equal({ code: 14, message: outageMessage, details: [] });
    }
    expect((await send('/base/v1/reviews:list', { method: 'POST' })).status).to.equal(200);
    expect(paths).to.deep.equal(['/v1/companies/c1', '/base/v1/reviews:list']);
  });

  it("makes the client's retried read fail once as a whole, and the next call work", async () => {
    const real = network();
    const client = createClient({
      retryDelayMs: 1,
      fetch: simulatedFetch(
        { network: 'normal', failure: 'once', firstLoad: { path: /\/v1\/online_booking\/availability$/, attempts: 3 } },
        real.fetch,
      ),
    });
    const request = { companyId: 'c1', businessId: 'b1', filter: { startDate: '2030-01-07', endDate: '2030-01-07' } };
    const error = await client.send(getBookingAvailability, request).then(
      () => undefined,
      (failure: ApiError) => failure,
    );
    expect(error?.code).to.equal('UNAVAILABLE');
    expect(error?.message).to.equal(outageMessage);
    expect(real.paths).to.deep.equal([]);
    await client.send(getBookingAvailability, request).catch(() => undefined);
    expect(real.paths).to.deep.equal(['/v1/online_booking/availability']);
  });

  it('waits before a slow request, and gives up the wait when the request is aborted', async () => {
    const slow = simulated({ network: 'slow', failure: 'none' });
    const started = performance.now();
    const controller = new AbortController();
    const pending = slow.send('/v1/reviews:list', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const reason = await pending.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(reason).to.be.instanceOf(DOMException);
    expect((reason as DOMException).name).to.equal('AbortError');
    expect(performance.now() - started).to.be.lessThan(1000);
    expect(slow.paths).to.deep.equal([]);

    const answered = await slow.send('/v1/reviews:list');
    expect(answered.status).to.equal(200);
    expect(performance.now() - started).to.be.greaterThan(1400);
    expect(slow.paths).to.deep.equal(['/v1/reviews:list']);
  });

  it('rejects with a TypeError offline, as a browser without a connection does', async () => {
    const { paths, send } = simulated({ network: 'offline', failure: 'none' });
    const error = await send('/v1/reviews:list').then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).to.be.instanceOf(TypeError);
    expect(paths).to.deep.equal([]);
  });
});
