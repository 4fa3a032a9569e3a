/**
 * The longest range GetBookingAvailability accepts (docs/api-notes.md, "Limits"): plain date
 * arithmetic, apart from the operation's schemas, for code that must stay small (the script-tag
 * entry plans a picker's first range before the picker's code has loaded).
 */
import { addMonths } from './calendar.js';

export const maxAvailabilityMonths = 3;

/** The last date a range starting on `startDate` may reach (same day, three months later). */
export function lastDateOfRange(startDate: string): string {
  return addMonths(startDate, maxAvailabilityMonths);
}
