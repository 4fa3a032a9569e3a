/**
 * The suite's clock (test/helpers/suite-clock.mjs): the page, a frame inside it and the reference
 * world all play the run's instant, and only "now" is moved.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { suiteNow, suiteToday } from '../helpers/clock.js';
import { newScope, referenceFixtures, scopedBaseUrl } from '../helpers/reference.js';

const minuteMs = 60_000;
const clock = (globalThis as { bookingSuiteClock?: { instant: number } }).bookingSuiteClock;

describe('the suite clock', () => {
  it('shows the run instant in Date, Date() and Date.now(), and leaves every other use of Date alone', () => {
    expect(clock, 'installed before the test ran').to.not.equal(undefined);
    const now = suiteNow();
    // The run started a few minutes ago at most, at its instant.
    expect(now - clock!.instant).to.be.within(0, 30 * minuteMs);
    expect(Date.now() - now).to.be.within(0, 1000);
    // biome-ignore lint/complexity/useDateNow: what is checked here is `new Date()` itself.
    expect(new Date().getTime() - now).to.be.within(0, 1000);
    expect(Date.parse(Date())).to.be.closeTo(now, 2000);
    expect(new Date(0).toISOString()).to.equal('1970-01-01T00:00:00.000Z');
    expect(new Date('2028-02-29T12:00:00Z').getUTCDate()).to.equal(29);
    expect(new Date(2028, 1, 29).getDate()).to.equal(29);
    expect(Date.UTC(2028, 1, 29)).to.equal(Date.parse('2028-02-29T00:00:00Z'));
    expect(new Date() instanceof Date).to.equal(true);
    expect(Object.prototype.toString.call(new Date())).to.equal('[object Date]');
    expect(suiteToday('UTC')).to.equal(new Date(now).toISOString().slice(0, 10));
  });

  it('moves time on at the machine pace, so that waits keep their meaning', async () => {
    const before = suiteNow();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(suiteNow() - before).to.be.within(50, 2000);
  });

  it('is the clock of a frame inside the page too', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/test/suite/blank.html';
    document.body.append(frame);
    try {
      await waitUntil(
        () => frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.pathname.endsWith('blank.html'),
      );
      const frameNow = (frame.contentWindow as Window & typeof globalThis).Date.now();
      expect(frameNow - suiteNow()).to.be.within(-1000, 1000);
    } finally {
      frame.remove();
    }
  });

  it('is the clock of the reference world: its availability starts on the suite’s date in the business zone', async () => {
    const branch = (await referenceFixtures()).enabledBranch;
    const response = await fetch(`${scopedBaseUrl(newScope())}/v1/online_booking/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: branch.companyId, businessId: branch.businessId }),
    });
    const answer = (await response.json()) as { availability: { date: string; staff: { availableSlots: { startTime: string }[] }[] }[] };
    const today = suiteToday(branch.timeZone);
    expect(answer.availability.length, 'the default week has free times').to.be.greaterThan(0);
    for (const day of answer.availability) {
      expect(day.date >= today, `${day.date} is not before ${today}`).to.equal(true);
      for (const slot of day.staff.flatMap((staff) => staff.availableSlots)) {
        expect(Date.parse(slot.startTime), 'every free time is after now').to.be.greaterThan(suiteNow() - minuteMs);
      }
    }
  });
});
