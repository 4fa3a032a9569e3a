import { expect } from '@open-wc/testing';
import {
  addDays,
  dateInZone,
  datesOf,
  daysBetween,
  formatDate,
  formatTime,
  isTimeZone,
  timeZoneLabel,
  weekday,
} from '../../src/shared/time.js';

describe('time helpers', () => {
  it('does calendar arithmetic that no zone can shift', () => {
    expect(addDays('2027-03-13', 1)).to.equal('2027-03-14');
    expect(addDays('2027-03-14', 1)).to.equal('2027-03-15');
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2028-03-01', -1)).to.equal('2028-02-29');
    expect(daysBetween('2027-03-10', '2027-03-17')).to.equal(7);
    expect(datesOf('2027-03-13', '2027-03-15')).to.deep.equal(['2027-03-13', '2027-03-14', '2027-03-15']);
    expect(weekday('2027-03-14')).to.equal(0);
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
