/**
 * The customer's routes, opened by the capability of their status page's link (status-token.ts)
 * as `Authorization: Bearer`: `GET /booking-requests/mine` (the request as the customer may see
 * it: no internal note, no staff name, no delivery; it changes nothing, so a mail scanner that
 * follows every link withdraws nothing) and `POST /booking-requests/mine/withdraw` with
 * `If-Match`. A token that is missing, malformed, unknown, past the retention or of an erased
 * request is one 404 with one sentence: the answer never says which. Staff and customer tokens
 * (JWTs) are not capabilities and open nothing here. Every answer is the caller's alone.
 */
import { versionTag } from '../../../api/booking-requests/inbox.js';
import { withdrawMyBookingRequest } from '../../../api/booking-requests/status.js';
import { allowedChanges } from '../../../api/booking-requests/lifecycle.js';
import { GatewayFailure } from '../../pipeline/failure.js';
import { jsonAnswer, withDatabase } from '../answers.js';
import { readBody } from '../operation-input.js';
import type { RequestsConfig } from '../options.js';
import type { Call, GatewayParts } from '../parts.js';
import type { BookingRequestRecord } from '../records.js';
import type { EventChannels } from '../delivery/outbox.js';
import type { DeliveryWorker } from '../delivery/worker.js';
import type { EventHub } from '../staff/events.js';
import { changeStatus, findRequest, requestDetail, type RequestDetail } from '../staff/inbox.js';
import { readIfMatch } from '../staff/staff-routes.js';
import { bearerCapability, ownerOfCapability } from './status-token.js';

export interface CustomerParts {
  readonly config: RequestsConfig;
  readonly gateway: GatewayParts;
  readonly events: EventHub;
  readonly worker: DeliveryWorker;
  readonly tell: EventChannels;
}

const dayMs = 24 * 3600_000;

/** Cached by no one, and read again on each visit: the customer's answers hold their own data. */
const customerCacheControl = 'private, no-store';

/** The one answer to a capability that opens nothing, whatever the reason. */
export const noSuchRequest = () =>
  new GatewayFailure('NOT_FOUND', 'This link does not open a booking request: it may have expired, or the request was removed.');

/** The request the call's capability opens, or the one 404. */
export async function openedRequest(config: RequestsConfig, request: Request): Promise<BookingRequestRecord> {
  const token = bearerCapability(request);
  if (token === undefined) throw noSuchRequest();
  const oldest = config.now() - config.retentionDays * dayMs;
  const found = await withDatabase(async () => {
    const id = await ownerOfCapability(config.database, 'request', token, oldest);
    return id === undefined ? undefined : findRequest(config.database, id);
  });
  if (!found) throw noSuchRequest();
  return found;
}

/** The request as its customer may see it: their own details, where it stands, the branch's words and times, no internal note nor the name of who in the staff made a change (the groomer is named). */
function customerView(detail: RequestDetail, replacedBy: string) {
  return {
    id: detail.id,
    reference: detail.reference,
    companyId: detail.companyId,
    businessId: detail.businessId,
    staffId: detail.staffId,
    staffName: detail.staffName,
    startTime: detail.startTime,
    endTime: detail.endTime,
    customer: detail.customer,
    services: detail.services,
    petType: detail.customer.petType,
    status: detail.status,
    receivedTime: detail.receivedTime,
    version: detail.version,
    message: detail.message,
    offers: detail.offers,
    history: detail.history
      .filter((line) => line.action === 'status')
      .map((line) => ({ status: line.status, at: line.at, message: line.message ?? '' })),
    replaces: detail.replaces ?? '',
    replacedBy,
  };
}

async function viewOf(config: RequestsConfig, id: string) {
  const found = await withDatabase(async () => {
    const detail = await requestDetail(config.database, id);
    if (!detail) return undefined;
    const [next] = await config.database.query<{ id: string }>('select id from booking_requests where replaces = $1::uuid', [id]);
    return customerView(detail, next?.id ?? '');
  });
  if (!found) throw noSuchRequest();
  return found;
}

/** `GET /booking-requests/mine`: reads, and changes nothing. */
export async function getMine(parts: CustomerParts, call: Call): Promise<Response> {
  const opened = await openedRequest(parts.config, call.request);
  const view = await viewOf(parts.config, opened.id);
  return jsonAnswer(view, 200, call.stamp, customerCacheControl, { etag: versionTag(view.version) });
}

/** `POST /booking-requests/mine/withdraw` with `If-Match`: 412 when it changed since, 409 once answered. */
export async function withdrawMine(parts: CustomerParts, call: Call): Promise<Response> {
  const { config, gateway } = parts;
  // A change: counted against the client's hourly limit, as a request sent is.
  await gateway.countRequest(call.request, call.env);
  const opened = await openedRequest(config, call.request);
  const version = readIfMatch(call.request);
  await readBody(withdrawMyBookingRequest, call, { maxBytes: 1024, timeoutMs: gateway.timeoutMs }, { version });
  const changed = await withDatabase(() =>
    changeStatus(
      config.database,
      opened.id,
      version,
      { status: 'withdrawn' },
      { by: 'customer', name: 'customer' },
      config.now(),
      parts.tell,
    ),
  );
  if (changed.outcome === 'missing') throw noSuchRequest();
  if (changed.outcome === 'refused') {
    const still = allowedChanges(changed.request.status, 'customer').includes('withdrawn');
    throw new GatewayFailure(
      'FAILED_PRECONDITION',
      still
        ? 'This request cannot be withdrawn just now.'
        : `This request is ${changed.request.status}, so it can no longer be withdrawn: contact the branch.`,
      409,
    );
  }
  const view = await viewOf(config, opened.id);
  if (changed.outcome === 'stale') {
    const message = `This request changed since you read it: it is now ${view.status}.`;
    return jsonAnswer({ code: 9, message, request: view }, 412, call.stamp, customerCacheControl, { etag: versionTag(view.version) });
  }
  parts.worker.kick();
  parts.events.changed();
  return jsonAnswer(view, 200, call.stamp, customerCacheControl, { etag: versionTag(view.version) });
}
