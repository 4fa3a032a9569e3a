/**
 * Every state of a day and of a time, on a light page and on a dark one (the dark defaults: the
 * page declares `color-scheme: dark` on #121212), measured as a reader sees it: what sets it
 * apart (its edge, its fill, the focus ring) at 3:1 at least against the surface around it and
 * against its neighbour in another state, its words at 4.5:1 (3:1 for a day that cannot be
 * chosen). The ratios come from the computed styles through the tests' own oracle.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/availability-picker/define.js';
import type { AvailabilityPicker } from '../../../src/elements/availability-picker/availability-picker.js';
import { contrastRatio } from '../../helpers/contrast.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { PickerPage } from '../../pages/index.js';
import { fillOf, paintedColor, ringOf, surfaceOf } from '../../helpers/painted.js';
import { suiteToday } from '../../helpers/clock.js';

const themes = {
  light: 'color-scheme: light; background: #fff; color: #1d1d1f',
  dark: 'color-scheme: dark; background: #121212; color: #f1f1f1',
} as const;

const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/** An answer with two groomers free every half hour from 9 AM New York time (EST) on the dates given, none on the others. */
function answerFor(dates: readonly string[]) {
  return {
    availableDates: dates,
    availability: dates.map((date) => ({
      date,
      staff: [0, 1].map((groomer) => ({
        staffId: `stf_contrast_${groomer}`,
        firstName: `Groomer${groomer}`,
        lastName: 'Contrast',
        availableSlots: Array.from({ length: 6 }, (_, slot) => {
          const start = Date.parse(`${date}T14:00:00Z`) + slot * 30 * 60_000;
          return { startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
        }),
      })),
    })),
  };
}

/** A picker on a page of the theme, a month or a week from a Monday in January (clear of daylight-saving changes), with a time chosen. */
async function pickerWithChoice(theme: keyof typeof themes, layout: 'week' | 'month') {
  const { companyId, businessId } = (await referenceFixtures()).enabledBranch;
  const year = Number(suiteToday('UTC').slice(0, 4)) + 1;
  const start = `${year}-01-01`;
  // Free times on the first five days of each week; the weekends have none.
  const dates = Array.from({ length: 31 }, (_, day) => addDays(start, day)).filter((date) => new Date(date).getUTCDay() % 6 !== 0);
  const scope = newScope();
  await plan(scope, { steps: [{ operation: 'GetBookingAvailability', json: answerFor(dates), times: 9 }] });
  const page = await fixture<HTMLElement>(html`<div style=${`${themes[theme]}; padding: 16px`}>
    <availability-picker
      base-url=${scopedBaseUrl(scope)}
      company-id=${companyId}
      business-id=${businessId}
      time-zone="America/New_York"
      start-date=${start}
      layout=${layout}
    ></availability-picker>
  </div>`);
  const el = page.querySelector('availability-picker') as AvailabilityPicker;
  const picker = new PickerPage(el);
  await waitUntil(() => picker.slots.length > 0, 'the times are shown', { timeout: 9000 });
  await picker.click(picker.slots[1]!);
  return { el, picker };
}

const ratio = (first: string, second: string) => Math.round(contrastRatio(first, second) * 100) / 100;

/** Focuses a control by keyboard (so that its focus ring shows): on `from`, then an arrow key onto the one after it. */
async function keyboardFocus(picker: PickerPage, from: HTMLElement): Promise<HTMLElement> {
  from.focus();
  await sendKeys({ press: 'ArrowRight' });
  await picker.el.updateComplete;
  const focused = picker.focused as HTMLElement;
  expect(focused.matches(':focus-visible')).to.equal(true);
  return focused;
}

describe('<availability-picker> contrast of every state', function () {
  this.timeout(20000);

  for (const theme of ['light', 'dark'] as const) {
    for (const layout of ['week', 'month'] as const) {
      it(`tells available, chosen, focused and closed days and times apart at 3:1, their words at 4.5:1 (${theme}, ${layout})`, async () => {
        const { el, picker } = await pickerWithChoice(theme, layout);
        const ratios: Record<string, number> = {};
        const atLeast = (name: string, value: number, minimum: number) => {
          ratios[name] = value;
          expect(value, name).to.be.at.least(minimum);
        };

        const chosenDay = picker.chosenDay!;
        const availableDay = picker.freeDays.find((day) => day !== chosenDay)!;
        const closedDay = picker.days.find((day) => day.getAttribute('aria-disabled') === 'true')!;
        const chosenSlot = picker.chosenSlot!;
        const availableSlot = picker.slots.find((slot) => slot !== chosenSlot)!;

        for (const [kind, available, chosen] of [
          ['day', availableDay, chosenDay],
          ['slot', availableSlot, chosenSlot],
        ] as const) {
          const surface = surfaceOf(available);
          atLeast(`${kind} available: edge / surface`, ratio(paintedColor(available, 'borderTopColor'), surface), 3);
          atLeast(`${kind} available: words`, ratio(paintedColor(available, 'color'), fillOf(available)), 4.5);
          atLeast(`${kind} chosen: fill / surface`, ratio(fillOf(chosen), surfaceOf(chosen)), 3);
          atLeast(`${kind} chosen: fill / available neighbour`, ratio(fillOf(chosen), fillOf(available)), 3);
          atLeast(`${kind} chosen: words`, ratio(paintedColor(chosen, 'color'), fillOf(chosen)), 4.5);
          // More than colour: a ring inside the fill.
          const ring = ringOf(chosen);
          expect(ring, `${kind} chosen: a ring`).to.be.a('string');
          atLeast(`${kind} chosen: ring / fill`, ratio(ring!, fillOf(chosen)), 3);
        }
        // And a bolder time.
        expect(Number(getComputedStyle(chosenSlot).fontWeight)).to.be.above(Number(getComputedStyle(availableSlot).fontWeight));

        // The sentence naming the chosen slot, opaque so that it can stay over the times.
        const selection = picker.selection!;
        atLeast('chosen sentence: words', ratio(paintedColor(selection, 'color'), fillOf(selection)), 4.5);
        atLeast('day closed: words / surface', ratio(paintedColor(closedDay, 'color'), surfaceOf(closedDay)), 3);
        expect(closedDay.classList.contains('available')).to.equal(false);
        expect(ratio(paintedColor(closedDay, 'borderTopColor'), surfaceOf(closedDay)), 'a closed day has no edge').to.equal(1);

        for (const [kind, from] of [
          ['day', picker.tabStop],
          ['slot', picker.slots.find((slot) => slot.tabIndex === 0)!],
        ] as const) {
          const focused = await keyboardFocus(picker, from);
          const style = getComputedStyle(focused);
          expect(style.outlineStyle, `${kind} focused`).to.equal('solid');
          expect(Number.parseFloat(style.outlineWidth)).to.be.at.least(2);
          atLeast(`${kind} focused: ring / surface`, ratio(paintedColor(focused, 'outlineColor'), surfaceOf(focused)), 3);
          atLeast(`${kind} focused: ring / neighbour`, ratio(paintedColor(focused, 'outlineColor'), fillOf(focused)), 3);
        }
        await expect(el).to.be.accessible();
        console.log(`contrast ${theme} ${layout}: ${JSON.stringify(ratios)}`);
      });
    }
  }
});
