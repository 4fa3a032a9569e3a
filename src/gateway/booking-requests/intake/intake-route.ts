/**
 * `POST /booking-requests`: a customer asks a branch for a time. In order: the client's hourly
 * limit, the `Idempotency-Key`, the body, the branch against the gateway's allowance, the customer
 * token when the body names a customer, the same key seen before, the time still offered; then
 * the request is stored with its deliveries, and only then answered `201`.
 */
import { type DeliveryChannel, firstStatus } from '../../../api/booking-requests/lifecycle.js';
import type { NewsOf } from '../delivery/outbox.js';
import { type CheckedBookingRequest, idempotencyKeyPattern, sendBookingRequest } from '../../../api/booking-requests/send.js';
import type { BookingRequestRecord } from '../records.js';
import { noSuchRequest, openedRequest } from '../customer/customer-routes.js';
import { GatewayFailure } from '../../pipeline/failure.js';
import { outsideAllowance } from '../../access/policy.js';
import { jsonAnswer, withDatabase } from '../answers.js';
import { timeOffered } from './availability-check.js';
import type { EventHub } from '../staff/events.js';
import { bodyHash, findByKey, storeRequest, type EarlierRequest } from './intake.js';
import { readBody } from '../operation-input.js';
import type { RequestsConfig } from '../options.js';
import type { Call, GatewayParts } from '../parts.js';
import type { DeliveryWorker } from '../delivery/worker.js';
import { endWatchByRequest } from '../watches/watch-store.js';

/** The largest body taken: a request with its notes is far smaller. */
export const requestBodyBytes = 16 * 1024;

export interface IntakeParts {
  readonly config: RequestsConfig;
  readonly gateway: GatewayParts;
  readonly events: EventHub;
  readonly worker: DeliveryWorker;
  /** The ways news of a new request goes out: to the business, and to the customer (delivery/channels.ts). */
  readonly channels: (news: NewsOf) => DeliveryChannel[];
}

/** The same key with the same body is answered as the first time; with another body it is a conflict. */
function answerAgain(earlier: EarlierRequest, hash: string, call: Call): Response {
  if (earlier.bodyHash !== hash) {
    throw new GatewayFailure(
      'ALREADY_EXISTS',
      'This Idempotency-Key was used for another booking request: send a new key for a new request.',
      409,
    );
  }
  return jsonAnswer(earlier.answer, 201, call.stamp);
}

const takenAlready = () =>
  new GatewayFailure('FAILED_PRECONDITION', 'Another time offered with this answer was taken already: see the request it made.', 409);

/**
 * The declined request whose offered time `body` takes: the one its bearer capability opens, which
 * must be the one `replaces` names (else the one generic 404 of the customer's routes), declined,
 * of the same branch, and not replaced yet.
 */
async function replacedRequest(config: RequestsConfig, request: Request, body: CheckedBookingRequest): Promise<BookingRequestRecord> {
  const opened = await openedRequest(config, request);
  if (opened.id !== body.replaces) throw noSuchRequest();
  if (opened.status !== 'declined') {
    throw new GatewayFailure(
      'FAILED_PRECONDITION',
      `This request is ${opened.status}: only a declined one's offered times can be taken.`,
      409,
    );
  }
  if (opened.companyId !== body.companyId || opened.businessId !== body.businessId) {
    throw new GatewayFailure('INVALID_ARGUMENT', 'replaces: a time offered is taken at the same branch as the request it replaces.');
  }
  if (body.customerId !== '' && body.customerId !== (opened.customerId ?? '')) {
    throw new GatewayFailure('INVALID_ARGUMENT', 'customerId: a request that replaces another keeps its customer.');
  }
  return opened;
}

/** The time asked for must be one the declined request offered (compared as instants), and none of them taken yet. */
async function offeredBy(config: RequestsConfig, replaced: BookingRequestRecord, body: CheckedBookingRequest): Promise<void> {
  const [replacedBy] = await withDatabase(() =>
    config.database.query<{ id: string }>('select id from booking_requests where replaces = $1::uuid', [replaced.id]),
  );
  if (replacedBy) throw takenAlready();
  const same = (one: string, other: string) => Date.parse(one) === Date.parse(other);
  const offered = replaced.offers.some(
    (offer) => offer.staffId === body.staffId && same(offer.startTime, body.startTime) && same(offer.endTime, body.endTime),
  );
  if (!offered) throw new GatewayFailure('FAILED_PRECONDITION', 'This time is not one the branch offered with its answer.', 409);
}

export async function receiveRequest({ config, gateway, events, worker, channels }: IntakeParts, call: Call): Promise<Response> {
  const { request } = call;
  await gateway.countRequest(request, call.env);
  const key = request.headers.get('idempotency-key');
  if (key === null || !idempotencyKeyPattern.test(key)) {
    throw new GatewayFailure(
      'INVALID_ARGUMENT',
      'The Idempotency-Key header is required: 8 to 64 letters, digits, _ or -, new for each request.',
    );
  }
  const body = await readBody(sendBookingRequest, call, { maxBytes: requestBodyBytes, timeoutMs: gateway.timeoutMs });
  const outside = outsideAllowance({ companyIds: [body.companyId], businessIds: [body.businessId] }, gateway.allowance);
  if (outside) throw new GatewayFailure('PERMISSION_DENIED', outside);
  // A request that takes a declined one's offered time carries that one's capability, which vouches for its customer.
  const replaced = body.replaces === undefined ? undefined : await replacedRequest(config, request, body);
  if (!replaced && body.customerId !== '') await gateway.vouchForCustomerId(request, body.customerId);
  const hash = await bodyHash(body);
  const earlier = await withDatabase(() => findByKey(config.database, key));
  if (earlier) return answerAgain(earlier, hash, call);
  if (replaced) await offeredBy(config, replaced, body);
  const offered = await timeOffered(gateway, body, config.now(), call.stamp.requestId);
  if (!offered) throw new GatewayFailure('ABORTED', 'This time is not offered any more: choose another one.', 409);
  const stored = await withDatabase(() =>
    storeRequest(config.database, {
      body,
      idempotencyKey: key,
      bodyHash: hash,
      channels: channels({ businessId: body.businessId, status: firstStatus, customerEmail: body.customer.email }),
      groomer: offered.groomer,
      now: config.now(),
      ...(replaced ? { replacing: { id: replaced.id, customerId: replaced.customerId } } : {}),
    }),
  );
  if ('earlier' in stored) return answerAgain(stored.earlier, hash, call);
  if ('replacedAlready' in stored) throw takenAlready();
  // A request sent through a watch's offer ends the watch: its customer found their time.
  const { watch } = body;
  if (watch !== undefined) {
    await withDatabase(() => endWatchByRequest(config.database, watch, body.customer.email, config.now())).catch(() =>
      gateway.report('warn', 'a request was stored, but the slot watch it came through could not be ended just now'),
    );
  }
  worker.kick();
  // The request is stored, and its change logged with it: the staff's pages read it from there.
  events.changed();
  return jsonAnswer(stored.created, 201, call.stamp);
}
