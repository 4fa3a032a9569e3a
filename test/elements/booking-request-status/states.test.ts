/**
 * `<booking-request-status>` shows where a real request stands (sent through the gateway, changed
 * by the front desk): each status in the customer's words, the branch's words to them as text, its
 * history without internal notes; a link that opens nothing is one sentence; a failure says so
 * with "Try again". Axe in every state.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { BookingRequestStatusLoadDetail } from '../../../src/elements/booking-request-status/booking-request-status.js';
import { byRole, queryByRole, shownText } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';

const said = (el: HTMLElement) => shownText(el).replace(/\s+/g, ' ').trim();
import { gatewayScope, plan, resetScope } from '../../helpers/reference.js';
import { closeLink, heading, inboxStatus, openLink, openStatusPage, sendWithToken, staffChange } from './fixtures.js';

describe('<booking-request-status>: where the request stands', () => {
  afterEach(() => closeLink());

  it('shows a request just received: not booked until confirmed, its time in the branch zone, groomer, services, history', async () => {
    const sent = await sendWithToken();
    openLink(sent.token);
    const loaded = new Promise<BookingRequestStatusLoadDetail>((resolve) =>
      document.body.addEventListener('booking-request-status-load', (event) => resolve(event.detail), { once: true }),
    );
    const el = await openStatusPage();
    expect((await loaded).status).to.equal('received');
    expect(heading(el)).to.equal('Your request was received');
    const text = said(el);
    expect(text).to.contain('Nothing is booked until the branch confirms it.');
    expect(text).to.contain(sent.reference);
    expect(text).to.contain('Express Groom');
    expect(text).to.contain('Bella');
    expect(text).to.match(/\((Eastern|Central|Mountain|Pacific|[A-Z][a-z]+) /, 'the time is said with its zone');
    expect(text, 'the groomer is named').to.not.contain('a groomer');
    expect(byRole(el.shadowRoot!, 'list', /./).querySelectorAll('li')).to.have.length(1);
    byRole(el.shadowRoot!, 'button', 'Withdraw my request');
    await expect(el).to.be.accessible();
  });

  for (const [status, words, button] of [
    ['contacted', 'The branch is in touch with you', 'Withdraw my request'],
    ['confirmed', 'Your appointment is confirmed', 'Add to calendar'],
    ['declined', 'The branch cannot take this time', undefined],
  ] as const) {
    it(`shows a ${status} request in the customer's words, the branch's words as text, no internal note`, async () => {
      const sent = await sendWithToken();
      await staffChange(sent.id, { status, message: 'See you <b>soon</b>\nBring the leash.' });
      openLink(sent.token);
      const el = await openStatusPage();
      expect(heading(el)).to.equal(words);
      const message = el.shadowRoot!.querySelector('[part~="message"] blockquote')!;
      expect(message.textContent).to.equal('See you <b>soon</b>\nBring the leash.');
      expect(message.querySelector('b')).to.equal(null);
      expect(said(el)).to.not.contain('internal');
      const buttons = [...el.shadowRoot!.querySelectorAll('[part~="actions"] button')].map((b) => b.textContent!.trim());
      expect(buttons).to.deep.equal(button ? [button] : []);
      expect(el.shadowRoot!.querySelectorAll('[part~="history"] li')).to.have.length(2);
      await expect(el).to.be.accessible();
    });
  }

  for (const [status, words] of [
    ['cancelled', 'Your appointment is cancelled'],
    ['withdrawn', 'You withdrew your request'],
  ] as const) {
    it(`shows a ${status} request with nothing left to press`, async () => {
      const sent = await sendWithToken();
      if (status === 'cancelled') {
        await staffChange(sent.id, { status: 'confirmed' });
        await staffChange(sent.id, { status: 'cancelled', message: 'The groomer is ill, sorry.' });
      } else {
        const answer = await fetch('/gateway/booking-requests/mine/withdraw', {
          method: 'POST',
          headers: { authorization: `Bearer ${sent.token}`, 'If-Match': '"1"', 'content-type': 'application/json' },
          body: '{}',
        });
        expect(answer.status, await answer.clone().text()).to.equal(200);
      }
      openLink(sent.token);
      const el = await openStatusPage();
      expect(heading(el)).to.equal(words);
      expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('says in one sentence that a link opens nothing, and nothing else', async () => {
    openLink('not-a-real-capability-0123456789');
    const errors: string[] = [];
    document.body.addEventListener('booking-error', (event) => errors.push(event.detail.code));
    const el = await openStatusPage();
    expect(said(el).trim()).to.equal('This link no longer opens a request: it may have expired, or the request was removed.');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    expect(errors).to.include('NOT_FOUND');
    await expect(el).to.be.accessible();
  });

  it('asks for the link when the page has none', async () => {
    closeLink();
    const el = await openStatusPage();
    expect(said(el).trim()).to.contain('Open this page from the link in the e-mail');
    await expect(el).to.be.accessible();
  });

  it('follows another link when the fragment changes', async () => {
    const first = await sendWithToken();
    const second = await sendWithToken(1);
    await staffChange(second.id, { status: 'confirmed' });
    openLink(first.token);
    const el = await openStatusPage();
    expect(heading(el)).to.equal('Your request was received');
    const loaded = oneEvent(el, 'booking-request-status-load');
    location.hash = `request=${second.token}`;
    expect((await loaded).detail.status).to.equal('confirmed');
    await el.updateComplete;
    expect(heading(el)).to.equal('Your appointment is confirmed');
    expect(JSON.stringify((await loaded).detail)).to.not.contain(second.token);
  });

  it('shows a failure in customer words with "Try again", which reads again', async () => {
    const sent = await sendWithToken();
    openLink(sent.token);
    const original = window.fetch;
    const errors: string[] = [];
    document.body.addEventListener('booking-error', (event) => errors.push(event.detail.operation), { once: true });
    // The gateway out of reach while the page reads (the client's own retries included).
    window.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/booking-requests/mine')
        ? new Response('{"code":14,"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } })
        : original(input, init);
    let el: Awaited<ReturnType<typeof openStatusPage>> | undefined;
    try {
      el = await openStatusPage();
      const alert = await until('the failure', () => queryByRole(el!.shadowRoot!, 'alert'), 15_000);
      expect(said(alert)).to.equal('The booking service is not available right now. Please try again. Try again');
      expect(errors).to.deep.equal(['getMyBookingRequest']);
      await expect(el).to.be.accessible();
    } finally {
      window.fetch = original;
    }
    byRole(el!.shadowRoot!, 'button', 'Try again').click();
    await until('the request', () => el!.shadowRoot!.querySelector('[part~="request"]'), 15_000);
    expect(heading(el)).to.equal('Your request was received');
  });

  it('changes nothing when the link is only opened (a mail scanner following it)', async () => {
    const sent = await sendWithToken();
    openLink(sent.token);
    for (let visit = 0; visit < 3; visit += 1) await openStatusPage();
    const answer = await fetch('/gateway/booking-requests/mine', { headers: { authorization: `Bearer ${sent.token}` } });
    expect(answer.headers.get('etag')).to.equal('"1"');
    expect(await inboxStatus(sent.id)).to.equal('received');
  });

  it('names the groomer as the gateway stored it, and shows the time in the branch zone, when the API cannot name groomers now', async () => {
    const sent = await sendWithToken();
    const { staffName } = (await (
      await fetch('/gateway/booking-requests/mine', { headers: { authorization: `Bearer ${sent.token}` } })
    ).json()) as {
      staffName: string;
    };
    expect(staffName, 'the gateway stored the groomer name').to.not.equal('');
    openLink(sent.token);
    await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', error: 'UNAVAILABLE', times: 10 }] });
    try {
      const el = await openStatusPage();
      expect(heading(el)).to.equal('Your request was received');
      expect(said(el)).to.contain(staffName);
      expect(said(el)).to.match(/\((Eastern|Central|Mountain|Pacific|[A-Z][a-z]+) /);
    } finally {
      await resetScope(gatewayScope);
    }
  });
});
