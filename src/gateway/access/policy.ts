/**
 * What the gateway lets through, as pure functions: the request fields its schema knows, the
 * companies and branches it serves, and the origins that may call it from a browser.
 */
import type { Scope } from '../upstream/routes.js';

/** A JSON object: not null, not a list. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of `input` that `parsed` lacks. The client's request schemas drop fields they do not
 * know; the gateway refuses them instead, so that nothing it did not check reaches the service.
 */
export function unknownFields(input: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, index) => unknownFields(item, parsed[index], `${path}[${index}]`));
  }
  // A value the schema read as a whole, such as a `{ year, month, day }` date read as a string,
  // has no fields of its own left: what is forwarded is written anew from the parsed value.
  if (!isObject(input) || !isObject(parsed)) return [];
  return Object.keys(input).flatMap((key) => {
    const fieldPath = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(parsed, key)) return [fieldPath];
    return unknownFields(input[key], parsed[key], fieldPath);
  });
}

/** The companies and branches a gateway serves; `undefined` serves every one the key reaches. */
export interface Allowance {
  readonly companies: ReadonlySet<string> | undefined;
  readonly businesses: ReadonlySet<string> | undefined;
}

/**
 * The allowance of a caller whose token lists the only branches it may read: the branches both
 * serve. Undefined `businesses`: the caller may read whatever the gateway serves.
 */
export function narrowAllowance(allowance: Allowance, businesses: ReadonlySet<string> | undefined): Allowance {
  if (!businesses) return allowance;
  const served = allowance.businesses;
  return { companies: allowance.companies, businesses: new Set([...businesses].filter((id) => !served || served.has(id))) };
}

/** Why a request is outside the allowance, or `undefined` when it is inside. */
export function outsideAllowance(scope: Scope, allowance: Allowance): string | undefined {
  const { companies, businesses } = allowance;
  if (companies && scope.companyIds.some((id) => !companies.has(id))) return 'This company is not served here.';
  if (businesses) return scope.businessIds.some((id) => !businesses.has(id)) ? 'This branch is not served here.' : undefined;
  // Nothing the gateway knows says which company a branch belongs to: with companies listed and
  // no branches, a request that names only a branch cannot be shown to be inside.
  if (companies && scope.companyIds.length === 0 && scope.businessIds.length > 0) {
    return 'This branch is not served here: the gateway lists companies but no branches.';
  }
  return undefined;
}

/**
 * Whether a browser page of `origin` may call the gateway: a page of its own host always may
 * (by host alone: behind a proxy that ends TLS the gateway sees http where the page has https),
 * others only when listed, or when the list holds `*`.
 */
export function originAllowed(origin: string, requestUrl: string, allowedOrigins: ReadonlySet<string>): boolean {
  if (allowedOrigins.has('*') || allowedOrigins.has(origin)) return true;
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
