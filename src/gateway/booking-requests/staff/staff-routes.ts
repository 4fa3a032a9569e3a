/**
 * The business's inbox, for staff tokens (`booking_businesses` narrows the branches as for the
 * other staff reads): a page of requests, one request whole with an `ETag` of its version, a status
 * change that must name the version it was read at (`If-Match`) and be one the lifecycle allows, a
 * note alone (`If-Match` too), a failed delivery sent again, and a customer's erasure (told to the business's webhook). What each
 * route is sent is read with its operation's schema (src/api/booking-requests/inbox.ts). Every
 * answer is the caller's alone (`Cache-Control: private, no-store`).
 */
import {
  addBookingRequestNote,
  changeBookingRequest,
  deleteBookingRequest,
  getBookingRequest,
  listBookingRequests,
  resendBookingRequestDelivery,
  versionTag,
} from '../../../api/booking-requests/inbox.js';
import { allowedChanges } from '../../../api/booking-requests/lifecycle.js';
import { GatewayFailure } from '../../pipeline/failure.js';
import { outsideAllowance } from '../../access/policy.js';
import { jsonAnswer, staffCacheControl, withDatabase } from '../answers.js';
import type { EventHub } from './events.js';
import { addNote, changeStatus, deleteRequest, findRequest, listRequests, requestDetail, resendDelivery } from './inbox.js';
import type { RequestsConfig } from '../options.js';
import { readBody, readQuery } from '../operation-input.js';
import { isRequestId, pageToken, readPageToken } from './page-token.js';
import type { Call, GatewayParts, StaffMember } from '../parts.js';
import type { BookingRequestRecord, RequestOffer } from '../records.js';
import { type EventChannels, newsOf } from '../delivery/outbox.js';
import { timeOffered } from '../intake/availability-check.js';
import type { DeliveryWorker } from '../delivery/worker.js';

export interface StaffParts {
  readonly config: RequestsConfig;
  readonly gateway: GatewayParts;
  readonly events: EventHub;
  readonly worker: DeliveryWorker;
  /** The channels each event of a branch's request goes by. */
  readonly tell: EventChannels;
}

const hourMs = 3600_000;

/**
 * The request with its deadline: `answerBy` while it waits for an answer (`received`), and
 * `overdue` once that time has passed.
 */
export function withDeadline<Request extends BookingRequestRecord>(
  config: RequestsConfig,
  request: Request,
): Request & { answerBy?: string; overdue?: true } {
  if (request.status !== 'received') return request;
  const answerBy = Date.parse(request.receivedTime) + config.answerHours * hourMs;
  return { ...request, answerBy: new Date(answerBy).toISOString(), ...(config.now() >= answerBy ? { overdue: true as const } : {}) };
}

/**
 * The offered times, each re-checked with GetBookingAvailability (side by side) and named with its
 * groomer; those no longer offered are a 409 naming them.
 */
async function checkOffers(
  parts: StaffParts,
  request: BookingRequestRecord,
  offers: readonly RequestOffer[],
  requestId: string,
): Promise<RequestOffer[]> {
  const now = parts.config.now();
  const offered = await Promise.all(
    offers.map((offer) =>
      timeOffered(
        parts.gateway,
        // Offered for what the customer asked: the same services, of the same length, for the same pet.
        {
          companyId: request.companyId,
          businessId: request.businessId,
          services: [...request.services],
          customer: request.customer,
          ...offer,
        },
        now,
        requestId,
      ),
    ),
  );
  const gone = offers.filter((_, index) => !offered[index]);
  if (gone.length > 0) {
    const listed = gone.map((offer) => `${offer.staffId} at ${offer.startTime}`).join('; ');
    throw new GatewayFailure('ABORTED', `Not offered any more, choose other times: ${listed}.`, 409);
  }
  return offers.map((offer, index) => ({ ...offer, staffName: offered[index]?.groomer ?? '' }));
}

/** The largest body a staff route takes (a status and a note, or a delivery's id), and how long it may take to arrive. */
const limitsOf = (parts: StaffParts) => ({ maxBytes: 4096, timeoutMs: parts.gateway.timeoutMs });

const notFound = () => new GatewayFailure('NOT_FOUND', 'No such booking request.');

/** The request, when the caller may read it; a request of another branch is as not found. */
async function requestFor(parts: StaffParts, member: StaffMember, id: string): Promise<BookingRequestRecord> {
  if (!isRequestId(id)) throw notFound();
  const request = await withDatabase(() => findRequest(parts.config.database, id));
  if (!request || outsideAllowance({ companyIds: [request.companyId], businessIds: [request.businessId] }, member.allowance))
    throw notFound();
  return request;
}

/** `GET /booking-requests`: a page, newest first, of the branches the caller may read. */
export async function listPage(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const query = readQuery(listBookingRequests, call);
  if (query.businessId !== undefined && outsideAllowance({ companyIds: [], businessIds: [query.businessId] }, member.allowance)) {
    throw new GatewayFailure('PERMISSION_DENIED', 'This branch is not served here.');
  }
  const after = query.pageToken ? readPageToken(query.pageToken) : undefined;
  const { pageSize } = query;
  // One more than the page: whether another page follows.
  const found = await withDatabase(() =>
    listRequests(parts.config.database, { ...query, scope: member.allowance, after, pageSize: pageSize + 1 }),
  );
  const requests = found.slice(0, pageSize).map((request) => withDeadline(parts.config, request));
  const last = requests.at(-1);
  const nextPageToken = found.length > pageSize && last ? pageToken({ receivedTime: last.receivedTime, id: last.id }) : '';
  return jsonAnswer({ requests, nextPageToken }, 200, call.stamp, staffCacheControl);
}

/** `GET /booking-requests/{id}`: the request with its history and deliveries. */
export async function getOne(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const { id } = readQuery(getBookingRequest, call);
  await requestFor(parts, member, id);
  const detail = await withDatabase(() => requestDetail(parts.config.database, id));
  if (!detail) throw notFound();
  return jsonAnswer(withDeadline(parts.config, detail), 200, call.stamp, staffCacheControl, { etag: versionTag(detail.version) });
}

export function readIfMatch(request: Request): number {
  const header = request.headers.get('if-match');
  if (header === null) {
    throw new GatewayFailure(
      'FAILED_PRECONDITION',
      'Send If-Match with the ETag of the request as you read it: a change must say what it changes.',
      428,
    );
  }
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!match) throw new GatewayFailure('INVALID_ARGUMENT', 'If-Match must be the ETag this gateway gave, such as "3".');
  return Number(match[1]);
}

/** The name the history keeps for a staff member: the token's `name` claim, else its `sub`. */
const whoIs = (member: StaffMember): string => member.name ?? member.subject;

/** The 412 of a change or a note written on a version that is no longer the request's. */
function staleAnswer(parts: StaffParts, call: Call, request: BookingRequestRecord): Response {
  const message = `This request changed since you read it: it is now ${request.status} (version ${request.version}).`;
  return jsonAnswer({ code: 9, message, request: withDeadline(parts.config, request) }, 412, call.stamp, staffCacheControl, {
    etag: versionTag(request.version),
  });
}

/** Why a change the lifecycle does not allow is refused, naming the changes staff may make. */
function notAllowed(request: BookingRequestRecord, wanted: string): GatewayFailure {
  const allowed = allowedChanges(request.status, 'staff');
  const last = allowed.pop();
  const next = last
    ? `staff may only make it ${[allowed.join(', '), last].filter(Boolean).join(' or ')}`
    : 'staff may not change its status any more';
  return new GatewayFailure('FAILED_PRECONDITION', `This request is ${request.status}, so it cannot become ${wanted}: ${next}.`, 409);
}

/** `PATCH /booking-requests/{id}` `{ status, note }` with `If-Match`: 412 when it changed since, 409 when the lifecycle does not allow it. */
export async function changeOne(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const version = readIfMatch(call.request);
  const { id, status, note, message, offers } = await readBody(changeBookingRequest, call, limitsOf(parts), { id: call.id, version });
  const found = await requestFor(parts, member, id);
  // Checked before the times are: a change the lifecycle refuses is 409 naming the allowed ones, whatever it offers.
  if (found.version === version && !allowedChanges(found.status, 'staff').includes(status)) throw notAllowed(found, status);
  const named = offers && offers.length > 0 ? await checkOffers(parts, found, offers, call.stamp.requestId) : offers;
  const { database, now } = parts.config;
  const changer = { by: 'staff', name: whoIs(member) } as const;
  const changed = await withDatabase(() =>
    changeStatus(database, id, version, { status, note, message, offers: named }, changer, now(), parts.tell),
  );
  if (changed.outcome === 'missing') throw notFound();
  if (changed.outcome === 'refused') throw notAllowed(changed.request, status);
  if (changed.outcome === 'stale') return staleAnswer(parts, call, changed.request);
  const { request } = changed;
  parts.worker.kick();
  parts.events.changed();
  return jsonAnswer(withDeadline(parts.config, request), 200, call.stamp, staffCacheControl, { etag: versionTag(request.version) });
}

/**
 * `POST /booking-requests/{id}/resend` `{ deliveryId }`: a failed delivery is due again at once,
 * with a new day of retries (recorded in the history, who and when). Answers the request whole, as
 * `GET` does; `409` when the delivery has not failed (it is still tried, or it went).
 */
export async function resendOne(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const { id, deliveryId } = await readBody(resendBookingRequestDelivery, call, limitsOf(parts), { id: call.id });
  await requestFor(parts, member, id);
  if (!isRequestId(deliveryId)) throw new GatewayFailure('NOT_FOUND', 'No such delivery of this request.');
  const { database, now } = parts.config;
  const resent = await withDatabase(() => resendDelivery(database, id, deliveryId, whoIs(member), now()));
  if (resent.outcome === 'missing') throw new GatewayFailure('NOT_FOUND', 'No such delivery of this request.');
  if (resent.outcome === 'not-failed') {
    const state = resent.status === 'sent' ? 'it went out already' : 'it is still being tried';
    throw new GatewayFailure('FAILED_PRECONDITION', `Only a failed delivery is sent again: ${state}.`, 409);
  }
  parts.worker.kick();
  parts.events.changed();
  const detail = await withDatabase(() => requestDetail(database, id));
  if (!detail) throw notFound();
  return jsonAnswer(detail, 200, call.stamp, staffCacheControl, { etag: versionTag(detail.version) });
}

/**
 * `POST /booking-requests/{id}/notes` `{ note }` with `If-Match`: a note alone, kept in the history
 * with who wrote it and when, the status as it was. `412` when the request changed since it was
 * read (the request as it is now, as a change's 412 gives it). Answers the request whole.
 */
export async function noteOne(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const version = readIfMatch(call.request);
  const { id, note } = await readBody(addBookingRequestNote, call, limitsOf(parts), { id: call.id, version });
  await requestFor(parts, member, id);
  const { database, now } = parts.config;
  const noted = await withDatabase(() => addNote(database, id, version, note.trim(), whoIs(member), now()));
  if (noted.outcome === 'missing') throw notFound();
  if (noted.outcome === 'stale') return staleAnswer(parts, call, noted.request);
  parts.events.changed();
  const detail = await withDatabase(() => requestDetail(database, id));
  if (!detail) throw notFound();
  return jsonAnswer(withDeadline(parts.config, detail), 200, call.stamp, staffCacheControl, { etag: versionTag(detail.version) });
}

/** `DELETE /booking-requests/{id}`: a customer's erasure, told to the business's webhook. */
export async function deleteOne(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const { id } = readQuery(deleteBookingRequest, call);
  const found = await requestFor(parts, member, id);
  const { database, now } = parts.config;
  const webhook = parts.tell(newsOf(found), 'booking_request.deleted').includes('webhook');
  if (!(await withDatabase(() => deleteRequest(database, id, { webhook, now: now() })))) throw notFound();
  parts.events.changed();
  // The notice of the erasure to the business's webhook.
  if (webhook) parts.worker.kick();
  return jsonAnswer({ id, deleted: true }, 200, call.stamp, staffCacheControl);
}
