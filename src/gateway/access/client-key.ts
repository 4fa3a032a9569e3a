/**
 * Who a client is, for the rate limit: its address, with an IPv6 address counted by its /64
 * (one customer's device holds a whole /64, and could otherwise take a new address per request).
 */
import { isObject } from './policy.js';

/**
 * The first four groups of an IPv6 address, its /64; any other address as it is. A port is left
 * out (`203.0.113.5:54321`, `[2001:db8::1]:443`, as some proxies write the client): it changes
 * with each connection, and would give a client a new key each time.
 */
export function addressKey(address: string): string {
  const plain = address
    .trim()
    .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
    .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!plain.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(plain)) return plain.replace(/^::ffff:/, '');
  const [head = '', tail] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: Math.max(0, 8 - headGroups.length - tailGroups.length) }, () => '0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key of a client whose address could not be read: all such clients share one rate limit. */
export const unknownClient = 'unknown-client';

/** Who the client of a request is, for the rate limit: its address, or any name of it. */
export type ClientKey = (request: Request, env: unknown) => string;

/** The peer's address: Node's socket (`@hono/node-server`), Deno's `serve` info or Bun's server. */
export function peerAddress(request: Request, env: unknown): string | undefined {
  if (!isObject(env)) return undefined;
  const socket = isObject(env['incoming']) ? env['incoming']['socket'] : undefined;
  const nodeAddress = isObject(socket) ? socket['remoteAddress'] : undefined;
  if (typeof nodeAddress === 'string') return nodeAddress;
  const denoAddress = isObject(env['remoteAddr']) ? env['remoteAddr']['hostname'] : undefined;
  if (typeof denoAddress === 'string') return denoAddress;
  const bunPeer = typeof env['requestIP'] === 'function' ? (env['requestIP'] as (request: Request) => unknown)(request) : undefined;
  const bunAddress = isObject(bunPeer) ? bunPeer['address'] : undefined;
  return typeof bunAddress === 'string' ? bunAddress : undefined;
}

/**
 * Whether the request came over a Node socket that has closed since (a client that hung up): its
 * address is gone, which says nothing about the gateway's configuration.
 */
export function peerGone(env: unknown): boolean {
  const socket = isObject(env) && isObject(env['incoming']) ? env['incoming']['socket'] : undefined;
  return isObject(socket) && socket['remoteAddress'] === undefined;
}

/** The peer's address as a key, or `unknownClient`. */
export function peerClientKey(request: Request, env: unknown): string {
  const address = peerAddress(request, env);
  return address === undefined ? unknownClient : addressKey(address);
}

/** A header name as HTTP allows it (a token), lower-cased; throws a TypeError for anything else. */
export function headerName(name: string): string {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/.test(name)) {
    throw new TypeError(`${JSON.stringify(name.slice(0, 70))} is not a header name`);
  }
  return name.toLowerCase();
}

/**
 * The client's address from a header that the platform in front of the gateway sets itself and no
 * client can, such as Cloudflare's `cf-connecting-ip`. Of a list, the last entry: the one the
 * nearest proxy added. Behind proxies of your own, use `clientKeyBehindProxies` from
 * `booking-elements/gateway/proxies`, which believes the header only from them. Throws a TypeError
 * at once for a name that is not a header name.
 */
export function clientKeyFromHeader(name: string): (request: Request) => string {
  const header = headerName(name);
  return (request) => {
    const entry = request.headers.get(header)?.split(',').at(-1)?.trim();
    return entry ? addressKey(entry) : unknownClient;
  };
}
