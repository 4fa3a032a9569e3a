import { expect } from '@open-wc/testing';
import '../../../src/elements/availability-picker/define.js';
import { contrastRatio } from '../../helpers/contrast.js';
import { accessibleName, allByRole } from '../../helpers/roles.js';
import { newYork, branchIn, quietWeek, renderPicker, loadsReach } from './fixtures.js';

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('on a dark page', () => {
    for (const layout of ['week', 'month']) {
      it(`keeps the chosen day and slot at 3:1 against the page, their text at 4.5:1 (${layout})`, async () => {
        const branch = await branchIn(newYork);
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek(), layout },
          { pageStyle: 'color-scheme: dark; background: #121212; color: #f1f1f1' },
        );
        await loadsReach(rendered, 1);
        const { el, picker } = rendered;
        await picker.click(picker.slots[0]!);
        const page = 'rgb(18, 18, 18)';
        const day = getComputedStyle(picker.chosenDay!);
        const slot = getComputedStyle(picker.chosenSlot!);
        for (const chosen of [day, slot]) {
          expect(contrastRatio(chosen.backgroundColor, page)).to.be.at.least(3);
          expect(contrastRatio(chosen.color, chosen.backgroundColor)).to.be.at.least(4.5);
        }
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('at 320 px wide', () => {
    /** Whether an element's content spills out of its box, named for the failure message. */
    const overflowing = (elements: HTMLElement[]) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => accessibleName(element) || element.textContent);

    for (const layout of ['week', 'month']) {
      it(`cuts nothing off and keeps the range buttons on one row (${layout})`, async () => {
        const branch = await branchIn(newYork);
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek(), layout },
          { width: 320 },
        );
        await loadsReach(rendered, 1);
        const { el, picker } = rendered;
        const [previous, next] = [picker.previousButton, picker.nextButton];
        const nav = previous.parentElement!;
        const label = nav.querySelector('p')!;
        expect(overflowing([nav, previous, next, label])).to.deep.equal([]);
        const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
        const bottom = (element: HTMLElement) => Math.round(element.getBoundingClientRect().bottom);
        expect(top(next)).to.equal(top(previous));
        expect(top(label)).to.be.at.least(top(previous));
        expect(bottom(label)).to.be.at.most(bottom(previous));
        expect(overflowing(picker.days)).to.deep.equal([]);
        expect(overflowing(allByRole(el, 'columnheader'))).to.deep.equal([]);
        expect(overflowing(picker.slots)).to.deep.equal([]);
        expect(overflowing(allByRole(el, 'heading'))).to.deep.equal([]);
        expect(el.getBoundingClientRect().width).to.equal(320);
        expect(picker.part('base')!.scrollWidth).to.be.at.most(320);
        await expect(el).to.be.accessible();
      });
    }
  });
});
