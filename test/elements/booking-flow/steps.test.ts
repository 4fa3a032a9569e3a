import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { createTransport } from '../../../src/api/transport.js';
import '../../../src/elements/booking-flow/define.js';
import type { BookingFlowCompleteDetail } from '../../../src/elements/booking-flow/events.js';
import { formatTime, timeZoneLabel } from '../../../src/common/time.js';
import {
  basicAuthorization,
  customerToken,
  gatewayBaseUrl,
  gatewayScope,
  newScope,
  plan,
  requestLog,
  resetScope,
  scopedBaseUrl,
} from '../../helpers/reference.js';
import { accessibleDescription, accessibleName, allByRole, byRole, deepActiveElement, queryByRole } from '../../helpers/roles.js';
import { stubWindowOpen } from '../../helpers/window-open.js';
import { FlowPage, slotName } from '../../pages/index.js';
import {
  findZip,
  flowSetting,
  isUnavailable,
  keysToDayWithFewTimes,
  onStep,
  renderFlow,
  tabTo,
  toChosenTime,
  branchAgreements as agreementsOf,
} from './journey.js';

describe('<booking-flow>', function () {
  this.timeout(40000);

  const setting = flowSetting();

  /** The branch's agreements as the reference API lists them, read without the element. */
  const branchAgreements = () => agreementsOf(scopedBaseUrl(newScope()), setting.bookable);

  it('goes through the whole journey with the keyboard and completes with what was chosen', async () => {
    const windowOpen = stubWindowOpen();
    const agreements = (await branchAgreements()).filter((agreement) => agreement.status === 'NORMAL');
    const required = agreements.filter((agreement) => agreement.signedPolicy !== 'OPTIONAL');
    expect(required.length, 'the branch has required agreements').to.be.greaterThan(1);
    expect(agreements.length, 'the branch has an optional agreement').to.be.greaterThan(required.length);
    const journey = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const { flow, flowPage } = journey;

    expect(flowPage.stepNames).to.deep.equal(['Find your branch', 'Choose a time (upcoming)', 'Sign the agreements (upcoming)']);
    expect(flowPage.currentStep).to.equal('Find your branch');
    await expect(flow).to.be.accessible();

    // Step 1: from the button before the flow, Tab reaches the ZIP code field.
    (flow.previousElementSibling as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(flowPage.finder!.zipField);
    await sendKeys({ type: setting.bookable.zipcode });
    await sendKeys({ press: 'Enter' });

    // Step 2: the heading has focus; the grid is reached with Tab and walked with the arrows.
    await onStep(flowPage, 'Choose a time');
    expect(flowPage.stepNames[0]).to.equal('Find your branch (done)');
    expect(isUnavailable(flowPage.confirmTimeButton)).to.equal(true);
    expect(accessibleDescription(flowPage.confirmTimeButton)).to.equal('Choose a time first');
    const picker = await flowPage.shownPicker();
    expect(picker.el.companyId).to.equal(setting.bookable.companyId);
    expect(picker.el.businessId).to.equal(setting.bookable.businessId);
    await expect(flow).to.be.accessible();
    const firstDay = await tabTo((element) => !!element?.closest('[role="grid"]'), 'the date grid');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.not.equal(firstDay);
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActiveElement()).to.equal(firstDay);
    const chosenDate = await keysToDayWithFewTimes(picker, setting.bookable);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    expect(accessibleName(deepActiveElement()!)).to.match(slotName);
    const selected = oneEvent(flow, 'slot-select');
    await sendKeys({ press: 'Enter' });
    const slot = (await selected).detail;
    expect(slot.date).to.equal(chosenDate);
    expect(picker.el.value).to.deep.equal(slot);
    await flow.updateComplete;
    expect(isUnavailable(flowPage.confirmTimeButton)).to.equal(false);
    expect(accessibleDescription(flowPage.confirmTimeButton)).to.equal('');
    await tabTo((element) => element === flowPage.confirmTimeButton, '"Confirm time"');
    await sendKeys({ press: 'Enter' });

    // Step 3: one sign button per active agreement; Finish waits for every required one.
    await onStep(flowPage, 'Sign the agreements');
    expect(flowPage.stepNames).to.deep.equal(['Find your branch (done)', 'Choose a time (done)', 'Sign the agreements']);
    await flowPage.shownAgreements();
    expect(flowPage.signButtons.map((signButton) => accessibleName(signButton.button))).to.deep.equal(
      agreements.map((agreement) => `Sign ${agreement.title}`),
    );
    // A checklist: each agreement in a row with its state, one accent button (Finish) for them all.
    expect(flowPage.agreementStates).to.deep.equal(agreements.map(() => 'Not opened'));
    const accent = getComputedStyle(flowPage.finishButton).backgroundColor;
    const signButtonLooks = flowPage.signButtons.map((signButton) => getComputedStyle(signButton.button).backgroundColor);
    expect(signButtonLooks.filter((background) => background === accent)).to.deep.equal([]);
    expect(isUnavailable(flowPage.finishButton)).to.equal(true);
    expect(accessibleDescription(flowPage.finishButton)).to.equal('Open every required agreement first');
    await expect(flow).to.be.accessible();
    for (const agreement of required) {
      const signButton = flowPage.signButtons[agreements.indexOf(agreement)]!;
      await tabTo((element) => element?.getRootNode() === signButton.shadow, `"Sign ${agreement.title}"`);
      const link = oneEvent(flow, 'agreement-sign-link');
      await sendKeys({ press: 'Enter' });
      expect((await link).detail.agreementId).to.equal(agreement.id);
    }
    await flow.updateComplete;
    expect(windowOpen.visited()).to.have.length(required.length);
    // Opened, never "Signed": the API cannot tell the page whether the customer finished signing.
    expect(flowPage.agreementStates).to.deep.equal(agreements.map((agreement) => (required.includes(agreement) ? 'Opened' : 'Not opened')));
    // One live message for the list, and no sign button saying again that its window opened.
    expect(flowPage.statusText).to.equal('Finish signing in the window that opened.');
    await waitUntil(
      () => flowPage.signButtons.every((signButton) => signButton.statusText === ''),
      'a sign button says its window opened, which the row says already',
    );
    expect(isUnavailable(flowPage.finishButton)).to.equal(false);
    expect(accessibleDescription(flowPage.finishButton)).to.equal('');
    await expect(flow).to.be.accessible();
    await tabTo((element) => element === flowPage.finishButton, '"Finish"');
    const completed = oneEvent(flow, 'booking-flow-complete');
    await sendKeys({ press: 'Enter' });
    const detail: BookingFlowCompleteDetail = (await completed).detail;

    expect(detail.franchise).to.deep.equal(journey.franchises[0]);
    expect(detail.franchise.businessId).to.equal(setting.bookable.businessId);
    expect(detail.slot).to.deep.equal(slot);
    expect(detail.agreementRecordIds).to.deep.equal(journey.recordIds);
    expect(journey.recordIds).to.have.length(required.length);
    expect(detail.agreements).to.deep.equal(
      required.map((agreement, index) => ({
        agreementId: agreement.id,
        agreementRecordId: journey.recordIds[index],
        title: agreement.title,
      })),
    );
    expect(detail.customer).to.equal(null);
    // Without send-request nothing was sent: the host's page sends the request on.
    expect(detail.request).to.equal(null);
    // The summary replaces the journey; its heading has focus, it says the time is not booked
    // until the branch confirms it (never that the branch has the request), and it lists the
    // agreements sent for signing.
    await waitUntil(() => accessibleName(deepActiveElement()!) === 'Thank you! Your request is ready.', 'the summary never took focus');
    expect(byRole(flow, 'heading', 'Thank you! Your request is ready.')).to.equal(deepActiveElement());
    expect(flowPage.part('step-indicator')).to.equal(null);
    expect(flowPage.part('next-steps')!.textContent).to.equal(
      `Until ${setting.bookable.businessName} confirms an appointment with you, the time is not booked.`,
    );
    const summary = flowPage.part('summary')!;
    expect(summary.textContent).to.contain(setting.bookable.businessName);
    expect(summary.textContent).to.contain('Sent for signing');
    expect(allByRole(summary, 'listitem').map(accessibleName)).to.deep.equal(required.map((agreement) => agreement.title));
    expect(journey.errors).to.deep.equal([]);
    await expect(flow).to.be.accessible();
  });

  it('completes the journey through the gateway, the page holding no key, the sign links vouched by a customer token', async () => {
    const windowOpen = stubWindowOpen();
    await resetScope(gatewayScope);
    const token = await customerToken(setting.customerId);
    const journey = await renderFlow(setting.scope, {
      'base-url': gatewayBaseUrl,
      'customer-id': setting.customerId,
      'customer-token': token,
    });
    const { flow, flowPage } = journey;
    expect(flow.getAttribute('api-key')).to.equal(null);
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const agreements = (await branchAgreements()).filter((agreement) => agreement.status === 'NORMAL');
    const required = agreements.filter((agreement) => agreement.signedPolicy !== 'OPTIONAL');
    for (const agreement of required) {
      const link = oneEvent(flow, 'agreement-sign-link');
      byRole<HTMLButtonElement>(flowPage.signButtons[agreements.indexOf(agreement)]!.el, 'button', `Sign ${agreement.title}`).click();
      expect((await link).detail.agreementId).to.equal(agreement.id);
    }
    await flow.updateComplete;
    const completed = oneEvent(flow, 'booking-flow-complete');
    flowPage.finishButton.click();
    const detail = (await completed).detail;
    expect(detail.franchise.businessId).to.equal(setting.bookable.businessId);
    expect(detail.agreementRecordIds).to.have.length(required.length);
    expect(windowOpen.visited()).to.have.length(required.length);
    expect(journey.errors).to.deep.equal([]);

    // What reached the API came through the gateway, with the key the page never had.
    const { requests } = await requestLog(gatewayScope);
    expect([...new Set(requests.map((request) => request.operation))]).to.include.members([
      'LookupFranchiseByZipcode',
      'GetBookingAvailability',
      'ListAgreements',
      'GetAgreementSignLink',
    ]);
    expect(requests.every((request) => request.authorization === basicAuthorization('demo-gateway-key'))).to.equal(true);
    expect(requests.filter((request) => request.operation === 'GetAgreementSignLink')).to.have.length(required.length);
    await expect(flow).to.be.accessible();
  });

  it('goes back to each earlier step keeping the ZIP code, the range, the slot and the signed agreements', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const picker = await toChosenTime(flowPage, setting.bookable.zipcode);
    const slot = picker.el.value;
    expect(slot).to.not.equal(null);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const link = oneEvent(flow, 'agreement-sign-link');
    byRole<HTMLButtonElement>(flowPage.signButtons[0]!.el, 'button', /^Sign /).click();
    const recordId = (await link).detail.agreementRecordId;

    byRole<HTMLButtonElement>(flow, 'button', 'Choose a time (done)').focus();
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'Choose a time');
    expect(picker.el.value).to.deep.equal(slot);
    const pressed = picker.slots.filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed.map(accessibleName)).to.have.length(1);
    expect(accessibleName(pressed[0]!)).to.contain(`${slot!.firstName} ${slot!.lastName}`);
    await expect(flow).to.be.accessible();

    byRole<HTMLButtonElement>(flow, 'button', 'Find your branch (done)').focus();
    await sendKeys({ press: 'Enter' });
    await onStep(flowPage, 'Find your branch');
    expect(flowPage.finder!.zipField.value).to.equal(setting.bookable.zipcode);
    expect(flowPage.stepNames).to.deep.equal(['Find your branch', 'Choose a time (upcoming)', 'Sign the agreements (upcoming)']);
    await expect(flow).to.be.accessible();

    // Asking for the same branch again goes on with everything chosen so far.
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'Choose a time');
    expect(flowPage.picker?.el).to.equal(picker.el);
    expect(picker.el.value).to.deep.equal(slot);
    const completed = oneEvent(flow, 'booking-flow-complete');
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Sign the agreements');
    // Every other agreement still needs its record.
    for (const signButton of flowPage.signButtons.slice(1)) byRole<HTMLButtonElement>(signButton.el, 'button', /^Sign /).click();
    await waitUntil(() => !isUnavailable(flowPage.finishButton), 'Finish stays unavailable');
    flowPage.finishButton.click();
    const detail = (await completed).detail;
    expect(detail.slot).to.deep.equal(slot);
    expect(detail.agreementRecordIds).to.include(recordId);
    const listed = (await requestLog(setting.scope)).requests.filter((request) => request.operation === 'ListAgreements');
    expect(listed, 'the agreements of the same branch are not asked for again').to.have.length(1);
  });

  it('stays on the first step for a branch that does not book online, with the finder’s message', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const found = oneEvent(flow, 'franchise-found');
    await findZip(flowPage, setting.world.disabledBranch.zipcode);
    expect((await found).detail.isEnable).to.equal(false);
    await flow.updateComplete;
    expect(flowPage.currentStep).to.equal('Find your branch');
    expect(flowPage.picker).to.equal(null);
    expect(deepActiveElement()).to.equal(flowPage.finder!.zipField);
    expect(flowPage.finder!.shadow.textContent).to.contain('Online booking is not available');
    await expect(flow).to.be.accessible();
  });

  it('stays on the first step for a ZIP code no branch serves, with the finder’s message', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, {});
    const notFound = oneEvent(flow, 'franchise-not-found');
    await findZip(flowPage, setting.world.unassignedZipcode);
    await notFound;
    await flow.updateComplete;
    expect(flowPage.currentStep).to.equal('Find your branch');
    expect(flowPage.picker).to.equal(null);
    expect(flowPage.finder!.shadow.textContent).to.contain('not served yet');
    await expect(flow).to.be.accessible();
  });

  it('lets an inner element’s booking-error through and shows its failure once, in that element', async () => {
    await plan(setting.scope, { steps: [{ operation: 'LookupFranchiseByZipcode', error: 'PERMISSION_DENIED' }] });
    const journey = await renderFlow(setting.scope, {});
    const { flow, flowPage } = journey;
    const reported = oneEvent(flow, 'booking-error');
    await findZip(flowPage, setting.bookable.zipcode);
    expect((await reported).detail.operation).to.equal('lookupFranchiseByZipcode');
    await waitUntil(() => flowPage.finder!.alert, 'the finder shows no failure');
    expect(flowPage.alerts).to.have.length(0);
    expect(journey.errors).to.have.length(1);
    expect(flowPage.currentStep).to.equal('Find your branch');
    await expect(flow).to.be.accessible();
  });

  it('completes after "Confirm time" without customer-id, and lists no agreements', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, {});
    expect(flowPage.stepNames).to.deep.equal(['Find your branch', 'Choose a time (upcoming)']);
    const picker = await toChosenTime(flowPage, setting.bookable.zipcode);
    const completed = oneEvent(flow, 'booking-flow-complete');
    flowPage.confirmTimeButton.click();
    const detail = (await completed).detail;
    expect(detail.slot).to.deep.equal(picker.el.value);
    expect(detail.franchise.businessId).to.equal(setting.bookable.businessId);
    expect(detail.agreementRecordIds).to.deep.equal([]);
    const operations = (await requestLog(setting.scope)).requests.map((request) => request.operation);
    expect(operations).to.not.include('ListAgreements');
    await expect(flow).to.be.accessible();
  });

  it('looks the zipcode attribute up at once without taking focus, and shares one client with its elements', async () => {
    const client = createTransport({ baseUrl: scopedBaseUrl(setting.scope) });
    const flow = document.createElement('booking-flow');
    flow.client = client;
    flow.zipcode = setting.bookable.zipcode;
    flow.timeZone = 'America/Chicago';
    flow.setAttribute('service-ids', 'svc_a, svc_b');
    flow.setAttribute('layout', 'month');
    await fixture(html`<div>${flow}</div>`);
    const flowPage = new FlowPage(flow);
    await waitUntil(() => flowPage.currentStep === 'Choose a time', 'the lookup never ran');
    const picker = flowPage.picker!.el;
    await waitUntil(
      async () => (await requestLog(setting.scope)).requests.some((request) => request.operation === 'GetBookingAvailability'),
      'the picker never asked for its times',
    );
    expect(deepActiveElement()).to.equal(document.body);
    expect(flowPage.finder!.el.client).to.equal(client);
    expect(picker.client).to.equal(client);
    expect(picker.timeZone).to.equal('America/Chicago');
    expect(picker.serviceIds).to.deep.equal(['svc_a', 'svc_b']);
    expect(picker.getAttribute('layout')).to.equal('month');
    expect(flowPage.finder!.zipField.value).to.equal(setting.bookable.zipcode);
    const operations = (await requestLog(setting.scope)).requests.map((request) => request.operation);
    expect(operations).to.include.members(['LookupFranchiseByZipcode', 'GetBookingAvailability']);
  });

  it('passes the accessibility check on a dark page in every step', async () => {
    stubWindowOpen();
    await emulateMedia({ colorScheme: 'dark' });
    try {
      const { flow, flowPage } = await renderFlow(
        setting.scope,
        { 'customer-id': setting.customerId },
        'color-scheme: dark; background: Canvas; color: CanvasText',
      );
      await expect(flow).to.be.accessible();
      await toChosenTime(flowPage, setting.bookable.zipcode);
      await expect(flow).to.be.accessible();
      flowPage.confirmTimeButton.click();
      await flowPage.shownAgreements();
      const link = oneEvent(flow, 'agreement-sign-link');
      byRole<HTMLButtonElement>(flowPage.signButtons[0]!.el, 'button', /^Sign /).click();
      await link;
      await flow.updateComplete;
      await expect(flow).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  // ---- completion ---------------------------------------------------------------------------------

  it('completes once for two fast clicks on "Confirm time", and a summary replaces the journey', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, {});
    const picker = await toChosenTime(flowPage, setting.bookable.zipcode);
    const slot = picker.el.value!;
    const completions: BookingFlowCompleteDetail[] = [];
    flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
    const confirm = flowPage.confirmTimeButton;
    confirm.click();
    confirm.click();
    const heading = 'Thank you! Your request is ready.';
    await waitUntil(() => deepActiveElement() === queryByRole(flow, 'heading', heading), 'the summary heading never took focus');
    expect(completions).to.have.length(1);

    // The picker is gone, not hidden: nothing more is asked for.
    expect(flowPage.picker).to.equal(null);
    expect(flowPage.finder).to.equal(null);
    const asked = async () =>
      (await requestLog(setting.scope)).requests.filter((request) => request.operation === 'GetBookingAvailability').length;
    const before = await asked();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await asked()).to.equal(before);

    const text = flowPage.part('summary')!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain(setting.bookable.businessName);
    expect(text).to.contain(formatTime(slot.startTime, slot.timeZone, 'en-US'));
    expect(text).to.contain(timeZoneLabel(slot.timeZone, 'en-US', new Date(slot.startTime)));
    expect(text).to.contain(`with ${slot.firstName} ${slot.lastName}`);
    expect(text).to.not.contain('Sent for signing');
    await expect(flow).to.be.accessible();
  });

  it('takes any string from the strings property', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, {});
    flow.strings = { steps: ['Votre code postal', 'Votre horaire', 'Vos accords'], confirmTime: 'Confirmer' };
    await flow.updateComplete;
    expect(flowPage.stepNames).to.deep.equal(['Votre code postal', 'Votre horaire (upcoming)']);
    await findZip(flowPage, setting.bookable.zipcode);
    await waitUntil(() => flowPage.currentStep === 'Votre horaire', 'the time step never came');
    expect(allByRole(flow, 'button', 'Confirmer')).to.have.length(1);
  });
});
