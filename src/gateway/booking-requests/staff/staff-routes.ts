/**
 * The business's inbox, for staff tokens (`booking_businesses` narrows the branches as for the
 * other staff reads): the list, one request whole with an `ETag` of its version, a status change
 * that must name the version it was read at (`If-Match`) and be one the lifecycle allows, a
 * failed delivery sent again, and an erasure (told to the business's webhook). Every answer is the caller's alone
 * (`Cache-Control: private, no-store`).
 */
import { allowedChanges } from '../../../api/booking-request-lifecycle.js';
import { describeIssues } from '../../../api/issues.js';
import { safeParse } from '../../../api/schema.js';
import { GatewayFailure } from '../../pipeline/failure.js';
import { outsideAllowance, unknownFields } from '../../access/policy.js';
import { readJsonBody } from '../../pipeline/request-input.js';
import { jsonAnswer, staffCacheControl, withDatabase } from '../answers.js';
import { requestStatuses, resendSchema, statusChangeSchema, type RequestStatus } from '../body.js';
import type { EventHub } from './events.js';
import { changeStatus, deleteRequest, findRequest, listRequests, requestDetail, resendDelivery, type ListQuery } from './inbox.js';
import type { RequestsConfig } from '../options.js';
import { isRequestId, pageToken, readPageToken } from './page-token.js';
import type { Call, GatewayParts, StaffMember } from '../parts.js';
import type { BookingRequestRecord } from '../records.js';
import type { DeliveryWorker } from '../delivery/worker.js';

export const defaultPageSize = 50;
export const largestPageSize = 500;

export interface StaffParts {
  readonly config: RequestsConfig;
  readonly gateway: GatewayParts;
  readonly events: EventHub;
  readonly worker: DeliveryWorker;
}

const notFound = () => new GatewayFailure('NOT_FOUND', 'No such booking request.');

/** The request, when the caller may read it; a request of another branch is as not found. */
async function requestFor(parts: StaffParts, member: StaffMember, id: string): Promise<BookingRequestRecord> {
  if (!isRequestId(id)) throw notFound();
  const request = await withDatabase(() => findRequest(parts.config.database, id));
  if (!request || outsideAllowance({ companyIds: [request.companyId], businessIds: [request.businessId] }, member.allowance))
    throw notFound();
  return request;
}

const listParameters = new Set(['business_id', 'status', 'page_size', 'page_token']);

function readListQuery(url: URL, member: StaffMember): ListQuery {
  const seen = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    if (!listParameters.has(name)) throw new GatewayFailure('INVALID_ARGUMENT', `Unknown query parameter: ${name.slice(0, 64)}.`);
    if (seen.has(name)) throw new GatewayFailure('INVALID_ARGUMENT', `The query names ${name} twice.`);
    seen.set(name, value);
  }
  const businessId = seen.get('business_id');
  if (businessId !== undefined && outsideAllowance({ companyIds: [], businessIds: [businessId] }, member.allowance)) {
    throw new GatewayFailure('PERMISSION_DENIED', 'This branch is not served here.');
  }
  const status = seen.get('status');
  if (status !== undefined && !requestStatuses.includes(status as RequestStatus)) {
    throw new GatewayFailure('INVALID_ARGUMENT', `status must be one of ${requestStatuses.join(', ')}.`);
  }
  const sizeText = seen.get('page_size') ?? String(defaultPageSize);
  const pageSize = /^\d{1,4}$/.test(sizeText) ? Number(sizeText) : Number.NaN;
  if (!(pageSize >= 1 && pageSize <= largestPageSize)) {
    throw new GatewayFailure('INVALID_ARGUMENT', `page_size must be a whole number from 1 to ${largestPageSize}.`);
  }
  const token = seen.get('page_token');
  return {
    scope: member.allowance,
    businessId,
    status: status as RequestStatus | undefined,
    pageSize,
    after: token ? readPageToken(token) : undefined,
  };
}

export async function listInbox(parts: StaffParts, call: Call): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const query = readListQuery(new URL(call.request.url), member);
  // One more than the page: whether another page follows.
  const found = await withDatabase(() => listRequests(parts.config.database, { ...query, pageSize: query.pageSize + 1 }));
  const requests = found.slice(0, query.pageSize);
  const last = requests.at(-1);
  const nextPageToken = found.length > query.pageSize && last ? pageToken({ receivedTime: last.receivedTime, id: last.id }) : '';
  return jsonAnswer({ requests, nextPageToken }, 200, call.stamp, staffCacheControl);
}

export const etagOf = (version: number) => `"${version}"`;

export async function readOne(parts: StaffParts, call: Call, id: string): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  await requestFor(parts, member, id);
  const detail = await withDatabase(() => requestDetail(parts.config.database, id));
  if (!detail) throw notFound();
  return jsonAnswer(detail, 200, call.stamp, staffCacheControl, { etag: etagOf(detail.version) });
}

function readIfMatch(request: Request): number {
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

/** A staff body read with `schema`: a 400 naming what is wrong, or an unknown field. */
async function readStaffBody<Schema extends Parameters<typeof safeParse>[0]>(parts: StaffParts, call: Call, schema: Schema) {
  const input = await readJsonBody(call.request, parts.gateway.timeoutMs, 4096);
  const parsed = safeParse(schema, input);
  if (!parsed.success) throw new GatewayFailure('INVALID_ARGUMENT', `Invalid change: ${describeIssues(parsed.error.issues)}.`);
  const unknown = unknownFields(input, parsed.data);
  if (unknown.length > 0) throw new GatewayFailure('INVALID_ARGUMENT', `Unknown field: ${unknown[0]!.slice(0, 64)}.`);
  return parsed.data;
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
export async function changeOne(parts: StaffParts, call: Call, id: string): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const version = readIfMatch(call.request);
  const change = await readStaffBody(parts, call, statusChangeSchema);
  await requestFor(parts, member, id);
  const { database, now } = parts.config;
  const changer = { by: 'staff', name: member.subject } as const;
  const changed = await withDatabase(() => changeStatus(database, id, version, change, changer, now()));
  if (changed.outcome === 'missing') throw notFound();
  if (changed.outcome === 'refused') throw notAllowed(changed.request, change.status);
  if (changed.outcome === 'stale') {
    const message = `This request changed since you read it: it is now ${changed.request.status} (version ${changed.request.version}).`;
    return jsonAnswer({ code: 9, message, request: changed.request }, 412, call.stamp, staffCacheControl, {
      etag: etagOf(changed.request.version),
    });
  }
  const { request } = changed;
  parts.events.changed();
  return jsonAnswer(request, 200, call.stamp, staffCacheControl, { etag: etagOf(request.version) });
}

/**
 * `POST /booking-requests/{id}/resend` `{ deliveryId }`: a failed delivery is due again at once,
 * with a new day of retries (recorded in the history, who and when). Answers the request whole, as
 * `GET` does; `409` when the delivery has not failed (it is still tried, or it went).
 */
export async function resendOne(parts: StaffParts, call: Call, id: string): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const { deliveryId } = await readStaffBody(parts, call, resendSchema);
  await requestFor(parts, member, id);
  if (!isRequestId(deliveryId)) throw new GatewayFailure('NOT_FOUND', 'No such delivery of this request.');
  const { database, now } = parts.config;
  const resent = await withDatabase(() => resendDelivery(database, id, deliveryId, member.subject, now()));
  if (resent.outcome === 'missing') throw new GatewayFailure('NOT_FOUND', 'No such delivery of this request.');
  if (resent.outcome === 'not-failed') {
    const state = resent.status === 'sent' ? 'it went out already' : 'it is still being tried';
    throw new GatewayFailure('FAILED_PRECONDITION', `Only a failed delivery is sent again: ${state}.`, 409);
  }
  parts.worker.kick();
  parts.events.changed();
  const detail = await withDatabase(() => requestDetail(database, id));
  if (!detail) throw notFound();
  return jsonAnswer(detail, 200, call.stamp, staffCacheControl, { etag: etagOf(detail.version) });
}

export async function eraseOne(parts: StaffParts, call: Call, id: string): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  await requestFor(parts, member, id);
  const { database, now, webhook } = parts.config;
  if (!(await withDatabase(() => deleteRequest(database, id, { webhook: webhook !== undefined, now: now() })))) throw notFound();
  parts.events.changed();
  // The notice of the erasure to the business's webhook.
  if (webhook) parts.worker.kick();
  return jsonAnswer({ id, deleted: true }, 200, call.stamp, staffCacheControl);
}
