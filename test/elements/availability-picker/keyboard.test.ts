import { aTimeout, expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createClient } from '../../../src/api/client.js';
import '../../../src/elements/availability-picker/define.js';
import { newScope, scopedBaseUrl } from '../../helpers/reference.js';
import { accessibleName, byRole } from '../../helpers/roles.js';
import { slotName, spokenDate } from '../../pages/index.js';
import {
  newYork,
  shiftDate,
  wallTime,
  branchIn,
  quietWeekWith,
  renderPicker,
  loadsReach,
  quietWeekPicker,
  prefetchedQuietWeekPicker,
  availabilityRequests,
  companyRequests,
} from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('keyboard', () => {
    it('has one tab stop in the grid, moves with arrows, Home and End, chooses with Enter and reaches the slots with Tab', async () => {
      const branch = await branchIn(newYork);
      // A day whose first groomer's times all show, so that the first Tab stop after the grid is
      // a time rather than that groomer's "Show all N times" (a list cut at 6 times or more).
      const { start, raw, day } = await quietWeekWith(
        branch,
        (candidate) => candidate.staff[0]!.availableSlots.length <= 6,
        'day whose first groomer has 6 free times or fewer',
      );
      const before = document.createElement('button');
      before.textContent = 'before';
      const rendered = await renderPicker({
        'company-id': branch.companyId,
        'business-id': branch.businessId,
        'start-date': start,
      });
      const { el, picker } = rendered;
      el.before(before);
      await loadsReach(rendered, 1);
      const available = raw.availability.map((entry) => entry.date);

      expect(picker.days.filter((button) => button.tabIndex === 0)).to.have.length(1);
      byRole(el, 'button', 'Next week').focus();
      await sendKeys({ press: 'Tab' });
      const first = picker.focused as HTMLElement;
      expect(picker.focusInGrid).to.equal(true);
      expect(accessibleName(first)).to.contain(spokenDate(available[0]!));

      await sendKeys({ press: 'Home' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(start));
      await sendKeys({ press: 'End' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 6)));
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'ArrowRight' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 1)));
      await sendKeys({ press: 'ArrowLeft' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(start));
      const tabStops = picker.days.filter((button) => button.tabIndex === 0);
      expect(tabStops.length === 1 && tabStops[0] === picker.focused).to.equal(true);

      const target = day.date;
      for (let date = start; date < target; date = shiftDate(date, 1)) await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      const times = new Set(day.staff.flatMap((staff) => staff.availableSlots.map((slot) => slot.startTime))).size;
      expect(picker.statusText).to.contain(`${times} free ${times === 1 ? 'time' : 'times'}`);
      expect(picker.statusText).to.contain(spokenDate(target));

      await sendKeys({ press: 'Tab' });
      const firstSlot = picker.focused as HTMLElement;
      expect(accessibleName(firstSlot)).to.match(slotName);
      expect(accessibleName(firstSlot)).to.equal(
        `${wallTime(day.staff[0]!.availableSlots[0]!.startTime, newYork)} with ${branch.staffNames.get(day.staff[0]!.staffId)}`,
      );
      const selected = oneEvent(el, 'slot-select');
      await sendKeys({ press: 'Enter' });
      expect((await selected).detail.date).to.equal(target);
      before.remove();
    });

    it('follows the reading direction: in right-to-left text the left arrow goes to the next day', async () => {
      const { start, el, picker } = await quietWeekPicker();
      el.setAttribute('dir', 'rtl');
      picker.day(start).focus();
      picker.day(start).click();
      await el.updateComplete;
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 1)));
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(start));
      await expect(el).to.be.accessible();
    });

    it('asks the new service again when base-url changes, and the new client when client is set', async () => {
      const { start, rendered, el } = await quietWeekPicker();
      const week = { startDate: start, endDate: shiftDate(start, 6) };
      const moved = newScope();
      el.setAttribute('base-url', scopedBaseUrl(moved));
      await loadsReach(rendered, 2);
      expect((await availabilityRequests(moved))[0]).to.deep.equal(week);
      expect(await companyRequests(moved)).to.equal(1);

      const hosted = newScope();
      el.client = createClient({ baseUrl: scopedBaseUrl(hosted) });
      await loadsReach(rendered, 3);
      expect((await availabilityRequests(hosted))[0]).to.deep.equal(week);
      expect(rendered.errors).to.deep.equal([]);
    });

    it('PageDown and PageUp move the range; the next range is prefetched and a range seen before is not asked again', async () => {
      const { start, scope, rendered, el, picker, next } = await prefetchedQuietWeekPicker();

      picker.tabStop.focus();
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'PageDown' });
      await loadsReach(rendered, 2);
      expect(rendered.loads[1]).to.include({ startDate: next, endDate: shiftDate(next, 6) });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(next, 1)));

      await sendKeys({ press: 'PageUp' });
      await loadsReach(rendered, 3);
      expect(rendered.loads[2]).to.include({ startDate: start });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 1)));

      await aTimeout(300);
      const seen = await availabilityRequests(scope);
      expect(seen.filter((filter) => filter.startDate === start)).to.have.length(1);
      expect(seen.filter((filter) => filter.startDate === next)).to.have.length(1);
      expect(await companyRequests(scope)).to.equal(1);

      // The buttons move the range as the keys do.
      await picker.click(byRole(el, 'button', 'Next week'));
      await loadsReach(rendered, 4);
      expect(rendered.loads[3]).to.include({ startDate: next });
      await picker.click(byRole(el, 'button', 'Previous week'));
      await loadsReach(rendered, 5);
      expect(rendered.loads[4]).to.include({ startDate: start });
      expect((await availabilityRequests(scope)).filter((filter) => filter.startDate === start)).to.have.length(1);
    });
  });
});
