/**
 * `<booking-flow>` keeps its context (issue 20): one visible title per step, focused without a
 * ring; what was chosen so far at the top of each later step with "Change"; a footer that stays in
 * view; a tidy checklist with one live message; at a phone's width and in right to left.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { slotInShort } from '../../src/elements/booking-flow/context-summary.js';
import { bookingFlowStrings } from '../../src/elements/booking-flow/booking-flow.strings.js';
import { newScope, scopedBaseUrl } from '../helpers/reference.js';
import { accessibleName, allByRole } from '../helpers/roles.js';
import { stubWindowOpen } from '../helpers/window-open.js';
import {
  branchAgreements,
  drawnOutside,
  drawnText,
  findZip,
  flowSetting,
  onStep,
  renderFlow,
  tabTo,
  timesDrawn,
  toChosenTime,
} from './booking-flow/journey.js';

const box = (what: Element | Range) => what.getBoundingClientRect();

describe('<booking-flow> keeps its context', function () {
  this.timeout(40000);

  const setting = flowSetting();

  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('draws each step’s title once, and its heading takes focus without a ring while controls keep theirs', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    expect(timesDrawn(flow, 'Find your branch')).to.equal(1);
    // The steps' names are still read: the indicator lists them for screen readers.
    expect(flowPage.stepNames).to.deep.equal(['Find your branch', 'Choose a time (upcoming)', 'Sign the agreements (upcoming)']);

    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'Choose a time');
    await flowPage.shownPicker();
    expect(timesDrawn(flow, 'Choose a time')).to.equal(1);
    // Reached by the keyboard (Enter in the ZIP code field), the heading has focus, and no ring.
    expect(getComputedStyle(flowPage.heading!).outlineStyle).to.equal('none');
    // A control reached by the keyboard still shows where focus is.
    const change = await tabTo((element) => element === flowPage.changeButton('branch'), '"Change branch"');
    expect(change.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(change).outlineStyle).to.not.equal('none');
    await expect(flow).to.be.accessible();
  });

  it('begins each later step with what was chosen so far, and "Change" goes back keeping the rest', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const picker = await toChosenTime(flowPage, setting.bookable.zipcode);
    const slot = picker.el.value!;
    const time = slotInShort(slot, bookingFlowStrings, 'en-US');
    expect(time).to.match(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [AP]M with .+$/);

    // Step 2: the branch; the footer names the time chosen beside "Confirm time".
    expect(flowPage.context).to.deep.equal([`Branch ${setting.bookable.businessName} Change branch`]);
    expect(accessibleName(flowPage.changeButton('branch'))).to.equal('Change branch');
    expect(flowPage.chosenTime).to.equal(time);
    expect(flowPage.footer!.contains(flowPage.confirmTimeButton)).to.equal(true);
    expect(drawnText(flow), 'the picker’s own sentence is not drawn again').to.not.contain('Chosen:');
    await expect(flow).to.be.accessible();

    // Step 3: the branch, then the time.
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Sign the agreements');
    expect(flowPage.context).to.deep.equal([`Branch ${setting.bookable.businessName} Change branch`, `Day and time ${time} Change time`]);
    await flowPage.shownAgreements();
    const link = oneEvent(flow, 'agreement-sign-link');
    flowPage.signButtons[0]!.button.click();
    const { agreementRecordId } = (await link).detail;
    await expect(flow).to.be.accessible();

    // "Change time": back to step 2, the time still chosen; confirmed again, the agreement still opened.
    flowPage.changeButton('time').focus();
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'Choose a time');
    expect(picker.el.value).to.deep.equal(slot);
    expect(flowPage.chosenTime).to.equal(time);
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Sign the agreements');
    expect(flowPage.agreementStates[0]).to.equal('Opened');

    // "Change branch": back to step 1 with the ZIP code; the same branch found again keeps it all.
    flowPage.changeButton('branch').focus();
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'Find your branch');
    expect(flowPage.finder!.zipField.value).to.equal(setting.bookable.zipcode);
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'Choose a time');
    expect(picker.el.value).to.deep.equal(slot);
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Sign the agreements');
    const completed = oneEvent(flow, 'booking-flow-complete');
    for (const signButton of flowPage.signButtons.slice(1)) signButton.button.click();
    await waitUntil(() => flowPage.finishButton.getAttribute('aria-disabled') !== 'true', 'Finish stays unavailable');
    flowPage.finishButton.click();
    expect((await completed).detail.agreementRecordIds).to.include(agreementRecordId);
  });

  it('lists the agreements as a checklist: title, state, a short "Sign" named for its agreement, one live message', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const agreements = (await branchAgreements(scopedBaseUrl(newScope()), setting.bookable)).filter(({ status }) => status === 'NORMAL');
    const rows = flowPage.agreementRows;
    expect(rows).to.have.length(agreements.length);
    for (const [index, { title, signedPolicy }] of agreements.entries()) {
      // The title drawn once in its row, then its state, then a button that shows "Sign" and is named for it.
      const optional = signedPolicy === 'OPTIONAL' ? ' (optional)' : '';
      expect(drawnText(rows[index]!)).to.equal(`${title}${optional} Not opened Sign`);
      expect(accessibleName(flowPage.signButtons[index]!.button)).to.equal(`Sign ${title}`);
    }
    expect(flowPage.agreementStates.every((state) => state === 'Not opened')).to.equal(true);
    expect(allByRole(flow, 'status')).to.have.length(1);

    for (const signButton of flowPage.signButtons.slice(0, 2)) {
      const link = oneEvent(flow, 'agreement-sign-link');
      signButton.button.click();
      await link;
    }
    await flow.updateComplete;
    expect(flowPage.agreementStates.slice(0, 2)).to.deep.equal(['Opened', 'Opened']);
    // One live message for the list; the sign buttons say nothing of their own.
    expect(flowPage.statusText).to.equal('Finish signing in the window that opened.');
    await waitUntil(() => flowPage.signButtons.every((signButton) => signButton.statusText === ''), 'a sign button speaks');
    await expect(flow).to.be.accessible();
  });

  it('keeps the footer in view at the bottom of the page while the step goes on below', async () => {
    await setViewport({ width: 375, height: 560 });
    const { flow, flowPage } = await renderFlow(setting.scope, { layout: 'month' });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    window.scrollTo(0, 0);
    const footer = flowPage.footer!;
    expect(getComputedStyle(footer).position).to.equal('sticky');
    expect(box(flowPage.shownPanel!).bottom, 'the step is taller than the screen').to.be.above(innerHeight);
    expect(box(flowPage.confirmTimeButton).bottom).to.be.at.most(innerHeight);
    expect(box(footer).bottom).to.be.closeTo(innerHeight, 1);
    // What takes focus is scrolled clear of the footer, not left under it.
    const chosen = flowPage.picker!.chosenSlot!;
    flowPage.heading!.focus({ preventScroll: true });
    window.scrollBy(0, box(chosen).bottom - innerHeight + 4);
    expect(box(chosen).bottom, 'the time is under the footer').to.be.above(box(footer).top);
    chosen.focus();
    expect(box(chosen).bottom).to.be.at.most(box(footer).top);
    // The footer hides nothing for good: scrolled to the end, it rests below the picker.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitUntil(() => box(footer).top >= box(flowPage.picker!.el).bottom - 1, 'the footer covers the picker at the end');
    await expect(flow).to.be.accessible();
  });

  for (const [width, what] of [
    [320, 'at 320 px'],
    [375, 'at 375 px'],
  ] as const) {
    it(`draws nothing beyond its edges ${what}, in every step`, async () => {
      stubWindowOpen();
      await setViewport({ width, height: 700 });
      const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId, details: '' });
      expect(drawnOutside(flow), 'step 1').to.deep.equal([]);
      await toChosenTime(flowPage, setting.bookable.zipcode);
      expect(drawnOutside(flow), 'step 2').to.deep.equal([]);
      flowPage.confirmTimeButton.click();
      await flowPage.shownDetails();
      expect(drawnOutside(flow), 'details').to.deep.equal([]);
      for (const [field, value] of Object.entries({ name: 'Jane Doe', email: 'jane@example.com', petName: 'Biscuit' })) {
        await flowPage.fill(field as 'name', value);
      }
      flowPage.continueButton.click();
      await flowPage.shownAgreements();
      expect(drawnOutside(flow), 'agreements').to.deep.equal([]);
      await expect(flow).to.be.accessible();
    });
  }

  it('mirrors in right to left: the summary’s "Change" and the footer’s button at the left, the title at the right', async () => {
    await setViewport({ width: 375, height: 700 });
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId, dir: 'rtl', lang: 'ar' });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    const host = box(flow);
    const title = document.createRange();
    title.selectNodeContents(flowPage.heading!);
    expect(box(title).right).to.be.closeTo(host.right, 1);
    const numbers = flowPage.steps.map((step) => box(step.querySelector('[part="step-number"]')!));
    expect(numbers[0]!.right).to.be.closeTo(host.right, 1);
    expect(numbers[0]!.left).to.be.above(numbers[1]!.right);
    const change = box(flowPage.changeButton('branch'));
    const branchName = box(flowPage.part('context')!.querySelector('dd')!);
    expect(change.right).to.be.at.most(branchName.left + 1);
    expect(box(flowPage.confirmTimeButton).left).to.be.closeTo(host.left, 1);
    expect(box(flowPage.part('chosen')!).right).to.be.closeTo(host.right, 1);
    expect(drawnOutside(flow)).to.deep.equal([]);
    await expect(flow).to.be.accessible();

    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Sign the agreements');
    await flowPage.shownAgreements();
    const row = flowPage.agreementRows[0]!;
    const sign = box(flowPage.signButtons[0]!.button);
    expect(sign.left).to.be.closeTo(box(row).left, 1);
    expect(box(row.querySelector('[part="agreement-name"]')!).right).to.be.closeTo(box(row).right, 1);
    expect(drawnOutside(flow)).to.deep.equal([]);
    await expect(flow).to.be.accessible();
  });
});
