/**
 * A booking request's life, written once: its statuses, which change may follow which and who may
 * make it, where each delivery to the business stands, and the channels deliveries go by.
 * Everything else reads this module: the database's checks (the gateway applies them at start,
 * store/checks.ts), the gateway's `PATCH /booking-requests/{id}` (a change not listed here is
 * refused with 409), the inbox's buttons (only the changes staff may make), the SQL that writes
 * these words, and the table in docs/gateway.md (a test compares it with `lifecycleTable()`).
 * pg-boss keeps its job states the same way, in one list that its SQL checks are made from.
 *
 * Adding a status is one line in `lifecycle`, plus its words: its meaning below, and the inbox's
 * label. The compiler points at each place that lacks them.
 */

/** Who moves a request on: the business's staff (the inbox), the customer, or the gateway itself (a deadline). */
export type RequestActor = 'staff' | 'customer' | 'system';

/** How a request reaches one status: from which statuses, and who may take it there. */
interface Arrival<Status extends string> {
  /** The statuses it may come from; none: every request starts here, when the customer sends it. */
  readonly from: readonly Status[];
  readonly by: readonly RequestActor[];
}

/** The lifecycle as written below, checked by the compiler: every `from` names one of its statuses. */
/* @__NO_SIDE_EFFECTS__ */
function defineLifecycle<const Status extends string>(lifecycle: { readonly [To in Status]: Arrival<NoInfer<Status>> }) {
  return lifecycle;
}

/**
 * Every status, in the order the inbox and the docs list them, each with the statuses it may
 * follow and who may make that change. A request is never taken back to `received`.
 */
export const lifecycle = /* @__PURE__ */ defineLifecycle({
  received: { from: [], by: ['customer'] },
  contacted: { from: ['received'], by: ['staff'] },
  confirmed: { from: ['received', 'contacted'], by: ['staff'] },
  declined: { from: ['received', 'contacted'], by: ['staff'] },
  withdrawn: { from: ['received', 'contacted'], by: ['customer'] },
  // Staff only: the customer's page offers no cancel (DESIGN.md's customer routes withdraw only
  // while unanswered); a customer calls a confirmed appointment off through the business.
  cancelled: { from: ['confirmed'], by: ['staff'] },
  expired: { from: ['received', 'contacted'], by: ['system'] },
});

export type RequestStatus = keyof typeof lifecycle;

/**
 * The statuses the customer is told of by e-mail, when they gave an address: the receipt, and each
 * answer or end of the request. Not `contacted`: staff reached them already, or tried to. Each has
 * its e-mail's words (the gateway's delivery/customer-words.ts), which the compiler asks for.
 */
export const toldStatuses = [
  'received',
  'confirmed',
  'declined',
  'withdrawn',
  'cancelled',
  'expired',
] as const satisfies readonly RequestStatus[];
export type ToldStatus = (typeof toldStatuses)[number];

/** Whether the customer is told of a request's reaching `status`. */
export const isTold = (status: string): status is ToldStatus => (toldStatuses as readonly string[]).includes(status);

/** The statuses, in the lifecycle's order. */
export const requestStatuses = /* @__PURE__ */ Object.keys(lifecycle) as [RequestStatus, ...RequestStatus[]];

/** Where every request starts: the status that follows no other. */
export const firstStatus = /* @__PURE__ */ requestStatuses.find((status) => lifecycle[status].from.length === 0) as RequestStatus;

/** The statuses `actor` may move a request on to from `status`, in the lifecycle's order; none for a status it does not know. */
export function allowedChanges(status: string, actor: RequestActor): RequestStatus[] {
  return requestStatuses.filter((to) => {
    const arrival: Arrival<string> = lifecycle[to];
    return arrival.from.includes(status) && arrival.by.includes(actor);
  });
}

/** The statuses from which `actor` may move a request to `to`: what a change must find, checked where it is stored. */
export function statusesBefore(to: RequestStatus, actor: RequestActor): RequestStatus[] {
  const arrival: Arrival<RequestStatus> = lifecycle[to];
  return arrival.by.includes(actor) ? [...arrival.from] : [];
}

/**
 * Where one delivery to the business stands: `pending` while it is tried (again), `sent` once the
 * receiver took it, `failed` after a day of retries, kept for staff, who may send it again.
 */
export const deliveryStates = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/**
 * The ways news of a request goes out: to the business by its webhook and e-mail, and to the
 * customer by e-mail (`customer`). The gateway has one sender per channel.
 */
export const deliveryChannels = ['webhook', 'email', 'customer'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/**
 * What the business's webhook is told: a request received, changed (its status), unanswered past
 * `BOOKING_REQUEST_ANSWER_HOURS` (once), or erased; a slot watch made, and a time it told its
 * customer of. Each is one delivery with one message id.
 */
export const deliveryEvents = [
  'booking_request.received',
  'booking_request.updated',
  'booking_request.overdue',
  'booking_request.deleted',
  'slot_watch.created',
  'slot_watch.notified',
] as const;
export type DeliveryEvent = (typeof deliveryEvents)[number];

/** What each status means to the business, for the docs. */
const meanings: { readonly [Status in RequestStatus]: string } = {
  received: 'The customer sent it; nobody has answered it yet.',
  contacted: 'Staff reached the customer, or tried to, and have not decided yet.',
  confirmed: 'Staff booked the time.',
  declined: 'Staff turned it down, with words for the customer and up to three other times.',
  withdrawn: 'The customer took it back before it was answered.',
  cancelled: 'Staff called off the confirmed time.',
  expired: 'Nobody answered it within `BOOKING_REQUEST_EXPIRE_HOURS` (when set).',
};

const actorWords: { readonly [Actor in RequestActor]: string } = {
  staff: 'staff (`PATCH`)',
  customer: 'the customer (`POST /booking-requests`; their status page)',
  system: 'the gateway (a deadline)',
};

const listed = (words: readonly string[]) => words.map((word) => `\`${word}\``).join(', ');

/** The lifecycle as docs/gateway.md shows it: a table of the statuses, then the deliveries' states and channels. */
export function lifecycleTable(): string {
  const rows = requestStatuses.map((status) => {
    const arrival: Arrival<RequestStatus> = lifecycle[status];
    const from = arrival.from.length === 0 ? 'where every request starts' : listed(arrival.from);
    const next = listed(requestStatuses.filter((to) => (lifecycle[to].from as readonly string[]).includes(status))) || 'none';
    return `| \`${status}\` | ${meanings[status]} | ${from} | ${arrival.by.map((actor) => actorWords[actor]).join(', ')} | ${next} |`;
  });
  return [
    '| Status | Means | Reached from | By | May become |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Each delivery (to the business, or to the customer) is one of ${listed(deliveryStates)}, and goes by one of the channels ${listed(deliveryChannels)}.`,
    `The events delivered are ${listed(deliveryEvents)}. The customer is e-mailed when a request becomes ${listed(toldStatuses)}.`,
  ].join('\n');
}
