/**
 * "Add to calendar": the requested time as a calendar file (RFC 5545), written in the browser and
 * saved through a download link. Loaded only when a customer asks for it, with the writer and its
 * own English words; it imports nothing else at run time (a module it shared with the flow would be
 * split out of the flow's file into one more file for every page to fetch).
 */
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { calendarFile, requestedTimeUid } from '../../common/ics.js';

/** The calendar file's words: the time is a request, not an appointment, until the branch confirms it. */
export const calendarStrings = {
  /** The file's name. */
  calendarFile: 'grooming-request.ics',
  /** The event's title. */
  calendarSummary: (branch: string) => `Grooming request at ${branch} (not yet confirmed)`,
  /** The event's description. */
  calendarDescription: (branch: string, groomer: string) =>
    `Requested with ${groomer}. This time awaits the confirmation of ${branch}: it is not booked until the branch confirms it.`,
};
export type CalendarStrings = typeof calendarStrings;

export interface CalendarRequest {
  readonly businessId: string;
  readonly branch: string;
  readonly groomer: string;
  readonly slot: Pick<SlotSelectDetail, 'staffId' | 'startTime' | 'endTime'>;
}

/** The file of a requested time: the same request gives the same event, which adding it twice updates. */
export function requestedTimeFile({ businessId, branch, groomer, slot }: CalendarRequest, replaced: BookingFlowStrings, now: Date): string {
  const text = { ...calendarStrings, ...replaced };
  return calendarFile({
    uid: requestedTimeUid({ businessId, ...slot }),
    start: slot.startTime,
    end: slot.endTime,
    summary: text.calendarSummary(branch),
    description: text.calendarDescription(branch, groomer),
    now,
  });
}

/** Saves the file through a download link, named in the customer's words. */
export function addToCalendar(request: CalendarRequest, text: BookingFlowStrings): void {
  const url = URL.createObjectURL(new Blob([requestedTimeFile(request, text, new Date())], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = text.calendarFile ?? calendarStrings.calendarFile;
  link.click();
  // Revoked once the browser has surely read it (a download reads the URL after the click returns).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
