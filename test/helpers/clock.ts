/**
 * The suite's clock in a test page (test/helpers/suite-clock.mjs): the instant the run plays,
 * which the reference world and the elements' `Date` show too. A test about "today" asks it here.
 */

interface SuiteClock {
  readonly instant: number;
  now(): number;
}

function clock(): SuiteClock {
  const installed = (globalThis as { bookingSuiteClock?: SuiteClock }).bookingSuiteClock;
  if (!installed) throw new Error('this page has no suite clock: run the tests through web-test-runner.config.mjs, which installs it');
  return installed;
}

/** The instant the run plays now, in epoch milliseconds. */
export function suiteNow(): number {
  return clock().now();
}

/** The suite's date now in the zone, as `YYYY-MM-DD`. */
export function suiteToday(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(suiteNow());
}

/** The instant `days` days before the suite's now, as an RFC 3339 timestamp. */
export function daysAgo(days: number): string {
  return new Date(suiteNow() - days * 86_400_000).toISOString();
}

/**
 * The last `days` days up to the suite's now, as the API's `{ startTime, endTime }`, from one
 * reading of the clock: two readings a millisecond apart made a 30-day range one millisecond longer
 * than the month from April 12 to May 12, which the API refuses (a test failed 1 run in 3 so).
 */
export function lastDays(days: number): { startTime: string; endTime: string } {
  const now = suiteNow();
  return { startTime: new Date(now - days * 86_400_000).toISOString(), endTime: new Date(now).toISOString() };
}
