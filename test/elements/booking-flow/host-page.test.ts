import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import type { SlotSelectDetail } from '../../../src/elements/availability-picker/events.js';
import type { BookingFlow } from '../../../src/elements/booking-flow/booking-flow.js';
import '../../../src/elements/booking-flow/define.js';
import type { BookingFlowCompleteDetail } from '../../../src/elements/booking-flow/events.js';
import { newScope, requestLog, scopedBaseUrl } from '../../helpers/reference.js';
import { accessibleName, byRole, deepActiveElement } from '../../helpers/roles.js';
import { stubWindowOpen } from '../../helpers/window-open.js';
import { FlowPage } from '../../pages/index.js';
import {
  findZip,
  flowSetting,
  isUnavailable,
  onStep,
  renderFlow,
  shiftTab,
  toChosenTime,
  branchAgreements as agreementsOf,
} from './journey.js';

describe('<booking-flow>', function () {
  this.timeout(40000);

  const setting = flowSetting();

  /** The branch's agreements as the reference API lists them, read without the element. */
  const branchAgreements = () => agreementsOf(scopedBaseUrl(newScope()), setting.bookable);

  // ---- the dialog ---------------------------------------------------------------------------------

  /** A dialog-mode flow with page buttons around it: `opener` opens it, `other` stands for the page behind. */
  async function renderDialog(attributes: Record<string, string> = {}) {
    const flow = document.createElement('booking-flow');
    flow.setAttribute('base-url', scopedBaseUrl(setting.scope));
    flow.setAttribute('mode', 'dialog');
    for (const [name, value] of Object.entries(attributes)) flow.setAttribute(name, value);
    const page = await fixture<HTMLElement>(html`<div>
      <button data-booking-flow>Book now</button>
      <button>Elsewhere</button>
      ${flow}
    </div>`);
    const [opener, other] = [...page.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    return { flow, flowPage: new FlowPage(flow), opener, other };
  }

  /** Waits for the dialog to open and its opening animation to end, as the customer then sees it. */
  async function opened(flowPage: FlowPage): Promise<void> {
    await waitUntil(() => flowPage.dialog?.open, 'the dialog never opened');
    await Promise.all(flowPage.shadow.getAnimations().map((animation) => animation.finished));
  }

  it('opens as a modal dialog from a data-booking-flow button, and Escape closes it with focus back on the opener', async () => {
    const { flow, flowPage, opener, other } = await renderDialog({ 'customer-id': setting.customerId });

    // Closed, nothing of the flow is shown in the page.
    expect(flowPage.dialog!.open).to.equal(false);
    expect(flow.getBoundingClientRect().height).to.equal(0);
    expect(flowPage.finder!.zipField.checkVisibility()).to.equal(false);
    await expect(flow).to.be.accessible();

    opener.focus();
    await sendKeys({ press: 'Enter' });
    await opened(flowPage);
    expect(byRole(flow, 'dialog', 'Book an appointment')).to.equal(flowPage.dialog!);
    expect(flowPage.dialog!.matches(':modal')).to.equal(true);
    // It opens on the first field of its step: the ZIP code.
    await waitUntil(() => deepActiveElement() === flowPage.finder!.zipField, 'the ZIP code field never took focus');
    expect(flowPage.heading && accessibleName(flowPage.heading)).to.equal('Find your branch');
    expect(byRole<HTMLButtonElement>(flow, 'button', 'Close')).to.be.instanceOf(HTMLButtonElement);
    await expect(flow).to.be.accessible();

    // The page behind is inert: it takes no focus.
    other.focus();
    expect(deepActiveElement()).to.equal(flowPage.finder!.zipField);

    // The keyboard goes on into the journey.
    await sendKeys({ type: setting.bookable.zipcode });
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'Choose a time');
    await flowPage.shownPicker();
    await expect(flow).to.be.accessible();

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !flowPage.dialog!.open, 'Escape did not close the dialog');
    expect(deepActiveElement()).to.equal(opener);
    expect(flow.getBoundingClientRect().height).to.equal(0);

    // Opened again, it is where the customer left it, focus on the picker's first control.
    opener.click();
    await opened(flowPage);
    expect(flowPage.currentStep).to.equal('Choose a time');
    const picker = flowPage.picker!;
    await waitUntil(() => deepActiveElement()?.getRootNode() === picker.shadow, 'the picker never took focus');
    await shiftTab();
    expect(deepActiveElement(), 'focus was on the picker’s first control').to.equal(flowPage.changeButton('branch'));
    flow.close();
    expect(flowPage.dialog!.open).to.equal(false);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('opens with show() and closes with the close button, a full-screen sheet at 320 px and a centred card on a desktop', async () => {
    const { flow, flowPage, other } = await renderDialog();
    try {
      await setViewport({ width: 320, height: 640 });
      other.focus();
      flow.show();
      await opened(flowPage);
      const sheet = flowPage.dialog!.getBoundingClientRect();
      expect([sheet.left, sheet.top, sheet.width, sheet.height]).to.deep.equal([0, 0, 320, 640]);
      expect(flowPage.dialog!.scrollWidth, 'nothing is cut off at 320 px').to.be.at.most(flowPage.dialog!.clientWidth);
      await expect(flow).to.be.accessible();

      byRole<HTMLButtonElement>(flow, 'button', 'Close').focus();
      await sendKeys({ press: 'Enter' });
      expect(flowPage.dialog!.open).to.equal(false);
      expect(deepActiveElement()).to.equal(other);

      await setViewport({ width: 1280, height: 800 });
      flow.show();
      await opened(flowPage);
      const card = flowPage.dialog!.getBoundingClientRect();
      expect(card.width).to.be.below(1000);
      expect(Math.abs(card.left - (1280 - card.right))).to.be.at.most(1);
      expect(card.top).to.be.above(0);
      await expect(flow).to.be.accessible();
      flow.close();
      expect(deepActiveElement()).to.equal(other);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('passes the accessibility check as a dialog on a dark page', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      const { flow, flowPage, opener } = await renderDialog({ zipcode: setting.bookable.zipcode });
      flow.parentElement!.setAttribute('style', 'color-scheme: dark; background: Canvas; color: CanvasText');
      opener.click();
      await opened(flowPage);
      await flowPage.shownPicker();
      await expect(flow).to.be.accessible();
      flow.close();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('opens only the flow a data-booking-flow value names, and only in dialog mode', async () => {
    const make = (id: string, mode: string) => {
      const flow = document.createElement('booking-flow');
      flow.id = id;
      flow.setAttribute('mode', mode);
      flow.setAttribute('base-url', scopedBaseUrl(setting.scope));
      return flow;
    };
    const [inline, first, second] = [make('inline-flow', 'inline'), make('first', 'dialog'), make('second', 'dialog')];
    const page = await fixture<HTMLElement>(html`<div>
      <a href="#nowhere" data-booking-flow="second"><span>Book at the second</span></a>
      <button data-booking-flow="inline-flow">Book inline</button>
      <button data-booking-flow="second">Book at the second again</button>
      ${inline}${first}${second}
    </div>`);
    const dialogOf = (flow: BookingFlow) => new FlowPage(flow).dialog;
    expect(dialogOf(inline)).to.equal(null);

    // A click on the link's content opens the flow it names, and the page does not navigate.
    page.querySelector('span')!.click();
    await waitUntil(() => dialogOf(second)!.open, 'the named flow never opened');
    expect(location.hash).to.not.equal('#nowhere');
    expect(dialogOf(first)!.open).to.equal(false);
    second.close();

    page.querySelector('button')!.click();
    await second.updateComplete;
    expect(byRole(inline, 'heading', 'Find your branch')).to.be.instanceOf(HTMLElement);
    expect(dialogOf(first)!.open).to.equal(false);

    // Once the flow has left the page, its opener opens nothing.
    second.remove();
    byRole(page, 'button', 'Book at the second again').click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    page.append(second);
    await second.updateComplete;
    expect(dialogOf(second)!.open).to.equal(false);
  });

  // ---- host integration: the page URL and analytics ----------------------------------------------

  describe('on a host page', () => {
    const testPage = location.href;
    const page = window as { dataLayer?: unknown };

    /** Adds `query` to the page's URL, as a link from a campaign would bring the customer. */
    function arriveWith(query: string): void {
      history.replaceState(history.state, '', `${new URL(testPage).search || '?'}&${query}`);
    }

    afterEach(() => {
      history.replaceState(history.state, '', testPage);
      delete page.dataLayer;
    });

    /** Signs every required agreement and presses "Finish"; answers the completion's detail. */
    async function signAndFinish(flowPage: FlowPage): Promise<BookingFlowCompleteDetail> {
      const flow = flowPage.el;
      flowPage.confirmTimeButton.click();
      await flowPage.shownAgreements();
      const agreements = (await branchAgreements()).filter((agreement) => agreement.status === 'NORMAL');
      for (const agreement of agreements.filter(({ signedPolicy }) => signedPolicy !== 'OPTIONAL')) {
        const link = oneEvent(flow, 'agreement-sign-link');
        byRole<HTMLButtonElement>(flowPage.signButtons[agreements.indexOf(agreement)]!.el, 'button', `Sign ${agreement.title}`).click();
        await link;
      }
      await waitUntil(() => !isUnavailable(flowPage.finishButton), 'Finish stays unavailable');
      const completed = oneEvent(flow, 'booking-flow-complete');
      flowPage.finishButton.click();
      return (await completed).detail;
    }

    /** Chooses the first free slot of a picker already showing the branch's times. */
    async function chooseSlot(flowPage: FlowPage): Promise<SlotSelectDetail> {
      const picker = await flowPage.shownPicker();
      const selected = oneEvent(flowPage.el, 'slot-select');
      await picker.chooseFirstFreeTime();
      return (await selected).detail;
    }

    it('looks up the URL’s zipcode at once with prefill-from-url and completes with its utm parameters', async () => {
      arriveWith(`zipcode=${setting.bookable.zipcode}&utm_source=news&utm_campaign=spring&ref=home`);
      const { flow, flowPage, errors } = await renderFlow(setting.scope, { 'prefill-from-url': '' });
      expect(flow.prefillFromUrl).to.equal(true);
      await waitUntil(() => flowPage.currentStep === 'Choose a time', 'the lookup never ran');
      expect(flowPage.finder!.zipField.value).to.equal(setting.bookable.zipcode);
      expect(deepActiveElement(), 'the lookup takes no focus').to.equal(document.body);
      await chooseSlot(flowPage);
      await expect(flow).to.be.accessible();
      const completed = oneEvent(flow, 'booking-flow-complete');
      flowPage.confirmTimeButton.click();
      const { params } = (await completed).detail;
      expect({ ...params }).to.deep.equal({ utm_source: 'news', utm_campaign: 'spring' });
      expect(errors).to.deep.equal([]);
    });

    it('looks up the zipcode attribute rather than the URL’s, and reads no URL without prefill-from-url', async () => {
      arriveWith(`zipcode=${setting.bookable.zipcode}&utm_source=news`);
      const given = setting.world.disabledBranch.zipcode;
      const withBoth = await renderFlow(setting.scope, { 'prefill-from-url': '', zipcode: given });
      await waitUntil(() => withBoth.franchises.length === 1, 'the attribute’s lookup never ran');
      expect(withBoth.franchises[0]!.zipcode).to.equal(given);
      expect(withBoth.flowPage.finder!.zipField.value).to.equal(given);
      const looked = (await requestLog(setting.scope)).requests.filter((request) => request.operation === 'LookupFranchiseByZipcode');
      expect(looked.map((request) => (request.body as { zipcode: string }).zipcode)).to.deep.equal([given]);

      const { flow, flowPage } = await renderFlow(newScope(), {});
      expect(flowPage.finder!.zipField.value).to.equal('');
      await toChosenTime(flowPage, setting.bookable.zipcode);
      const completed = oneEvent(flow, 'booking-flow-complete');
      flowPage.confirmTimeButton.click();
      expect((await completed).detail.params).to.deep.equal({});
    });

    it('keeps hostile URL keys and values out of booking-flow-complete and the dataLayer, bounded', async () => {
      const huge = 'x'.repeat(10_000);
      const many = Array.from({ length: 50 }, (_, index) => `utm_k${index}=${index}`).join('&');
      arriveWith(`utm_source=${huge}&__proto__=x&constructor=x&__proto__%5Butm_polluted%5D=x&utm_${huge}=x&${many}`);
      page.dataLayer = [];
      const { flow, flowPage } = await renderFlow(setting.scope, { 'prefill-from-url': '', analytics: 'datalayer' });
      await toChosenTime(flowPage, setting.bookable.zipcode);
      const completed = oneEvent(flow, 'booking-flow-complete');
      flowPage.confirmTimeButton.click();
      const { params } = (await completed).detail;
      expect(Object.getPrototypeOf(params)).to.equal(null);
      expect(Object.keys(params)).to.deep.equal(['utm_source', ...Array.from({ length: 19 }, (_, index) => `utm_k${index}`)]);
      expect(params.utm_source).to.equal(huge.slice(0, 200));
      expect(({} as Record<string, unknown>).utm_polluted).to.equal(undefined);
      const pushed = (page.dataLayer as Record<string, unknown>[]).at(-1)!;
      expect(pushed.event).to.equal('booking_flow_complete');
      expect(Object.keys(pushed)).to.have.length(3 + 20);
      expect(pushed.utm_source).to.equal(huge.slice(0, 200));
    });

    it('pushes each step of the journey to window.dataLayer with analytics="datalayer", without personal data', async () => {
      stubWindowOpen();
      arriveWith('utm_source=news&utm_campaign=spring');
      const { flowPage, errors } = await renderFlow(setting.scope, {
        'customer-id': setting.customerId,
        analytics: 'datalayer',
        'prefill-from-url': '',
      });
      const layer = page.dataLayer as Record<string, unknown>[];
      expect(layer, 'the dataLayer is made when missing').to.deep.equal([{ event: 'booking_flow_step', step: 'branch', step_number: 1 }]);
      await findZip(flowPage, setting.bookable.zipcode);
      const slot = await chooseSlot(flowPage);
      const { businessId } = setting.bookable;
      const detail = await signAndFinish(flowPage);
      expect(layer).to.deep.equal([
        { event: 'booking_flow_step', step: 'branch', step_number: 1 },
        { event: 'booking_flow_branch_found', business_id: businessId },
        { event: 'booking_flow_step', step: 'time', step_number: 2 },
        { event: 'booking_flow_slot_chosen', business_id: businessId, date: slot.date },
        { event: 'booking_flow_step', step: 'agreements', step_number: 3 },
        {
          event: 'booking_flow_complete',
          business_id: businessId,
          agreements_opened: detail.agreements.length,
          utm_source: 'news',
          utm_campaign: 'spring',
        },
      ]);
      expect(detail.agreementRecordIds.length).to.be.greaterThan(0);
      const pushedText = JSON.stringify(layer);
      for (const personal of [setting.customerId, slot.firstName, slot.lastName, slot.staffId, ...detail.agreementRecordIds]) {
        expect(pushedText).to.not.contain(personal);
      }

      expect(errors).to.deep.equal([]);
    });

    it('pushes the dialog’s opening and the step it shows, and nothing while it is closed', async () => {
      arriveWith(`zipcode=${setting.bookable.zipcode}`);
      page.dataLayer = [];
      const layer = page.dataLayer as Record<string, unknown>[];
      const { flow, flowPage, opener } = await renderDialog({ analytics: 'datalayer', 'prefill-from-url': '' });
      await waitUntil(() => flowPage.picker, 'the lookup never ran');
      expect(layer, 'nothing while the dialog is closed').to.deep.equal([]);
      const opening = [{ event: 'booking_flow_open' }, { event: 'booking_flow_step', step: 'time', step_number: 2 }];
      opener.click();
      await opened(flowPage);
      expect(layer).to.deep.equal(opening);
      byRole<HTMLButtonElement>(flow, 'button', 'Find your branch (done)').click();
      await onStep(flowPage, 'Find your branch');
      expect(layer.at(-1)).to.deep.equal({ event: 'booking_flow_step', step: 'branch', step_number: 1 });
      flow.close();
      layer.length = 0;
      flow.show();
      await opened(flowPage);
      expect(layer).to.deep.equal([opening[0], { event: 'booking_flow_step', step: 'branch', step_number: 1 }]);
      flow.close();
    });

    it('pushes nothing without analytics="datalayer", or with another value', async () => {
      const pages: Record<string, string>[] = [{}, { analytics: 'gtag' }, { analytics: 'DataLayer' }];
      for (const attributes of pages) {
        const { flow, flowPage } = await renderFlow(newScope(), attributes);
        await toChosenTime(flowPage, setting.bookable.zipcode);
        const completed = oneEvent(flow, 'booking-flow-complete');
        flowPage.confirmTimeButton.click();
        await completed;
        expect(page.dataLayer, JSON.stringify(attributes)).to.equal(undefined);
      }
    });

    it('leaves a dataLayer that is not an array alone, with one booking-warning', async () => {
      const host = { push: 'not a function' };
      page.dataLayer = host;
      const { flow, flowPage, warnings, errors } = await renderFlow(setting.scope, { analytics: 'datalayer' });
      await toChosenTime(flowPage, setting.bookable.zipcode);
      const completed = oneEvent(flow, 'booking-flow-complete');
      flowPage.confirmTimeButton.click();
      await completed;
      expect(page.dataLayer).to.equal(host);
      expect(host).to.deep.equal({ push: 'not a function' });
      expect(warnings.filter(({ operation }) => operation === 'dataLayer')).to.have.length(1);
      expect(errors).to.deep.equal([]);
    });
  });
});
