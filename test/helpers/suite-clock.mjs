/**
 * The suite's clock: the instant a test run plays, so that every test sees the same reference
 * world whatever day it runs. `npm test` plays `defaultSuiteInstant`; the variable
 * `BOOKING_TEST_NOW` (an RFC 3339 instant, such as 2027-03-14T12:00:00Z) moves the whole run,
 * and `npm run test:dates` runs the browser suite at several instants that are hard on dates.
 *
 * The clock shows that instant when the run starts and then goes on at the machine's pace, so
 * that "a minute ago", timeouts and waits keep their meaning. The reference world reads it
 * through its `now` option; every page and frame of the browser reads it through `Date`, which
 * `installSuiteClock` replaces before the page's own scripts run (timers and animations are
 * left alone). A test asks it with `suiteNow()` (test/helpers/clock.ts in a page, `suiteClock()`
 * here in Node), never the machine's date.
 *
 * Token lifetimes are not on this clock: the gateway checks a JWT's `exp` against the machine's
 * clock (Hono's `verify` reads it), so tokens are signed on that clock too.
 */

/** A Wednesday in May, away from every offset change: 13:00 in New York, 10:00 in Los Angeles, 18:00 in London, 03:00 in Sydney. */
export const defaultSuiteInstant = '2027-05-12T17:00:00Z';

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant the run plays, in epoch milliseconds: `BOOKING_TEST_NOW` or the default.
 * @param {string | undefined} [text]
 * @returns {number}
 */
export function suiteInstant(text = process.env.BOOKING_TEST_NOW || defaultSuiteInstant) {
  const instant = Date.parse(text);
  if (!instantPattern.test(text) || Number.isNaN(instant)) {
    throw new Error(`BOOKING_TEST_NOW must be an instant with its offset, such as 2027-03-14T12:00:00Z, not ${JSON.stringify(text)}`);
  }
  return instant;
}

/**
 * @typedef {object} SuiteClock
 * @property {number} instant The instant the run plays, in epoch milliseconds.
 * @property {number} startedAt When the run started by the machine's clock, in epoch milliseconds.
 * @property {() => number} now The instant the run plays now, in epoch milliseconds.
 */

/** @type {SuiteClock | undefined} */
let started;

/**
 * The suite's clock of this process, started at its first call.
 * @returns {SuiteClock}
 */
export function suiteClock() {
  if (!started) {
    const instant = suiteInstant();
    // The one reading of the machine's clock: where the run's instant starts.
    const startedAt = Date.now();
    started = { instant, startedAt, now: () => instant + (Date.now() - startedAt) };
  }
  return started;
}

/**
 * Makes `Date` of the page (or frame) show the suite's clock: `new Date()`, `Date()` and
 * `Date.now()` start at `instant` when the run started at `startedAt`, every other use of `Date`
 * is untouched, and `globalThis.bookingSuiteClock` tells tests the clock. Runs in the browser
 * before any script of the page, so it is written without anything from outside it.
 * @param {number} instant
 * @param {number} startedAt
 */
export function installSuiteClock(instant, startedAt) {
  const MachineDate = Date;
  const machineNow = MachineDate.now.bind(MachineDate);
  const now = () => instant + (machineNow() - startedAt);
  const SuiteDate = new Proxy(MachineDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new MachineDate(now()).toString(),
    get: (target, key) => (key === 'now' ? now : Reflect.get(target, key)),
  });
  Object.defineProperty(globalThis, 'Date', { value: SuiteDate, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'bookingSuiteClock', { value: Object.freeze({ instant, now }) });
}
