import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import '../../../src/elements/availability-picker/define.js';
import { newScope } from '../../helpers/reference.js';
import { accessibleName, byRole } from '../../helpers/roles.js';
import { spokenDate } from '../../pages/index.js';
import {
  newYork,
  shiftDate,
  branchIn,
  quietWeek,
  renderPicker,
  loadsReach,
  prefetchedQuietWeekPicker,
  availabilityRequests,
  companyRequests,
} from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('walking through ranges', () => {
    it('asks only for the range the customer stops on when walking ten weeks quickly', async () => {
      const { start, scope, rendered, el, picker, next } = await prefetchedQuietWeekPicker();

      for (let step = 0; step < 10; step += 1) await picker.click(byRole(el, 'button', 'Next week'));
      const stop = shiftDate(start, 70);
      await waitUntil(() => rendered.loads.some((load) => load.startDate === stop), 'the tenth week never showed', { timeout: 9000 });
      await aTimeout(500);
      const seen = (await availabilityRequests(scope)).map((filter) => filter.startDate);
      // The first week, the second (prefetched when idle), the week stopped on, and the one after it.
      expect(seen.filter((date) => date === stop)).to.have.length(1);
      expect(seen.every((date) => [start, next, stop, shiftDate(start, 77)].includes(date))).to.equal(true);
      expect(accessibleName(picker.days[0]!)).to.contain(spokenDate(stop));
      expect(rendered.loads.at(-1)).to.include({ startDate: stop });
      expect(await companyRequests(scope)).to.equal(1);
    });

    it('prefetches the next range only once the browser is idle, and shows it at once', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const idle: (() => void)[] = [];
      const originalIdle = window.requestIdleCallback;
      window.requestIdleCallback = (work: IdleRequestCallback) => idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      try {
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
          { scope },
        );
        const { el } = rendered;
        await loadsReach(rendered, 1);
        await aTimeout(400);
        expect((await availabilityRequests(scope)).map((filter) => filter.startDate)).to.deep.equal([start]);
        expect(idle.length).to.be.above(0);
        for (const work of idle.splice(0)) work();
        const next = shiftDate(start, 7);
        await waitUntil(async () => (await availabilityRequests(scope)).some((filter) => filter.startDate === next), 'no prefetch');
        await aTimeout(300);

        // Shown from the prefetched answer within the same task, before any timer (the settling
        // wait of a range asked for anew) could run.
        byRole(el, 'button', 'Next week').click();
        for (let update = 0; update < 5 && rendered.loads.length < 2; update += 1) await el.updateComplete;
        expect(rendered.loads).to.have.length(2);
        expect(rendered.loads[1]).to.include({ startDate: next });
        expect((await availabilityRequests(scope)).filter((filter) => filter.startDate === next)).to.have.length(1);
      } finally {
        window.requestIdleCallback = originalIdle;
      }
    });
  });
});
