/**
 * `<booking-requests>` when its staff token ends while the page is open, against the test runner's
 * gateway, which ends the news stream at the token's `exp` (`end` `token-expired`) and refuses the
 * same token after it (401). The demo's identity provider mints tokens that live a few seconds
 * (`staffToken(…, seconds)`); token lifetimes are on the machine's clock, as the gateway's check is.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import { listen, type Listener } from '../../accessibility/announcements.js';
import { type Branch, sendRequest, someone, staffToken } from '../../helpers/booking-requests.js';
import { gatewayBaseUrl, referenceFixtures } from '../../helpers/reference.js';
import { queryByRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const signedOut = 'Your sign-in has ended: sign in again to see new requests as they arrive.';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When a token ends, in ms on the machine's clock (a page's `Date` plays the suite's). */
function endOf(token: string): number {
  const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
  return payload.exp * 1000;
}
const machineNow = () => performance.timeOrigin + performance.now();

describe('<booking-requests> when its staff token ends while it is open', function () {
  this.timeout(40000);
  let branch: Branch;
  let listener: Listener | undefined;

  before(async () => {
    branch = (await referenceFixtures()).enabledBranch;
  });

  afterEach(() => {
    listener?.stop();
    listener = undefined;
  });

  /** The inbox, listened to (what it says, its warnings) from before it is drawn. */
  async function openInbox(token: BookingRequests['token']) {
    const el = document.createElement('booking-requests');
    el.setAttribute('base-url', gatewayBaseUrl);
    el.setAttribute('business-ids', branch.businessId);
    el.token = token;
    const warnings: string[] = [];
    el.addEventListener('booking-warning', (event) => warnings.push(`${event.detail.operation}: ${event.detail.message}`));
    listener = listen(el);
    await fixture(html`<div>${el}</div>`);
    const page = new RequestsPage(el);
    await page.loaded();
    return { el, page, warnings };
  }

  const alerts = () => listener!.heard.filter((said) => said.startsWith('alert:'));

  it('asks staff to sign in again in an alert at the top, said once; a new token takes it away and news arrives again', async () => {
    const short = await staffToken('staff_owner', 4);
    const { el, page, warnings } = await openInbox(short);
    const warned = oneEvent(el, 'booking-warning');
    const alert = await until('the alert', () => queryByRole(el, 'alert'), 10_000);
    expect(squash(alert.textContent ?? '')).to.equal(signedOut);
    expect((await warned).detail).to.deep.equal({ operation: 'readBookingRequestEvents', message: signedOut });
    // First in the inbox, before the period and the count.
    expect(page.region.firstElementChild).to.equal(alert);
    await expect(el).to.be.accessible();
    // Said once, and not again while it stays (the list drawn again meanwhile, a moment later).
    await pause(1500);
    expect(alerts()).to.deep.equal([`alert: ${signedOut}`]);
    expect(warnings).to.deep.equal([`readBookingRequestEvents: ${signedOut}`]);

    el.token = await staffToken('staff_owner');
    await until(
      'the inbox read again, without the alert',
      () => queryByRole(el, 'alert') === null && page.region.getAttribute('aria-busy') === 'false',
    );
    // The stream's "ready" comes first: a moment for it, then a request arrives, and is told.
    await pause(300);
    const name = someone();
    await sendRequest(branch, name);
    await page.shownRequest(name);
    expect(page.announcement).to.match(/^\d+ new requests?$/);
    expect(alerts()).to.deep.equal([`alert: ${signedOut}`]);
    await expect(el).to.be.accessible();
  });

  it('goes on without a word when its token function gives a fresh token as the last one ends', async () => {
    const short = await staffToken('staff_owner', 3);
    const fresh = await staffToken('staff_owner');
    // As a host's sign-in renews a token a moment before it ends.
    const { el, page, warnings } = await openInbox(() => (machineNow() < endOf(short) - 500 ? short : fresh));
    await until('the first token ended', () => machineNow() > endOf(short) + 1000, 10_000);
    const name = someone();
    await sendRequest(branch, name);
    await page.shownRequest(name);
    expect(queryByRole(el, 'alert')).to.equal(null);
    expect(alerts()).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });
});
