/**
 * Helpers for tests that talk to the reference API served by the test runner on the same
 * origin: scopes with scripted faults, the request log, and well-known data of the world.
 */
import type { Dialect, LogEntry, ReferenceFixtures } from '../../reference/index.js';

export type { Dialect, LogEntry, ReferenceFixtures };

/** One scripted answer; see `PlanStep` in reference/faults.ts. Names are checked by the server. */
export interface PlanStepInput {
  /** The spec's operation name, such as `ListReviews`; absent matches every request. */
  operation?: string;
  times?: number;
  latencyMs?: number;
  /** A gRPC code name, answered as google.rpc.Status with its HTTP status. */
  error?: string;
  message?: string;
  legacyError?: boolean;
  status?: number;
  body?: string;
  contentType?: string;
  json?: unknown;
}

export interface ReferencePlan {
  steps?: PlanStepInput[];
  latencyMs?: number;
  dialect?: Dialect;
}

let scopeCount = 0;
/** A name for this page's scopes: each test file runs in a page of its own, against one reference API. */
const pageScopes = crypto.randomUUID().slice(0, 13);

/** A scope name no other test uses, so plans and logs do not mix. */
export function newScope(): string {
  scopeCount += 1;
  return `t${pageScopes}-${scopeCount}`;
}

/** The base URL whose requests are logged under the scope and follow its plan. */
export function scopedBaseUrl(scope: string): string {
  return `/_ref/${scope}`;
}

/**
 * The gateway the test runner mounts on the tests' origin (web-test-runner.config.mjs), holding
 * `demo-gateway-key`, and the scope of the reference API it calls, whose log shows what reached it.
 */
export const gatewayBaseUrl = '/gateway';
export const gatewayScope = 'via-gateway';

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} failed with ${response.status}: ${await response.text()}`);
  return response;
}

/** Replaces the scope's plan. */
export async function plan(scope: string, scopePlan: ReferencePlan): Promise<void> {
  await expectOk(
    await fetch(`/_ref/${scope}/_plan`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scopePlan),
    }),
    'setting the plan',
  );
}

/** Every API request the scope received, oldest first. */
export async function requestLog(scope: string): Promise<{ requests: LogEntry[] }> {
  const response = await expectOk(await fetch(`/_ref/${scope}/_log`), 'reading the log');
  return (await response.json()) as { requests: LogEntry[] };
}

/** Forgets the scope's plan and log. */
export async function resetScope(scope: string): Promise<void> {
  await expectOk(await fetch(`/_ref/${scope}`, { method: 'DELETE' }), 'resetting the scope');
}

let fixturesRequest: Promise<ReferenceFixtures> | undefined;

/** Well-known data of the reference world (company per time zone, branches, ZIP codes, ...). */
export function referenceFixtures(): Promise<ReferenceFixtures> {
  fixturesRequest ??= fetch('/_ref/_fixtures')
    .then((response) => expectOk(response, 'reading the fixtures'))
    .then((response) => response.json() as Promise<ReferenceFixtures>);
  return fixturesRequest;
}

/** A customer of the company, for sign links. */
export async function customerOf(companyId: string): Promise<string> {
  const customer = (await referenceFixtures()).customers.find((candidate) => candidate.companyId === companyId);
  if (!customer) throw new Error(`no customer in company ${companyId}`);
  return customer.id;
}

/** `Authorization` header value for a key of the secured mount. */
export function basicAuthorization(key: string): string {
  return `Basic ${btoa(key)}`;
}

/**
 * A customer token for the gateway the test runner mounts, from the demo's business server
 * (`/_demo/customer-token`), which signs it with the gateway's customer secret.
 */
export async function customerToken(customerId: string): Promise<string> {
  const response = await expectOk(
    await fetch(`/_demo/customer-token?customer_id=${encodeURIComponent(customerId)}`),
    'minting a customer token',
  );
  return ((await response.json()) as { token: string }).token;
}

/** A gateway the test runner mounts that serves only `enabledBranch` of the fixtures: every other branch is refused. */
export const oneBranchGatewayUrl = '/gateway-one-branch';

/** A GetBookingAvailability answer as the reference API sends it. */
export interface AvailabilityAnswer {
  availableDates: string[];
  availability: { date: string; staff: { staffId: string; availableSlots: { startTime: string; endTime: string }[] }[] }[];
}

/** What the reference API answers for a branch's free times from one date to another, read without the client (in a scope of its own). */
export async function referenceAvailability(
  branch: { companyId: string; businessId: string },
  startDate: string,
  endDate: string,
): Promise<AvailabilityAnswer> {
  const response = await expectOk(
    await fetch(`${scopedBaseUrl(newScope())}/v1/online_booking/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: branch.companyId, businessId: branch.businessId, filter: { startDate, endDate } }),
    }),
    'reading the free times',
  );
  return (await response.json()) as AvailabilityAnswer;
}
