import { expect } from '@open-wc/testing';
import { addDays, addMonths, datesOf, dayOfWeek, daysBetween, isCalendarDate, startOfWeek } from '../../src/api/calendar.js';

describe('calendar dates', () => {
  it('add days across months, years and daylight-saving changes', () => {
    expect(addDays('2027-03-13', 1)).to.equal('2027-03-14');
    expect(addDays('2027-03-14', 1)).to.equal('2027-03-15');
    expect(addDays('2026-10-31', 1)).to.equal('2026-11-01');
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2028-03-01', -1)).to.equal('2028-02-29');
    expect(addDays('2026-03-08', 0)).to.equal('2026-03-08');
  });

  it('add months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).to.equal('2026-02-28');
    expect(addMonths('2028-01-31', 1)).to.equal('2028-02-29');
    expect(addMonths('2026-11-30', 3)).to.equal('2027-02-28');
    expect(addMonths('2026-05-15', 3)).to.equal('2026-08-15');
  });

  it('count and list the days between two dates', () => {
    expect(daysBetween('2027-03-10', '2027-03-17')).to.equal(7);
    expect(daysBetween('2027-03-17', '2027-03-10')).to.equal(-7);
    expect(daysBetween('2026-01-01', '2027-01-01')).to.equal(365);
    expect(datesOf('2027-03-13', '2027-03-15')).to.deep.equal(['2027-03-13', '2027-03-14', '2027-03-15']);
    expect(datesOf('2027-03-15', '2027-03-13')).to.deep.equal([]);
  });

  it('know the day of the week', () => {
    expect(dayOfWeek('2027-03-14')).to.equal(0);
    expect(dayOfWeek('2026-11-21')).to.equal(6);
  });

  it('find the first day of a week that starts on Sunday, Monday or Saturday', () => {
    // Wednesday 2027-03-10.
    expect(startOfWeek('2027-03-10', 0)).to.equal('2027-03-07');
    expect(startOfWeek('2027-03-10', 1)).to.equal('2027-03-08');
    expect(startOfWeek('2027-03-10', 6)).to.equal('2027-03-06');
    expect(startOfWeek('2027-03-07', 0)).to.equal('2027-03-07');
    expect(startOfWeek('2027-03-07', 1)).to.equal('2027-03-01');
    expect(startOfWeek('2027-01-01', 1)).to.equal('2026-12-28');
  });

  it('accept only dates of the calendar, years below 100 included', () => {
    for (const date of ['2026-02-28', '2028-02-29', '0001-01-01', '0099-12-31', '9999-12-31']) {
      expect(isCalendarDate(date), date).to.equal(true);
    }
    expect(addDays('0099-12-31', 1)).to.equal('0100-01-01');
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-00-00',
      '0000-01-01',
      '2026-1-01',
      ' 2026-01-01',
      20260101,
      null,
    ]) {
      expect(isCalendarDate(value), String(value)).to.equal(false);
    }
  });
});
