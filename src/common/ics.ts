/**
 * A calendar file (RFC 5545) of one requested time: written in the browser for "Add to calendar",
 * and by the gateway for the e-mail that tells a business of a booking request.
 * Pure, and loaded only when a customer asks for it: it imports nothing, so that the flow's own
 * file does not carry it.
 *
 * The event is `STATUS:TENTATIVE`: the request has not been confirmed by the business, and the
 * summary and description the flow passes say so in the customer's words.
 */

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

/** The whole file: one VEVENT in a VCALENDAR, lines ended by CRLF. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-elements//booking-flow//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.now)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
