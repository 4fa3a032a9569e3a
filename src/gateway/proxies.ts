/**
 * `booking-elements/gateway/proxies`: who the client is behind load balancers and CDNs that the
 * business trusts. A proxy's `X-Forwarded-For` is believed only when the request comes from a
 * trusted proxy, and then only up to the first address that is not one: each proxy appends the
 * address it was called from, so the right-most entry that no trusted proxy wrote is the client,
 * and everything to its left is whatever the client chose to send.
 *
 * Kept apart from `booking-elements/gateway` so that an edge platform, where the platform itself
 * says who the client is, does not load an address parser. Addresses and ranges are read by
 * ipaddr.js (the parser Express's `trust proxy` relies on), strictly: no octal or hex IPv4 forms.
 */
import ipaddr from 'ipaddr.js';
import { addressKey, headerName, peerAddress, unknownClient, type ClientKey } from './access/client-key.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = readonly [Address, number];

/** Ranges named by a word, for platforms whose proxies call from private or loopback addresses. */
const namedRanges = new Map<string, readonly string[]>([
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']],
]);

/** More entries than this are not a configuration anyone writes by hand. */
const mostRanges = 256;

/** Entries of a forwarded header looked at, from the right: more hops than this are not a real chain. */
const mostHops = 32;

/** An address written plainly (a zone id aside), or undefined: no port, no brackets, no octal or hex IPv4. */
export function parseAddress(text: string): Address | undefined {
  const plain = text.replace(/%[\w.-]*$/, '');
  if (ipaddr.IPv4.isValidFourPartDecimal(plain)) return ipaddr.IPv4.parse(plain);
  if (!ipaddr.IPv6.isValid(plain)) return undefined;
  const address = ipaddr.IPv6.parse(plain);
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/** An address as a proxy may write it in a forwarded header: with a port, an IPv6 one in brackets. */
function parseForwarded(entry: string): Address | undefined {
  return parseAddress(
    entry
      .trim()
      .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1')
      .replace(/^\[([^\]]*)\](?::\d+)?$/, '$1'),
  );
}

/** Reads one entry of a trusted-proxy list; throws a message fit for a terminal when it is not one. */
function readRange(entry: string): readonly Range[] {
  const named = namedRanges.get(entry.toLowerCase());
  if (named) return named.flatMap(readRange);
  const [address = '', bits, ...rest] = entry.split('/');
  const parsed = parseAddress(address);
  const width = parsed?.kind() === 'ipv4' ? 32 : 128;
  const prefix = bits === undefined ? width : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  if (!parsed || rest.length > 0 || !(prefix >= 0 && prefix <= width)) {
    throw new TypeError(`${JSON.stringify(entry.slice(0, 60))} is not an address, a CIDR range, "loopback" or "private"`);
  }
  if (prefix === 0) throw new TypeError(`${entry} trusts every address: any client could then choose its own`);
  return [[parsed, prefix]];
}

/**
 * Reads a list of trusted proxies: addresses (`10.0.0.7`, `2001:db8::7`), CIDR ranges
 * (`10.0.0.0/8`, `2001:db8::/32`), and the words `loopback` and `private`. Throws a TypeError that
 * names the first entry it cannot read.
 */
export function readTrustedProxies(entries: readonly string[]): (address: Address) => boolean {
  if (entries.length > mostRanges) throw new TypeError(`more than ${mostRanges} trusted proxies`);
  const ranges = entries.map((entry) => entry.trim()).flatMap(readRange);
  return (address) => ranges.some(([network, prefix]) => network.kind() === address.kind() && address.match(network, prefix));
}

export interface BehindProxiesOptions {
  /** The proxies whose forwarded header is believed: addresses, CIDR ranges, `loopback`, `private`. */
  readonly trusted: readonly string[];
  /**
   * The header in which they pass the client's address: a list, each proxy appending its caller
   * (`x-forwarded-for`), or a single address (`x-real-ip`, `cf-connecting-ip`). Default `x-forwarded-for`.
   */
  readonly header?: string;
}

/**
 * The client of a request behind trusted proxies, for `createGateway({ clientKey })`: the peer's
 * address when the peer is not a trusted proxy, whatever it sends; otherwise the right-most
 * address of the header that is not a trusted proxy (the left-most, when every one is). An IPv6
 * client counts by its /64, as everywhere in the gateway. Throws a TypeError at once for a bad
 * header name or range.
 */
export function clientKeyBehindProxies(options: BehindProxiesOptions): ClientKey {
  const trusted = readTrustedProxies(options.trusted);
  const header = headerName(options.header ?? 'x-forwarded-for');
  return (request, env) => {
    const peer = peerAddress(request, env);
    if (peer === undefined) return unknownClient;
    let nearest = parseForwarded(peer);
    if (!nearest || !trusted(nearest)) return addressKey(peer);
    const entries = (request.headers.get(header) ?? '').split(',');
    for (let index = entries.length - 1; index >= Math.max(0, entries.length - mostHops); index -= 1) {
      const address = parseForwarded(entries[index]!);
      // A trusted proxy wrote something that is not an address: the chain ends at that proxy.
      if (!address) break;
      nearest = address;
      if (!trusted(address)) break;
    }
    return addressKey(nearest.toString());
  };
}
