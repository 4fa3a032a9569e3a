import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { createTransport } from '../../src/api/transport.js';
import type { SlotSelectDetail } from '../../src/elements/availability-picker/events.js';
import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import '../../src/elements/booking-flow/define.js';
import type { BookingFlowCompleteDetail } from '../../src/elements/booking-flow/events.js';
import { formatTime, timeZoneLabel } from '../../src/shared/time.js';
import {
  basicAuthorization,
  customerToken,
  gatewayBaseUrl,
  gatewayScope,
  newScope,
  plan,
  referenceFixtures,
  requestLog,
  resetScope,
  scopedBaseUrl,
} from '../helpers/reference.js';
import { accessibleDescription, accessibleName, allByRole, byRole, deepActiveElement, queryByRole, shownText } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { stubWindowOpen } from '../helpers/window-open.js';
import { FlowPage, slotName } from '../pages/index.js';
import {
  findZip,
  flowSetting,
  isUnavailable,
  keysToDayWithFewTimes,
  onStep,
  renderFlow,
  shiftTab,
  tabTo,
  toChosenTime,
} from './booking-flow/journey.js';

describe('<booking-flow>', function () {
  this.timeout(40000);

  const setting = flowSetting();

  /** The branch's agreements as the reference API lists them, read without the element. */
  async function branchAgreements(): Promise<{ id: string; status: string; signedPolicy: string; title: string }[]> {
    const response = await fetch(`${scopedBaseUrl(newScope())}/v1/agreements:list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: setting.bookable.companyId,
        businessIds: [setting.bookable.businessId],
        pagination: { pageSize: 500 },
      }),
    });
    return ((await response.json()) as { agreement: { id: string; status: string; signedPolicy: string; title: string }[] }).agreement;
  }

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

  it("shows the gateway's refusal of a sign link without a customer token, or with another customer's", async () => {
    stubWindowOpen();
    await resetScope(gatewayScope);
    const someoneElse = (await referenceFixtures()).customers.find((customer) => customer.id !== setting.customerId)!.id;
    const journey = await renderFlow(setting.scope, {
      'base-url': gatewayBaseUrl,
      'customer-id': setting.customerId,
      'customer-token': await customerToken(someoneElse),
    });
    const { flow, flowPage } = journey;
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const failed = oneEvent(flow, 'booking-error');
    byRole<HTMLButtonElement>(flowPage.signButtons[0]!.el, 'button', /^Sign /).click();
    expect((await failed).detail).to.include({ operation: 'getAgreementSignLink', code: 'UNAUTHENTICATED' });
    flow.removeAttribute('customer-token');
    await flow.updateComplete;
    const refusedAgain = oneEvent(flow, 'booking-error');
    byRole<HTMLButtonElement>(flowPage.signButtons[1]!.el, 'button', /^Sign /).click();
    expect((await refusedAgain).detail).to.include({ operation: 'getAgreementSignLink', code: 'UNAUTHENTICATED' });
    const signButton = flowPage.signButtons[0]!;
    await waitUntil(() => signButton.alert, 'the sign button shows the refusal');
    const { requests } = await requestLog(gatewayScope);
    expect(requests.filter((request) => request.operation === 'GetAgreementSignLink')).to.deep.equal([]);
    await expect(flow).to.be.accessible();
  });

  it('treats agreements with ids such as "constructor" as any other, unsigned until signed', async () => {
    stubWindowOpen();
    const agreement = (id: string) => ({
      id,
      businessId: setting.bookable.businessId,
      status: 'NORMAL',
      signedPolicy: 'FOR_EACH',
      title: `Policy ${id}`,
    });
    await plan(setting.scope, {
      steps: [
        { operation: 'ListAgreements', json: { agreement: ['constructor', 'toString', '__proto__'].map(agreement), nextPageToken: '' } },
        {
          operation: 'GetAgreementSignLink',
          json: { agreementRecordId: 'rec_proto', signUrl: 'https://sign.example/rec_proto' },
          times: 3,
        },
      ],
    });
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    expect(flowPage.signButtons).to.have.length(3);
    expect(isUnavailable(flowPage.finishButton)).to.equal(true);
    for (const [index, signButton] of flowPage.signButtons.entries()) {
      const link = oneEvent(flow, 'agreement-sign-link');
      byRole<HTMLButtonElement>(signButton.el, 'button', /^Sign /).click();
      await link;
      await flow.updateComplete;
      expect(isUnavailable(flowPage.finishButton)).to.equal(index < 2);
    }
  });

  it('leaves out an agreement without an id with a booking-warning, rather than block "Finish"', async () => {
    await plan(setting.scope, {
      steps: [
        {
          operation: 'ListAgreements',
          json: {
            agreement: [{ businessId: setting.bookable.businessId, status: 'NORMAL', signedPolicy: 'FOR_EACH', title: 'No id' }],
            nextPageToken: '',
          },
        },
      ],
    });
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const warned = oneEvent(flow, 'booking-warning');
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    expect((await warned).detail).to.include({ operation: 'listAgreements' });
    await flowPage.shownAgreements();
    expect(flowPage.signButtons).to.have.length(0);
    expect(isUnavailable(flowPage.finishButton)).to.equal(false);
  });

  it('reports a page token that never ends as booking-error, with "Try again"', async () => {
    const agreement = {
      id: 'agr_loop',
      businessId: setting.bookable.businessId,
      status: 'NORMAL',
      signedPolicy: 'OPTIONAL',
      title: 'Loop',
    };
    await plan(setting.scope, {
      steps: [{ operation: 'ListAgreements', json: { agreement: [agreement], nextPageToken: 'same' }, times: 3 }],
    });
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const errors: string[] = [];
    flow.addEventListener('booking-error', (event) => errors.push((event as CustomEvent<{ operation: string; code: string }>).detail.code));
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await waitUntil(() => queryByRole(flow, 'button', 'Try again'), 'no "Try again" on screen', { timeout: 9000 });
    expect(errors).to.deep.equal(['INVALID_RESPONSE']);
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

  it('shows a failed agreement list once, reports it, and lists the agreements with "Try again"', async () => {
    // Reads are retried twice: three failures make one error.
    await plan(setting.scope, { steps: [{ operation: 'ListAgreements', error: 'UNAVAILABLE', times: 3 }] });
    const journey = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    const { flow, flowPage } = journey;
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await onStep(flowPage, 'Sign the agreements');
    await waitUntil(() => flowPage.alerts.length === 1, 'the failure is not shown');
    expect(journey.errors.map((error) => [error.operation, error.code])).to.deep.equal([['listAgreements', 'UNAVAILABLE']]);
    expect(flowPage.alerts).to.have.length(1);
    await expect(flow).to.be.accessible();

    flowPage.tryAgain!.click();
    await flowPage.shownAgreements();
    expect(flowPage.alerts).to.have.length(0);
    expect(flowPage.signButtons.length).to.be.greaterThan(0);
    expect(journey.errors).to.have.length(1);
  });

  it('reads every page of agreements, keeps the active ones, and lets optional ones go unsigned', async () => {
    stubWindowOpen();
    const all = await branchAgreements();
    const required = all.find((agreement) => agreement.status === 'NORMAL' && agreement.signedPolicy !== 'OPTIONAL')!;
    const optional = all.find((agreement) => agreement.status === 'NORMAL' && agreement.signedPolicy === 'OPTIONAL')!;
    const deleted = { ...required, id: 'agr_deleted_copy', status: 'DELETED', title: 'Old waiver' };
    await plan(setting.scope, {
      steps: [
        { operation: 'ListAgreements', json: { nextPageToken: 'page-2', agreement: [required] } },
        { operation: 'ListAgreements', json: { nextPageToken: '', agreement: [deleted, optional] } },
      ],
    });
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();

    const listed = (await requestLog(setting.scope)).requests.filter((request) => request.operation === 'ListAgreements');
    expect(listed.map((request) => request.body)).to.deep.equal([
      { companyId: setting.bookable.companyId, businessIds: [setting.bookable.businessId], pagination: { pageSize: 100, pageToken: '' } },
      {
        companyId: setting.bookable.companyId,
        businessIds: [setting.bookable.businessId],
        pagination: { pageSize: 100, pageToken: 'page-2' },
      },
    ]);
    expect(flowPage.agreementRows.map(accessibleName)).to.deep.equal([
      `${required.title} Not opened Sign ${required.title}`,
      `${optional.title} (optional) Not opened Sign ${optional.title}`,
    ]);
    expect(isUnavailable(flowPage.finishButton)).to.equal(true);

    byRole<HTMLButtonElement>(flowPage.signButtons[0]!.el, 'button', /^Sign /).click();
    await waitUntil(() => !isUnavailable(flowPage.finishButton), 'Finish stays unavailable');
    const completed = oneEvent(flow, 'booking-flow-complete');
    flowPage.finishButton.click();
    expect((await completed).detail.agreementRecordIds).to.have.length(1);
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

  it('lists the agreements again through a new client', async () => {
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const listedIn = async (where: string) =>
      (await requestLog(where)).requests.filter((request) => request.operation === 'ListAgreements');
    expect(await listedIn(setting.scope)).to.have.length(1);

    const other = newScope();
    flow.client = createTransport({ baseUrl: scopedBaseUrl(other) });
    await waitUntil(async () => (await listedIn(other)).length === 1, 'the new client never listed the agreements', { timeout: 9000 });
    await flowPage.shownAgreements();
    expect(flowPage.currentStep).to.equal('Sign the agreements');
    expect(flowPage.signButtons.every((signButton) => signButton.el.client === flow.client)).to.equal(true);
    expect(await listedIn(setting.scope)).to.have.length(1);
    await expect(flow).to.be.accessible();
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

  it('does nothing when "Finish" is clicked or pressed before every required agreement is signed', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId });
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const completions: BookingFlowCompleteDetail[] = [];
    flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
    const finish = flowPage.finishButton;
    finish.click();
    finish.focus();
    expect(deepActiveElement(), 'an unavailable button stays focusable').to.equal(finish);
    await sendKeys({ press: 'Enter' });
    await flow.updateComplete;
    expect(completions).to.deep.equal([]);
    expect(flowPage.currentStep).to.equal('Sign the agreements');
  });

  // ---- agreements are opened, never signed --------------------------------------------------------

  /** "Signed" in the three languages with words: what the flow must never say of an opened agreement. */
  const saysSigned = /\bsigned\b|\bfirmad[oa]s?\b|\bsigné/i;

  for (const language of ['en', 'es', 'fr'] as const) {
    it(`never says an opened agreement is signed (lang="${language}"), before or after "Finish"`, async () => {
      stubWindowOpen();
      const policy = (id: string, signedPolicy: string) => ({
        id,
        businessId: setting.bookable.businessId,
        status: 'NORMAL',
        signedPolicy,
        title: `Policy ${id}`,
      });
      await plan(setting.scope, {
        steps: [
          {
            operation: 'ListAgreements',
            json: { agreement: [policy('waiver', 'FOR_EACH'), policy('photos', 'OPTIONAL')], nextPageToken: '' },
          },
          { operation: 'GetAgreementSignLink', json: { agreementRecordId: 'rec_waiver', signUrl: 'https://sign.example/rec_waiver' } },
        ],
      });
      const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId, lang: language });
      await waitUntil(() => flowPage.finder && queryByRole(flowPage.finder.el, 'textbox'), 'the words never loaded');
      await findZip(flowPage, setting.bookable.zipcode);
      const picker = await flowPage.shownPicker();
      await picker.chooseFirstFreeTime();
      await flow.updateComplete;
      byRole<HTMLButtonElement>(
        flow,
        'button',
        language === 'en' ? 'Confirm time' : language === 'es' ? 'Confirmar horario' : 'Confirmer l’horaire',
      ).click();
      await waitUntil(() => flowPage.signButtons.length === 2, 'the agreements never came', { timeout: 9000 });
      // A sign button draws its button once the words of its language have loaded.
      const waiver = await until('the waiver’s sign button', () =>
        byRole<HTMLButtonElement>(flowPage.signButtons[0]!.el, 'button', /Policy waiver/),
      );
      const link = oneEvent(flow, 'agreement-sign-link');
      waiver.click();
      await link;
      await flow.updateComplete;
      const opened = flowPage.part('opened')!;
      expect(opened.querySelector('[part="agreement-state"]')!.textContent).to.equal(
        { en: 'Opened', es: 'Abierto', fr: 'Ouvert' }[language],
      );
      expect(shownText(flow)).to.not.match(saysSigned);
      await expect(flow).to.be.accessible();

      const completed = oneEvent(flow, 'booking-flow-complete');
      byRole<HTMLButtonElement>(flow, 'button', { en: 'Finish', es: 'Finalizar', fr: 'Terminer' }[language]).click();
      expect((await completed).detail.agreements).to.deep.equal([
        { agreementId: 'waiver', agreementRecordId: 'rec_waiver', title: 'Policy waiver' },
      ]);
      await waitUntil(() => flowPage.part('summary'), 'the summary never came');
      const summary = shownText(flow);
      expect(summary).to.contain({ en: 'Sent for signing', es: 'Enviados para firmar', fr: 'Envoyés pour signature' }[language]);
      expect(summary).to.not.match(saysSigned);
      await expect(flow).to.be.accessible();
    });
  }

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
