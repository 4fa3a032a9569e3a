/**
 * The reference API's own data, read the way the demo page can: companies, branches, customers
 * and ZIP codes from the fixtures endpoint, which the dev server serves directly, and agreements
 * through the typed client. The page reaches the API only through the gateway, which refuses
 * the business-only ListCompanies (and the API has no "list branches" operation).
 */
import { createClient, type Agreement, type Client } from '../src/api/index.js';
import type { ReferenceFixtures } from '../reference/fixtures.js';

export type { ReferenceFixtures };

export interface CompanyOption {
  id: string;
  name: string;
  timeZone: string;
}

export interface ReferenceData {
  companies: CompanyOption[];
  fixtures: ReferenceFixtures;
  /** The agreements of a branch (cached per branch). */
  agreementsOf(companyId: string, businessId: string): Promise<Agreement[]>;
  /**
   * A customer token for a customer, from the demo's business server, which mints it as a site's
   * server does once its sign-in knows the customer (cached for 50 minutes of its hour).
   */
  customerToken(customerId: string): Promise<string>;
  /** The branch the demo's server keeps fully booked for a week (`/_demo/calendar`), and until when; none elsewhere. */
  fullyBooked: { readonly businessId: string; readonly until: string } | undefined;
}

/** How long a customer token is reused: it lives an hour. */
const tokenReuseMs = 50 * 60_000;

export async function loadReferenceData(
  options: { baseUrl?: string; fixturesUrl?: string; customerTokenUrl?: string; calendarUrl?: string } = {},
): Promise<ReferenceData> {
  const client: Client = createClient({ baseUrl: options.baseUrl ?? '' });
  const response = await fetch(options.fixturesUrl ?? '/_ref/_fixtures');
  if (!response.ok) throw new Error(`The reference fixtures answered ${response.status}.`);
  const fixtures = (await response.json()) as ReferenceFixtures;
  const companies = fixtures.companies
    .map(({ id, name, timeZone }) => ({ id, name, timeZone }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const agreementCache = new Map<string, Promise<Agreement[]>>();
  const agreementsOf = (companyId: string, businessId: string): Promise<Agreement[]> => {
    const key = `${companyId}/${businessId}`;
    let request = agreementCache.get(key);
    if (!request) {
      request = client
        .listAgreements({ companyId, businessIds: [businessId], pagination: { pageSize: 100 } })
        .then((page) => page.agreement);
      // A failure is not remembered: the next choice of the branch asks again.
      request.catch(() => agreementCache.delete(key));
      agreementCache.set(key, request);
    }
    return request;
  };
  const tokens = new Map<string, { minted: number; token: Promise<string> }>();
  const customerToken = (customerId: string): Promise<string> => {
    const kept = tokens.get(customerId);
    if (kept && Date.now() - kept.minted < tokenReuseMs) return kept.token;
    const url = `${options.customerTokenUrl ?? '/_demo/customer-token'}?customer_id=${encodeURIComponent(customerId)}`;
    const token = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`The demo's business server answered ${response.status}.`);
      return ((await response.json()) as { token: string }).token;
    });
    token.catch(() => tokens.delete(customerId));
    tokens.set(customerId, { minted: Date.now(), token });
    return token;
  };
  // Only the demo's own server has a fully booked branch: anywhere else, no answer is no such branch.
  const fullyBooked = await fetch(options.calendarUrl ?? '/_demo/calendar', { cache: 'no-store' })
    .then((answer) => (answer.ok ? (answer.json() as Promise<{ businessId: string; until: string }>) : undefined))
    .then((calendar) => calendar && { businessId: calendar.businessId, until: calendar.until })
    .catch(() => undefined);
  return { companies, fixtures, agreementsOf, customerToken, fullyBooked };
}
