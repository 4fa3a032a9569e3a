/**
 * DEMO ONLY: a stand-in for a business's identity provider, so that the staff pages of the demo
 * sign in end to end through the gateway. It is NOT a sign-in: whoever asks gets a token for any
 * staff member of its list. A real site uses its own OpenID Connect provider (Auth0, Entra ID,
 * Keycloak, Google Workspace, ...) and gives the gateway that provider's issuer, JWKS URL and
 * audience (docs/gateway.md, "Staff tokens").
 *
 * What it does the way a real provider does: an ES256 key pair made with WebCrypto when it
 * starts (the private key never leaves this process), the public key served as a JWKS (`kid`,
 * `alg`, `use: "sig"`, kept five minutes by caches), a discovery document, and short-lived tokens
 * (15 minutes) signed with `hono/jwt`'s `sign` from the private JWK: `sub`, `name`, `iss`, `aud`,
 * `iat`, `exp` and `booking_businesses`, the branches the staff member works at.
 *
 * Served wherever its issuer says: `GET <issuer>/.well-known/jwks.json`,
 * `GET <issuer>/.well-known/openid-configuration`, and the demo's sign-in,
 * `GET <issuer>/_demo/staff` (who may be played) and `POST <issuer>/_demo/staff-token` with
 * `{ "staffId": "...", "expiresInSeconds"?: n }` (n from 1 to the provider's lifetime: a test's
 * token that ends while its page is open).
 */
import { Hono } from 'hono';
import { sign } from 'hono/jwt';

export interface DemoStaffMember {
  readonly id: string;
  readonly name: string;
  /** The branches the staff member may read: the token's `booking_businesses`. */
  readonly businessIds: readonly string[];
}

export interface DemoIdentityProviderOptions {
  /** Where it is served, without a trailing slash, such as `http://127.0.0.1:5173/_demo/idp`: its tokens' `iss`. */
  readonly issuer: string;
  /** The gateway's audience: its tokens' `aud`. */
  readonly audience: string;
  readonly staff: readonly DemoStaffMember[];
  /** How long a token lives, in seconds. Default 900 (15 minutes), at most 3600. */
  readonly tokenSeconds?: number;
}

export interface DemoIdentityProvider {
  /** Serves the JWKS, the discovery document and the demo sign-in, below the issuer's path. */
  readonly fetch: (request: Request) => Promise<Response>;
  /** What to give the gateway: `staff: { jwksUrl, issuer, audience }`. */
  readonly jwksUrl: string;
  readonly issuer: string;
  readonly audience: string;
  /** A token for a staff member, as the sign-in gives it (for pages made on the server and tests); `seconds` shortens its life. */
  tokenFor(staffId: string, seconds?: number): Promise<string>;
}

/** The JWKS's public key and the private JWK `hono/jwt` signs with, sharing a `kid`. */
async function makeSigningKey(): Promise<{
  publicJwk: JsonWebKey & { kid: string };
  privateJwk: JsonWebKey & { alg: 'ES256'; kid: string };
}> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const kid = `demo-${crypto.randomUUID()}`;
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const privateJwk = { ...(await crypto.subtle.exportKey('jwk', pair.privateKey)), alg: 'ES256' as const, kid };
  return { publicJwk: { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' }, privateJwk };
}

function readOptions(options: DemoIdentityProviderOptions): { issuer: string; basePath: string; tokenSeconds: number } {
  const url = new URL(options.issuer);
  if (url.href.replace(/\/$/, '') !== options.issuer || url.search || url.hash) {
    throw new TypeError('createDemoIdentityProvider: issuer must be a URL without a trailing slash, a query or a fragment');
  }
  if (options.audience.trim() === '') throw new TypeError('createDemoIdentityProvider: audience is required');
  const ids = new Set(options.staff.map((member) => member.id));
  if (ids.size !== options.staff.length || ids.has(''))
    throw new TypeError('createDemoIdentityProvider: staff ids must be unique and not empty');
  const tokenSeconds = options.tokenSeconds ?? 900;
  if (!Number.isInteger(tokenSeconds) || tokenSeconds < 1 || tokenSeconds > 3600) {
    throw new TypeError('createDemoIdentityProvider: tokenSeconds must be a whole number from 1 to 3600');
  }
  return { issuer: options.issuer, basePath: url.pathname.replace(/\/$/, ''), tokenSeconds };
}

/** Starts the demo's identity provider with a new key pair. */
export async function createDemoIdentityProvider(options: DemoIdentityProviderOptions): Promise<DemoIdentityProvider> {
  const { issuer, basePath, tokenSeconds } = readOptions(options);
  const { audience } = options;
  const { publicJwk, privateJwk } = await makeSigningKey();
  const staff = new Map(options.staff.map((member) => [member.id, member]));
  const jwksUrl = `${issuer}/.well-known/jwks.json`;

  async function tokenFor(staffId: string, seconds = tokenSeconds): Promise<string> {
    const member = staff.get(staffId);
    if (!member) throw new RangeError(`no staff member ${staffId} in the demo's identity provider`);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > tokenSeconds) {
      throw new RangeError(`a token of the demo's identity provider lives 1 to ${tokenSeconds} seconds`);
    }
    const iat = Math.floor(Date.now() / 1000);
    const claims = { sub: member.id, name: member.name, iss: issuer, aud: audience, iat, exp: iat + seconds };
    return sign({ ...claims, booking_businesses: [...member.businessIds] }, privateJwk);
  }

  const app = new Hono().basePath(basePath);
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [publicJwk] }, 200, { 'cache-control': 'public, max-age=300' }));
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({ issuer, jwks_uri: jwksUrl, id_token_signing_alg_values_supported: ['ES256'], subject_types_supported: ['public'] }, 200, {
      'cache-control': 'public, max-age=300',
    }),
  );
  // The demo's sign-in: marked as such in every answer, never cached.
  const demoHeaders = { 'cache-control': 'no-store', 'x-demo': 'not a real sign-in: any caller gets any staff token' };
  app.get('/_demo/staff', (c) =>
    c.json(
      options.staff.map(({ id, name, businessIds }) => ({ id, name, businessIds })),
      200,
      demoHeaders,
    ),
  );
  app.post('/_demo/staff-token', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const staffId = typeof body === 'object' && body !== null && 'staffId' in body ? body.staffId : undefined;
    if (typeof staffId !== 'string') return c.json({ message: 'send { "staffId": "..." } as JSON' }, 400, demoHeaders);
    if (!staff.has(staffId)) return c.json({ message: 'no such staff member in the demo' }, 404, demoHeaders);
    // A shorter life on request: a test's page sees its token end while it is open.
    const asked = typeof body === 'object' && body !== null && 'expiresInSeconds' in body ? body.expiresInSeconds : tokenSeconds;
    if (typeof asked !== 'number' || !Number.isInteger(asked) || asked < 1 || asked > tokenSeconds) {
      return c.json({ message: `expiresInSeconds must be a whole number from 1 to ${tokenSeconds}` }, 400, demoHeaders);
    }
    return c.json({ token: await tokenFor(staffId, asked), tokenType: 'Bearer', expiresIn: asked }, 200, demoHeaders);
  });

  return { fetch: async (request) => app.fetch(request), jwksUrl, issuer, audience, tokenFor };
}
