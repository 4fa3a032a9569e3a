import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createTransport } from '../../../src/api/transport.js';
import '../../../src/elements/booking-flow/define.js';
import type { BookingFlowCompleteDetail } from '../../../src/elements/booking-flow/events.js';
import {
  customerToken,
  gatewayBaseUrl,
  gatewayScope,
  newScope,
  plan,
  referenceFixtures,
  requestLog,
  resetScope,
  scopedBaseUrl,
} from '../../helpers/reference.js';
import { accessibleName, byRole, deepActiveElement, queryByRole, shownText } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { stubWindowOpen } from '../../helpers/window-open.js';
import { findZip, flowSetting, isUnavailable, onStep, renderFlow, toChosenTime, branchAgreements as agreementsOf } from './journey.js';

describe('<booking-flow>', function () {
  this.timeout(40000);

  const setting = flowSetting();

  /** The branch's agreements as the reference API lists them, read without the element. */
  const branchAgreements = () => agreementsOf(scopedBaseUrl(newScope()), setting.bookable);

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
});
