/**
 * The gateway routes each operation where its definition says, and nowhere else: the method, the
 * path and the other documented paths, and a GET's query names, all read from the one list of
 * operations (src/api/operations.ts). Proved twice: on the list the gateway registers, and over
 * real HTTP, where each request reaches the upstream as its definition writes it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RequestOf } from '../../src/api/operation.js';
import { operations, type OperationName } from '../../src/api/operations.js';
import { routePaths, routes, type Operations } from '../../src/gateway/upstream/routes.js';
import { postJson, raw, recordingUpstream, startGateway, statusCode, type RecordingUpstream, type RunningGateway } from './harness.js';

/** A valid request of each POST operation: a GET's is made from its path and query names. */
const bodies: { readonly [Op in Operations as Op['method'] extends 'POST' ? Op['name'] : never]: RequestOf<Op> } = {
  listReviews: { businessId: 'biz_1', pagination: { pageSize: 5 } },
  listCompanies: { pagination: { pageSize: 5 } },
  listAbandonedBookings: { companyId: 'cmp_1', businessIds: ['biz_1'], pagination: { pageSize: 5 } },
  getBookingAvailability: { companyId: 'cmp_1', businessId: 'biz_1' },
  lookupFranchiseByZipcode: { zipcode: '10001' },
  listAgreements: { companyId: 'cmp_1', pagination: { pageSize: 5 } },
};

const bodyByName: ReadonlyMap<string, unknown> = new Map(Object.entries(bodies));
const bodyOf = (name: OperationName): unknown => bodyByName.get(name);

/** A path template with its `:id` filled in. */
const filled = (template: string) => template.replace(':id', 'id_7');

describe('routes from the operation definitions', () => {
  it('has one route per operation of the list, in its order, and none without one', () => {
    assert.equal(routes.length, operations.length);
    for (const [index, route] of routes.entries())
      assert.equal(route.operation, operations[index], `route ${index} is the list's operation`);
    assert.equal(new Set(routes.map((route) => route.operation.name)).size, routes.length, 'each operation once');
  });

  it("serves each route at its definition's path and alternate paths, and no two at the same method and path", () => {
    const served = new Map<string, string>();
    for (const route of routes) {
      const { method, path, alternatePaths = [] } = route.operation;
      assert.deepEqual(routePaths(route), [path, ...alternatePaths]);
      for (const template of routePaths(route)) {
        const key = `${method} ${template}`;
        assert.equal(served.get(key), undefined, `${key} is routed twice`);
        served.set(key, route.operation.name);
      }
    }
  });
});

describe('over HTTP, every operation where its definition says', () => {
  let upstream: RecordingUpstream;
  let gateway: RunningGateway;

  before(async () => {
    upstream = await recordingUpstream(() => Response.json({}));
    gateway = await startGateway(upstream, {
      upstream: upstream.url,
      operations: operations.map((operation) => operation.name),
      authorize: () => true,
    });
  });
  after(async () => {
    await gateway.close();
    await upstream.close();
  });

  for (const operation of operations) {
    const { name, method, path, alternatePaths = [], query = {} } = operation;

    it(`${name}: ${method} ${[path, ...alternatePaths].join(', ')}${Object.keys(query).length ? ` ?${Object.keys(query).join('&')}` : ''}`, async () => {
      const search = new URLSearchParams(Object.keys(query).map((snake) => [snake, `value-of-${snake}`]));
      for (const template of [path, ...alternatePaths]) {
        const target = filled(template);
        const before = upstream.seen.length;
        const answer =
          method === 'GET' ? await raw(gateway.url, { path: `${target}?${search}` }) : await postJson(gateway.url, target, bodyOf(name));
        assert.equal(answer.status, 200, `${method} ${target}: ${answer.text}`);
        assert.equal(gateway.log.at(-1)?.operation, name);
        assert.equal(upstream.seen.length, before + 1);
        const seen = upstream.seen.at(-1)!;
        assert.equal(seen.method, method);
        assert.equal(seen.path, target, 'forwarded to the path the caller chose');
        assert.deepEqual(
          [...new URLSearchParams(seen.search).keys()].sort(),
          Object.keys(query).sort(),
          'the query names of the definition',
        );

        // The same path with the other method is no route: answered by the gateway, never forwarded.
        const other = method === 'GET' ? await postJson(gateway.url, target, bodyOf(name) ?? {}) : await raw(gateway.url, { path: target });
        assert.equal(other.status, 404, `${method === 'GET' ? 'POST' : 'GET'} ${target}`);
        assert.equal(statusCode(other), 5);
        assert.equal(gateway.log.at(-1)?.operation, null);
        assert.equal(upstream.seen.length, before + 1);
      }
      if (method === 'GET') {
        const before = upstream.seen.length;
        const extra = await raw(gateway.url, { path: `${filled(path)}?${search}&not_in_definition=1` });
        assert.equal(extra.status, 400, extra.text);
        assert.match(extra.text, /Unknown query parameter: not_in_definition/);
        assert.equal(upstream.seen.length, before);
      }
    });
  }
});
