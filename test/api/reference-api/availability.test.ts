import { expect } from '@open-wc/testing';
import type { BookingAvailability } from '../../../src/api/online-booking.js';
import { referenceFixtures, type ReferenceFixtures } from '../../helpers/reference.js';
import { suiteNow } from '../../helpers/clock.js';
import { type JsonObject, post, expectError, allSlots, wallClock, addDays, formatMinute } from './fixtures.js';

describe('reference API', () => {
  let fixtures: ReferenceFixtures;

  before(async () => {
    fixtures = await referenceFixtures();
  });

  describe('GetBookingAvailability', () => {
    const zone = 'America/New_York';
    const newYork = () => fixtures.companyByTimeZone[zone] ?? '';
    const todayInNewYork = () => wallClock(zone, suiteNow()).date;
    /** A groomer of the New York company who works every day of the week, and where. */
    const everyDayGroomer = () => {
      for (const staff of fixtures.staff.filter((candidate) => candidate.companyId === newYork())) {
        const pattern = staff.workPatterns.find((candidate) => candidate.shiftsByDayOfWeek.every((shifts) => shifts.length > 0));
        if (pattern) return { staff, pattern };
      }
      throw new Error('no New York groomer works every day');
    };
    const availability = (body: JsonObject) =>
      post<BookingAvailability>('/v1/online_booking/availability', {
        companyId: newYork(),
        businessId: everyDayGroomer().pattern.businessId,
        ...body,
      });

    it('defaults to a week from today in the business time zone, with slots only in the future', async () => {
      const answer = await availability({});
      expect(answer.status).to.equal(200);
      const today = todayInNewYork();
      const dates = answer.json.availableDates;
      expect(dates.length).to.be.greaterThan(0);
      expect(dates.every((date) => date >= today && date <= addDays(today, 6))).to.equal(true);
      expect(answer.json.availability.map((day) => day.date)).to.deep.equal(dates);
      for (const day of answer.json.availability) {
        for (const staff of day.staff) {
          expect(staff.firstName).to.be.a('string').and.not.empty;
          expect(staff.lastName).to.be.a('string').and.not.empty;
          for (const slot of staff.availableSlots) {
            expect(slot.startTime).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
            expect(Date.parse(slot.startTime)).to.be.greaterThan(suiteNow());
            expect(Date.parse(slot.endTime) - Date.parse(slot.startTime)).to.equal(60 * 60_000);
            expect(wallClock(zone, slot.startTime).date).to.equal(day.date);
          }
        }
      }
    });

    it('makes slots as long as the chosen services together', async () => {
      const services = fixtures.services.filter((service) => service.companyId === newYork());
      const ids = [90, 30].map((minutes) => services.find((service) => service.durationMinutes === minutes)?.id);
      const slots = allSlots((await availability({ filter: { serviceIds: ids } })).json);
      expect(slots.length).to.be.greaterThan(0);
      for (const slot of slots) expect(Date.parse(slot.endTime) - Date.parse(slot.startTime)).to.equal(120 * 60_000);
      expectError(await availability({ filter: { serviceIds: ['svc_missing'] } }), 400, 3);
    });

    it('keeps a 9:00 shift at 9:00 local across the next daylight-saving change of New York', async () => {
      const { staff, pattern } = everyDayGroomer();
      const offsetAtNoon = (date: string) => wallClock(zone, Date.parse(`${date}T17:00:00Z`)).offset;
      let change = addDays(todayInNewYork(), 2);
      while (offsetAtNoon(change) === offsetAtNoon(addDays(change, -1))) change = addDays(change, 1);
      const before = addDays(change, -1);
      const answer = await availability({ filter: { startDate: before, endDate: addDays(change, 1), staffIds: [staff.id] } });
      expect(answer.status, JSON.stringify(answer.json)).to.equal(200);
      const firstSlotOn = (date: string) =>
        answer.json.availability.find((entry) => entry.date === date)?.staff[0]?.availableSlots[0]?.startTime ?? '';
      const shiftStartOn = (date: string) => pattern.shiftsByDayOfWeek[new Date(`${date}T00:00:00Z`).getUTCDay()]?.[0]?.startMinute ?? -1;
      const [slotBefore, slotOnChange] = [firstSlotOn(before), firstSlotOn(change)];
      expect(wallClock(zone, slotBefore).time).to.equal(formatMinute(shiftStartOn(before)));
      expect(wallClock(zone, slotOnChange).time).to.equal(formatMinute(shiftStartOn(change)));
      expect(wallClock(zone, slotBefore).offset).to.not.equal(wallClock(zone, slotOnChange).offset);
      // The same wall time an hour apart in UTC: the offset moved, the shift did not.
      const utcMinuteOfDay = (instant: string) => new Date(instant).getUTCHours() * 60 + new Date(instant).getUTCMinutes();
      const shiftInUtc = (instant: string, date: string) => utcMinuteOfDay(instant) - shiftStartOn(date);
      expect(Math.abs(shiftInUtc(slotBefore, before) - shiftInUtc(slotOnChange, change))).to.equal(60);
    });

    it('filters by staff and by the pet types a groomer takes', async () => {
      const { staff, pattern } = everyDayGroomer();
      const onlyOne = await availability({ filter: { staffIds: [staff.id] } });
      for (const day of onlyOne.json.availability) expect(day.staff.map((entry) => entry.staffId)).to.deep.equal([staff.id]);
      const catGroomers = fixtures.staff
        .filter(
          (candidate) =>
            candidate.workPatterns.some((work) => work.businessId === pattern.businessId) && candidate.petTypes.includes('CAT'),
        )
        .map((candidate) => candidate.id);
      const cats = await availability({ filter: { pets: [{ type: 'CAT' }], endDate: addDays(todayInNewYork(), 13) } });
      const staffIds = new Set(cats.json.availability.flatMap((day) => day.staff.map((entry) => entry.staffId)));
      expect(staffIds.size).to.be.greaterThan(0);
      for (const id of staffIds) expect(catGroomers).to.include(id);
      expectError(await availability({ filter: { pets: [{ type: 'DRAGON' }] } }), 400, 3);
    });

    it('rejects a range over three months, an end before the start and a bad date', async () => {
      const today = todayInNewYork();
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const start = `${today.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;
      const threeMonthsLater = new Date(Date.UTC(year, month - 1 + 3, Math.min(day, 28))).toISOString().slice(0, 10);
      expect((await availability({ filter: { startDate: start, endDate: threeMonthsLater } })).status).to.equal(200);
      expectError(await availability({ filter: { startDate: start, endDate: addDays(threeMonthsLater, 1) } }), 400, 3);
      expectError(await availability({ filter: { startDate: today, endDate: addDays(today, -1) } }), 400, 3);
      expectError(await availability({ filter: { startDate: '2025-02-30' } }), 400, 3);
      expectError(await availability({ businessId: 'biz_missing' }), 404, 5);
      expectError(await post('/v1/online_booking/availability', { businessId: everyDayGroomer().pattern.businessId }), 400, 3);
    });

    it('accepts dates as google.type.Date objects', async () => {
      const tomorrow = addDays(todayInNewYork(), 1);
      const [year, month, day] = tomorrow.split('-').map(Number);
      const answer = await availability({ filter: { startDate: { year, month, day }, endDate: { year, month, day } } });
      expect(answer.status).to.equal(200);
      expect(answer.json.availableDates).to.deep.equal([tomorrow]);
    });
  });
});
