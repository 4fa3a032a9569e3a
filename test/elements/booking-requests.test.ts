/**
 * `<booking-requests>` (issue 28) against the test runner's gateway, with its real embedded
 * database, and staff tokens of the demo's identity provider. The database is shared by every
 * test file of a run: each test makes its own requests (through `POST /gateway/booking-requests`,
 * for a time the branch really offers) and looks for them by their customers' names.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingRequests } from '../../src/elements/booking-requests/booking-requests.js';
import '../../src/elements/booking-requests/define.js';
import type { BookingRequestsLoadDetail, BookingRequestUpdateDetail } from '../../src/elements/booking-requests/events.js';
import { type Branch, changeElsewhere, sendRequest, someone, staffToken } from '../helpers/booking-requests.js';
import { gatewayBaseUrl, referenceFixtures } from '../helpers/reference.js';
import { deepActiveElement } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { RequestsPage } from '../pages/booking-requests.js';

describe('<booking-requests>', function () {
  this.timeout(40000);
  let branch: Branch;
  let owner: string;

  before(async () => {
    branch = (await referenceFixtures()).enabledBranch;
    owner = await staffToken('staff_owner');
  });

  async function renderInbox(token = owner, businessIds = branch.businessId): Promise<RequestsPage> {
    const el = await fixture<BookingRequests>(
      html`<booking-requests base-url=${gatewayBaseUrl} business-ids=${businessIds} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await page.loaded();
    return page;
  }

  it('lists the requests newest first with their contact links and status, counts those not handled, and is accessible', async () => {
    const name = someone();
    await sendRequest(branch, name);
    const el = document.createElement('booking-requests');
    el.setAttribute('base-url', gatewayBaseUrl);
    el.setAttribute('business-ids', branch.businessId);
    el.token = owner;
    const loaded = oneEvent(el, 'booking-requests-load') as Promise<CustomEvent<BookingRequestsLoadDetail>>;
    document.body.append(el);
    try {
      const { detail } = await loaded;
      const page = new RequestsPage(el);
      const item = await page.shownRequest(name);
      expect(detail.count).to.be.greaterThan(0);
      expect(detail.unhandled).to.be.greaterThan(0);
      expect(page.unhandled).to.equal(`${detail.unhandled.toLocaleString('en-US')} not handled yet`);
      expect(page.statusOf(name)).to.equal('New');
      const links = [...item.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
      expect(links[0]).to.equal('tel:+15551234567');
      expect(links[1]).to.match(/^sms:\+15551234567\?body=Hi%20Ana/);
      expect(links[2]).to.match(/^mailto:ana@example\.com\?subject=/);
      expect(item.textContent).to.contain('Pet: Bella');
      // The groomer named as the availability names them.
      expect(item.querySelector('.wanted')!.textContent).to.match(/^Wants .+ with \S+/);
      await expect(el).to.be.accessible();
    } finally {
      el.remove();
    }
  });

  it('filters by status, and the CSV holds what is filtered', async () => {
    const [fresh, called] = [someone(), someone()];
    await sendRequest(branch, fresh);
    await changeElsewhere(await sendRequest(branch, called), 'contacted', 'Left a message');
    const page = await renderInbox();
    await page.shownRequest(called);
    expect(page.statusOf(called)).to.equal('Contacted');
    page.filter('Status').focus();
    page.filter('Status').value = 'contacted';
    page.filter('Status').dispatchEvent(new Event('change'));
    await until('only contacted requests', () => page.request(fresh) === null);
    expect(page.request(called)).to.not.equal(null);
    const saved: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return original.call(URL, blob);
    };
    try {
      const { click } = HTMLAnchorElement.prototype;
      HTMLAnchorElement.prototype.click = () => undefined;
      try {
        [...page.shadow.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Download CSV')!.click();
      } finally {
        HTMLAnchorElement.prototype.click = click;
      }
    } finally {
      URL.createObjectURL = original;
    }
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    const csv = await saved[0]!.text();
    expect(csv.startsWith('Received (')).to.equal(true);
    expect(csv).to.contain(called);
    expect(csv).to.not.contain(fresh);
    expect(csv).to.contain("'+1 555 123 4567");
    // The internal notes, last: what the front desk wrote of each request.
    expect(csv.split('\r\n')[0]!.endsWith(',Internal notes')).to.equal(true);
    expect(csv).to.contain('Left a message');
    await expect(page.el).to.be.accessible();
  });

  it('confirms a request with one press: shown at once, kept after a reload, with its history', async () => {
    const name = someone();
    await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    page.button(name, 'Confirm').focus();
    const updated = oneEvent(page.el, 'booking-request-update') as Promise<CustomEvent<BookingRequestUpdateDetail>>;
    await sendKeys({ press: 'Enter' });
    // No form first: once the branch says the time is still free, the change is shown before the gateway answers.
    await until('shown confirmed', () => page.statusOf(name) === 'Confirmed');
    expect(page.request(name)!.querySelector('form, input')).to.equal(null);
    expect((await updated).detail.status).to.equal('confirmed');
    await until('the focus on the request', () => deepActiveElement() === page.request(name));
    await expect(page.el).to.be.accessible();
    page.el.remove();

    const again = await renderInbox();
    await again.shownRequest(name);
    expect(again.statusOf(name)).to.equal('Confirmed');
    again.button(name, 'Details').click();
    await until('the history', () => again.request(name)?.querySelector('.history li:nth-child(2)'));
    const history = again.request(name)!.querySelector('.history')!.textContent!.replace(/\s+/g, ' ');
    expect(history).to.contain('New by');
    expect(history).to.match(/Confirmed by Morgan Reyes \(owner\), /);
    await expect(again.el).to.be.accessible();
  });

  it('keeps a note typed with "Add a note" with the next change, and never asks for one', async () => {
    const name = someone();
    await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    const add = page.button(name, 'Add a note');
    expect(add.getAttribute('aria-expanded')).to.equal('false');
    add.focus();
    await sendKeys({ press: 'Enter' });
    const note = await until('the note field focused', () => {
      const focused = deepActiveElement();
      return focused instanceof HTMLInputElement && focused.name === 'note' && focused;
    });
    expect(add.getAttribute('aria-expanded')).to.equal('true');
    expect(note.required).to.equal(false);
    await sendKeys({ type: 'Left a voicemail' });
    await expect(page.el).to.be.accessible();
    // Escape closes the field, back to its button; what was typed stays for the change.
    await sendKeys({ press: 'Escape' });
    await until('the focus back on "Add a note"', () => deepActiveElement() === page.button(name, 'Add a note'));
    expect(page.request(name)!.querySelector('input[name="note"]')).to.equal(null);
    page.button(name, 'Mark contacted').focus();
    await sendKeys({ press: 'Enter' });
    expect(page.statusOf(name)).to.equal('Contacted');
    page.button(name, 'Details').click();
    await until('the note in the history', () => page.request(name)?.querySelector('.history q'));
    expect(page.request(name)!.querySelector('.history')!.textContent!.replace(/\s+/g, ' ')).to.match(
      /Contacted by Morgan Reyes \(owner\), .* Left a voicemail/,
    );
    // The note went with its change: the next one starts without it.
    page.button(name, 'Add a note').click();
    const empty = await until('the note field', () => page.request(name)?.querySelector<HTMLInputElement>('input[name="note"]'));
    expect(empty.value).to.equal('');
    await expect(page.el).to.be.accessible();
  });

  it('undoes a change the gateway refuses, and says so', async () => {
    const name = someone();
    await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? Promise.resolve(
            new Response(JSON.stringify({ code: 14, message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } }),
          )
        : original(input, init);
    try {
      page.button(name, 'Add a note').click();
      const note = await until('the note field', () => page.request(name)?.querySelector<HTMLInputElement>('input[name="note"]'));
      note.value = 'Called twice';
      note.dispatchEvent(new InputEvent('input'));
      page.button(name, 'Mark contacted').click();
      await until('the refusal', () => page.alert);
    } finally {
      window.fetch = original;
    }
    expect(page.alert!.textContent).to.contain('The change was not saved and is undone');
    expect(page.statusOf(name)).to.equal('New');
    // Nothing typed is lost: the note is back in its field for another try.
    expect(page.request(name)!.querySelector<HTMLInputElement>('input[name="note"]')!.value).to.equal('Called twice');
    await expect(page.el).to.be.accessible();
  });

  it('says that someone else changed the request meanwhile (412), and shows their change', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    // This tab hears no news (its stream held), as when the other tab's change crosses this one's.
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/booking-requests/events')
        ? new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('closed', 'AbortError'))),
          )
        : original(input, init);
    try {
      const page = await renderInbox();
      await page.shownRequest(name);
      await changeElsewhere(id, 'contacted', 'Left a message');
      page.button(name, 'Mark contacted').click();
      await until('the conflict', () => page.alert);
      expect(page.alert!.textContent).to.contain(
        'Someone else changed this request meanwhile: Morgan Reyes (owner) marked it Contacted (“Left a message”)',
      );
      expect(page.statusOf(name)).to.equal('Contacted');
      await expect(page.el).to.be.accessible();
      // Deciding again from what it is now: the change is kept.
      const updated = oneEvent(page.el, 'booking-request-update');
      page.button(name, 'Confirm').click();
      await updated;
      expect(page.statusOf(name)).to.equal('Confirmed');
      expect(page.alert).to.equal(null);
    } finally {
      window.fetch = original;
    }
  });

  it('closes the decline’s form with Escape, the focus back on the request', async () => {
    const name = someone();
    await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    page.button(name, 'Decline').focus();
    await sendKeys({ press: 'Enter' });
    // A decline's form opens on the words for the customer.
    await until('the words field focused', () => deepActiveElement()?.localName === 'textarea');
    await sendKeys({ press: 'Escape' });
    await until('the form closed', () => !page.request(name)?.querySelector('form'));
    await until('the focus on the request', () => deepActiveElement() === page.request(name));
    expect(page.statusOf(name)).to.equal('New');
  });

  it('shows a new request at the top while open, and announces it politely', async () => {
    const page = await renderInbox();
    // The stream's "ready" comes first: a moment for it, then a request arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const name = someone();
    await sendRequest(branch, name);
    await page.shownRequest(name);
    expect(page.announcement).to.match(/^\d+ new requests?$/);
    expect(page.shadow.querySelector('[part~="announcement"]')!.getAttribute('role')).to.equal('status');
    expect(page.shadow.querySelector('li.request h3')!.textContent).to.equal(name);
    await expect(page.el).to.be.accessible();
  });

  it('catches up with what arrived while its news stream was cut', async () => {
    const original = window.fetch;
    let cut: (() => void) | undefined;
    let reopened: () => void = () => undefined;
    const mayReopen = new Promise<void>((resolve) => (reopened = resolve));
    let streams = 0;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/booking-requests/events')) return original(input, init);
      streams += 1;
      if (streams > 1) await mayReopen;
      const controller = new AbortController();
      init?.signal?.addEventListener('abort', () => controller.abort());
      if (streams === 1) cut = () => controller.abort();
      return original(input, { ...init, signal: controller.signal });
    };
    try {
      const page = await renderInbox();
      await until('the first stream', () => cut);
      cut!();
      const name = someone();
      await sendRequest(branch, name);
      reopened();
      await page.shownRequest(name);
      expect(streams).to.equal(2);
      page.el.remove();
    } finally {
      window.fetch = original;
    }
  });

  it('shows the front desk only its own branch', async () => {
    const world = await referenceFixtures();
    const frontDesk = await staffToken('staff_front_desk');
    const parkSlope = world.branches.find((each) => each.businessName.endsWith('Park Slope') && each.companyId === branch.companyId);
    const name = someone();
    await sendRequest(branch, name);
    if (parkSlope && parkSlope.businessId !== branch.businessId) {
      const page = await renderInbox(frontDesk, parkSlope.businessId);
      expect(page.request(name)).to.equal(null);
      page.el.remove();
      const refused = await renderInbox(frontDesk, branch.businessId);
      expect(refused.alert!.textContent).to.contain('This inbox cannot show these branches');
      await expect(refused.el).to.be.accessible();
    } else {
      const page = await renderInbox(frontDesk, branch.businessId);
      await page.shownRequest(name);
    }
  });

  it('asks staff to sign in without a token', async () => {
    const page = await renderInbox('');
    expect(page.alert!.textContent).to.contain('Sign in as staff to see booking requests.');
    await expect(page.el).to.be.accessible();
  });
});
