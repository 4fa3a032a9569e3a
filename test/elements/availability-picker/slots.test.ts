import { expect } from '@open-wc/testing';
import type { BookingAvailability } from '../../../src/api/online-booking.js';
import { availabilityPickerStrings as text } from '../../../src/elements/availability-picker/availability-picker.strings.js';
import { daySummary, selectionText } from '../../../src/elements/availability-picker/slot-list.js';
import { fullName } from '../../../src/common/time.js';
import { daysOf } from '../../../src/elements/availability-picker/slots.js';

const slot = (startTime: string) => ({
  startTime,
  endTime: startTime.replace(/T(\d\d)/, (_, hour) => `T${String(Number(hour) + 1).padStart(2, '0')}`),
});

/** An answer with the groomers' slots of 2 March 2026. */
const answerOf = (staff: { staffId: string; firstName: string; lastName: string; availableSlots: ReturnType<typeof slot>[] }[]) =>
  ({ availableDates: ['2026-03-02'], availability: [{ date: '2026-03-02', staff }] }) as unknown as BookingAvailability;

/** Two groomers on 2 March 2026 in New York (UTC-5): Ann at 9:00 and 14:00, Bo at 9:00 and 19:30 (00:30 UTC the next day). */
const answer = answerOf([
  {
    staffId: 'ann',
    firstName: 'Ann',
    lastName: 'Lee',
    availableSlots: [slot('2026-03-02T19:00:00.000Z'), slot('2026-03-02T14:00:00.000Z')],
  },
  { staffId: 'bo', firstName: 'Bo', lastName: '', availableSlots: [slot('2026-03-02T14:00:00.000Z'), slot('2026-03-03T00:30:00.000Z')] },
]);

describe('picker slots', () => {
  it('groups a day by groomer, sorted, and by part of the day with each time once', () => {
    const days = daysOf(answer, 'America/New_York', '2026-03-01', '2026-03-07');
    const day = days.get('2026-03-02')!;
    expect([...days.keys()]).to.deep.equal(['2026-03-02']);
    expect(day.byGroomer.map(({ key, slots }) => [key, slots.map((s) => s.startTime)])).to.deep.equal([
      ['ann', ['2026-03-02T14:00:00.000Z', '2026-03-02T19:00:00.000Z']],
      ['bo', ['2026-03-02T14:00:00.000Z', '2026-03-03T00:30:00.000Z']],
    ]);
    expect(day.byPartOfDay.map(({ key, slots }) => [key, slots.map((s) => s.staffId)])).to.deep.equal([
      ['morning', ['ann']],
      ['afternoon', ['ann']],
      ['evening', ['bo']],
    ]);
    expect(day.times).to.equal(3);
  });

  it('offers a time a groomer is listed at twice once', () => {
    const twice = answerOf([
      {
        staffId: 'ann',
        firstName: 'Ann',
        lastName: 'Lee',
        availableSlots: [slot('2026-03-02T15:00:00.000Z'), slot('2026-03-02T14:00:00.000Z'), slot('2026-03-02T15:00:00.000Z')],
      },
    ]);
    const day = daysOf(twice, 'America/New_York', '2026-03-02', '2026-03-02').get('2026-03-02')!;
    expect(day.byGroomer[0]!.slots.map((s) => s.startTime)).to.deep.equal(['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z']);
    expect(day.times).to.equal(2);
  });

  it('places a slot on the date it starts on in the zone shown, inside the range only', () => {
    // In Tokyo (UTC+9) 14:00 UTC is 23:00 on 2 March, outside the range; the others fall on 3 March.
    const tokyo = daysOf(answer, 'Asia/Tokyo', '2026-03-03', '2026-03-03');
    expect([...tokyo.keys()]).to.deep.equal(['2026-03-03']);
    expect(tokyo.get('2026-03-03')!.byGroomer.flatMap(({ slots }) => slots.map((s) => s.startTime))).to.deep.equal([
      '2026-03-02T19:00:00.000Z',
      '2026-03-03T00:30:00.000Z',
    ]);
  });

  it('says a day, a slot and a name in words', () => {
    const day = daysOf(answer, 'America/New_York', '2026-03-01', '2026-03-07').get('2026-03-02')!;
    // The date isolated (U+2068 … U+2069), so that an Arabic date does not pull the English count after it into its direction.
    expect(daySummary(day, text, 'en-US')).to.equal('\u2068Monday, March 2, 2026\u2069: 3 free times with 2 groomers');
    const chosen = {
      date: '2026-03-02',
      staffId: 'ann',
      firstName: 'Ann',
      lastName: 'Lee',
      timeZone: 'America/New_York',
      ...slot('2026-03-02T14:00:00.000Z'),
    };
    expect(selectionText(chosen, text, 'en-US')).to.equal('Chosen: Monday, March 2, 2026 at 9:00 AM with Ann Lee.');
    expect(fullName({ firstName: '', lastName: '' }, 'Groomer')).to.equal('Groomer');
  });
});
