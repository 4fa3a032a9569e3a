/**
 * The request cache as a transport middleware, over a transport that counts what reaches it and
 * answers when the test says so.
 */
import { expect } from '@open-wc/testing';
import { getCompany } from '../../src/api/company.js';
import { ApiError } from '../../src/api/errors.js';
import type { RequestOf, ResponseOf } from '../../src/api/operation.js';
import { requestCache } from '../../src/api/request-cache.js';
import type { CallOptions, Transport } from '../../src/api/transport.js';

type Company = ResponseOf<typeof getCompany>;

/** A transport whose calls wait until `answer()`; `sent` records each request and its signal. */
function heldTransport() {
  const sent: { request: RequestOf<typeof getCompany>; signal: AbortSignal | undefined }[] = [];
  const waiting: ((company: Company) => void)[] = [];
  const transport: Transport = {
    send: ((_operation: unknown, request: RequestOf<typeof getCompany>, options?: CallOptions) => {
      sent.push({ request, signal: options?.signal });
      return new Promise<Company>((resolve, reject) => {
        waiting.push(resolve);
        options?.signal?.addEventListener('abort', () =>
          reject(new ApiError({ code: 'CANCELLED', operation: 'getCompany', message: 'aborted' })),
        );
      });
    }) as Transport['send'],
  };
  const answer = (id: string) => waiting.shift()?.({ id } as Company);
  return { transport, sent, answer };
}

describe('request cache', () => {
  it('sends a request once for everyone who asks, and answers later calls from the cache', async () => {
    const { transport, sent, answer } = heldTransport();
    const cached = requestCache()(transport);
    const first = cached.send(getCompany, { id: 'cmp_1' });
    const second = cached.send(getCompany, { id: 'cmp_1' });
    expect(sent.length).to.equal(1);
    answer('cmp_1');
    expect((await first).id).to.equal('cmp_1');
    expect((await second).id).to.equal('cmp_1');
    expect((await cached.send(getCompany, { id: 'cmp_1' })).id).to.equal('cmp_1');
    expect(sent.length).to.equal(1);
    void cached.send(getCompany, { id: 'cmp_2' });
    expect(sent.length).to.equal(2);
  });

  it('tells whether a call would be answered without a new request: in flight or kept, not aborted', async () => {
    const { transport, sent, answer } = heldTransport();
    const cached = requestCache()(transport);
    expect(cached.has(getCompany, { id: 'cmp_1' })).to.equal(false);
    const call = cached.send(getCompany, { id: 'cmp_1' });
    expect(cached.has(getCompany, { id: 'cmp_1' })).to.equal(true);
    answer('cmp_1');
    await call;
    expect(cached.has(getCompany, { id: 'cmp_1' })).to.equal(true);
    expect(cached.has(getCompany, { id: 'cmp_2' })).to.equal(false);

    const left = new AbortController();
    const aborted = cached.send(getCompany, { id: 'cmp_3' }, { signal: left.signal });
    left.abort();
    await aborted.catch(() => undefined);
    expect(cached.has(getCompany, { id: 'cmp_3' })).to.equal(false);
    expect(sent.length).to.equal(2);
  });

  it('aborts a request nobody waits for any more, but keeps a prefetch alive', async () => {
    const { transport, sent } = heldTransport();
    const cached = requestCache()(transport);
    const left = new AbortController();
    const call = cached.send(getCompany, { id: 'cmp_1' }, { signal: left.signal });
    left.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError).with.property('code', 'CANCELLED');
    expect(sent[0]!.signal!.aborted).to.equal(true);

    cached.prefetch(getCompany, { id: 'cmp_2' });
    const waiting = new AbortController();
    const prefetched = cached.send(getCompany, { id: 'cmp_2' }, { signal: waiting.signal });
    waiting.abort();
    await prefetched.catch(() => undefined);
    expect(sent[1]!.signal!.aborted).to.equal(false);
  });

  it('starts anew, aborting what was in flight, for another transport', async () => {
    const one = heldTransport();
    const two = heldTransport();
    const cache = requestCache();
    void cache(one.transport)
      .send(getCompany, { id: 'cmp_1' })
      .catch(() => undefined);
    const same = cache(one.transport);
    expect(cache(one.transport)).to.equal(same);
    const other = cache(two.transport);
    expect(other).to.not.equal(same);
    expect(one.sent[0]!.signal!.aborted).to.equal(true);
    void other.send(getCompany, { id: 'cmp_1' });
    expect(two.sent.length).to.equal(1);
  });

  it('keeps no failure: the next call asks again', async () => {
    let calls = 0;
    const failing: Transport = {
      send: (() => {
        calls += 1;
        return Promise.reject(new ApiError({ code: 'UNAVAILABLE', operation: 'getCompany', message: 'down' }));
      }) as Transport['send'],
    };
    const cached = requestCache()(failing);
    await cached.send(getCompany, { id: 'cmp_1' }).catch(() => undefined);
    await cached.send(getCompany, { id: 'cmp_1' }).catch(() => undefined);
    expect(calls).to.equal(2);
  });
});
