/** What the availability benchmarks share: a large answer as the gateway sends it, and a median. */

/**
 * The wire body of a GetBookingAvailability answer from 7 January of `year`: every groomer free
 * every 15 minutes from 13:00 UTC (8:00 in New York), each slot an hour long.
 */
export function availabilityBody(days: number, groomers: number, slotsPerDay: number, year = 2030): string {
  const dates = Array.from({ length: days }, (_, index) => new Date(Date.UTC(year, 0, 7 + index)).toISOString().slice(0, 10));
  return JSON.stringify({
    availableDates: dates,
    availability: dates.map((date) => ({
      date,
      staff: Array.from({ length: groomers }, (_, groomer) => ({
        staffId: `stf_bench_${groomer}`,
        firstName: `Groomer${groomer}`,
        lastName: 'Bench',
        availableSlots: Array.from({ length: slotsPerDay }, (_, slot) => {
          const start = Date.parse(`${date}T13:00:00Z`) + slot * 15 * 60_000;
          return {
            startTime: new Date(start).toISOString().replace('.000Z', 'Z'),
            endTime: new Date(start + 3_600_000).toISOString().replace('.000Z', 'Z'),
          };
        }),
      })),
    })),
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
