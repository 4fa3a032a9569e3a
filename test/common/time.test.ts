import { expect } from '@open-wc/testing';
import {
  dateInZone,
  firstDayOfWeek,
  formatDate,
  formatTime,
  isTimeZone,
  timeZoneLabel,
  todayIn,
  zonedDates,
  zonedMidnight,
} from '../../src/common/time.js';

describe('time helpers', () => {
  it('starts weeks on the locale’s first day', () => {
    expect(firstDayOfWeek('en-US')).to.equal(0);
    expect(firstDayOfWeek('en-GB')).to.equal(1);
    expect(firstDayOfWeek('de')).to.equal(1);
    expect(firstDayOfWeek('ar-EG')).to.equal(6);
  });

  it('finds the calendar date of an instant in a zone, not in the browser zone', () => {
    // 03:00 UTC is the evening before in New York and the same morning in Kolkata (the browser).
    expect(dateInZone('2027-03-14T03:00:00Z', 'America/New_York')).to.equal('2027-03-13');
    expect(dateInZone('2027-03-14T03:00:00Z', 'Asia/Kolkata')).to.equal('2027-03-14');
  });

  it('shows wall-clock times in the business zone on both sides of a daylight-saving change', () => {
    // 9:00 in New York is 14:00 UTC before 14 March 2027 and 13:00 UTC after it.
    expect(formatTime('2027-03-13T14:00:00Z', 'America/New_York', 'en-US')).to.equal('9:00 AM');
    expect(formatTime('2027-03-15T13:00:00Z', 'America/New_York', 'en-US')).to.equal('9:00 AM');
  });

  it('formats a calendar date in the locale without moving it', () => {
    expect(formatDate('2027-03-14', 'en-US', { dateStyle: 'full' })).to.equal('Sunday, March 14, 2027');
    expect(formatDate('2027-03-14', 'de-DE', { dateStyle: 'full' })).to.equal('Sonntag, 14. März 2027');
  });

  it('names zones for people and knows which names are zones', () => {
    expect(timeZoneLabel('America/New_York', 'en-US')).to.equal('Eastern Time');
    expect(isTimeZone('Europe/London')).to.equal(true);
    expect(isTimeZone('Mars/Olympus_Mons')).to.equal(false);
    expect(isTimeZone('')).to.equal(false);
  });
});

describe('todayIn', () => {
  it('gives what Intl gives, for UTC and every fixed Etc/GMT zone, on both sides of their midnights', () => {
    const zones = [
      'UTC',
      'Etc/GMT',
      ...Array.from({ length: 12 }, (_, n) => `Etc/GMT+${n + 1}`),
      ...Array.from({ length: 14 }, (_, n) => `Etc/GMT-${n + 1}`),
    ];
    for (const instant of [
      '2027-03-14T00:30:00Z',
      '2027-03-14T11:59:00Z',
      '2027-03-14T12:00:00Z',
      '2027-12-31T23:59:00Z',
      '2028-02-28T13:30:00Z',
    ]) {
      for (const zone of zones) expect(todayIn(zone, new Date(instant)), `${zone} at ${instant}`).to.equal(dateInZone(instant, zone));
    }
  });

  it('leaves names that are no zone to Intl, which refuses them', () => {
    for (const name of ['Etc/GMT+13', 'Etc/GMT-15', 'Etc/GMT+05', 'Etc/GMT+99']) expect(() => todayIn(name), name).to.throw(RangeError);
  });

  it('gives today in a named zone', () => {
    expect(todayIn('Pacific/Kiritimati', new Date('2027-03-14T11:00:00Z'))).to.equal('2027-03-15');
    expect(todayIn('America/New_York', new Date('2027-03-14T03:00:00Z'))).to.equal('2027-03-13');
  });
});

describe('zonedDates', () => {
  it('reads the calendar date of many instants in a zone, across a daylight-saving change and at half-hour offsets', () => {
    const newYork = zonedDates('America/New_York');
    // 2026-03-08: clocks go from 02:00 to 03:00 in New York (07:00 UTC).
    expect(newYork(Date.parse('2026-03-08T04:59:00Z'))).to.equal('2026-03-07');
    expect(newYork(Date.parse('2026-03-08T05:00:00Z'))).to.equal('2026-03-08');
    expect(newYork(Date.parse('2026-03-09T03:59:00Z'))).to.equal('2026-03-08');
    expect(newYork(Date.parse('2026-03-09T04:00:00Z'))).to.equal('2026-03-09');
    // 2026-11-01: back from 02:00 to 01:00 (06:00 UTC).
    expect(newYork(Date.parse('2026-11-01T03:59:00Z'))).to.equal('2026-10-31');
    expect(newYork(Date.parse('2026-11-02T04:59:00Z'))).to.equal('2026-11-01');
    expect(newYork(Date.parse('2026-11-02T05:00:00Z'))).to.equal('2026-11-02');
    const kolkata = zonedDates('Asia/Kolkata');
    expect(kolkata(Date.parse('2026-03-08T18:29:00Z'))).to.equal('2026-03-08');
    expect(kolkata(Date.parse('2026-03-08T18:30:00Z'))).to.equal('2026-03-09');
  });

  it('gives what dateInZone gives, for every hour of a year', () => {
    const lordHowe = zonedDates('Australia/Lord_Howe');
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = Date.parse('2026-01-01T00:00:00Z') + hour * 3_600_000 + 1_234;
      expect(lordHowe(instant), new Date(instant).toISOString()).to.equal(dateInZone(new Date(instant), 'Australia/Lord_Howe'));
    }
  });
});

describe('zonedMidnight', () => {
  const iso = (date: string, zone: string) => new Date(zonedMidnight(date, zone)).toISOString();

  it('finds the instant a date begins in a zone, whatever the browser’s zone', () => {
    expect(iso('2026-01-15', 'America/New_York')).to.equal('2026-01-15T05:00:00.000Z');
    expect(iso('2026-07-15', 'America/New_York')).to.equal('2026-07-15T04:00:00.000Z');
    expect(iso('2026-01-15', 'Asia/Kolkata')).to.equal('2026-01-14T18:30:00.000Z');
    expect(iso('2026-01-01', 'Pacific/Kiritimati')).to.equal('2025-12-31T10:00:00.000Z');
  });

  it('on the days clocks change, before and after midnight', () => {
    // New York changes at 2:00: midnight keeps the offset of the day before.
    expect(iso('2026-03-08', 'America/New_York')).to.equal('2026-03-08T05:00:00.000Z');
    expect(iso('2026-11-01', 'America/New_York')).to.equal('2026-11-01T04:00:00.000Z');
    expect(iso('2026-11-02', 'America/New_York')).to.equal('2026-11-02T05:00:00.000Z');
    // Sydney's clocks move at 2:00 and 3:00; Beirut's go back at midnight, to 23:00 the day before.
    expect(iso('2026-10-04', 'Australia/Sydney')).to.equal('2026-10-03T14:00:00.000Z');
    expect(iso('2026-10-25', 'Asia/Beirut')).to.equal('2026-10-24T22:00:00.000Z');
  });

  it('where a change skips midnight, begins the day at its first instant', () => {
    // Santiago springs forward at midnight: 6 September 2026 begins at 1:00.
    expect(iso('2026-09-06', 'America/Santiago')).to.equal('2026-09-06T04:00:00.000Z');
    expect(dateInZone(new Date(zonedMidnight('2026-09-06', 'America/Santiago') - 1), 'America/Santiago')).to.equal('2026-09-05');
  });
});
