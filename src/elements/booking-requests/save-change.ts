/**
 * A change of status as staff see it: shown at once, then kept as the gateway answers it; undone
 * with the reason when the gateway refuses it; and when someone else changed the request since it
 * was read (412), read again and shown as they left it, with who did it and their note, so that
 * the person decides again.
 */
import type {
  BookingRequestDetail,
  BookingRequestRecord,
  ChangeBookingRequest,
  OfferedSlot,
  RequestStatus,
} from '../../api/booking-requests/inbox.js';
import { ApiError } from '../../api/errors.js';
import { failureKind, failureSummary } from '../../shared/failure.js';
import type { Inbox } from './inbox.js';
import type { InboxFormat } from './inbox-format.js';

export interface ChangeSettings {
  readonly inbox: Inbox;
  readonly format: InboxFormat;
  readonly send: (change: ChangeBookingRequest) => Promise<BookingRequestRecord>;
  readonly reread: (id: string) => Promise<BookingRequestDetail>;
}

/** Why a change or a note was not kept: the gateway's refusal, or someone else's change (412), read again and said. */
async function refusal(
  settings: Pick<ChangeSettings, 'inbox' | 'format' | 'reread'>,
  id: string,
  error: unknown,
): Promise<{ readonly message: string; readonly current?: BookingRequestDetail }> {
  const { inbox, format } = settings;
  const { text } = format;
  if (!(error instanceof ApiError && error.status === 412)) {
    return { message: text.refused(failureSummary(error, failureKind(error, navigator.onLine), text)) };
  }
  try {
    const current = await settings.reread(id);
    inbox.put(current);
    const last = current.history.at(-1);
    return { message: text.conflict(format.status(current.status), last?.actor || text.someone, last?.note ?? ''), current };
  } catch {
    return { message: text.conflict('', text.someone, '') };
  }
}

/**
 * A note saved alone, with no change of status: the request as the gateway answers it (its
 * history with the note), or why not, as for a change.
 */
export async function saveNote(
  settings: Pick<ChangeSettings, 'inbox' | 'format' | 'reread'> & {
    readonly send: (id: string, version: number, note: string) => Promise<BookingRequestDetail>;
  },
  request: BookingRequestRecord,
  note: string,
): Promise<{ readonly kept: BookingRequestDetail } | { readonly message: string; readonly current?: BookingRequestDetail }> {
  try {
    const kept = await settings.send(request.id, request.version, note);
    settings.inbox.add([kept]);
    return { kept };
  } catch (error) {
    return refusal(settings, request.id, error);
  }
}

/**
 * How a change ended: kept, or undone with a message (and the request as it is now, when read
 * again); `gone` when an offered time is no longer offered (409 ABORTED), to choose again.
 */
export type ChangeOutcome =
  | { readonly kept: BookingRequestRecord }
  | { readonly message: string; readonly current?: BookingRequestDetail; readonly gone?: true };

/** What staff wrote with a change: the internal note, and with a decline or cancel the words to the customer and the times offered. */
export interface ChangeWords {
  readonly note: string;
  readonly message?: string;
  readonly offers?: readonly OfferedSlot[];
}

export async function saveChange(
  settings: ChangeSettings,
  request: BookingRequestRecord,
  status: RequestStatus,
  { note, message, offers }: ChangeWords,
): Promise<ChangeOutcome> {
  const { inbox } = settings;
  inbox.put({ ...request, status });
  try {
    const kept = await settings.send({ id: request.id, version: request.version, status, note, message, offers: offers && [...offers] });
    inbox.add([kept]);
    return { kept };
  } catch (error) {
    inbox.put(request);
    if (error instanceof ApiError && error.code === 'ABORTED') return { message: '', gone: true };
    return refusal(settings, request.id, error);
  }
}
