/**
 * WCAG 2.2 success criterion 1.4.1, Use of color: every state the elements show in colour is shown
 * by something else too: the chosen time in bold with a ring, the chosen day with a ring, today
 * underlined, the steps by their outline (dashed ahead, thick now, filled when done), a field with
 * a problem by the words of the problem, a star not given drawn hollow.
 */
import { expect } from '@open-wc/testing';
import { newScope } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { PickerPage } from '../pages/index.js';
import { readWorld, shown, type World } from './every-element.js';
import { renderJourney, throughEveryStep } from './flow-walk.js';

/** What differs between two elements' looks besides their colours. */
function beyondColour(one: Element, other: Element): string[] {
  const properties = ['fontWeight', 'boxShadow', 'borderTopStyle', 'borderTopWidth', 'textDecorationLine', 'outlineStyle'] as const;
  const [a, b] = [getComputedStyle(one), getComputedStyle(other)];
  return properties.filter((property) => a[property].replace(/rgba?\([^)]*\)/g, '') !== b[property].replace(/rgba?\([^)]*\)/g, ''));
}

describe('Use of color (WCAG 1.4.1)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('the picker’s chosen time and chosen day differ from the others by more than colour', async () => {
    const picker = new PickerPage((await shown('availability-picker', world)) as PickerPage['el']);
    const chosen = picker.chosenSlot!;
    const other = picker.slots.find((slot) => slot !== chosen)!;
    expect(beyondColour(chosen, other)).to.include.members(['fontWeight', 'boxShadow']);
    const day = picker.chosenDay!;
    const otherDay = picker.freeDays.find((each) => each !== day)!;
    expect(beyondColour(day, otherDay)).to.include('boxShadow');
  });

  for (const tag of ['review-feed', 'review-insights'] as const) {
    it(`<${tag}>'s stars given and not given differ by their shape, not only their colour`, async () => {
      const el = await shown(tag, world);
      const ratings = [...el.shadowRoot!.querySelectorAll('[part~="rating"], .stars')];
      const empty = ratings.flatMap((rating) => [...rating.querySelectorAll('.star-empty')].map((star) => star.textContent ?? ''));
      const given = ratings.flatMap((rating) => [...rating.querySelectorAll('.star-filled')].map((star) => star.textContent ?? ''));
      expect(given.join('').length, 'no star was drawn').to.be.above(0);
      expect(empty.join('').length, 'every rating drawn is 5 stars: no star not given to compare').to.be.above(0);
      expect(new Set(given.join(''))).to.deep.equal(new Set(['★']));
      expect(new Set(empty.join(''))).to.deep.equal(new Set(['☆']));
    });
  }

  it('<abandoned-bookings>’ funnel gives each bar its count in words, and <review-insights> each low-rated mention count', async () => {
    const board = await shown('abandoned-bookings', world);
    const steps = [...board.shadowRoot!.querySelectorAll('[part~="funnel-step"]')];
    expect(steps.length).to.be.above(0);
    expect(steps.filter((step) => !/\d/.test(step.querySelector('.bar-count')?.textContent ?? ''))).to.deep.equal([]);
    const insights = await shown('review-insights', world);
    const cells = [...insights.shadowRoot!.querySelectorAll('td.mentions')];
    expect(cells.length).to.be.above(0);
    // A cell's figures as drawn: the mentions, then how many of them were low-rated, in words.
    const drawnFigures = (cell: Element) => (cell.querySelector('[aria-hidden="true"]')?.textContent?.match(/\d+/g) ?? []).length;
    expect(cells.filter((cell) => drawnFigures(cell) < 2).map((cell) => cell.textContent?.trim())).to.deep.equal([]);
  });

  it('the flow’s steps differ by their outline, and a field with a problem says it in words', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      if (step !== 'Your details') return;
      const numbers = flowPage.steps.map((each) => each.querySelector('[part="step-number"]')!);
      // Done, done, now, ahead.
      expect(beyondColour(numbers[2]!, numbers[3]!)).to.include('borderTopStyle');
      expect(beyondColour(numbers[2]!, numbers[3]!)).to.include('borderTopWidth');
      await flowPage.fill('name', '');
      flowPage.continueButton.click();
      await flowPage.el.updateComplete;
      expect(flowPage.fieldProblem('name')).to.equal('Enter your name.');
      await flowPage.fill('name', 'Jane Doe');
    });
  });
});
