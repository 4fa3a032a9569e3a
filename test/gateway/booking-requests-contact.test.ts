/**
 * One rule for a contact (issue 40), at the gateway: every e-mail address and phone number of the
 * shared table (test/common/contact-examples.ts), sent over HTTP as a customer's only way to be
 * reached, is stored (`201`) when the table takes it, and refused with `400` naming the field
 * when it does not: in the message, and in a `google.rpc.BadRequest` a page can point its
 * customer at the field with. In front of the reference API, on the embedded database.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { emailExamples, phoneExamples } from '../common/contact-examples.js';
import { postJson, statusCode } from './harness.js';
import { customer, newKey, requestBody, type RequestsWorld, startRequestsWorld } from './requests-harness.js';

let world: RequestsWorld;

before(async () => {
  world = await startRequestsWorld();
});

after(() => world.close());

const send = (contact: { phone: string; email: string }) =>
  postJson(world.gateway.url, '/booking-requests', requestBody(world.slot, { customer: { ...customer, ...contact } }), {
    'idempotency-key': newKey(),
  });

/** The fields a refusal names in its `google.rpc.BadRequest`. */
function violatedFields(json: unknown): string[] {
  const { details } = json as { details: { '@type': string; fieldViolations?: { field: string }[] }[] };
  const badRequest = details.find((detail) => detail['@type'] === 'type.googleapis.com/google.rpc.BadRequest');
  return badRequest?.fieldViolations?.map((violation) => violation.field) ?? [];
}

/** Sends `contact` and checks the answer: 201 when `accepted`, else 400 naming `field` alone. */
async function judged(contact: { phone: string; email: string }, field: 'customer.email' | 'customer.phone', accepted: boolean) {
  const answer = await send(contact);
  const seen = JSON.stringify(contact);
  if (accepted) {
    assert.equal(answer.status, 201, `${seen}: ${answer.text}`);
    return;
  }
  assert.equal(answer.status, 400, `${seen}: ${answer.text}`);
  assert.equal(statusCode(answer), 3);
  assert.match(String((answer.json as { message: string }).message), new RegExp(`request: ${field.replace('.', '\\.')}: expected `), seen);
  assert.deepEqual(violatedFields(answer.json), [field], seen);
}

describe('one rule for a contact, at the gateway', () => {
  it('stores each e-mail address of the shared table the rule takes, and refuses the others with 400 naming customer.email', async () => {
    for (const { email, verdict } of emailExamples) await judged({ phone: '', email }, 'customer.email', verdict === 'accepted');
  });

  it('stores each phone number of the shared table the rule takes, and refuses the others with 400 naming customer.phone', async () => {
    for (const { phone, verdict } of phoneExamples) await judged({ phone, email: '' }, 'customer.phone', verdict === 'accepted');
  });

  it('names each field at fault, and the customer as a whole when it can reach them by neither', async () => {
    const answer = await send({ phone: '12 34', email: 'john.@example.com' });
    assert.equal(answer.status, 400, answer.text);
    assert.deepEqual(violatedFields(answer.json), ['customer.phone', 'customer.email']);
    const neither = await send({ phone: '', email: '' });
    assert.equal(neither.status, 400, neither.text);
    assert.deepEqual(violatedFields(neither.json), ['customer']);
    assert.match(String((neither.json as { message: string }).message), /customer: expected a phone number or an e-mail address/);
  });
});
