/**
 * WCAG 2.2 success criterion 4.1.3, Status messages: what each element tells while the customer or
 * staff act (loading, results, errors, a new request in the inbox) is said by a live region,
 * without taking focus. Read with test/accessibility/announcements.ts, which hears what the page
 * asks a screen reader to say.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import { sendRequest, someone, staffToken } from '../helpers/booking-requests.js';
import { typeOver } from '../helpers/keyboard.js';
import { newScope, plan, scopedBaseUrl, gatewayBaseUrl } from '../helpers/reference.js';
import { until } from '../helpers/until.js';
import { restoreWindowOpen, stubWindowOpen } from '../helpers/window-open.js';
import { FeedPage, FinderPage, PickerPage, RequestsPage, SignButtonPage } from '../pages/index.js';
import { listen, type Listener } from './announcements.js';
import { readWorld, shown, type World } from './every-element.js';

/** Waits until the listener heard something that `wanted` matches; hands back everything heard. */
async function heard(listener: Listener, wanted: RegExp): Promise<string[]> {
  await until(`to hear ${wanted} (heard: ${listener.heard.join(' | ')})`, () => listener.heard.some((said) => wanted.test(said)));
  return [...listener.heard];
}

const focusMoves = (said: string[]) => said.filter((each) => each.startsWith('focus:'));

describe('Status messages (WCAG 4.1.3)', function () {
  this.timeout(60000);
  let world: World;
  let listener: Listener | undefined;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    listener?.stop();
    restoreWindowOpen();
  });

  it('<franchise-finder> says that it looks, then what it found, while focus stays in the field', async () => {
    // The lookup takes a moment, as a real service's does: long enough to hear that it looks,
    // whatever the machine's pace (an instant answer could replace the status before it is read).
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 400 }] });
    const el = await fixture<FinderPage['el']>(html`<franchise-finder lang="en-US" base-url=${scopedBaseUrl(scope)}></franchise-finder>`);
    const finder = new FinderPage(el);
    await typeOver(finder.zipField, world.bookable.zipcode);
    listener = listen(el);
    await sendKeys({ press: 'Enter' });
    const said = await heard(listener, new RegExp(`status: .*${world.bookable.businessName}`));
    expect(said[0]).to.match(/^status: Looking for the branch that serves/);
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<availability-picker> says how many times a day offers when it is chosen', async () => {
    const el = await fixture<PickerPage['el']>(
      html`<availability-picker lang="en-US" base-url=${scopedBaseUrl(newScope())} company-id=${world.bookable.companyId} business-id=${world.bookable.businessId}></availability-picker>`,
    );
    const picker = new PickerPage(el);
    // Another day than the one shown first, so that choosing it changes what is said.
    const day = await until('a second free day', () => picker.freeDays.find((each) => each !== picker.chosenDay));
    listener = listen(el);
    day.click();
    const said = await heard(listener, /^status: .+: \d+ free times? with/);
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<agreement-sign-button> says that the agreement opens, then that it opened', async () => {
    stubWindowOpen();
    // The sign link takes a moment, as a real service's does: long enough to hear that it opens.
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'GetAgreementSignLink', latencyMs: 400 }] });
    const agreement = world.fixtures.agreements.normal;
    const el = await fixture<SignButtonPage['el']>(
      html`<agreement-sign-button lang="en-US" base-url=${scopedBaseUrl(scope)} agreement-id=${agreement.id}
        business-id=${agreement.businessId} customer-id=${world.customerId}></agreement-sign-button>`,
    );
    listener = listen(el);
    new SignButtonPage(el).button.click();
    const said = await heard(listener, /^status: The agreement opened in a new window\.$/);
    expect(said).to.include('status: Opening the agreement…');
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<review-feed> says how many more reviews "Show more reviews" loaded', async () => {
    const el = await shown('review-feed', world);
    const feed = new FeedPage(el as FeedPage['el']);
    listener = listen(el);
    await feed.showMore();
    const said = await heard(listener, /^status: \d+ more reviews? loaded/);
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<review-feed> says that reading failed in an alert, with "Try again"', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListReviews', error: 'UNAVAILABLE', times: 20 }] });
    const el = document.createElement('review-feed');
    el.setAttribute('lang', 'en-US');
    el.setAttribute('base-url', scopedBaseUrl(scope));
    el.setAttribute('business-id', world.parkSlope.businessId);
    listener = listen(el);
    await fixture(html`<div>${el}</div>`);
    const said = await heard(listener, /^alert: /);
    await el.updateComplete;
    expect(new FeedPage(el).tryAgain, said.join(' | ')).to.not.equal(null);
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<booking-requests> announces a new request politely while open', async () => {
    const token = await staffToken('staff_owner');
    const el = await fixture<RequestsPage['el']>(
      html`<booking-requests lang="en-US" base-url=${gatewayBaseUrl} business-ids=${world.bookable.businessId} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await page.loaded();
    // The stream's "ready" comes first: a moment for it, then a request arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    listener = listen(el);
    const name = someone();
    await sendRequest(world.bookable, name);
    const said = await heard(listener, /^status: \d+ new requests?$/);
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<abandoned-bookings> says what it reads while it reads, then how many bookings it shows', async () => {
    // The first read takes a moment, as a real service's does: long enough to hear it, at any pace.
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListAbandonedBookings', latencyMs: 400 }] });
    const el = document.createElement('abandoned-bookings');
    for (const [name, value] of Object.entries({
      lang: 'en-US',
      'base-url': scopedBaseUrl(scope),
      'company-id': world.parkSlope.companyId,
      'business-ids': world.parkSlope.businessId,
    }))
      el.setAttribute(name, value);
    listener = listen(el);
    await fixture(html`<div>${el}</div>`);
    const said = await heard(listener, /^status: Showing [\d,]+ of [\d,]+ bookings?$/);
    expect(
      said.some((each) => /^status: (Loading|Reading)/.test(each)),
      said.join(' | '),
    ).to.equal(true);
    expect(focusMoves(said)).to.deep.equal([]);
  });

  it('<review-insights> says how many reviews it has read while pages arrive', async () => {
    const el = document.createElement('review-insights');
    for (const [name, value] of Object.entries({
      lang: 'en-US',
      'base-url': scopedBaseUrl(newScope()),
      'company-id': world.parkSlope.companyId,
      'business-ids': world.parkSlope.businessId,
    }))
      el.setAttribute(name, value);
    listener = listen(el);
    await fixture(html`<div>${el}</div>`);
    const said = await heard(listener, /^status: Reading reviews: [\d,]+ reviews? so far$/);
    expect(focusMoves(said)).to.deep.equal([]);
  });
});
