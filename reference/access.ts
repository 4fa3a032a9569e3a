/**
 * API keys of the secured mount (`/secured/v1/...`). As in production, a key belongs to an
 * organization and reaches only its companies; the open mount (`/v1/...`) needs no key.
 */
import { permissionDenied } from './errors.js';
import { defaultSeed } from './world/index.js';
import { createOrganizations } from './world/organizations.js';

const companies = createOrganizations(defaultSeed).companies;
const [firstCompany, secondCompany] = companies;

/** The key the demo's gateway holds: its organization owns every company of the world. */
export const gatewayApiKey = 'demo-gateway-key';

/**
 * Each key, sent as `Authorization: Basic <base64 of the key>`, and the companies it reaches:
 * `demo-secret-key` the first company, `demo-partner-key` the second, `demo-gateway-key` all.
 * A Map, because the key comes from the request: on a plain object `constructor` or
 * `__proto__` would find something inherited instead of nothing.
 */
export const referenceApiKeys: ReadonlyMap<string, readonly string[]> = new Map([
  ['demo-secret-key', [firstCompany?.id ?? '']],
  ['demo-partner-key', [secondCompany?.id ?? '']],
  [gatewayApiKey, companies.map((company) => company.id)],
]);

export interface Access {
  /** Whether the caller may see data of the company. */
  allows(companyId: string): boolean;
}

export const openAccess: Access = { allows: () => true };

/** The access an Authorization header grants on the secured mount: PERMISSION_DENIED without a known key. */
export function accessFor(authorization: string | null): Access {
  const encoded = /^Basic\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!encoded) throw permissionDenied('an API key is required: send Authorization: Basic <base64 of the key>');
  let key: string;
  try {
    key = atob(encoded);
  } catch {
    throw permissionDenied('the Authorization header is not valid base64');
  }
  // `curl -u key:` sends the key as a user name with an empty password.
  const companyIds = referenceApiKeys.get(key) ?? referenceApiKeys.get(key.replace(/:$/, ''));
  if (!companyIds) throw permissionDenied('the API key is not valid');
  return { allows: (companyId) => companyIds.includes(companyId) };
}

export function requireCompanyAccess(access: Access, companyId: string): void {
  if (!access.allows(companyId)) throw permissionDenied(`the API key does not give access to company ${companyId}`);
}
