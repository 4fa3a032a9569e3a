// The script-tag files export nothing and define every element: their types map the tags (and
// so the events), in a program without the main entry or the define entry.
import type {} from 'booking-elements/booking-elements.js';
import type {} from 'booking-elements/booking-elements.all.js';
import type { BookingFlow, ReviewFeed } from 'booking-elements';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

assertType<Equal<HTMLElementTagNameMap['review-feed'], ReviewFeed>>();
assertType<Equal<HTMLElementTagNameMap['booking-flow'], BookingFlow>>();
document.querySelector('availability-picker')?.addEventListener('slot-select', (event) => void event.detail.startTime.length);
