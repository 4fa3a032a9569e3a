import { expect } from '@open-wc/testing';
import {
  clampDate,
  covers,
  formatRange,
  rangePieces,
  inRange,
  monthOf,
  requestedRange,
  samePlace,
  sameRange,
  shiftRange,
} from '../../../src/elements/availability-picker/range.js';

const week = { start: '2026-03-02', end: '2026-03-08' };

describe('picker range', () => {
  it('asks for a week from start-date or today, or up to a valid end-date', () => {
    expect(requestedRange('', '', '2026-03-02')).to.deep.equal(week);
    expect(requestedRange('2026-03-02', '', undefined)).to.deep.equal(week);
    expect(requestedRange('', '', undefined)).to.equal(undefined);
    expect(requestedRange('2026-03-02', '2026-03-31', undefined)).to.deep.equal({ start: '2026-03-02', end: '2026-03-31' });
    expect(requestedRange('2026-03-02', '2026-06-02', undefined)).to.deep.equal({ start: '2026-03-02', end: '2026-06-02' });
    // Past the three-month limit, before the start or not a date: a week.
    for (const end of ['2026-06-03', '2026-03-01', '2026-02-30', 'soon']) {
      expect(requestedRange('2026-03-02', end, undefined), end).to.deep.equal(week);
    }
    expect(requestedRange('2026-02-30', '', '2026-03-02')).to.deep.equal(week);
  });

  it('moves by whole ranges of its own length', () => {
    expect(shiftRange(week, 1)).to.deep.equal({ start: '2026-03-09', end: '2026-03-15' });
    expect(shiftRange(week, -1)).to.deep.equal({ start: '2026-02-23', end: '2026-03-01' });
    expect(shiftRange({ start: '2026-01-30', end: '2026-02-01' }, 1)).to.deep.equal({ start: '2026-02-02', end: '2026-02-04' });
  });

  it('keeps a date at its place when the range moves, inside the new range', () => {
    const next = shiftRange(week, 1);
    expect(samePlace('2026-03-04', week, next)).to.equal('2026-03-11');
    expect(samePlace('2026-03-30', week, next)).to.equal(next.end);
    expect(clampDate('2026-01-01', week)).to.equal(week.start);
    expect(inRange('2026-03-08', week)).to.equal(true);
    expect(sameRange(shiftRange(shiftRange(week, 1), -1), week)).to.equal(true);
    expect(sameRange(shiftRange(week, 1), week)).to.equal(false);
    expect(inRange('2026-03-09', week)).to.equal(false);
  });

  it('names the range in the locale', () => {
    expect(formatRange(week, 'en-US')).to.match(/^Mar 2\s*–\s*8, 2026$/);
    expect(formatRange({ start: '2026-12-28', end: '2027-01-03' }, 'en-US')).to.match(/^Dec 28, 2026\s*–\s*Jan 3, 2027$/);
  });

  it('cuts the range’s words after the dash only, so that a line never breaks inside a date', () => {
    const pieces = (range: { start: string; end: string }, locale: string) => rangePieces(range, locale).map((piece) => piece.trim());
    expect(pieces({ start: '2026-11-25', end: '2026-12-01' }, 'en-US')).to.deep.equal(['Nov 25 –', 'Dec 1, 2026']);
    expect(pieces(week, 'en-US')).to.deep.equal(['Mar 2 –', '8, 2026']);
    expect(pieces({ start: '2026-11-25', end: '2026-12-01' }, 'fr')).to.deep.equal(['25 nov. –', '1 déc. 2026']);
    expect(pieces({ start: '2026-12-28', end: '2027-01-03' }, 'es')).to.deep.equal(['28 dic 2026 –', '3 ene 2027']);
    // One day, and a month, are one piece.
    expect(rangePieces({ start: '2026-03-02', end: '2026-03-02' }, 'en-US')).to.deep.equal(['Mar 2, 2026']);
    expect(rangePieces(monthOf('2026-03-09'), 'en-US', true)).to.deep.equal(['March 2026']);
  });

  it('knows a date’s month and moves by months', () => {
    expect(monthOf('2026-02-14')).to.deep.equal({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf('2028-02-29')).to.deep.equal({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthOf('2026-12-31')).to.deep.equal({ start: '2026-12-01', end: '2026-12-31' });
    const january = monthOf('2026-01-31');
    expect(shiftRange(january, 1, true)).to.deep.equal({ start: '2026-02-01', end: '2026-02-28' });
    expect(shiftRange(january, -1, true)).to.deep.equal({ start: '2025-12-01', end: '2025-12-31' });
    expect(shiftRange(january, 3, true)).to.deep.equal({ start: '2026-04-01', end: '2026-04-30' });
    // The tab stop keeps its day of the month, or the month's last day.
    expect(samePlace('2026-01-31', january, shiftRange(january, 1, true))).to.equal('2026-02-28');
  });

  it('tells whether an answer’s dates cover the range shown', () => {
    expect(covers({ start: '2026-03-01', end: '2026-03-10' }, week)).to.equal(true);
    expect(covers(week, week)).to.equal(true);
    expect(covers({ start: '2026-03-03', end: '2026-03-10' }, week)).to.equal(false);
    expect(covers({ start: '2026-03-01', end: '2026-03-07' }, week)).to.equal(false);
  });

  it('names a month in the locale', () => {
    expect(formatRange(monthOf('2026-03-09'), 'en-US', true)).to.equal('March 2026');
    expect(formatRange(monthOf('2026-03-09'), 'de-DE', true)).to.equal('März 2026');
  });
});
