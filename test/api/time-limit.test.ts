/** The time limit the client and the gateway give each call: the time running out, the caller leaving, and neither. */
import { expect } from '@open-wc/testing';
import { timeLimit } from '../../src/api/time-limit.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('timeLimit', () => {
  it('aborts once the time runs out, and says so', async () => {
    const limit = timeLimit(10);
    await pause(30);
    expect([limit.signal.aborted, limit.timedOut]).to.deep.equal([true, true]);
    limit.end();
  });

  it("aborts with the caller's reason when the caller aborts first", () => {
    const caller = new AbortController();
    const limit = timeLimit(1000);
    const withCaller = timeLimit(1000, caller.signal);
    caller.abort('gone');
    expect([withCaller.signal.aborted, withCaller.signal.reason, withCaller.timedOut]).to.deep.equal([true, 'gone', false]);
    expect(limit.signal.aborted).to.equal(false);
    limit.end();
    withCaller.end();
  });

  it('aborts nothing once ended, however long the call was', async () => {
    const caller = new AbortController();
    const limit = timeLimit(10, caller.signal);
    limit.end();
    await pause(30);
    caller.abort();
    expect([limit.signal.aborted, limit.timedOut]).to.deep.equal([false, false]);
  });
});
