import { expect } from '@open-wc/testing';
import { sameArgs } from '../../src/shared/same-args.js';

describe('sameArgs', () => {
  it('takes primitives by value, NaN included', () => {
    expect(sameArgs('a', 'a')).to.equal(true);
    expect(sameArgs(Number.NaN, Number.NaN)).to.equal(true);
    expect(sameArgs(0, -0)).to.equal(false);
    expect(sameArgs(undefined, null)).to.equal(false);
  });

  it('takes arrays and plain objects part by part, in order and by key', () => {
    const query = { businessId: 'biz_1', sources: ['SMS'], range: { start: '2026-03-02', end: '2026-03-08' } };
    expect(sameArgs([query, 'token'], [{ ...query, sources: ['SMS'], range: { ...query.range } }, 'token'])).to.equal(true);
    expect(sameArgs([query], [{ ...query, sources: ['SMS', 'GROOMING_REPORT'] }])).to.equal(false);
    expect(sameArgs(['a', 'b'], ['b', 'a'])).to.equal(false);
    expect(sameArgs({ a: 1 }, { a: 1, b: undefined })).to.equal(false);
    expect(sameArgs({ a: undefined }, { b: undefined })).to.equal(false);
    expect(sameArgs([], {})).to.equal(false);
  });

  it('tells two transports apart by their functions, and anything else not plain by identity', () => {
    const send = () => Promise.resolve();
    expect(sameArgs({ send, baseUrl: '' }, { send, baseUrl: '' })).to.equal(true);
    expect(sameArgs({ send, baseUrl: '' }, { send: () => Promise.resolve(), baseUrl: '' })).to.equal(false);
    expect(sameArgs(new Date(0), new Date(0))).to.equal(false);
    const map = new Map();
    expect(sameArgs(map, map)).to.equal(true);
    expect(sameArgs(Object.create(null) as object, Object.create(null) as object)).to.equal(false);
  });
});
