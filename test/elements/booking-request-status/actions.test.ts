/**
 * What a customer does on `<booking-request-status>`, each a button's POST through the real
 * gateway: withdraw (the inbox sees it), withdraw after the branch changed the request meanwhile
 * (412: read again, said), take a time the branch offered with its decline (a new request linked to
 * the declined one; the page follows it), and one someone took meanwhile (409 ABORTED, said, that
 * time marked). Axe in every state.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { byRole, queryByRole, shownText } from '../../helpers/roles.js';
import { gatewayScope, plan, resetScope } from '../../helpers/reference.js';
import { until } from '../../helpers/until.js';
import { suiteNow } from '../../helpers/clock.js';
import { StatusPage } from '../../pages/index.js';
import type { BookingRequestStatusElement } from '../../../src/elements/booking-request-status/booking-request-status.js';
import { branch, closeLink, heading, inboxStatus, offeredSlots, openLink, openStatusPage, sendWithToken, staffChange } from './fixtures.js';

const said = (el: HTMLElement) => shownText(el).replace(/\s+/g, ' ').trim();
const notice = (el: BookingRequestStatusElement) => new StatusPage(el).notice;

/** A request declined with two other times offered, and its page open. */
async function declinedWithOffers() {
  const slots = await offeredSlots(await branch());
  const sent = await sendWithToken(0);
  await staffChange(sent.id, { status: 'declined', message: 'Fully booked that morning.', offers: [slots[2]!, slots[3]!] });
  openLink(sent.token);
  const el = await openStatusPage();
  return { sent, el, offers: [slots[2]!, slots[3]!] };
}

describe('<booking-request-status>: what the customer does', () => {
  afterEach(async () => {
    closeLink();
    await resetScope(gatewayScope);
  });

  it('withdraws an unanswered request with one press, and the inbox sees it', async () => {
    const sent = await sendWithToken();
    openLink(sent.token);
    const el = await openStatusPage();
    const withdrawn = oneEvent(el, 'booking-request-withdraw');
    byRole(el.shadowRoot!, 'button', 'Withdraw my request').click();
    expect((await withdrawn).detail).to.deep.equal({ id: sent.id });
    await el.updateComplete;
    expect(heading(el)).to.equal('You withdrew your request');
    expect(notice(el)).to.equal('Your request is withdrawn.');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('heading');
    expect(await inboxStatus(sent.id)).to.equal('withdrawn');
    await expect(el).to.be.accessible();
  });

  it('reads again and says what changed when the branch answered meanwhile (412), then withdraws on a second press', async () => {
    const sent = await sendWithToken();
    openLink(sent.token);
    const el = await openStatusPage();
    await staffChange(sent.id, { status: 'contacted' });
    byRole(el.shadowRoot!, 'button', 'Withdraw my request').click();
    await until('the change said', () => notice(el).startsWith('This request changed'), 15_000);
    expect(notice(el)).to.equal('This request changed since you opened it: the branch is in touch with you. Look again before you decide.');
    expect(heading(el)).to.equal('The branch is in touch with you');
    expect(await inboxStatus(sent.id)).to.equal('contacted');
    await expect(el).to.be.accessible();

    byRole(el.shadowRoot!, 'button', 'Withdraw my request').click();
    await until('withdrawn', () => heading(el) === 'You withdrew your request', 15_000);
    expect(await inboxStatus(sent.id)).to.equal('withdrawn');
  });

  it('lists the times offered with a decline, and takes one with one press: a new request linked to the declined one', async () => {
    const { sent, el } = await declinedWithOffers();
    expect(heading(el)).to.equal('The branch cannot take this time');
    const offers = el.shadowRoot!.querySelectorAll('[part~="offer"]');
    expect(offers).to.have.length(2);
    const take = [...offers[0]!.querySelectorAll('button')][0]!;
    expect(take.textContent!.trim()).to.equal('Take this time');
    await expect(el).to.be.accessible();

    const sentKeys: string[] = [];
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/gateway/booking-requests')
        sentKeys.push(request.headers.get('idempotency-key') ?? '');
      return original(input, init);
    };
    try {
      const loaded = oneEvent(el, 'booking-request-status-load');
      take.click();
      expect((await loaded).detail.status).to.equal('received');
    } finally {
      window.fetch = original;
    }
    await el.updateComplete;
    expect(sentKeys).to.have.length(1);
    expect(heading(el)).to.equal('Your request was received');
    expect(notice(el)).to.match(/^Your request for the new time was sent \(reference [A-Z2-9]{4}-[A-Z2-9]{4}\)\.$/);
    expect(location.hash)
      .to.match(/^#request=/)
      .and.not.contain(sent.token);
    // The declined request now names the one that took its time.
    const old = await fetch('/gateway/booking-requests/mine', { headers: { authorization: `Bearer ${sent.token}` } });
    const { replacedBy } = (await old.json()) as { replacedBy: string };
    expect(replacedBy).to.not.equal('');
    expect(await inboxStatus(replacedBy)).to.equal('received');
    await expect(el).to.be.accessible();
  });

  it('says plainly when an offered time was taken meanwhile (409), and marks that time gone', async () => {
    const { sent, el } = await declinedWithOffers();
    // The API no longer offers the time when the gateway checks it.
    await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', json: { availableDates: [], availability: [] } }] });
    const [first] = el.shadowRoot!.querySelectorAll('[part~="offer"]');
    byRole(first!, 'button', 'Take this time').click();
    await until('the notice', () => notice(el) !== '', 15_000);
    expect(notice(el)).to.equal('Someone has just taken that time. Please choose another one, or contact the branch.');
    const gone = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="offer"]')[0]!;
    expect(gone.getAttribute('part')).to.equal('offer gone');
    expect(said(gone)).to.contain('No longer free');
    expect(queryByRole(gone, 'button')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('[part~="offer"] button')).to.have.length(1);
    expect(heading(el)).to.equal('The branch cannot take this time');
    expect(await inboxStatus(sent.id)).to.equal('declined');
    await expect(el).to.be.accessible();
  });

  it('tries a failed press again with the same key, so the branch gets one request', async () => {
    const { el } = await declinedWithOffers();
    const sentKeys: string[] = [];
    const original = window.fetch;
    let refuse = true;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/gateway/booking-requests') {
        sentKeys.push(request.headers.get('idempotency-key') ?? '');
        if (refuse) return new Response('{"code":14,"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
      }
      return original(input, init);
    };
    try {
      byRole(el.shadowRoot!, 'button', 'Take this time').click();
      const alert = await until('the failure', () => queryByRole(el.shadowRoot!, 'alert'), 20_000);
      expect(said(alert)).to.contain('The booking service is not available right now.');
      await expect(el).to.be.accessible();
      refuse = false;
      const loaded = oneEvent(el, 'booking-request-status-load');
      byRole(alert, 'button', 'Try again').click();
      expect((await loaded).detail.status).to.equal('received');
    } finally {
      window.fetch = original;
    }
    expect(new Set(sentKeys).size, 'every try of the press carries one key').to.equal(1);
    expect(sentKeys.length).to.be.at.least(2);
  });

  it('offers "Add to calendar" once confirmed, a REQUEST with the flow\'s UID', async () => {
    const sent = await sendWithToken();
    await staffChange(sent.id, { status: 'confirmed' });
    openLink(sent.token);
    const el = await openStatusPage();
    const { confirmedTimeFile } = await import('../../../src/elements/booking-request-status/request-calendar.js');
    const { bookingRequestStatusStrings } = await import('../../../src/elements/booking-request-status/booking-request-status.strings.js');
    const answer = await fetch('/gateway/booking-requests/mine', { headers: { authorization: `Bearer ${sent.token}` } });
    const view = (await answer.json()) as { businessId: string; staffId: string; startTime: string; endTime: string; version: number };
    const file = confirmedTimeFile({ ...view, branch: 'Park Slope', groomer: 'Kim' }, bookingRequestStatusStrings, new Date(suiteNow()));
    expect(file).to.contain('METHOD:REQUEST');
    expect(file).to.contain('STATUS:CONFIRMED');
    expect(file).to.contain(`SEQUENCE:${view.version}`);
    expect(file).to.match(/UID:\d{8}T\d{6}Z-/);
    const clicked = new Promise<string>((resolve) => {
      const original = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        HTMLAnchorElement.prototype.click = original;
        resolve(this.download);
      };
    });
    byRole(el.shadowRoot!, 'button', 'Add to calendar').click();
    expect(await clicked).to.equal('grooming-appointment.ics');
  });
});
