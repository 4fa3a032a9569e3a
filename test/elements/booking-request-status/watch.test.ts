/**
 * `<booking-request-status>` opened from a slot watch's e-mail (`#watch=<token>`), against the
 * gateway the test runner starts: what is watched in the customer's words, "Stop telling me" (the
 * gateway stops it), a time that opened (`&staff=&start=&end=`) taken with "Take this time" once the
 * pet's name is given (an ordinary request through the watch, which then reads booked), a time the
 * gateway no longer offers (409, said plainly, the watch goes on), a failure with "Try again" and
 * one key. Each test makes its own watch, with an address of its own. Axe in every state.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingErrorDetail } from '../../../src/shared/events.js';
import { resetScope, gatewayScope } from '../../helpers/reference.js';
import { accessibleDescription, byLabel, byRole, deepActiveElement, queryByRole, shownText } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { branch, closeLink, offeredSlots } from './fixtures.js';
import { makeWatch, openWatchLink, openWatchPage, readWatch } from './watch-fixtures.js';

const said = (el: HTMLElement) => shownText(el).replace(/\s+/g, ' ').trim();
const heading = (el: HTMLElement) => el.shadowRoot!.querySelector('[part~="heading"]')?.textContent?.trim() ?? '';
const notice = (el: HTMLElement) => el.shadowRoot!.querySelector('[part~="notice"]')?.textContent?.trim() ?? '';
/** The summary's value for a label. */
function summary(el: HTMLElement, label: string): string {
  const terms = [...el.shadowRoot!.querySelectorAll('[part~="summary"] dt')];
  const term = terms.find((dt) => dt.textContent?.trim() === label);
  return term?.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Each POST to the gateway's /booking-requests the page made, with its key; answered 503 without reaching it while `failing`. */
function requestPosts(): { readonly keys: string[]; failing: boolean; restore(): void } {
  const original = window.fetch;
  const keys: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/gateway/booking-requests') {
      keys.push(request.headers.get('idempotency-key') ?? '');
      if (posts.failing) {
        const body = JSON.stringify({ code: 14, message: 'The database is not reachable just now.' });
        return Promise.resolve(new Response(body, { status: 503, headers: { 'content-type': 'application/json' } }));
      }
    }
    return original(input, init);
  };
  const posts = { keys, failing: false, restore: () => (window.fetch = original) };
  return posts;
}

describe('<booking-request-status>: a slot watch', function () {
  this.timeout(60_000);

  afterEach(async () => {
    closeLink();
    await resetScope(gatewayScope);
  });

  it('shows what is watched in the customer’s words, and where it stands; a GET changes nothing', async () => {
    const watch = await makeWatch();
    openWatchLink(watch.token);
    const loaded = new Promise<string>((resolve) =>
      document.body.addEventListener('booking-request-status-load', (event) => resolve(event.detail.status), { once: true }),
    );
    const el = await openWatchPage();
    expect(await loaded).to.equal('active');
    expect(heading(el)).to.equal('We’ll e-mail you when a time opens');
    byRole(el.shadowRoot!, 'heading', 'We’ll e-mail you when a time opens');
    expect(summary(el, 'Watch reference')).to.equal(watch.reference);
    expect(summary(el, 'Days')).to.equal('Saturdays and Sundays');
    expect(summary(el, 'Times of day')).to.equal('Mornings');
    expect(summary(el, 'Groomer')).to.equal('Any groomer');
    expect(summary(el, 'Until')).to.match(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(summary(el, 'Services')).to.equal('Express Groom');
    expect(summary(el, 'Pet')).to.equal('Dog');
    expect(summary(el, 'Branch')).to.equal('The branch');
    const stop = byRole(el.shadowRoot!, 'button', 'Stop telling me');
    expect(accessibleDescription(stop)).to.equal('No more e-mails about this watch. Nothing else changes.');
    expect(queryByRole(el.shadowRoot!, 'button', 'Take this time')).to.equal(null);
    expect(JSON.stringify(await loaded)).to.not.contain(watch.token);
    await expect(el).to.be.accessible();
    expect((await readWatch(watch.token)).status, 'opening the page changed nothing').to.equal('active');
  });

  it('says "any day" and names the groomers watched, each by name', async () => {
    const slots = await offeredSlots(await branch());
    const watch = await makeWatch({ days: [], parts: [], staffIds: [slots[0]!.staffId] });
    openWatchLink(watch.token);
    const el = await openWatchPage();
    expect(summary(el, 'Days')).to.equal('Any day');
    expect(summary(el, 'Times of day')).to.equal('Any time of day');
    const groomer = summary(el, 'Groomer');
    expect(groomer).to.not.equal('');
    expect(groomer).to.not.equal('A groomer');
    expect(groomer).to.not.contain(slots[0]!.staffId);
  });

  it('stops with "Stop telling me", says no more e-mails will come, and reads stopped again', async () => {
    const watch = await makeWatch();
    openWatchLink(watch.token);
    const el = await openWatchPage();
    const stopped = oneEvent(el, 'booking-request-status-load');
    byRole(el.shadowRoot!, 'button', 'Stop telling me').click();
    expect((await stopped).detail.status).to.equal('stopped');
    await el.updateComplete;
    expect(heading(el)).to.equal('You stopped this watch');
    expect(notice(el)).to.equal('Done: you will get no more e-mails about this watch.');
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('heading');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    await expect(el).to.be.accessible();
    expect((await readWatch(watch.token)).status).to.equal('stopped');

    // Opened again (the same link): stopped, and nothing to press.
    const again = await openWatchPage();
    expect(heading(again)).to.equal('You stopped this watch');
    expect(queryByRole(again.shadowRoot!, 'button')).to.equal(null);
  });

  it('takes a time that opened: asks for the pet’s name, sends a request through the watch, which then reads booked', async () => {
    const [time] = await offeredSlots(await branch());
    const watch = await makeWatch();
    openWatchLink(watch.token, time);
    const el = await openWatchPage();
    const opened = byRole(el.shadowRoot!, 'region', 'A time opened');
    expect(said(opened)).to.match(/\((Eastern|Central|Mountain|Pacific|[A-Z][a-z]+) [^)]*\) with /, 'the time in the branch zone, named');
    expect(said(opened), 'the groomer is named').to.not.contain('with a groomer');
    const take = byRole<HTMLButtonElement>(opened, 'button', 'Take this time');
    await expect(el).to.be.accessible();

    // Sent without the pet's name: said at the field, which takes focus; nothing sent.
    const posts = requestPosts();
    try {
      take.click();
      const petName = byLabel<HTMLInputElement>(el.shadowRoot!, 'Your pet’s name');
      await until('focus on the pet’s name', () => deepActiveElement() === petName);
      expect(accessibleDescription(petName)).to.equal('Enter your pet’s name.');
      expect(petName.getAttribute('aria-invalid')).to.equal('true');
      expect(posts.keys).to.have.length(0);
      await expect(el).to.be.accessible();

      await sendKeys({ type: 'Bella' });
      const booked = new Promise<string>((resolve) =>
        el.addEventListener('booking-request-status-load', (event) => resolve(event.detail.status), { once: true }),
      );
      byRole(el.shadowRoot!, 'button', 'Take this time').click();
      expect(await booked).to.equal('booked');
    } finally {
      posts.restore();
    }
    await el.updateComplete;
    expect(posts.keys).to.have.length(1);
    // Said once: by the receipt, whose heading takes focus, and by no status line beside it.
    expect(notice(el)).to.equal('');
    const sent = byRole(el.shadowRoot!, 'region', 'Request sent');
    expect(said(sent)).to.match(/reference [A-Z2-9]{4}-[A-Z2-9]{4}/);
    expect(said(sent)).to.contain('Nothing is booked until the branch confirms it.');
    expect(said(sent)).to.contain('has the link to follow it');
    await until('focus on the receipt', () => deepActiveElement()?.id === 'sent-heading');
    expect(heading(el)).to.equal('A request was sent through this watch');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    await expect(el).to.be.accessible();
    expect((await readWatch(watch.token)).status).to.equal('booked');
  });

  it('says plainly when the time is gone (409): the watch goes on', async () => {
    const [offered] = await offeredSlots(await branch());
    // A time the branch does not offer: the one offered, a minute later.
    const minute = (instant: string) => new Date(Date.parse(instant) + 60_000).toISOString().replace('.000Z', 'Z');
    const time = { staffId: offered!.staffId, startTime: minute(offered!.startTime), endTime: minute(offered!.endTime) };
    const watch = await makeWatch();
    openWatchLink(watch.token, time);
    const el = await openWatchPage();
    byLabel<HTMLInputElement>(el.shadowRoot!, 'Your pet’s name').focus();
    await sendKeys({ type: 'Rex' });
    byRole(el.shadowRoot!, 'button', 'Take this time').click();
    await until('the notice', () => notice(el) !== '', 20_000);
    const words = 'Someone has just taken this time. Your watch goes on: we’ll e-mail you when another time opens.';
    expect(notice(el)).to.equal(words);
    const opened = byRole(el.shadowRoot!, 'region', 'A time opened');
    expect(opened.getAttribute('part')).to.equal('opened gone');
    expect(said(opened)).to.contain(words);
    expect(queryByRole(opened, 'button')).to.equal(null);
    await until('focus on what happened', () => deepActiveElement()?.id === 'opened-gone');
    expect(heading(el)).to.equal('We’ll e-mail you when a time opens');
    byRole(el.shadowRoot!, 'button', 'Stop telling me');
    await expect(el).to.be.accessible();
    expect((await readWatch(watch.token)).status).to.equal('active');
  });

  it('says a failure in customers’ words with "Try again", keeps what was typed, and tries again with the same key', async () => {
    const [time] = await offeredSlots(await branch());
    const watch = await makeWatch();
    openWatchLink(watch.token, time);
    const el = await openWatchPage();
    const posts = requestPosts();
    posts.failing = true;
    try {
      byLabel<HTMLInputElement>(el.shadowRoot!, 'Your pet’s name').focus();
      await sendKeys({ type: 'Bella' });
      const failed = oneEvent(el, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
      byRole(el.shadowRoot!, 'button', 'Take this time').click();
      expect((await failed).detail.operation).to.equal('sendBookingRequest');
      const alert = await until('the failure', () => queryByRole(el.shadowRoot!, 'alert'), 20_000);
      expect(said(alert)).to.contain('The booking service is not available right now.');
      expect(said(alert)).to.not.contain('database');
      expect(byLabel<HTMLInputElement>(el.shadowRoot!, 'Your pet’s name').value).to.equal('Bella');
      await expect(el).to.be.accessible();
      posts.failing = false;
      const booked = oneEvent(el, 'booking-request-status-load');
      byRole(alert, 'button', 'Try again').click();
      expect((await booked).detail.status).to.equal('booked');
    } finally {
      posts.restore();
    }
    expect(posts.keys.length).to.be.at.least(2);
    expect(new Set(posts.keys).size, 'every try of the press carries one key').to.equal(1);
  });

  it('says in one sentence that a link opens no watch, and nothing else', async () => {
    openWatchLink('not-a-real-capability-0123456789');
    const errors: string[] = [];
    document.body.addEventListener('booking-error', (event) => errors.push(event.detail.code));
    const el = await openWatchPage();
    expect(said(el)).to.equal('This link no longer opens a watch: it may have ended, or the watch was removed.');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    expect(errors).to.include('NOT_FOUND');
    await expect(el).to.be.accessible();
  });

  it('reads again when the fragment opens another watch', async () => {
    const first = await makeWatch();
    const second = await makeWatch();
    await fetch(`/gateway/slot-watches/mine/stop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${second.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    openWatchLink(first.token);
    const el = await openWatchPage();
    expect(heading(el)).to.equal('We’ll e-mail you when a time opens');
    const loaded = oneEvent(el, 'booking-request-status-load');
    location.hash = `watch=${second.token}`;
    expect((await loaded).detail.status).to.equal('stopped');
    await el.updateComplete;
    expect(heading(el)).to.equal('You stopped this watch');
    expect(summary(el, 'Watch reference')).to.equal(second.reference);
  });
});
