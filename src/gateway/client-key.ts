/**
 * Who a client is, for the rate limit: its address, with an IPv6 address counted by its /64
 * (one customer's device holds a whole /64, and could otherwise take a new address per request).
 */
import { isObject } from './policy.js';

/** The first four groups of an IPv6 address, its /64; any other address as it is. */
export function addressKey(address: string): string {
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
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

/** The peer's address: Node's socket (`@hono/node-server`) or Deno's `serve` info. */
export function peerClientKey(_request: Request, env: unknown): string {
  if (!isObject(env)) return 'unknown-client';
  const socket = isObject(env['incoming']) ? env['incoming']['socket'] : undefined;
  const nodeAddress = isObject(socket) ? socket['remoteAddress'] : undefined;
  if (typeof nodeAddress === 'string') return addressKey(nodeAddress);
  const denoAddress = isObject(env['remoteAddr']) ? env['remoteAddr']['hostname'] : undefined;
  return typeof denoAddress === 'string' ? addressKey(denoAddress) : 'unknown-client';
}

/**
 * The client's address from a header that a proxy in front of the gateway sets, such as
 * `x-forwarded-for` or `cf-connecting-ip`. Of a list, the last entry: the one the nearest proxy
 * added; the entries before it are whatever the client chose to send.
 */
export function clientKeyFromHeader(name: string): (request: Request) => string {
  return (request) => {
    const entry = request.headers.get(name)?.split(',').at(-1)?.trim();
    return entry ? addressKey(entry) : 'unknown-client';
  };
}
