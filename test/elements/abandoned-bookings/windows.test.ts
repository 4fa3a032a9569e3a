import { expect } from '@open-wc/testing';
import { periodOf, readingWindows } from '../../../src/elements/abandoned-bookings/windows.js';

const at = (iso: string) => Date.parse(iso);

/** Whether an instant range fits one month as UTC counts it (the reference service's rule). */
function fitsUtcMonth(start: string, end: string): boolean {
  const limit = new Date(start);
  const dayOfMonth = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + 1);
  const last = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(dayOfMonth, last));
  return Date.parse(end) <= limit.getTime();
}

describe('periodOf', () => {
  it('is the last N days, today included', () => {
    expect(periodOf('2026-03-31', 30)).to.deep.equal({ start: '2026-03-02', end: '2026-03-31' });
    expect(periodOf('2026-03-31', 1)).to.deep.equal({ start: '2026-03-31', end: '2026-03-31' });
    expect(periodOf('2024-03-01', 366)).to.deep.equal({ start: '2023-03-02', end: '2024-03-01' });
  });
});

describe('readingWindows', () => {
  const zone = 'America/New_York';

  it('reads 30 days ending in March as one window, from the first midnight to now', () => {
    const now = at('2026-03-31T16:20:00Z');
    expect(readingWindows(periodOf('2026-03-31', 30), zone, now)).to.deep.equal([
      { startTime: '2026-03-02T05:00:00.000Z', endTime: '2026-03-31T16:20:00.000Z' },
    ]);
  });

  it('reads 30 days ending on March 1st as a month and the days before it, newest first, meeting end to start', () => {
    const now = at('2026-03-01T20:00:00Z');
    expect(readingWindows(periodOf('2026-03-01', 30), zone, now)).to.deep.equal([
      { startTime: '2026-02-02T05:00:00.000Z', endTime: '2026-03-01T20:00:00.000Z' },
      { startTime: '2026-01-31T05:00:00.000Z', endTime: '2026-02-02T05:00:00.000Z' },
    ]);
  });

  it('covers a year without a gap or an overlap, each window a month at most, however the month is counted', () => {
    for (const zoneName of ['America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'America/Santiago', 'Europe/London']) {
      const now = at('2026-11-25T03:00:00Z');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zoneName }).format(now);
      const windows = readingWindows(periodOf(today, 366), zoneName, now);
      expect(windows.length, zoneName).to.be.within(12, 14);
      expect(windows[0]!.endTime).to.equal(new Date(now).toISOString());
      for (const [index, window] of windows.entries()) {
        expect(Date.parse(window.startTime), zoneName).to.be.below(Date.parse(window.endTime));
        expect(fitsUtcMonth(window.startTime, window.endTime), `${zoneName} ${window.startTime}`).to.equal(true);
        const local = new Date(window.startTime);
        local.setMonth(local.getMonth() + 1);
        expect(Date.parse(window.endTime), `${zoneName} ${window.startTime}`).to.be.at.most(local.getTime());
        if (index > 0) expect(window.endTime).to.equal(windows[index - 1]!.startTime);
        // Each begins at a midnight of the zone.
        const clock = new Intl.DateTimeFormat('en-US', { timeZone: zoneName, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
        expect(['00:00', '01:00'], `${zoneName} ${window.startTime}`).to.include(clock.format(Date.parse(window.startTime)));
      }
      const first = windows.at(-1)!.startTime;
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: zoneName }).format(Date.parse(first))).to.equal(periodOf(today, 366).start);
    }
  });

  it('starts a window a day later where a clock change makes its month an hour too long', () => {
    // From 15 October 2026 at midnight in New York (EDT) to 15 November at midnight (EST) is a
    // month and an hour as UTC counts it: that window begins on the 16th, and the one before it
    // takes the 15th.
    const now = at('2026-12-14T17:00:00Z');
    expect(readingWindows(periodOf('2026-12-14', 61), zone, now)).to.deep.equal([
      { startTime: '2026-11-15T05:00:00.000Z', endTime: '2026-12-14T17:00:00.000Z' },
      { startTime: '2026-10-16T04:00:00.000Z', endTime: '2026-11-15T05:00:00.000Z' },
      { startTime: '2026-10-15T04:00:00.000Z', endTime: '2026-10-16T04:00:00.000Z' },
    ]);
  });

  it('reads one day as one window, and never more than fourteen', () => {
    const now = at('2026-03-31T16:20:00Z');
    expect(readingWindows(periodOf('2026-03-31', 1), zone, now)).to.deep.equal([
      { startTime: '2026-03-31T04:00:00.000Z', endTime: '2026-03-31T16:20:00.000Z' },
    ]);
    expect(readingWindows(periodOf('2026-03-31', 5000), zone, now)).to.have.length(14);
  });
});
