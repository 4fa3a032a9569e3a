/**
 * The lifecycle's words (src/api/booking-requests/lifecycle.ts) as SQL literals, for SQL text that
 * needs the word itself rather than a parameter: a partial index, such as the one of pending
 * deliveries, is used only by a query that names its word. The type admits only the lifecycle's
 * words, so a word renamed or removed there does not compile here.
 */
import type {
  DeliveryChannel,
  DeliveryEvent,
  DeliveryState,
  RequestActor,
  RequestStatus,
} from '../../../api/booking-requests/lifecycle.js';
import type { WatchStatus } from '../../../api/booking-requests/watches.js';

export type LifecycleWord = RequestStatus | DeliveryState | DeliveryChannel | RequestActor | DeliveryEvent | WatchStatus;

export function sqlWord(word: LifecycleWord): string {
  // The words are ours, never a caller's: this only guards against one written with a quote.
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(word)) throw new TypeError(`not a word of the lifecycle: ${word}`);
  return `'${word}'`;
}
