/**
 * `<booking-flow send-request>` (issue 27): the flow sends the customer's request to the gateway,
 * which keeps it (in its embedded database) and delivers it to the business (the demo's webhook
 * receiver); "Request sent" only once the gateway answered that it kept it; one key for every try
 * of a request; a time taken meanwhile, a failure, a gateway that takes no requests, a setup
 * without a way to reach the customer. Through the gateway the test runner mounts, on the suite's clock.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { BookingFlowCompleteDetail, BookingFlowCustomer } from '../../src/elements/booking-flow/events.js';
import type { BookingErrorDetail } from '../../src/shared/events.js';
import { gatewayBaseUrl, gatewayScope, oneBranchGatewayUrl, plan, resetScope } from '../helpers/reference.js';
import { accessibleName, byRole, deepActiveElement, queryByRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import type { FlowPage } from '../pages/index.js';
import '../../src/elements/booking-requests/define.js';
import { someone } from '../helpers/booking-requests.js';
import { RequestsPage } from '../pages/booking-requests.js';
import { findZip, flowSetting, onStep, renderFlow, toChosenTime, type Journey } from './booking-flow/journey.js';

const jane: Omit<BookingFlowCustomer, 'petType' | 'note'> = {
  name: 'Jane Doe',
  phone: '555 123 4567',
  email: 'jane@example.com',
  petName: 'Biscuit',
};

/** Each POST to a gateway's /booking-requests the page made, with its Idempotency-Key. */
function watchRequests(): { readonly keys: string[]; restore(): void } {
  const original = window.fetch;
  const keys: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/booking-requests')) keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
    return original(input, init);
  };
  return { keys, restore: () => (window.fetch = original) };
}

/** A staff token of the demo's identity provider, for the owner of the bookable branch's company. */
async function ownerToken(): Promise<string> {
  const answer = await fetch('/_demo/idp/_demo/staff-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId: 'staff_owner' }),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** The request as the gateway keeps it, read back as staff do. */
async function keptRequest(id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${await ownerToken()}` },
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** What the demo's receivers got (its webhook receiver and its mail server). */
async function received(): Promise<{
  deliveries: { verified: boolean; type: string; data: { reference?: string } | null }[];
  mails: { to: string[]; subject: string; text: string; links: string[]; calendar: { method: string; status: string } | undefined }[];
}> {
  return (await fetch('/_demo/webhook/received')).json();
}

/** Asks `probe` every 200 ms until it finds something, for at most 12 s (the gateway delivers within about a second). */
async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 60; tries += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} never came`);
}

describe('<booking-flow send-request>', function () {
  this.timeout(40000);

  const setting = flowSetting();
  afterEach(() => resetScope(gatewayScope));

  /** A flow through the gateway with "Your details" and send-request, at that step with the details typed. */
  async function toFilledDetails(base = gatewayBaseUrl): Promise<Journey> {
    const journey = await renderFlow(setting.scope, { 'base-url': base, details: '', 'send-request': '' });
    await toChosenTime(journey.flowPage, setting.bookable.zipcode);
    journey.flowPage.confirmTimeButton.click();
    await journey.flowPage.shownDetails();
    for (const [field, value] of Object.entries(jane)) await journey.flowPage.fill(field as keyof typeof jane, value);
    return journey;
  }

  /** The details step's "Finish" (the form's submit button), whatever it reads now. */
  const finishButton = (flowPage: FlowPage) => byRole<HTMLButtonElement>(flowPage.el, 'button', /^(Finish|Sending…)$/);

  it('says before sending that a pasted name or note holds what the gateway cannot keep, and sends nothing', async () => {
    const watch = watchRequests();
    try {
      const { flow, flowPage, errors } = await toFilledDetails();
      const completions: unknown[] = [];
      flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
      const cannotBeSent = 'Something in this text cannot be sent, such as a broken emoji or a hidden character. Type it again.';
      // Pasted: half of an emoji in the name, a NUL in the note.
      await flowPage.fill('name', 'Jane \uD83D Doe');
      await flowPage.fill('note', 'Shy with the dryer.\u0000');
      expect(flowPage.fieldProblem('name')).to.equal(cannotBeSent);
      // The note's description goes on with its count.
      expect(flowPage.fieldProblem('note')).to.match(/ of 2,000 characters$/);
      expect(flowPage.fieldProblem('note').startsWith(`${cannotBeSent} `)).to.equal(true);
      finishButton(flowPage).click();
      await waitUntil(() => deepActiveElement() === flowPage.field('name'), 'focus never reached the name');
      await expect(flow).to.be.accessible();
      // The name fixed, the next try goes to the note.
      await flowPage.fill('name', 'Jane 🐶 Doe');
      expect(flowPage.fieldProblem('name')).to.equal('');
      finishButton(flowPage).click();
      await waitUntil(() => deepActiveElement() === flowPage.field('note'), 'focus never reached the note');
      expect(watch.keys, 'nothing sent').to.deep.equal([]);
      expect(completions).to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    } finally {
      watch.restore();
    }
  });

  it('sends the request, says "Sending…" meanwhile, and "Request sent" with its reference once the gateway kept it', async () => {
    const watch = watchRequests();
    try {
      const { flow, flowPage, errors } = await toFilledDetails();
      // The gateway asks the API whether the time is still offered: slowly, so that "Sending…" is seen.
      await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', latencyMs: 800 }] });
      const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
      finishButton(flowPage).click();
      await until('"Sending…"', () => accessibleName(finishButton(flowPage)) === 'Sending…');
      expect(finishButton(flowPage).getAttribute('aria-disabled')).to.equal('true');
      finishButton(flowPage).click();
      await expect(flow).to.be.accessible();

      const { detail } = await completed;
      expect(watch.keys, 'one request, however many presses').to.have.length(1);
      expect(watch.keys[0]).to.match(/^[A-Za-z0-9_-]{8,64}$/);
      await waitUntil(() => accessibleName(deepActiveElement()!) === 'Request sent', 'the summary never took focus');
      expect(flowPage.part('next-steps')!.textContent).to.equal(
        `${setting.bookable.businessName} has your request and will confirm the appointment with you. Until then, the time is not booked.`,
      );
      expect(detail.request?.reference).to.match(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(flowPage.part('reference')!.textContent).to.equal(detail.request!.reference);
      expect(detail.customer).to.include({ name: 'Jane Doe', petName: 'Biscuit' });
      expect(errors).to.deep.equal([]);
      await expect(flow).to.be.accessible();

      // Kept: staff read it back from the gateway, as it was sent.
      const kept = await keptRequest(detail.request!.id);
      expect(kept.status).to.equal(200);
      expect(kept.body).to.include({ reference: detail.request!.reference, status: 'received', staffId: detail.slot.staffId });
      expect(kept.body['customer']).to.include({ name: 'Jane Doe', email: 'jane@example.com' });

      // Delivered: the business's receiver got it, its signature verified.
      const { reference } = detail.request!;
      const delivered = await eventually('the webhook', async () =>
        (await received()).deliveries.find((delivery) => delivery.data?.reference === reference),
      );
      expect(delivered).to.include({ verified: true, type: 'booking_request.received' });
      // And e-mailed to the front desk, the requested time attached as a calendar file.
      const mailOf = async (to: string) =>
        (await received()).mails.find((mail) => mail.to.includes(to) && mail.subject.includes(reference));
      const mailed = await eventually('the e-mail', () => mailOf('front-desk@demo.example'));
      expect(mailed.calendar).to.include({ method: 'PUBLISH', status: 'TENTATIVE' });
      // The customer, who gave an e-mail, is told it is not booked until the branch confirms.
      const told = await eventually("the customer's e-mail", () => mailOf('jane@example.com'));
      expect(told.text).to.include('It is not booked until the branch confirms it');
      expect(told.calendar).to.include({ method: 'PUBLISH', status: 'TENTATIVE' });
    } finally {
      watch.restore();
    }
  });

  it('carries the services and the pet type chosen to the gateway, its webhook and e-mails, and the inbox', async () => {
    const groom = setting.world.services.find(
      (service) => service.companyId === setting.bookable.companyId && service.name === 'Full Groom',
    )!;
    const name = someone();
    const { flow, flowPage, errors } = await renderFlow(
      setting.scope,
      { 'base-url': gatewayBaseUrl, details: '', 'send-request': '' },
      '',
      [{ id: groom.id, name: 'Full groom', petTypes: 'DOG CAT' }],
    );
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'What would you like?');
    const petType = await until('the pet type', () => queryByRole<HTMLSelectElement>(flowPage.shownPanel!, 'combobox', 'Type of pet'));
    petType.value = 'DOG';
    petType.dispatchEvent(new Event('change', { bubbles: true }));
    await flow.updateComplete;
    byRole<HTMLInputElement>(flowPage.shownPanel!, 'checkbox', 'Full groom').click();
    await flow.updateComplete;
    flowPage.continueButton.focus();
    flowPage.continueButton.click();
    await onStep(flowPage, 'Choose a time');
    const picker = await flowPage.shownPicker();
    await picker.chooseFirstFreeTime();
    await flow.updateComplete;
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    for (const [field, value] of Object.entries({ ...jane, name })) await flowPage.fill(field as keyof typeof jane, value);
    expect(flowPage.field<HTMLSelectElement>('petType').value, 'the pet type chosen with the services').to.equal('DOG');
    const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
    finishButton(flowPage).click();
    const { detail } = await completed;
    const services = [{ id: groom.id, name: 'Full groom' }];
    expect(detail).to.deep.include({ services, petType: 'DOG' });
    expect(errors).to.deep.equal([]);

    // Kept by the gateway, which asked the API for that time for these services.
    const kept = await keptRequest(detail.request!.id);
    expect(kept.body['services']).to.deep.equal(services);
    expect(kept.body['customer']).to.include({ petType: 'DOG' });
    expect((Date.parse(String(kept.body['endTime'])) - Date.parse(String(kept.body['startTime']))) / 60_000).to.equal(
      groom.durationMinutes,
    );
    // Delivered with them: the webhook's data is the request, the e-mails name them.
    const { reference } = detail.request!;
    const delivered = await eventually('the webhook', async () =>
      (await received()).deliveries.find((delivery) => delivery.data?.reference === reference),
    );
    expect((delivered.data as { services?: unknown }).services).to.deep.equal(services);
    const mailOf = async (to: string) => (await received()).mails.find((mail) => mail.to.includes(to) && mail.subject.includes(reference));
    expect((await eventually('the e-mail', () => mailOf('front-desk@demo.example'))).text).to.include('Services: Full groom (dog)');
    expect((await eventually("the customer's e-mail", () => mailOf(jane.email))).text).to.include('Services: Full groom (dog)');

    // And the inbox shows them with the request.
    const inbox = document.createElement('booking-requests');
    inbox.setAttribute('base-url', gatewayBaseUrl);
    inbox.setAttribute('business-ids', setting.bookable.businessId);
    inbox.token = await ownerToken();
    document.body.append(inbox);
    try {
      const item = await new RequestsPage(inbox).shownRequest(name);
      expect(item.textContent).to.contain('Pet: Biscuit (dog)');
      expect(item.textContent).to.contain('Services: Full groom');
      await expect(inbox).to.be.accessible();
    } finally {
      inbox.remove();
    }
  });

  it('tries again with the same key after a failure, nothing typed lost', async () => {
    const watch = watchRequests();
    try {
      const { flow, flowPage, errors } = await toFilledDetails();
      // The API down for the first sending and the client's own two retries.
      await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', error: 'UNAVAILABLE', times: 3 }] });
      finishButton(flowPage).click();
      const alert = await until('the failure', () => queryByRole(flowPage.el, 'alert'));
      expect(alert.textContent).to.contain('The booking service is not available right now. Please try again.');
      expect(accessibleName(finishButton(flowPage))).to.equal('Finish');
      expect(queryByRole(flow, 'heading', 'Request sent')).to.equal(null);
      expect(errors.map((error) => [error.operation, error.code])).to.deep.equal([['sendBookingRequest', 'UNAVAILABLE']]);
      expect(flowPage.field('name').value).to.equal('Jane Doe');
      await expect(flow).to.be.accessible();

      const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
      byRole<HTMLButtonElement>(alert, 'button', 'Try again').click();
      const { detail } = await completed;
      expect(detail.request?.reference).to.match(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(watch.keys.length).to.be.at.least(2);
      expect(new Set(watch.keys).size, 'every try of the request carries one key').to.equal(1);
    } finally {
      watch.restore();
    }
  });

  it('goes back to the field the gateway refused, naming it, focus on it, and sends once it is mended', async () => {
    // A gateway whose rule is newer than the page's: the request reaches it with an address it refuses (issue 40's john..doe).
    const original = window.fetch;
    let forged = true;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!forged || !url.endsWith('/booking-requests') || typeof init?.body !== 'string') return original(input, init);
      const body = JSON.parse(init.body) as { customer: { email: string } };
      body.customer.email = 'john..doe@example.com';
      return original(input, { ...init, body: JSON.stringify(body) });
    };
    try {
      const { flow, flowPage, errors } = await toFilledDetails();
      const completions: unknown[] = [];
      flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
      finishButton(flowPage).click();
      await until('focus on the e-mail', () => deepActiveElement() === flowPage.field('email'));
      expect(flowPage.fieldProblem('email')).to.equal(
        'The booking service did not accept “E-mail”. Check it and try again. A phone number, an e-mail address, or both.',
      );
      expect(flowPage.fieldProblem('phone')).to.equal('');
      expect(queryByRole(flowPage.el, 'alert'), 'never "not available on this page"').to.equal(null);
      expect(accessibleName(finishButton(flowPage))).to.equal('Finish');
      expect(completions).to.deep.equal([]);
      // The page is told, as of any failed request: the gateway's words name the field.
      expect(errors.map((error) => [error.code, error.message.includes('customer.email')])).to.deep.equal([['INVALID_ARGUMENT', true]]);
      await expect(flow).to.be.accessible();

      // Mended: the word goes as the field changes, and the request is kept.
      forged = false;
      await flowPage.fill('email', 'jane.doe@example.com');
      expect(flowPage.fieldProblem('email')).to.equal('');
      const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
      finishButton(flowPage).click();
      const { detail } = await completed;
      expect(detail.request?.reference).to.match(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect((await keptRequest(detail.request!.id)).body['customer']).to.include({ email: 'jane.doe@example.com' });
    } finally {
      window.fetch = original;
    }
  });

  it('goes back to the times when the time was taken meanwhile, that time left out, the details kept', async () => {
    const { flow, flowPage } = await toFilledDetails();
    const picker = flowPage.picker!;
    const taken = picker.el.value!;
    const spoken = (slot: HTMLElement) => accessibleName(slot).replace(/[\u202f\u00a0]/g, ' ');
    const time = new Intl.DateTimeFormat('en-US', { timeZone: taken.timeZone, hour: 'numeric', minute: '2-digit' });
    const takenName = `${time.format(Date.parse(taken.startTime)).replace(/[\u202f\u00a0]/g, ' ')} with ${taken.firstName} ${taken.lastName}`;
    expect(picker.slots.map(spoken), 'the time chosen is listed').to.include(takenName);
    // The API no longer offers the time when the gateway checks it.
    await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', json: { availableDates: [], availability: [] } }] });
    finishButton(flowPage).click();
    await onStep(flowPage, 'Choose a time');
    const notice = await until('the notice', () => queryByRole(flowPage.el, 'alert'));
    expect(notice.textContent).to.equal('Someone has just taken that time. Please choose another one.');
    // The picker asks its times again, and lists that day without the time taken (or none, if it was its last).
    await until('the times asked again', () => !picker.loading && picker.days.length > 0);
    const day = picker.day(taken.date);
    if (day.getAttribute('aria-disabled') === 'false') await picker.chooseDay(taken.date);
    expect(picker.slots.map(spoken)).to.not.include(takenName);
    expect(flowPage.confirmTimeButton.getAttribute('aria-disabled')).to.equal('true');
    await expect(flow).to.be.accessible();

    // Another time, and the details as they were typed.
    await picker.chooseFirstFreeTime();
    expect(queryByRole(flowPage.el, 'alert')).to.equal(null);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    expect(flowPage.field('name').value).to.equal('Jane Doe');
    const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
    finishButton(flowPage).click();
    const { detail } = await completed;
    expect(detail.slot.startTime === taken.startTime && detail.slot.staffId === taken.staffId).to.equal(false);
    expect(detail.request).to.not.equal(null);
  });

  it('never says it sent to a gateway that takes no requests, and tells the owner why', async () => {
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => warned.push(String(message));
    try {
      const { flow, flowPage, errors } = await toFilledDetails(oneBranchGatewayUrl);
      finishButton(flowPage).click();
      const alert = await until('the failure', () => queryByRole(flowPage.el, 'alert'));
      expect(alert.textContent!.trim()).to.equal('This is not available on this page right now.');
      expect(queryByRole(alert, 'button', 'Try again')).to.equal(null);
      expect(queryByRole(flow, 'heading', 'Request sent')).to.equal(null);
      expect(errors.map((error: BookingErrorDetail) => error.code)).to.deep.equal(['NOT_FOUND']);
      await waitUntil(() => warned.length > 0, 'the owner was never told');
      expect(warned[0]).to.contain('does not take booking requests (send-request)');
      await expect(flow).to.be.accessible();
    } finally {
      console.warn = warn;
    }
  });

  it('is a setup problem without a way to reach the customer (neither details nor customer-id)', async () => {
    const { flow, errors } = await renderFlow(setting.scope, { 'base-url': gatewayBaseUrl, 'send-request': '' });
    const alert = await until('the problem', () => queryByRole(flow, 'alert'));
    expect(alert.textContent).to.contain('send-request needs a way to reach the customer');
    expect(queryByRole(flow, 'textbox')).to.equal(null);
    expect(errors.map((error) => error.code)).to.deep.equal(['INVALID_ARGUMENT']);
    await expect(flow).to.be.accessible();
  });

  it('says "Request sent" in Spanish and French, right to left too', async () => {
    const { flow, flowPage } = await toFilledDetails();
    const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
    finishButton(flowPage).click();
    const { reference } = (await completed).detail.request!;
    for (const [lang, heading, term] of [
      ['es', 'Solicitud enviada', 'Referencia'],
      ['fr', 'Demande envoyée', 'Référence'],
    ] as const) {
      flow.setAttribute('lang', lang);
      await until(`the summary in ${lang}`, () => queryByRole(flow, 'heading', heading));
      expect(flowPage.part('summary')!.textContent).to.contain(term);
      expect(flowPage.part('reference')!.textContent).to.equal(reference);
      await expect(flow).to.be.accessible();
    }
    flow.setAttribute('dir', 'rtl');
    await flow.updateComplete;
    expect(getComputedStyle(flowPage.part('summary')!).direction).to.equal('rtl');
    await expect(flow).to.be.accessible();
  });
});
