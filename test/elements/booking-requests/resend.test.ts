/**
 * "Send again" on a failed delivery of `<booking-requests>`, against the test runner's gateway and
 * its embedded database. A delivery fails there as it does for a business: the demo's webhook
 * receiver refuses the customer's request (503), the gateway retries it, and once the requests'
 * clock has run a day ahead the next try is its last (test/helpers/booking-requests.ts). The
 * receiver goes on refusing while the test runs, so that a delivery sent again stays "retrying".
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import { listen, type Listener } from '../../accessibility/announcements.js';
import {
  type Branch,
  changeElsewhere,
  readRequest,
  refuseWebhooks,
  requestWithFailedWebhook,
  sendRequest,
  someone,
  staffToken,
} from '../../helpers/booking-requests.js';
import { gatewayBaseUrl, referenceFixtures } from '../../helpers/reference.js';
import { byRole, deepActiveElement, queryByRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('<booking-requests> sends a failed delivery again', function () {
  this.timeout(60000);
  let branch: Branch;
  let listener: Listener | undefined;

  before(async () => {
    branch = (await referenceFixtures()).enabledBranch;
  });

  afterEach(async () => {
    listener?.stop();
    listener = undefined;
    await refuseWebhooks([]);
  });

  /** The inbox with the request's details open (Enter on "Details"), once its webhook shows failed. */
  async function detailsOf(name: string): Promise<{ page: RequestsPage; details: HTMLElement }> {
    const token = await staffToken('staff_owner');
    const el = await fixture<BookingRequests>(
      html`<booking-requests base-url=${gatewayBaseUrl} business-ids=${branch.businessId} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await page.loaded();
    await page.shownRequest(name);
    page.button(name, 'Details').focus();
    await sendKeys({ press: 'Enter' });
    const details = await until('the details', () => queryByRole(page.request(name)!, 'region', `Details ${name}`));
    await until('the failed webhook', () => webhookLine(details).startsWith('Webhook: failed'));
    return { page, details };
  }

  const webhookLine = (details: HTMLElement) =>
    squash([...details.querySelectorAll('li.delivery')].find((item) => item.textContent?.includes('Webhook'))?.textContent ?? '');
  const historyOf = (details: HTMLElement) => squash(details.querySelector('.history')?.textContent ?? '');

  it('Enter on "Send the webhook again" shows it retrying with a line in the history, says so politely, and keeps the focus on its line', async () => {
    const name = someone();
    const id = await requestWithFailedWebhook(branch, name);
    const { page, details } = await detailsOf(name);
    expect(webhookLine(details)).to.match(/^Webhook: failed \(\d+ attempts\) Send the webhook again$/);
    // Under the change it tells: the request's arrival, the first line of the history.
    const arrival = details.querySelector<HTMLElement>('.history > li:first-child')!;
    expect(queryByRole(arrival, 'button', 'Send the webhook again')).to.not.equal(null);
    const told = arrival.querySelector('ul.deliveries')!.getAttribute('aria-label')!;
    expect(told).to.match(/^Sent for: New by .+, /);
    expect(queryByRole(arrival, 'list', told)).to.not.equal(null);
    await expect(page.el).to.be.accessible();

    listener = listen(page.el);
    byRole(details, 'button', 'Send the webhook again').focus();
    await sendKeys({ press: 'Enter' });
    await until('the polite word', () => listener!.heard.includes('status: The webhook will be sent again shortly.'));
    expect(webhookLine(details)).to.match(/^Webhook: retrying/);
    expect(queryByRole(details, 'button', 'Send the webhook again')).to.equal(null);
    expect(historyOf(details)).to.match(/Webhook sent again by Morgan Reyes \(owner\), /);
    // The button went with the failure: the focus is on the delivery's line, which says where it stands.
    await until('the focus on the line', () => deepActiveElement()?.matches('li.delivery') && deepActiveElement());
    expect(squash(deepActiveElement()!.textContent ?? '')).to.match(/^Webhook: retrying/);
    expect(listener.heard.filter((said) => said.startsWith('alert:'))).to.deep.equal([]);
    await expect(page.el).to.be.accessible();
    // What the gateway keeps: pending again, and who sent it.
    const kept = await readRequest(id);
    expect(kept.deliveries.find((each) => each.channel === 'webhook')?.status).to.equal('pending');
    expect(kept.history.at(-1)).to.include({ action: 'resent', channel: 'webhook', actor: 'Morgan Reyes (owner)' });
  });

  it('says so in an alert, and shows where it stands, when someone sent it again meanwhile (409)', async () => {
    const name = someone();
    const id = await requestWithFailedWebhook(branch, name);
    const { page, details } = await detailsOf(name);
    // A second tab sends it again first.
    const other = await staffToken('staff_owner');
    const deliveryId = (await readRequest(id)).deliveries.find((each) => each.channel === 'webhook')!.id;
    const first = await fetch(`${gatewayBaseUrl}/booking-requests/${id}/resend`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deliveryId }),
    });
    expect(first.status).to.equal(200);

    const warned = oneEvent(page.el, 'booking-warning');
    byRole(details, 'button', 'Send the webhook again').click();
    expect((await warned).detail.operation).to.equal('resendBookingRequestDelivery');
    const alert = await until('the alert', () => queryByRole(details, 'alert'));
    expect(squash(alert.textContent ?? '')).to.equal(
      'The webhook is no longer failed: someone sent it again meanwhile, or it went out. The details show where it stands now.',
    );
    await until('the delivery read again', () => webhookLine(details).startsWith('Webhook: retrying'));
    await until('the focus on the line', () => deepActiveElement()?.matches('li.delivery'));
    await expect(page.el).to.be.accessible();
  });

  it('says why in an alert when the gateway cannot take it, leaves the button for another try, which works', async () => {
    const name = someone();
    await requestWithFailedWebhook(branch, name);
    const { page, details } = await detailsOf(name);
    const button = byRole<HTMLButtonElement>(details, 'button', 'Send the webhook again');
    // The gateway is down for this one request: its answer as a proxy in front of it gives it.
    const original = window.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/resend')) return original(input, init);
      await held;
      return new Response(JSON.stringify({ code: 14, message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } });
    };
    try {
      const warned = oneEvent(page.el, 'booking-warning');
      button.focus();
      await sendKeys({ press: 'Enter' });
      // While it is sent: busy, and the focus stays on the button.
      await until('busy', () => button.getAttribute('aria-disabled') === 'true');
      expect(button.closest('li')!.getAttribute('aria-busy')).to.equal('true');
      expect(deepActiveElement()).to.equal(button);
      await expect(page.el).to.be.accessible();
      release();
      expect((await warned).detail.operation).to.equal('resendBookingRequestDelivery');
      const alert = await until('the alert', () => queryByRole(details, 'alert'));
      expect(squash(alert.textContent ?? '')).to.equal(
        'The webhook was not sent again. The booking service is not available right now. Please try again.',
      );
    } finally {
      window.fetch = original;
    }
    expect(webhookLine(details)).to.match(/^Webhook: failed/);
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
    expect(deepActiveElement()).to.equal(button);
    await expect(page.el).to.be.accessible();

    await sendKeys({ press: 'Enter' });
    await until('taken', () => webhookLine(details).startsWith('Webhook: retrying'));
    expect(queryByRole(details, 'alert')).to.equal(null);
    expect(squash(details.querySelector('[part~="resend-notice"]')!.textContent ?? '')).to.equal('The webhook will be sent again shortly.');
  });

  it('shows under each change of the history what went out for it and whether it went: the e-mail to the customer, the webhook', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    await changeElsewhere(id, 'contacted', 'Left a voicemail');
    await changeElsewhere(id, 'confirmed', '');
    // Everything sent before the page reads it: the details show the deliveries as read.
    const deadline = performance.now() + 15_000;
    for (;;) {
      const { deliveries } = await readRequest(id);
      if (deliveries.length === 6 && deliveries.every((delivery) => delivery.status === 'sent')) break;
      if (performance.now() > deadline) throw new Error(`not all sent: ${JSON.stringify(deliveries)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const token = await staffToken('staff_owner');
    const el = await fixture<BookingRequests>(
      html`<booking-requests base-url=${gatewayBaseUrl} business-ids=${branch.businessId} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await page.loaded();
    await page.shownRequest(name);
    page.button(name, 'Details').click();
    const details = await until('the details', () => queryByRole(page.request(name)!, 'region', `Details ${name}`));
    const lines = () => [...details.querySelectorAll<HTMLElement>('.history > li')];
    await until('three lines', () => lines().length === 3);
    const sent = (line: HTMLElement) =>
      [...line.querySelectorAll('li.delivery')].map((item) => squash(item.textContent ?? '').replace(/ \(.*$/, ''));
    const [arrival, contacted, confirmed] = lines();
    expect(sent(arrival!).sort()).to.deep.equal(['E-mail to the customer: sent', 'E-mail: sent', 'Webhook: sent'].sort());
    // Contacted tells the customer nothing; the business's webhook hears of it.
    expect(sent(contacted!)).to.deep.equal(['Webhook: sent']);
    expect(sent(confirmed!).sort()).to.deep.equal(['E-mail to the customer: sent', 'Webhook: sent']);
    expect(squash(confirmed!.textContent ?? '')).to.match(/^Confirmed by Morgan Reyes \(owner\), /);
    await expect(page.el).to.be.accessible();
  });
});
