import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import '../../../src/elements/availability-picker/define.js';
import { newScope, plan, requestLog } from '../../helpers/reference.js';
import { accessibleName, allByRole, byRole } from '../../helpers/roles.js';
import { spokenDate } from '../../pages/index.js';
import { newYork, shiftDate, branchIn, quietWeek, renderPicker, loadsReach, availabilityRequests, companyRequests } from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('empty, failed and superseded ranges', () => {
    it('says when a range has no free time and offers the following one', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { scope, plan: { steps: [{ operation: 'GetBookingAvailability', json: { availableDates: [], availability: [] } }] } },
      );
      await loadsReach(rendered, 1);
      const { el, picker } = rendered;
      expect(el.shadowRoot!.textContent).to.contain('No free times from');
      expect(picker.days.every((button) => button.getAttribute('aria-disabled') === 'true')).to.equal(true);
      expect(rendered.loads[0]!.availableDates).to.deep.equal([]);
      await expect(el).to.be.accessible();
      await picker.click(byRole(el, 'button', 'Show the following week'));
      // The button went away with the empty range: focus waits on the new range's days.
      expect(picker.focusInGrid).to.equal(true);
      await loadsReach(rendered, 2);
      expect(rendered.loads[1]).to.include({ startDate: shiftDate(start, 7) });
      expect(picker.slots.length).to.be.above(0);
    });

    it('keeps the range on an error, reports it and loads it again with "Try again"', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        // Reads are retried twice: three failures make one error.
        { plan: { steps: [{ operation: 'GetBookingAvailability', error: 'UNAVAILABLE', times: 3 }] } },
      );
      const { el, picker } = rendered;
      await waitUntil(() => rendered.errors.length > 0, 'booking-error never came', { timeout: 9000 });
      await el.updateComplete;
      expect(rendered.errors[0]).to.include({ operation: 'getBookingAvailability', code: 'UNAVAILABLE' });
      expect(byRole(el, 'alert').textContent).to.contain('The booking service is not available right now.');
      expect(accessibleName(picker.grid)).to.contain(String(Number(start.slice(8))));
      expect(picker.days).to.have.length(7);
      // A failure looks like one: no day offered, no placeholder left waiting.
      expect(picker.days.every((button) => button.getAttribute('aria-disabled') === 'true')).to.equal(true);
      expect(picker.parts('skeleton')).to.have.length(0);
      await expect(el).to.be.accessible();
      await picker.click(byRole(el, 'button', 'Try again'));
      expect(picker.focusInGrid).to.equal(true);
      await loadsReach(rendered, 1);
      expect(rendered.loads[0]).to.include({ startDate: start });
      expect(allByRole(el, 'alert')).to.have.length(0);
    });

    it('keeps the chosen slot and the new range when a later request fails', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { scope },
      );
      const { el, picker } = rendered;
      await loadsReach(rendered, 1);
      await picker.click(picker.slots[0]!);
      const chosen = el.value;
      expect(chosen).to.not.equal(null);
      // Fail everything from now on, the prefetch of the next range included.
      await plan(scope, { steps: [{ operation: 'GetBookingAvailability', error: 'PERMISSION_DENIED', times: 20 }] });
      await picker.click(byRole(el, 'button', 'Next week'));
      await picker.click(byRole(el, 'button', 'Next week'));
      await waitUntil(() => allByRole(el, 'alert').length > 0, 'no error shown', { timeout: 9000 });
      expect(el.value).to.deep.equal(chosen);
      expect(picker.days.map((button) => accessibleName(button))[0]).to.contain(spokenDate(shiftDate(start, 14)));
      expect(rendered.selects).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('aborts superseded requests when moving quickly and never shows a stale range', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const aborted: string[] = [];
      const originalFetch = window.fetch;
      window.fetch = (input, init) => {
        // Each range's request carries its body; an aborted one is a superseded range.
        init?.signal?.addEventListener('abort', () => aborted.push(String(init.body)));
        return originalFetch(input, init);
      };
      try {
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
          { scope, plan: { steps: [{ operation: 'GetBookingAvailability', latencyMs: 700, times: 10 }] } },
        );
        const { el, picker } = rendered;
        for (let step = 0; step < 3; step += 1) await picker.click(byRole(el, 'button', 'Next week'));
        const last = shiftDate(start, 21);
        await loadsReach(rendered, 1);
        await aTimeout(900);
        expect(rendered.loads).to.have.length(1);
        expect(rendered.loads[0]).to.include({ startDate: last });
        expect(accessibleName(picker.days[0]!)).to.contain(spokenDate(last));
        // Issue 11: the ranges passed through are never asked for; the first, which had left, is aborted.
        const seen = (await availabilityRequests(scope)).map((filter) => filter.startDate);
        expect(seen.slice(0, 2)).to.deep.equal([start, last]);
        expect(seen).to.not.include(shiftDate(start, 7));
        expect(seen).to.not.include(shiftDate(start, 14));
        expect(aborted.filter((body) => body.includes('"startDate"'))).to.have.length(1);
      } finally {
        window.fetch = originalFetch;
      }
    });

    it('never lets a slow answer for a range left behind replace the newer one', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { plan: { steps: [{ operation: 'GetBookingAvailability', latencyMs: 1500, times: 1 }] } },
      );
      const { el, picker } = rendered;
      await picker.click(byRole(el, 'button', 'Next week'));
      await loadsReach(rendered, 1);
      await aTimeout(1700);
      expect(rendered.loads.map((load) => load.startDate)).to.deep.equal([shiftDate(start, 7)]);
      expect(accessibleName(picker.days[0]!)).to.contain(spokenDate(shiftDate(start, 7)));
    });

    it('asks for a company once while the branch changes', async () => {
      const first = await branchIn(newYork, 0);
      const second = await branchIn(newYork, 1);
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': first.companyId, 'business-id': first.businessId, 'start-date': quietWeek() },
        { scope },
      );
      await loadsReach(rendered, 1);
      rendered.el.setAttribute('business-id', second.businessId);
      await loadsReach(rendered, 2);
      expect(await companyRequests(scope)).to.equal(1);
      const { requests } = await requestLog(scope);
      expect(requests.some((request) => (request.body as { businessId?: string } | null)?.businessId === second.businessId)).to.equal(true);
    });
  });
});
