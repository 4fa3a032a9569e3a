/**
 * The watcher's e-mails, sent by the customer's channel (delivery/customer-email.ts) through the
 * same outbox as every message: `slot_watch.created`, the confirmation with the link to the
 * watch's page, and `slot_watch.notified`, a time that opened, with a link that opens that page
 * with the time chosen (`#watch=<token>&staff=<id>&start=<instant>&end=<instant>`, all in the
 * fragment, which no server sees). Each link carries a capability minted for the message.
 */
import type { DayPart, WatchDay } from '../../../api/booking-requests/watches.js';
import { mintCapability } from '../customer/status-token.js';
import type { CompanyFacts } from '../delivery/customer-email.js';
import type { ClaimedDelivery } from '../delivery/outbox.js';
import type { RequestDatabase } from '../store/database.js';
import { findWatch } from './watch-store.js';
import { watchMessage } from './watch-words.js';

export interface WatchMailParts {
  readonly database: RequestDatabase;
  readonly statusUrl: string | undefined;
  readonly companyOf: (companyId: string) => Promise<CompanyFacts>;
  readonly now: () => number;
}

/** What a `slot_watch.notified` delivery's payload holds: the time that opened. */
export interface OpenedPayload {
  readonly watchId: string;
  readonly reference: string;
  readonly businessId: string;
  readonly staffId: string;
  readonly staffName: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** The fields of a `slot_watch.notified` payload, every one a text. */
const openedFields = [
  'watchId',
  'reference',
  'businessId',
  'staffId',
  'staffName',
  'startTime',
  'endTime',
] as const satisfies readonly (keyof OpenedPayload)[];

/** The time a delivery's payload says opened, when it holds one. */
function openedOf(payload: Readonly<Record<string, unknown>> | undefined): OpenedPayload | undefined {
  const entries = openedFields.map((field) => [field, payload?.[field]] as const);
  return entries.every(([, value]) => typeof value === 'string')
    ? (Object.fromEntries(entries) as Record<keyof OpenedPayload, string>)
    : undefined;
}

export interface WatchMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly language: string;
}

/** The e-mail of a watch's delivery, or why there is none (the watch erased, an event it does not tell). */
export async function watchMail(parts: WatchMailParts, delivery: ClaimedDelivery): Promise<WatchMail | { readonly error: string }> {
  const watch = delivery.watchId === undefined ? undefined : await findWatch(parts.database, delivery.watchId);
  if (!watch) return { error: 'the slot watch is gone' };
  const kind = delivery.event === 'slot_watch.created' ? 'created' : delivery.event === 'slot_watch.notified' ? 'notified' : undefined;
  if (!kind) return { error: 'this event is not one a watcher is told of' };
  const opened = kind === 'notified' ? openedOf(delivery.payload) : undefined;
  if (kind === 'notified' && !opened) return { error: 'the time that opened is missing' };
  const company = await parts.companyOf(watch.companyId);
  const token = parts.statusUrl ? await mintCapability(parts.database, 'watch', watch.id, parts.now()) : undefined;
  const chosen = opened
    ? `&staff=${encodeURIComponent(opened.staffId)}&start=${encodeURIComponent(opened.startTime)}&end=${encodeURIComponent(opened.endTime)}`
    : '';
  const message = watchMessage({
    kind,
    reference: watch.reference,
    language: watch.language,
    timeZone: company.zone,
    branch: company.name,
    customerName: watch.customer.name,
    days: watch.days as WatchDay[],
    parts: watch.parts as DayPart[],
    until: watch.until,
    ...(opened ? { opened: { startTime: opened.startTime, endTime: opened.endTime, groomer: opened.staffName } } : {}),
    link: token === undefined ? undefined : `${parts.statusUrl}#watch=${token}${chosen}`,
  });
  return { to: watch.customer.email, ...message };
}
