import { expect } from '@open-wc/testing';
import { dateForKey, gridRows } from '../../../src/elements/availability-picker/date-grid.js';

const twoWeeks = { start: '2026-03-02', end: '2026-03-15' };

describe('picker date grid', () => {
  it('lays the range out in rows of a week', () => {
    const rows = gridRows(twoWeeks);
    expect(rows.map((row) => row.length)).to.deep.equal([7, 7]);
    expect(rows[1]![0]).to.equal('2026-03-09');
    expect(gridRows({ start: '2026-03-02', end: '2026-03-04' })).to.deep.equal([['2026-03-02', '2026-03-03', '2026-03-04']]);
  });

  it('moves by a day with the arrows, by a week up and down, by the range with Page keys', () => {
    const from = '2026-03-10';
    const key = (name: string, ctrl = false) => dateForKey(name, ctrl, from, twoWeeks, false);
    expect(key('ArrowRight')).to.equal('2026-03-11');
    expect(key('ArrowLeft')).to.equal('2026-03-09');
    expect(key('ArrowDown')).to.equal('2026-03-17');
    expect(key('ArrowUp')).to.equal('2026-03-03');
    expect(key('PageDown')).to.equal('2026-03-24');
    expect(key('PageUp')).to.equal('2026-02-24');
    expect(key('a')).to.equal(undefined);
  });

  it('goes to the ends of the row with Home and End, and of the range with Ctrl', () => {
    const key = (name: string, ctrl = false) => dateForKey(name, ctrl, '2026-03-10', twoWeeks, false);
    expect(key('Home')).to.equal('2026-03-09');
    expect(key('End')).to.equal('2026-03-15');
    expect(key('Home', true)).to.equal(twoWeeks.start);
    expect(key('End', true)).to.equal(twoWeeks.end);
    // A short last row: End stops at the range's end.
    expect(dateForKey('End', false, '2026-03-09', { start: '2026-03-02', end: '2026-03-11' }, false)).to.equal('2026-03-11');
  });

  it('follows the reading direction: in right-to-left text the left arrow goes forward', () => {
    expect(dateForKey('ArrowLeft', false, '2026-03-10', twoWeeks, true)).to.equal('2026-03-11');
    expect(dateForKey('ArrowRight', false, '2026-03-10', twoWeeks, true)).to.equal('2026-03-09');
    expect(dateForKey('ArrowDown', false, '2026-03-10', twoWeeks, true)).to.equal('2026-03-17');
  });

  it('lays a month out in the weeks it needs, from the week of its first day to that of its last, days around it included', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday: five weeks from Sunday, six from Monday.
    const march = { start: '2026-03-01', end: '2026-03-31' };
    const sundays = gridRows(march, 0);
    expect(sundays.map((row) => row.length)).to.deep.equal([7, 7, 7, 7, 7]);
    expect(sundays[0]![0]).to.equal('2026-03-01');
    expect(sundays[4]![6]).to.equal('2026-04-04');
    const mondays = gridRows(march, 1);
    expect(mondays).to.have.length(6);
    expect(mondays[0]![0]).to.equal('2026-02-23');
    expect(mondays[0]![6]).to.equal('2026-03-01');
    expect(mondays[5]![0]).to.equal('2026-03-30');
    expect(mondays[5]![6]).to.equal('2026-04-05');
    // February 2026 starts on a Sunday and has 28 days: four weeks, none of another month.
    const february = gridRows({ start: '2026-02-01', end: '2026-02-28' }, 0);
    expect(february).to.have.length(4);
    expect(february.flat().every((date) => date.startsWith('2026-02'))).to.equal(true);
  });

  it('in a month calendar, moves by a month with Page keys and to the ends of the locale’s week with Home and End', () => {
    const march = { start: '2026-03-01', end: '2026-03-31' };
    const key = (name: string, from: string, weekStartsOn = 0, rtl = false) => dateForKey(name, false, from, march, rtl, weekStartsOn);
    // Wednesday 4 March.
    expect(key('Home', '2026-03-04')).to.equal('2026-03-01');
    expect(key('End', '2026-03-04')).to.equal('2026-03-07');
    expect(key('Home', '2026-03-04', 1)).to.equal('2026-03-02');
    // Out of the month: the caller moves the month.
    expect(key('Home', '2026-03-01', 1)).to.equal('2026-02-23');
    expect(key('End', '2026-03-31')).to.equal('2026-04-04');
    expect(key('PageDown', '2026-03-15')).to.equal('2026-04-15');
    expect(key('PageUp', '2026-03-15')).to.equal('2026-02-15');
    expect(key('PageDown', '2026-03-31')).to.equal('2026-04-30');
    expect(key('PageUp', '2026-03-31')).to.equal('2026-02-28');
    expect(key('ArrowLeft', '2026-03-01')).to.equal('2026-02-28');
    expect(key('ArrowLeft', '2026-03-01', 0, true)).to.equal('2026-03-02');
    expect(key('ArrowDown', '2026-03-28')).to.equal('2026-04-04');
  });
});
