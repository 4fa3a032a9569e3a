import { expect } from '@open-wc/testing';
import '../../../src/elements/availability-picker/define.js';
import { referenceAvailability } from '../../helpers/reference.js';
import { accessibleName, queryByRole } from '../../helpers/roles.js';
import { spokenDate } from '../../pages/index.js';
import { newYork, shiftDate, wallTime, nextOffsetChange, branchIn, renderPicker, loadsReach } from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('daylight saving time', () => {
    it('shows every date and time in the business’s zone across its next offset change', async () => {
      const branch = await branchIn(newYork);
      const change = nextOffsetChange(newYork);
      const start = shiftDate(change, -2);
      const end = shiftDate(change, 2);
      const rendered = await renderPicker({
        'company-id': branch.companyId,
        'business-id': branch.businessId,
        'start-date': start,
        'end-date': end,
      });
      await loadsReach(rendered, 1);
      const { picker } = rendered;
      expect(picker.days.map((day) => picker.dateOf(day))).to.deep.equal(
        [-2, -1, 0, 1, 2].map((days) => spokenDate(shiftDate(change, days))),
      );
      // US clocks change on a Sunday.
      expect(accessibleName(picker.day(change))).to.match(/^Sunday, /);

      const raw = await referenceAvailability(branch, start, end);
      const checkedDates = raw.availability.map((day) => day.date);
      expect(checkedDates).to.include.members([shiftDate(change, -1), shiftDate(change, 1)]);
      for (const day of raw.availability) {
        await picker.chooseDay(day.date);
        for (const staff of day.staff) {
          const name = branch.staffNames.get(staff.staffId)!;
          const group = picker.group(name);
          const toggle = queryByRole(group, 'button', /^Show all/);
          if (toggle) await picker.click(toggle);
          const shown = picker.slotsOf(group).map(accessibleName);
          expect(shown, `${name} on ${day.date}`).to.deep.equal(
            staff.availableSlots.map((slot) => `${wallTime(slot.startTime, newYork)} with ${name}`),
          );
          // The branch's groomers work between 8 AM and 6 PM local time, before and after the change.
          for (const label of shown) expect(label).to.match(/^(8|9|10|11):\d\d AM|^(12|1|2|3|4|5):\d\d PM/);
        }
      }
    });
  });
});
