/**
 * A calendar file (RFC 5545) of one requested time: written in the browser for "Add to calendar",
 * and by the gateway for the e-mails about a booking request. Pure, and loaded only when a customer
 * asks for it: it imports nothing, so that the flow's own file does not carry it.
 *
 * What the file does to a calendar is its method (RFC 5546), and the event's status follows it:
 * - `PUBLISH`, `STATUS:TENTATIVE`: a time asked for, not booked until the branch confirms it (the
 *   flow's "Add to calendar", the business's e-mail of a new request);
 * - `REQUEST`, `STATUS:CONFIRMED`: the branch confirmed it; sent to the customer with the same UID
 *   as the tentative entry and a higher SEQUENCE, so that a calendar updates that entry;
 * - `CANCEL`, `STATUS:CANCELLED`: the time is off (withdrawn, cancelled, expired); a calendar
 *   removes the entry of that UID.
 */

/** What a calendar file asks a calendar to do with its event. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** The event's status under each method. */
const statusOf: { readonly [Method in CalendarMethod]: string } = {
  PUBLISH: 'TENTATIVE',
  REQUEST: 'CONFIRMED',
  CANCEL: 'CANCELLED',
};

export interface CalendarEvent {
  /** Globally unique and stable for the same request, so that adding it twice updates one event. */
  readonly uid: string;
  /** The start and end instants, ISO strings (the API's `startTime` and `endTime`). */
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  /** When the file is written (`DTSTAMP`). */
  readonly now: Date;
  /** Default `PUBLISH`: a tentative time. */
  readonly method?: CalendarMethod;
  /** Raised at each change of the same event (RFC 5545, 3.8.7.4): 0 for the tentative entry. */
  readonly sequence?: number;
  /**
   * For `REQUEST` and `CANCEL`, which RFC 5546 sends between an organizer and attendees: the
   * branch's sending address and the customer's, as bare e-mail addresses.
   */
  readonly organizer?: string;
  readonly attendee?: string;
}

/** The UID of a requested time: the flow's "Add to calendar" and the gateway's e-mails write the same one, so that each later file updates that entry. */
export function requestedTimeUid(time: { readonly businessId: string; readonly staffId: string; readonly startTime: string }): string {
  return `${utcDateTime(time.startTime)}-${time.staffId}-${time.businessId}@booking-elements`;
}

/** An instant in UTC as RFC 5545 writes a DATE-TIME: `20261125T210000Z`. */
export function utcDateTime(instant: string | Date): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
}

/** A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

const octets = new TextEncoder();

/**
 * A content line folded after at most 75 octets (RFC 5545, 3.1), each continuation starting with
 * one space; a character is never split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = octets.encode(character).length;
    if (size + length > 75) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += character;
    size += length;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** An address as a CAL-ADDRESS (`mailto:`), its line breaks and quotes dropped: it is never a place to write lines. */
const calendarAddress = (address: string) => `mailto:${address.replace(/[\r\n"]/g, '')}`;

/** The whole file: one VEVENT in a VCALENDAR, lines ended by CRLF. */
export function calendarFile(event: CalendarEvent): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-elements//booking-flow//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.now)}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.organizer ? [`ORGANIZER:${calendarAddress(event.organizer)}`] : []),
    ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT:${calendarAddress(event.attendee)}`] : []),
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${statusOf[method]}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
