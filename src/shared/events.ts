/** Events every element emits. Each element's own events are declared next to it. */
import type { ErrorCode } from '../api/errors.js';
import type { ResponseProblem } from '../api/salvage.js';

/** A part of an answer the element left out (a malformed item, a list over its limit). */
export type BookingWarningDetail = ResponseProblem;

export interface BookingErrorDetail {
  /** The client's name of the failed operation, such as `listReviews`. */
  readonly operation: string;
  readonly code: ErrorCode;
  readonly message: string;
}

/** The detail of an event declared as a `CustomEvent` in the global event map. */
export type EventDetail<Type extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[Type] extends CustomEvent<infer Detail> ? Detail : never;

/** The names of the custom events in the global event map: what an element may emit. */
export type BookingEventName = {
  [Type in keyof HTMLElementEventMap]: HTMLElementEventMap[Type] extends CustomEvent<unknown> ? Type : never;
}[keyof HTMLElementEventMap];

/**
 * Dispatches from `target` a bubbling, composed event declared in the global event map, so that a
 * wrong name or detail does not compile; returns false when a listener cancelled it.
 */
export function emitEvent<Type extends BookingEventName>(
  target: EventTarget,
  type: Type,
  detail: EventDetail<Type>,
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}

declare global {
  interface HTMLElementEventMap {
    'booking-error': CustomEvent<BookingErrorDetail>;
    'booking-warning': CustomEvent<BookingWarningDetail>;
  }
}
