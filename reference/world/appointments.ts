/**
 * Appointments already booked with a groomer, drawn from a generator seeded by the groomer and
 * the date, so they are the same on every request without being stored, for any date asked.
 */
import { dayOfWeek } from '../calendar.js';
import { createRandom } from '../random.js';
import type { Groomer, Shift } from './types.js';

/**
 * Nothing is booked in the first hour of a shift (the groomer prepares the shop then), which
 * also makes the first slot of every shift predictable for the demo and the tests.
 */
const openingBufferMinutes = 60;
const appointmentLengths = [45, 60, 90] as const;
const breaksBetween = [0, 15, 30] as const;
const idleStretches = [30, 45, 60] as const;

/** The working shifts of a groomer at a branch on a date, in minutes after local midnight. */
export function shiftsOn(groomer: Groomer, businessId: string, date: string): Shift[] {
  const pattern = groomer.workPatterns.find((candidate) => candidate.businessId === businessId);
  return pattern?.shiftsByDayOfWeek[dayOfWeek(date)] ?? [];
}

/** The booked appointments of a groomer at a branch on a date, in minutes after local midnight. */
export function bookedAppointments(seed: string, groomer: Groomer, businessId: string, date: string): Shift[] {
  const random = createRandom(`${seed}:appointments:${groomer.id}:${date}`);
  const booked: Shift[] = [];
  for (const shift of shiftsOn(groomer, businessId, date)) {
    let cursor = shift.startMinute + openingBufferMinutes;
    while (cursor < shift.endMinute) {
      const length = random.pick(appointmentLengths);
      if (random.chance(0.4) && cursor + length <= shift.endMinute) {
        booked.push({ startMinute: cursor, endMinute: cursor + length });
        cursor += length + random.pick(breaksBetween);
      } else {
        cursor += random.pick(idleStretches);
      }
    }
  }
  return booked;
}
