/**
 * What the gateway's tests by feature share: one gateway in front of the reference API per file
 * (`gatewayHooks()`), the answers it gave (each checked for the key once the file's tests are done),
 * and requests sent to it as a stranger on the internet would send them.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { ReferenceFixtures } from '../../reference/index.js';
import {
  gatewayKey,
  postJson,
  raw,
  referenceUpstream,
  startGateway,
  statusCode,
  type RawAnswer,
  type RecordingUpstream,
  type RunningGateway,
} from './harness.js';

export const secrets = [gatewayKey, btoa(gatewayKey)];

/** Every answer of every test, checked at the end for the key. */
export const answers: RawAnswer[] = [];

export const seenAnswer = (answer: RawAnswer) => {
  answers.push(answer);
  return answer;
};

export let upstream: RecordingUpstream;
export let gateway: RunningGateway;
export let fixtures: ReferenceFixtures;
export let companyId: string;
export let businessId: string;
export let otherCompanyId: string;
export let otherBusinessId: string;
export let refusedTotal = 0;

/** Runs requests the policy must refuse and proves that the upstream saw none of them. */
export async function refused(send: () => Promise<RawAnswer>, status: number | number[], code: number | number[]): Promise<RawAnswer> {
  const before = upstream.seen.length;
  const answer = seenAnswer(await send());
  assert.ok([status].flat().includes(answer.status), `status ${answer.status} of ${answer.text.slice(0, 200)}`);
  assert.ok([code].flat().includes(statusCode(answer) as number), answer.text.slice(0, 200));
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  assert.equal(typeof (answer.json as { message?: unknown }).message, 'string');
  assert.equal(upstream.seen.length, before, 'the upstream received nothing');
  refusedTotal += 1;
  return answer;
}

export const get = (path: string, headers: Record<string, string> = {}) => raw(gateway.url, { path, headers }).then(seenAnswer);

export const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(gateway.url, path, body, headers).then(seenAnswer);

export const availability = (company: string, business: string) => ({ companyId: company, businessId: business });

/**
 * Registers the hooks of a test file: the reference API as the upstream, and a gateway in front of
 * it for the first company and its branches, started before the file's first test; after its last
 * test, no answer and no log line may hold the key.
 */
export function gatewayHooks(): void {
  before(async () => {
    upstream = await referenceUpstream();
    fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
    upstream.seen.length = 0;
    const [first, second] = fixtures.companies;
    companyId = first!.id;
    otherCompanyId = second!.id;
    businessId = fixtures.branches.find((branch) => branch.companyId === companyId && branch.isEnable)!.businessId;
    otherBusinessId = fixtures.branches.find((branch) => branch.companyId === otherCompanyId)!.businessId;
    const branchesOfCompany = fixtures.branches.filter((branch) => branch.companyId === companyId).map((branch) => branch.businessId);
    gateway = await startGateway(upstream, { companies: [companyId], businesses: branchesOfCompany });
  });

  after(async () => {
    await gateway.close();
    await upstream.close();
    for (const answer of answers) {
      const text = answer.text + JSON.stringify(answer.headers);
      for (const secret of secrets) assert.ok(!text.includes(secret), `an answer holds the key: ${text.slice(0, 200)}`);
    }
    const logged = JSON.stringify(gateway.log);
    for (const secret of secrets) assert.ok(!logged.includes(secret), 'a log line holds the key');
  });
}
