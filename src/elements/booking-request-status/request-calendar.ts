/**
 * "Add to calendar" for a confirmed request: the file the gateway's confirmation e-mail carries
 * (RFC 5546 `REQUEST`, `STATUS:CONFIRMED`), with the same UID as the flow's tentative entry and the
 * request's version as its SEQUENCE, so that a calendar updates that entry rather than adding one.
 * Loaded only when a customer asks for it.
 */
import { calendarFile, requestedTimeUid } from '../../common/ics.js';
import type { BookingRequestStatusStrings } from './booking-request-status.strings.js';

export interface ConfirmedTime {
  readonly businessId: string;
  readonly staffId: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly version: number;
  readonly branch: string;
  readonly groomer: string;
}

export function confirmedTimeFile(time: ConfirmedTime, text: BookingRequestStatusStrings, now: Date): string {
  return calendarFile({
    uid: requestedTimeUid(time),
    start: time.startTime,
    end: time.endTime,
    summary: text.calendarSummary(time.branch),
    description: text.calendarDescription(time.branch, time.groomer),
    method: 'REQUEST',
    sequence: Math.max(1, time.version),
    now,
  });
}

/** Saves the file through a download link. */
export function addToCalendar(time: ConfirmedTime, text: BookingRequestStatusStrings): void {
  const url = URL.createObjectURL(new Blob([confirmedTimeFile(time, text, new Date())], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = text.calendarFile;
  link.click();
  // Revoked once the browser has surely read it (a download reads the URL after the click returns).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
