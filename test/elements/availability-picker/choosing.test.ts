import { aTimeout, expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/availability-picker/define.js';
import type { SlotSelectDetail } from '../../../src/elements/availability-picker/events.js';
import { referenceAvailability } from '../../helpers/reference.js';
import { accessibleName, allByRole, byRole } from '../../helpers/roles.js';
import {
  newYork,
  shiftDate,
  wallTime,
  branchIn,
  cannedAvailability,
  quietWeek,
  renderPicker,
  loadsReach,
  quietWeekPicker,
  chipRows,
  press,
} from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('choosing a slot', () => {
    it('lists the chosen date’s slots by groomer; a click emits slot-select with the API’s timestamps', async () => {
      const { branch, start, rendered, el, picker } = await quietWeekPicker();
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability[raw.availability.length - 1]!;
      await picker.chooseDay(day.date);
      expect(picker.day(day.date).closest('[role="gridcell"]')!.getAttribute('aria-selected')).to.equal('true');

      expect(picker.groups.map(accessibleName)).to.deep.equal(day.staff.map((staff) => branch.staffNames.get(staff.staffId)));
      const groomer = day.staff[0]!;
      const name = branch.staffNames.get(groomer.staffId)!;
      const shown = picker.slotsOf(picker.group(name)).map(accessibleName);
      const expected = groomer.availableSlots.map((slot) => `${wallTime(slot.startTime, newYork)} with ${name}`);
      expect(shown).to.deep.equal(expected.slice(0, shown.length));

      const slot = groomer.availableSlots[0]!;
      const button = byRole(el, 'button', expected[0]!);
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      await picker.click(button);
      expect(rendered.selects).to.have.length(1);
      const [firstName, ...rest] = name.split(' ');
      expect(rendered.selects[0]).to.deep.equal({
        date: day.date,
        staffId: groomer.staffId,
        firstName,
        lastName: rest.join(' '),
        startTime: new Date(slot.startTime).toISOString(),
        endTime: new Date(slot.endTime).toISOString(),
        timeZone: newYork,
      });
      expect(el.value).to.deep.equal(rendered.selects[0]);
      expect(byRole(el, 'button', expected[0]!).getAttribute('aria-pressed')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('marks a value set by the page without emitting slot-select', async () => {
      const { branch, start, rendered, el } = await quietWeekPicker();
      expect(el.value).to.equal(null);
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability[1] ?? raw.availability[0]!;
      const groomer = day.staff[0]!;
      const slot = groomer.availableSlots[0]!;
      const name = branch.staffNames.get(groomer.staffId)!;
      const [firstName, ...rest] = name.split(' ');
      const value: SlotSelectDetail = {
        date: day.date,
        staffId: groomer.staffId,
        firstName: firstName!,
        lastName: rest.join(' '),
        startTime: new Date(slot.startTime).toISOString(),
        endTime: new Date(slot.endTime).toISOString(),
        timeZone: newYork,
      };
      el.value = value;
      await el.updateComplete;
      expect(byRole(el, 'button', `${wallTime(slot.startTime, newYork)} with ${name}`).getAttribute('aria-pressed')).to.equal('true');
      expect(el.value).to.deep.equal(value);
      await aTimeout(50);
      expect(rendered.selects).to.have.length(0);
    });

    it('merges every groomer’s times in the "Any groomer" view and picks a groomer free then', async () => {
      const { branch, start, rendered, el, picker } = await quietWeekPicker();
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability.reduce((most, candidate) => (candidate.staff.length > most.staff.length ? candidate : most));
      await picker.chooseDay(day.date);
      await picker.click(byRole(el, 'button', 'Any groomer'));
      expect(byRole(el, 'button', 'Any groomer').getAttribute('aria-pressed')).to.equal('true');

      const starts = [...new Set(day.staff.flatMap((staff) => staff.availableSlots.map((slot) => slot.startTime)))].sort();
      const names = allByRole(el, 'button', / with any groomer$/).map(accessibleName);
      expect(names).to.deep.equal(starts.map((startTime) => `${wallTime(startTime, newYork)} with any groomer`));
      expect(allByRole(el, 'group').map(accessibleName)).to.include('Morning');

      const chosenStart = starts[Math.floor(starts.length / 2)]!;
      await picker.click(byRole(el, 'button', `${wallTime(chosenStart, newYork)} with any groomer`));
      expect(rendered.selects).to.have.length(1);
      const selected = rendered.selects[0]!;
      const freeThen = day.staff.filter((staff) => staff.availableSlots.some((slot) => slot.startTime === chosenStart));
      expect(freeThen.map((staff) => staff.staffId)).to.include(selected.staffId);
      expect(selected.startTime).to.equal(new Date(chosenStart).toISOString());
      expect(byRole(el, 'button', `${wallTime(chosenStart, newYork)} with any groomer`).getAttribute('aria-pressed')).to.equal('true');
      expect(el.shadowRoot!.textContent).to.contain(`with ${branch.staffNames.get(selected.staffId)}`);
      await expect(el).to.be.accessible();
    });

    it('keeps a day with many slots usable: long lists collapse behind "Show all N times"', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const canned = cannedAvailability(start, 7, 30, 40);
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { plan: { steps: [{ operation: 'GetBookingAvailability', json: canned, times: 5 }] } },
      );
      await loadsReach(rendered, 1);
      const { el, picker } = rendered;
      expect(picker.groups.filter((group) => accessibleName(group).startsWith('Groomer'))).to.have.length(30);
      const group = picker.group('Groomer0 Canned');
      const slotsShown = () => picker.slotsOf(group);
      expect(slotsShown()).to.have.length(12);
      const toggle = byRole(el, 'button', 'Show all 40 times with Groomer0 Canned');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      await picker.click(toggle);
      expect(slotsShown()).to.have.length(40);
      expect(byRole(el, 'button', 'Show fewer times with Groomer0 Canned').getAttribute('aria-expanded')).to.equal('true');
      expect(accessibleName(slotsShown()[0]!)).to.equal('8:00 AM with Groomer0 Canned');
      await expect(el).to.be.accessible();
    });
  });

  describe('the times of a day', () => {
    it('lists each groomer’s times as chips under their name, one tab stop each; the arrow keys, Home and End move in them', async () => {
      const { branch, start, rendered, el, picker } = await quietWeekPicker();
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability.reduce((most, candidate) => (candidate.staff.length > most.staff.length ? candidate : most));
      expect(day.staff.length).to.be.above(1);
      await picker.chooseDay(day.date);
      const groups = picker.groups;
      for (const [index, group] of groups.entries()) {
        const times = picker.slotsOf(group);
        expect(times.filter((button) => button.tabIndex === 0)).to.have.length(1);
        expect(byRole(group, 'heading', accessibleName(group))).to.exist;
        // Chips in reading order, row after row: every row as full as the first but the last, so no hole is left.
        const rows = chipRows(times);
        expect(rows.flat().map((button) => times.indexOf(button))).to.deep.equal(times.map((_, at) => at));
        for (const row of rows.slice(0, -1)) expect(row).to.have.length(rows[0]!.length);
        // Each group under the one before it, never beside it.
        if (index > 0) expect(group.getBoundingClientRect().top).to.be.at.least(groups[index - 1]!.getBoundingClientRect().bottom);
      }
      const [first, second] = groups as [HTMLElement, HTMLElement];
      const times = picker.slotsOf(first);
      times[0]!.focus();
      await press(el, 'ArrowDown');
      expect(picker.focused).to.equal(times[1]);
      expect(times[1]!.tabIndex).to.equal(0);
      expect(times[0]!.tabIndex).to.equal(-1);
      await press(el, 'End');
      expect(picker.focused).to.equal(times.at(-1));
      await press(el, 'Home');
      expect(picker.focused).to.equal(times[0]);
      await press(el, 'ArrowRight');
      expect(picker.focused).to.equal(times[1]);
      await press(el, 'ArrowUp');
      await press(el, 'ArrowLeft');
      expect(picker.focused).to.equal(times[0]);
      await press(el, 'ArrowDown');

      // Tab leaves the group: to the next groomer's "Show all" button when it has one, then to their tab stop.
      await press(el, 'Tab');
      if (/^Show all/.test(accessibleName(picker.focused!))) await press(el, 'Tab');
      expect(picker.focused).to.equal(picker.slotsOf(second).find((button) => button.tabIndex === 0));
      await sendKeys({ down: 'Shift' });
      await press(el, 'Tab');
      if (/^Show all/.test(accessibleName(picker.focused!))) await press(el, 'Tab');
      await sendKeys({ up: 'Shift' });
      // Back in the first group, on the time the arrows left the tab stop on.
      expect(picker.focused).to.equal(times[1]);
      const selected = oneEvent(el, 'slot-select');
      await press(el, 'Enter');
      expect((await selected).detail.startTime).to.equal(new Date(day.staff[0]!.availableSlots[1]!.startTime).toISOString());
      expect(times[1]!.getAttribute('aria-pressed')).to.equal('true');
      await expect(el).to.be.accessible();

      el.setAttribute('dir', 'rtl');
      await el.updateComplete;
      times[1]!.focus();
      await press(el, 'ArrowLeft');
      expect(picker.focused).to.equal(times[2]);
      await press(el, 'ArrowRight');
      expect(picker.focused).to.equal(times[1]);
      expect(rendered.selects).to.have.length(1);
      await expect(el).to.be.accessible();
    });
  });
});
