/** The paths of the demo's "fail the first load", made from the operations' own definitions. */
import { expect } from '@open-wc/testing';
import { operations } from '../../src/api/index.js';
import { operationPathPattern } from '../../demo/operation-path.js';

describe('demo operation paths', () => {
  it("matches every documented path of every operation, behind a base URL's path too", () => {
    for (const operation of operations) {
      const pattern = operationPathPattern(operation);
      for (const path of [operation.path, ...(operation.alternatePaths ?? [])]) {
        const sent = path.replace(':id', 'id%2F42');
        expect(pattern.test(sent), `${operation.name}: ${sent}`).to.equal(true);
        expect(pattern.test(`/base/api${sent}`), `${operation.name} behind a base URL`).to.equal(true);
      }
    }
  });

  it('matches no other operation, and one path segment for an identifier', () => {
    for (const operation of operations) {
      const pattern = operationPathPattern(operation);
      for (const other of operations.filter((candidate) => candidate !== operation)) {
        for (const path of [other.path, ...(other.alternatePaths ?? [])]) {
          expect(pattern.test(path.replace(':id', 'x')), `${operation.name} against ${other.name}'s ${path}`).to.equal(false);
        }
      }
    }
    const signLink = operationPathPattern({ path: '/v1/agreements/:id/sign_link' });
    expect(signLink.test('/v1/agreements/a/b/sign_link')).to.equal(false);
    expect(signLink.test('/v1/agreements//sign_link')).to.equal(false);
  });

  it('takes the rest of a path literally, `:list` and dots included', () => {
    const reviews = operationPathPattern({ path: '/v1/reviews:list' });
    expect(reviews.test('/v1/reviews:list')).to.equal(true);
    expect(reviews.test('/v1/reviews:lis')).to.equal(false);
    expect(operationPathPattern({ path: '/v1/a.b' }).test('/v1/aXb')).to.equal(false);
  });
});
