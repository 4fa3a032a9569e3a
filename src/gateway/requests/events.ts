/**
 * News of requests for the staff's open pages (`GET /booking-requests/events`): created, updated
 * and deleted. Within an instance a change is passed on at once; on PostgreSQL each change is also
 * sent with NOTIFY, and every instance LISTENs, so that a page open on one instance hears of a
 * request another one stored. The message carries ids only; the request is read again where it is
 * heard, so that no customer's details go through the notification channel.
 */
import type { RequestDatabase } from './database.js';
import { findRequest } from './inbox.js';
import type { BookingRequestRecord } from './records.js';

export type RequestEventType = 'created' | 'updated' | 'deleted';

export interface RequestNotice {
  readonly type: RequestEventType;
  readonly id: string;
  readonly businessId: string;
  readonly companyId: string;
}

export interface RequestEvent extends RequestNotice {
  /** The request as it is now; absent once deleted. */
  readonly request?: BookingRequestRecord;
}

export type EventListener = (event: RequestEvent) => void;

/** Open event streams an instance holds at most: each is a connection and a listener. */
export const mostListeners = 500;

const channel = 'booking_requests';

export interface EventHub {
  publish(notice: RequestNotice): Promise<void>;
  /** Adds a listener, and what ends its stream when the instance drains; undefined when the instance holds as many as it may. */
  subscribe(listener: EventListener, end: () => void): (() => void) | undefined;
  /** Ends every open stream: the instance is draining, and the pages reconnect to another one. */
  endStreams(): void;
  close(): Promise<void>;
}

function isNotice(value: unknown): value is RequestNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { type, id, businessId, companyId } = value as Record<string, unknown>;
  return (
    (type === 'created' || type === 'updated' || type === 'deleted') &&
    typeof id === 'string' &&
    typeof businessId === 'string' &&
    typeof companyId === 'string'
  );
}

export async function createEventHub(database: RequestDatabase, onError: (error: unknown) => void): Promise<EventHub> {
  const listeners = new Map<EventListener, () => void>();
  const emit = (event: RequestEvent) => {
    for (const listener of listeners.keys()) listener(event);
  };
  // A notice, from this instance or heard from PostgreSQL (this instance's own too): the request is read as it is now.
  const heard = async (notice: unknown) => {
    if (!isNotice(notice)) return;
    const request = notice.type === 'deleted' ? undefined : await findRequest(database, notice.id);
    if (notice.type !== 'deleted' && !request) return;
    emit({ type: notice.type, id: notice.id, businessId: notice.businessId, companyId: notice.companyId, ...(request ? { request } : {}) });
  };
  const unlisten = database.listen
    ? await database.listen(channel, (payload) => void heard(JSON.parse(payload)).catch(onError))
    : undefined;
  const endStreams = () => {
    for (const end of listeners.values()) end();
    listeners.clear();
  };
  return {
    async publish(notice) {
      const { type, id, businessId, companyId } = notice;
      if (!unlisten) return heard({ type, id, businessId, companyId });
      await database.query('select pg_notify($1, $2)', [channel, JSON.stringify({ type, id, businessId, companyId })]);
    },
    subscribe(listener, end) {
      if (listeners.size >= mostListeners) return undefined;
      listeners.set(listener, end);
      return () => listeners.delete(listener);
    },
    endStreams,
    async close() {
      endStreams();
      await unlisten?.();
    },
  };
}
