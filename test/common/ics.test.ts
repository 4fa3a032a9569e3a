import { expect } from '@open-wc/testing';
import ICAL from 'ical.js';
import { calendarFile, escapeText, foldLine, requestedTimeUid, utcDateTime } from '../../src/common/ics.js';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** A folded file read back: continuation lines joined to the line they continue (RFC 5545, 3.1). */
const unfolded = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('calendar file (RFC 5545)', () => {
  const event = {
    uid: 'biz_1-stf_2-20261125T210000Z@booking-elements',
    start: '2026-11-25T21:00:00Z',
    end: '2026-11-25T22:30:00.000Z',
    summary: 'Grooming request at Pawsome Grooming Brookline (not yet confirmed)',
    description: 'Requested with Daniel Raman. It awaits the confirmation of Pawsome Grooming Brookline.',
    now: new Date('2026-11-20T08:05:09.123Z'),
  };

  it('writes one tentative event in a calendar, every line ended by CRLF', () => {
    const file = calendarFile(event);
    expect(file.endsWith('\r\n')).to.equal(true);
    expect(file.replace(/\r\n/g, '')).to.not.match(/[\r\n]/);
    expect(unfolded(file)).to.deep.equal([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//booking-elements//booking-flow//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:biz_1-stf_2-20261125T210000Z@booking-elements',
      'DTSTAMP:20261120T080509Z',
      'DTSTART:20261125T210000Z',
      'DTEND:20261125T223000Z',
      'SUMMARY:Grooming request at Pawsome Grooming Brookline (not yet confirmed)',
      'DESCRIPTION:Requested with Daniel Raman. It awaits the confirmation of Pawsome Grooming Brookline.',
      'STATUS:TENTATIVE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes instants in UTC, whatever zone they were given in', () => {
    expect(utcDateTime('2026-03-08T01:30:00-05:00')).to.equal('20260308T063000Z');
    expect(utcDateTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).to.equal('20260102T030405Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text, and nothing else', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg: "h" <i>')).to.equal('a\\\\b\\;c\\,d\\ne\\nf\\ng: "h" <i>');
    const file = calendarFile({ ...event, summary: 'Paws, Claws; & Co.\nEND:VEVENT', uid: 'a,b' });
    expect(unfolded(file)).to.include('SUMMARY:Paws\\, Claws\\; & Co.\\nEND:VEVENT');
    expect(unfolded(file)).to.include('UID:a\\,b');
    // A customer's text cannot end the event early: the only END lines are the file's own.
    expect(file.split('\r\n').filter((line) => line.startsWith('END:'))).to.deep.equal(['END:VEVENT', 'END:VCALENDAR']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'Rendez-vous demandé chez Toilettage Égée, à confirmer 🐕 '.repeat(4)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).to.be.greaterThan(3);
    for (const line of lines) expect(octets(line), line).to.be.at.most(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).to.equal(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).to.equal(long);
    expect(foldLine('SUMMARY:short')).to.equal('SUMMARY:short');
    expect(foldLine('X'.repeat(75))).to.equal('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).to.equal(`${'X'.repeat(75)}\r\n X`);
  });

  /** A file read by a real iCalendar parser: its method and its one event. */
  const parsed = (file: string) => {
    const calendar = new ICAL.Component(ICAL.parse(file));
    const event = calendar.getFirstSubcomponent('vevent');
    if (!event) throw new Error('no VEVENT');
    return { method: calendar.getFirstPropertyValue('method'), event, wrapped: new ICAL.Event(event) };
  };

  it('keeps one UID from the tentative entry to its confirmation and its cancellation, the sequence rising', () => {
    const time = { businessId: 'biz_1', staffId: 'stf_2', startTime: '2026-11-25T21:00:00Z' };
    const uid = requestedTimeUid(time);
    expect(uid).to.equal('20261125T210000Z-stf_2-biz_1@booking-elements');
    const addresses = { organizer: 'bookings@pawsome.example', attendee: 'nadia@example.com' };
    const tentative = parsed(calendarFile({ ...event, uid }));
    const confirmed = parsed(calendarFile({ ...event, uid, method: 'REQUEST', sequence: 1, ...addresses }));
    const cancelled = parsed(calendarFile({ ...event, uid, method: 'CANCEL', sequence: 2, ...addresses }));
    expect([tentative.method, confirmed.method, cancelled.method]).to.deep.equal(['PUBLISH', 'REQUEST', 'CANCEL']);
    expect([tentative, confirmed, cancelled].map(({ event }) => event.getFirstPropertyValue('status'))).to.deep.equal([
      'TENTATIVE',
      'CONFIRMED',
      'CANCELLED',
    ]);
    expect([tentative, confirmed, cancelled].map(({ wrapped }) => wrapped.uid)).to.deep.equal([uid, uid, uid]);
    // No SEQUENCE is 0 (RFC 5545, 3.8.7.4).
    expect([tentative, confirmed, cancelled].map(({ wrapped }) => wrapped.sequence ?? 0)).to.deep.equal([0, 1, 2]);
    expect(confirmed.wrapped.startDate.toJSDate().toISOString()).to.equal('2026-11-25T21:00:00.000Z');
    expect(confirmed.event.getFirstPropertyValue('organizer')).to.equal('mailto:bookings@pawsome.example');
    expect(confirmed.wrapped.attendees.map((attendee) => attendee.getFirstValue())).to.deep.equal(['mailto:nadia@example.com']);
    // The tentative entry names nobody: it is the customer's own note of a time asked for.
    expect(tentative.event.getFirstPropertyValue('organizer')).to.equal(null);
  });

  it('writes an address as one value, whatever line breaks or quotes it carries', () => {
    const file = calendarFile({
      ...event,
      method: 'REQUEST',
      organizer: 'a@b.example\r\nATTENDEE:mailto:x@evil.example',
      attendee: 'c"d@e.example',
    });
    const { wrapped } = parsed(file);
    expect(wrapped.attendees.map((attendee) => attendee.getFirstValue())).to.deep.equal(['mailto:cd@e.example']);
    expect(file.split('\r\n').filter((line) => line.startsWith('ATTENDEE'))).to.have.length(1);
  });
});
