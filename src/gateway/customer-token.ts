/**
 * Customer tokens: how a business's own server vouches, for a short time, for the customer it
 * knows, so that the gateway hands a sign link to that customer and no other. An HS256 JWT signed
 * with a secret the server and the gateway share, through Hono's `hono/jwt` (no crypto of ours).
 */
import { sign, verify } from 'hono/jwt';

/** The longest a customer token may live, and how long it lives by default: an hour. */
export const longestCustomerTokenSeconds = 3600;

/** The shortest secret the gateway takes: 32 bytes, what HS256 needs to be as strong as its hash. */
export const shortestCustomerSecretBytes = 32;

/** A longer `Authorization` value is not read at all. */
const longestTokenCharacters = 4096;

/** How far ahead of the gateway's clock the minting server's may be. */
const clockLeewaySeconds = 60;

export interface CustomerTokenOptions {
  /** The secret the gateway holds as `customerSecret` (`BOOKING_CUSTOMER_SECRET`), at least 32 bytes. */
  readonly secret: string;
  /** The customer the token vouches for: its `sub`, which must be the sign link's `customer_id`. */
  readonly customerId: string;
  /** Seconds until the token expires. Default and maximum 3600. */
  readonly expiresInSeconds?: number;
  /** The gateway's origin, such as `https://booking.example`, as `aud`: the token is then good at that gateway only. */
  readonly audience?: string;
}

/** Why `secret` cannot sign customer tokens, or undefined. */
export function customerSecretProblem(secret: unknown): string | undefined {
  if (typeof secret !== 'string') return 'the customer secret must be a string';
  const bytes = new TextEncoder().encode(secret).byteLength;
  if (bytes < shortestCustomerSecretBytes) {
    return `the customer secret is ${bytes} bytes long; it needs at least ${shortestCustomerSecretBytes} (openssl rand -base64 48 makes one)`;
  }
  return undefined;
}

/**
 * Mints a customer token on the business's server, once it knows who the customer is (its own
 * sign-in): put it in the page as `customer-token` on `<agreement-sign-button>` or `<booking-flow>`.
 * Never mint one for whoever asks: the token is what lets the gateway create a sign record for that customer.
 */
export async function signCustomerToken(options: CustomerTokenOptions): Promise<string> {
  const problem = customerSecretProblem(options.secret);
  if (problem) throw new TypeError(`signCustomerToken: ${problem}`);
  if (typeof options.customerId !== 'string' || options.customerId.trim() === '') {
    throw new TypeError('signCustomerToken: customerId is required');
  }
  const lifetime = options.expiresInSeconds ?? longestCustomerTokenSeconds;
  if (!Number.isInteger(lifetime) || lifetime <= 0 || lifetime > longestCustomerTokenSeconds) {
    throw new TypeError(`signCustomerToken: expiresInSeconds must be a whole number from 1 to ${longestCustomerTokenSeconds}`);
  }
  const iat = Math.floor(Date.now() / 1000);
  const audience = options.audience === undefined ? {} : { aud: new URL(options.audience).origin };
  return sign({ sub: options.customerId, iat, exp: iat + lifetime, ...audience }, options.secret, 'HS256');
}

/**
 * The token of an `Authorization: Bearer <token>` header: undefined without a Bearer header, an
 * empty string for a Bearer header that holds no single token.
 */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization')?.trim();
  if (!header || !/^Bearer(\s|$)/i.test(header)) return undefined;
  return /^Bearer[ \t]+([^\s]+)$/i.exec(header)?.[1] ?? '';
}

/** Whether one `aud` value names the gateway: an origin on the host the request came to. */
function namesGateway(audience: unknown, requestUrl: string): boolean {
  if (typeof audience !== 'string') return false;
  try {
    // By host, as the origin check does: behind a proxy that ends TLS the gateway sees http.
    return new URL(audience).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

/**
 * Why `token` does not vouch for `customerId` at the gateway `requestUrl` came to, in words for
 * the caller (never the secret), or undefined when it does: HS256 signed with `secret`, an `exp`
 * not past and at most an hour after its `iat`, `sub` the customer, `aud` (when present) the gateway.
 */
export async function customerTokenProblem(
  token: string,
  secret: string,
  customerId: string,
  requestUrl: string,
): Promise<string | undefined> {
  if (token === '' || token.length > longestTokenCharacters) return 'send the customer token as Authorization: Bearer <token>';
  let claims: Record<string, unknown>;
  try {
    // Hono checks the header (alg HS256 exactly, so never `none` nor a public-key algorithm), the signature, `exp` and `nbf`.
    claims = await verify(token, secret, { alg: 'HS256', iat: false });
  } catch {
    return 'the customer token is not valid or has expired';
  }
  const { sub, iat, exp, aud } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'the customer token needs iat and exp';
  const now = Math.floor(Date.now() / 1000);
  if (iat > now + clockLeewaySeconds) return 'the customer token was issued in the future';
  if (exp - iat > longestCustomerTokenSeconds) return `the customer token lives longer than ${longestCustomerTokenSeconds} seconds`;
  if (sub !== customerId) return 'the customer token is for another customer';
  if (aud !== undefined && !(Array.isArray(aud) ? aud : [aud]).some((item) => namesGateway(item, requestUrl))) {
    return 'the customer token is for another gateway';
  }
  return undefined;
}
