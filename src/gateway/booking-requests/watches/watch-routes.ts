/**
 * The slot watches' routes. `POST /slot-watches` (public, within the client's hourly limit of
 * requests, with an `Idempotency-Key`): the watch stored with its confirmation to the customer and
 * the webhook's `slot_watch.created`, answered `201 { id, reference }` (the capability goes by
 * e-mail only: who watches must read that mailbox). `GET /slot-watches/mine` and
 * `POST /slot-watches/mine/stop` with the capability of the e-mail's link; a missing, unknown or
 * expired one is one 404 that says nothing more. Staff: `GET /slot-watches` a page at a time
 * (`booking_businesses` narrows), and `DELETE /slot-watches/{id}` (a customer's erasure).
 *
 * Offered only where the customer can be e-mailed and the status page is set: without them a
 * watch could tell nobody, and its customer could not stop it.
 */
import { idempotencyKeyPattern } from '../../../api/booking-requests/send.js';
import { createSlotWatch, deleteSlotWatch, longestWatchDays, type SlotWatchBody } from '../../../api/booking-requests/watches.js';
import { listSlotWatches, stopMySlotWatch } from '../../../api/booking-requests/watch-record.js';
import { addDays } from '../../../api/calendar.js';
import { dateInZone, zonedMidnight } from '../../../common/time.js';
import { outsideAllowance } from '../../access/policy.js';
import { GatewayFailure } from '../../pipeline/failure.js';
import { jsonAnswer, staffCacheControl, withDatabase } from '../answers.js';
import { bearerCapability, ownerOfCapability } from '../customer/status-token.js';
import type { CompanyFacts } from '../delivery/customer-email.js';
import type { DeliveryWorker } from '../delivery/worker.js';
import { bodyHash } from '../intake/intake.js';
import { readBody, readQuery } from '../operation-input.js';
import type { RequestsConfig } from '../options.js';
import type { Call, GatewayParts } from '../parts.js';
import type { DeliveryChannel } from '../../../api/booking-requests/lifecycle.js';
import { isRequestId, pageToken, readPageToken } from '../staff/page-token.js';
import { deleteWatch, endWatch, type EarlierWatch, findWatch, findWatchByKey, insertWatch, listWatches } from './watch-store.js';

export interface WatchParts {
  readonly config: RequestsConfig;
  readonly gateway: GatewayParts;
  readonly worker: DeliveryWorker;
  readonly companyOf: (companyId: string) => Promise<CompanyFacts>;
  /** The channels a watch's news goes by, to its customer at `email`. */
  readonly channels: (businessId: string, email: string) => readonly DeliveryChannel[];
  /** Whether watches are offered: the customer's e-mail and the status page are configured. */
  readonly offered: boolean;
  /**
   * Wakes the watcher when a watch made its branch due: the branch is looked at now rather than at
   * the watcher's next wake, so that what is free when the watch is made is what it waits past, and
   * a time that opens seconds later is news.
   */
  readonly lookSoon: () => void;
}

/** The largest body taken: a watch is far smaller. */
const watchBodyBytes = 16 * 1024;

const customerCacheControl = 'private, no-store';

const noSuchWatch = () =>
  new GatewayFailure('NOT_FOUND', 'This link does not open a slot watch: it may have ended, or the watch was removed.');

function answerAgain(earlier: EarlierWatch, hash: string, call: Call): Response {
  if (earlier.bodyHash !== hash) {
    throw new GatewayFailure(
      'ALREADY_EXISTS',
      'This Idempotency-Key was used for another slot watch: send a new key for a new watch.',
      409,
    );
  }
  return jsonAnswer(earlier.answer, 201, call.stamp);
}

/** The watch's last day must be from today to `longestWatchDays` ahead, in the branch's zone; gives when the watch ends. */
function endOf(body: SlotWatchBody, zone: string, now: number): number {
  const today = dateInZone(new Date(now), zone);
  if (body.until < today || body.until > addDays(today, longestWatchDays)) {
    throw new GatewayFailure(
      'INVALID_ARGUMENT',
      `until: a date from ${today} to ${addDays(today, longestWatchDays)} (the branch's today and ${longestWatchDays} days ahead).`,
    );
  }
  return zonedMidnight(addDays(body.until, 1), zone);
}

/** `POST /slot-watches`. */
export async function createWatch(parts: WatchParts, call: Call): Promise<Response> {
  const { config, gateway } = parts;
  if (!parts.offered) throw new GatewayFailure('NOT_FOUND', 'Slot watches are not set up on this gateway.');
  await gateway.countRequest(call.request, call.env);
  const key = call.request.headers.get('idempotency-key');
  if (key === null || !idempotencyKeyPattern.test(key)) {
    throw new GatewayFailure(
      'INVALID_ARGUMENT',
      'The Idempotency-Key header is required: 8 to 64 letters, digits, _ or -, new for each watch.',
    );
  }
  const body = await readBody(createSlotWatch, call, { maxBytes: watchBodyBytes, timeoutMs: gateway.timeoutMs });
  const outside = outsideAllowance({ companyIds: [body.companyId], businessIds: [body.businessId] }, gateway.allowance);
  if (outside) throw new GatewayFailure('PERMISSION_DENIED', outside);
  const hash = await bodyHash(body);
  const earlier = await withDatabase(() => findWatchByKey(config.database, key));
  if (earlier) return answerAgain(earlier, hash, call);
  const { zone } = await parts.companyOf(body.companyId);
  const now = config.now();
  const endsAt = endOf(body, zone, now);
  const created = await withDatabase(() =>
    insertWatch(config.database, {
      body,
      idempotencyKey: key,
      bodyHash: hash,
      endsAt,
      channels: parts.channels(body.businessId, body.customer.email),
      now,
    }),
  );
  if (!created) {
    const stored = await withDatabase(() => findWatchByKey(config.database, key));
    if (!stored) throw new GatewayFailure('UNAVAILABLE', 'The slot watch could not be stored just now: try again shortly.', 503);
    return answerAgain(stored, hash, call);
  }
  parts.worker.kick();
  // The branch is due for this watch's first look (watched for the first time, or for a choice its
  // last look did not ask for): the watcher looks now rather than at its next wake.
  if (created.due) parts.lookSoon();
  return jsonAnswer(created.answer, 201, call.stamp);
}

/** The watch the call's capability opens (until its end), or the one 404. */
async function openedWatch(config: RequestsConfig, request: Request) {
  const token = bearerCapability(request);
  if (token === undefined) throw noSuchWatch();
  const found = await withDatabase(async () => {
    const id = await ownerOfCapability(config.database, 'watch', token, config.now());
    return id === undefined ? undefined : findWatch(config.database, id);
  });
  if (!found) throw noSuchWatch();
  return found;
}

/** `GET /slot-watches/mine`: reads, and changes nothing. */
export async function getMyWatch(parts: WatchParts, call: Call): Promise<Response> {
  const watch = await openedWatch(parts.config, call.request);
  return jsonAnswer(watch, 200, call.stamp, customerCacheControl);
}

/** `POST /slot-watches/mine/stop`: the watch tells nothing more; one that ended already stays as it is. */
export async function stopMyWatch(parts: WatchParts, call: Call): Promise<Response> {
  const { config, gateway } = parts;
  await gateway.countRequest(call.request, call.env);
  const watch = await openedWatch(config, call.request);
  await readBody(stopMySlotWatch, call, { maxBytes: 1024, timeoutMs: gateway.timeoutMs });
  const stopped = await withDatabase(async () => {
    await endWatch(config.database, watch.id, 'stopped', config.now());
    return findWatch(config.database, watch.id);
  });
  if (!stopped) throw noSuchWatch();
  return jsonAnswer(stopped, 200, call.stamp, customerCacheControl);
}

/** `GET /slot-watches`: a page, newest first, of the branches the caller may read. */
export async function listWatchPage(parts: WatchParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const query = readQuery(listSlotWatches, call);
  if (query.businessId !== undefined && outsideAllowance({ companyIds: [], businessIds: [query.businessId] }, member.allowance)) {
    throw new GatewayFailure('PERMISSION_DENIED', 'This branch is not served here.');
  }
  const after = query.pageToken ? readPageToken(query.pageToken) : undefined;
  const { pageSize } = query;
  const found = await withDatabase(() =>
    listWatches(parts.config.database, { businessId: query.businessId, scope: member.allowance, after, pageSize: pageSize + 1 }),
  );
  const watches = found.slice(0, pageSize);
  const last = watches.at(-1);
  const nextPageToken = found.length > pageSize && last?.createdTime ? pageToken({ receivedTime: last.createdTime, id: last.id }) : '';
  return jsonAnswer({ watches, nextPageToken }, 200, call.stamp, staffCacheControl);
}

/** `DELETE /slot-watches/{id}`: a customer's erasure, with everything the watch holds. */
export async function deleteOneWatch(parts: WatchParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const { id } = readQuery(deleteSlotWatch, call);
  const notFound = () => new GatewayFailure('NOT_FOUND', 'No such slot watch.');
  if (!isRequestId(id)) throw notFound();
  const watch = await withDatabase(() => findWatch(parts.config.database, id));
  if (!watch || outsideAllowance({ companyIds: [watch.companyId], businessIds: [watch.businessId] }, member.allowance)) throw notFound();
  if (!(await withDatabase(() => deleteWatch(parts.config.database, id)))) throw notFound();
  return jsonAnswer({ id, deleted: true }, 200, call.stamp, staffCacheControl);
}
