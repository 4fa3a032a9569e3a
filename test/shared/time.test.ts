import { expect } from '@open-wc/testing';
import { dateInZone, formatDate, formatTime, isTimeZone, timeZoneLabel } from '../../src/shared/time.js';

describe('time helpers', () => {
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
