/**
 * Who a client is and how often it may ask: trusted proxies read as the business wrote them (and
 * refused at once when they cannot be), the client behind them, the limiters a gateway takes, and
 * the command's environment read name by name.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commandConfig } from '../../src/gateway/command/env.js';
import { clientKeyFromHeader, cloudflareRateLimiter, createGateway } from '../../src/gateway/index.js';
import { clientKeyBehindProxies, parseAddress, readTrustedProxies } from '../../src/gateway/proxies.js';
import { gatewayKey } from './harness.js';

/** The env a request has under @hono/node-server: the peer's socket. */
const fromPeer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const forwarded = (chain?: string) =>
  new Request('http://gateway.test/', chain === undefined ? {} : { headers: { 'x-forwarded-for': chain } });

describe('trusted proxies', () => {
  it('reads addresses and CIDR ranges of IPv4 and IPv6, and the words loopback and private', () => {
    const trusted = readTrustedProxies(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'loopback']);
    const is = (address: string) => trusted(parseAddress(address)!);
    assert.equal(is('10.200.3.4'), true);
    assert.equal(is('11.0.0.1'), false);
    assert.equal(is('192.0.2.7'), true);
    assert.equal(is('192.0.2.8'), false);
    assert.equal(is('2001:db8:ffff::1'), true);
    assert.equal(is('2001:db9::1'), false);
    assert.equal(is('127.0.0.1'), true);
    assert.equal(is('::1'), true);
    assert.equal(is('::ffff:10.1.1.1'), true, 'an IPv4 address written as IPv6 is the IPv4 address');
    const privateRanges = readTrustedProxies(['private']);
    assert.equal(privateRanges(parseAddress('172.20.0.5')!), true);
    assert.equal(privateRanges(parseAddress('fd12::5')!), true);
    assert.equal(privateRanges(parseAddress('203.0.113.5')!), false);
  });

  it('refuses what is not an address or a range, and a range that trusts everyone', () => {
    for (const entry of ['10.0.0.0/33', '10.0.0.0/8/8', 'proxy.internal', '010.0.0.1', '0x0a.0.0.1', '2001:db8::/129', '10.0.0.1:80', '']) {
      assert.throws(() => readTrustedProxies([entry]), /is not an address, a CIDR range/, entry);
    }
    assert.throws(() => readTrustedProxies(['0.0.0.0/0']), /trusts every address/);
    assert.throws(() => readTrustedProxies(['::/0']), /trusts every address/);
    assert.throws(() => clientKeyBehindProxies({ trusted: ['10.0.0.0/8'], header: 'x forwarded for' }), /is not a header name/);
    assert.throws(() => clientKeyFromHeader('x forwarded for'), /is not a header name/, 'refused at start, not at every request');
  });

  it('believes the header only from a trusted peer, and takes the right-most address no trusted proxy wrote', () => {
    const key = clientKeyBehindProxies({ trusted: ['10.0.0.0/8', '2001:db8:ffff::/48'] });
    // A peer that is not trusted is the client, whatever it sends.
    assert.equal(key(forwarded('1.2.3.4'), fromPeer('203.0.113.9')), '203.0.113.9');
    assert.equal(key(forwarded(), fromPeer('203.0.113.9')), '203.0.113.9');
    // From the load balancer: the address it appended.
    assert.equal(key(forwarded('198.51.100.7'), fromPeer('10.0.0.2')), '198.51.100.7');
    // A CDN edge and the load balancer: the customer the edge saw, not the edge, not what the customer wrote.
    assert.equal(key(forwarded('6.6.6.6, 198.51.100.7, 10.9.9.9'), fromPeer('::ffff:10.0.0.2')), '198.51.100.7');
    // Ports and brackets as some proxies write them; an IPv6 customer by its /64.
    assert.equal(key(forwarded('198.51.100.7:5555'), fromPeer('10.0.0.2')), '198.51.100.7');
    assert.equal(key(forwarded('[2001:db8:1:2::9]:443'), fromPeer('10.0.0.2')), '2001:db8:1:2::/64');
    // Every hop trusted: the left-most one; no header: the trusted peer itself.
    assert.equal(key(forwarded('10.1.1.1, 10.2.2.2'), fromPeer('10.0.0.2')), '10.1.1.1');
    assert.equal(key(forwarded(), fromPeer('10.0.0.2')), '10.0.0.2');
    // A trusted proxy that wrote something else: the chain ends at that proxy.
    assert.equal(key(forwarded('198.51.100.7, unknown'), fromPeer('10.0.0.2')), '10.0.0.2');
    // Deno's and Bun's peers too; no peer at all (a route handler) is one unknown client.
    assert.equal(key(forwarded('198.51.100.7'), { remoteAddr: { hostname: '10.0.0.3' } }), '198.51.100.7');
    assert.equal(key(forwarded('198.51.100.7'), { requestIP: () => ({ address: '10.0.0.4' }) }), '198.51.100.7');
    assert.equal(key(forwarded('198.51.100.7'), undefined), 'unknown-client');
    const realIp = clientKeyBehindProxies({ trusted: ['loopback'], header: 'X-Real-IP' });
    assert.equal(
      realIp(new Request('http://gateway.test/', { headers: { 'x-real-ip': '198.51.100.8' } }), fromPeer('127.0.0.1')),
      '198.51.100.8',
    );
  });
});

describe('limiters', () => {
  it("limits through Cloudflare's rate-limiting binding, telling a refused client when to come back", async () => {
    const counts = new Map<string, number>();
    const binding = {
      limit: async ({ key }: { key: string }) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { success: counts.get(key)! <= 2 };
      },
    };
    const gateway = createGateway({
      apiKey: gatewayKey,
      rateLimiter: cloudflareRateLimiter(binding, 10),
      clientKey: clientKeyFromHeader('cf-connecting-ip'),
      log: false,
    });
    const request = (address: string) => new Request('http://gateway.test/v1/nothing', { headers: { 'cf-connecting-ip': address } });
    assert.equal((await gateway(request('198.51.100.1'))).status, 404);
    assert.equal((await gateway(request('198.51.100.1'))).status, 404);
    const refused = await gateway(request('198.51.100.1'));
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '10');
    assert.equal((await gateway(request('198.51.100.2'))).status, 404);
    const failing = createGateway({
      apiKey: gatewayKey,
      rateLimiter: cloudflareRateLimiter({ limit: () => Promise.reject(new Error('x')) }),
      log: false,
    });
    assert.equal((await failing(request('198.51.100.3'))).status, 503, 'a binding that fails refuses rather than let everyone through');
    assert.throws(() => cloudflareRateLimiter(undefined as never), /pass the rate-limiting binding/);
  });
});

describe("the command's environment", () => {
  const base = { BOOKING_API_KEY: gatewayKey };

  it('reads every variable of the contract into options', () => {
    const config = commandConfig({
      ...base,
      BOOKING_UPSTREAM: 'https://api.example',
      BOOKING_COMPANIES: 'cmp_1, cmp_2',
      BOOKING_BUSINESSES: 'biz_1',
      BOOKING_ALLOWED_ORIGINS: 'https://salon.example',
      BOOKING_RATE_LIMIT: '30',
      BOOKING_REDIS_URL: 'redis://:secret@127.0.0.1:6379/2',
      BOOKING_TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8',
      BOOKING_CLIENT_IP_HEADER: 'x-real-ip',
      BOOKING_METRICS: '[::1]:9464',
      BOOKING_DRAIN_SECONDS: '20',
      BOOKING_STAFF_JWKS_URL: 'https://id.example/jwks',
      BOOKING_STAFF_ISSUER: 'https://id.example',
      BOOKING_STAFF_AUDIENCE: 'booking',
      PORT: '9000',
      HOST: '0.0.0.0',
      HOME: '/root',
    });
    assert.deepEqual(config.options.companies, ['cmp_1', 'cmp_2']);
    assert.equal(config.options.rateLimit, 30);
    assert.equal(typeof config.options.clientKey, 'function');
    assert.equal(config.redisUrl, 'redis://:secret@127.0.0.1:6379/2');
    assert.deepEqual(config.metrics, { host: '::1', port: 9464 });
    assert.deepEqual([config.port, config.host, config.drainSeconds], [9000, '0.0.0.0', 20]);
    assert.deepEqual(commandConfig({ ...base, BOOKING_METRICS: '9464' }).metrics, { host: '127.0.0.1', port: 9464 });
  });

  it('stops at an unknown BOOKING_ name or a malformed value, and never quotes a secret', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ BOOKING_RATELIMIT: '5' }, /BOOKING_RATELIMIT is not a variable the gateway reads/],
      [{ BOOKING_RATE_LIMIT: '0' }, /BOOKING_RATE_LIMIT must be a number/],
      [{ BOOKING_RATE_LIMIT: '1.5' }, /BOOKING_RATE_LIMIT must be a number/],
      [{ BOOKING_UPSTREAM: 'api.example' }, /BOOKING_UPSTREAM must be an http\(s\) URL/],
      [{ BOOKING_ALLOWED_ORIGINS: 'salon.example' }, /BOOKING_ALLOWED_ORIGINS holds "salon.example"/],
      [{ BOOKING_REDIS_URL: 'valkey.internal:6379' }, /BOOKING_REDIS_URL must be a redis:\/\/ or rediss:\/\//],
      [{ BOOKING_TRUSTED_PROXIES: '10.0.0.0/8, nonsense' }, /BOOKING_TRUSTED_PROXIES: "nonsense" is not an address/],
      [{ BOOKING_CLIENT_IP_HEADER: 'x-real-ip' }, /believed only from trusted proxies/],
      [{ BOOKING_METRICS: 'metrics' }, /BOOKING_METRICS must be where to serve/],
      [{ BOOKING_METRICS: '8787' }, /BOOKING_METRICS must be another port than PORT/],
      [{ BOOKING_DRAIN_SECONDS: '-1' }, /BOOKING_DRAIN_SECONDS must be a whole number/],
      [{ PORT: '99999' }, /PORT must be a port number/],
    ];
    for (const [env, message] of refusals) assert.throws(() => commandConfig({ ...base, ...env }), message, JSON.stringify(env));
    assert.throws(
      () =>
        commandConfig({
          BOOKING_API_KEY: 'short-but-secret-key',
          BOOKING_REDIS_URL: 'https://user:pa55word@host',
          BOOKING_CUSTOMER_SECRET: 'tiny',
        }),
      (error: Error) => !/pa55word|short-but-secret-key|tiny/.test(error.message) && /BOOKING_CUSTOMER_SECRET/.test(error.message),
    );
  });
});
