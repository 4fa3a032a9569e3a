/**
 * `<booking-flow watch send-request>` (issue 41): where no time suits, "Tell me when a time opens"
 * leaves a slot watch with the gateway the test runner mounts (`POST /slot-watches`), read back as
 * staff read it and through the e-mail the customer gets (the demo's mail server). One key for
 * every try of a watch; a failure said in customers' words with "Try again", nothing typed lost;
 * Spanish, right to left, on a phone. Without `watch` nothing of it shows.
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { BookingErrorDetail } from '../../src/shared/events.js';
import { addDays } from '../../src/api/calendar.js';
import { browserTimeZone } from '../../src/common/time.js';
import { staffToken } from '../helpers/booking-requests.js';
import { suiteToday } from '../helpers/clock.js';
import { linksTo } from '../helpers/demo-mail.js';
import { gatewayBaseUrl, gatewayScope, plan, resetScope } from '../helpers/reference.js';
import { accessibleDescription, accessibleName, byLabel, byRole, deepActiveElement, queryByRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { findZip, flowSetting, onStep, renderFlow, tabTo, type Journey } from './booking-flow/journey.js';

/** Each POST to the gateway's /slot-watches the page made, with its Idempotency-Key; answered 503 without reaching it while `failing`. */
function slotWatchPosts(): { readonly keys: string[]; failing: boolean; restore(): void } {
  const original = window.fetch;
  const keys: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/slot-watches')) {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      if (posts.failing) {
        const body = JSON.stringify({ code: 14, message: 'The database is not reachable just now.' });
        return Promise.resolve(new Response(body, { status: 503, headers: { 'content-type': 'application/json' } }));
      }
    }
    return original(input, init);
  };
  const posts = { keys, failing: true, restore: () => (window.fetch = original) };
  return posts;
}

interface KeptWatch {
  reference: string;
  staffIds: string[];
  days: string[];
  parts: string[];
  until: string;
  petType: string;
  customer: { name: string; email: string };
  language: string;
}

/** The branch's watches as staff read them. */
async function keptWatches(businessId: string): Promise<KeptWatch[]> {
  const answer = await fetch(`${gatewayBaseUrl}/slot-watches?business_id=${encodeURIComponent(businessId)}&page_size=100`, {
    headers: { authorization: `Bearer ${await staffToken('staff_owner')}` },
  });
  expect(answer.status).to.equal(200);
  return ((await answer.json()) as { watches: KeptWatch[] }).watches;
}

const someAddress = () => `watch-${Math.random().toString(36).slice(2, 10)}@example.com`;
/** The date `days` after the suite's today in this browser's zone, where the form counts its days. */
const dateAhead = (days: number) => addDays(suiteToday(browserTimeZone()), days);

describe('<booking-flow watch send-request>', function () {
  this.timeout(40000);

  const setting = flowSetting();
  afterEach(async () => {
    await resetScope(gatewayScope);
    await setViewport({ width: 800, height: 600 });
  });

  /** A flow through the gateway at "Choose a time", its picker shown. */
  async function toTimes(attributes: Record<string, string> = {}, pageStyle = ''): Promise<Journey> {
    const journey = await renderFlow(
      setting.scope,
      { 'base-url': gatewayBaseUrl, details: '', 'send-request': '', ...attributes },
      pageStyle,
    );
    // The flow draws once its words are there.
    await until('the finder', () => journey.flowPage.finder && queryByRole(journey.flowPage.finder.el, 'textbox'));
    await findZip(journey.flowPage, setting.bookable.zipcode);
    await onStep(journey.flowPage, attributes['lang'] === 'es' ? 'Elige un horario' : 'Choose a time');
    await journey.flowPage.shownPicker();
    return journey;
  }

  /** The form's heading once it has focus. */
  const shownForm = (journey: Journey, name = 'Tell me when a time opens') =>
    until('the watch form', () => {
      const heading = queryByRole(journey.flow, 'heading', name);
      return heading && deepActiveElement() === heading ? heading : null;
    });

  it('offers nothing of it without the watch attribute', async () => {
    const { flow } = await toTimes({});
    await flow.updateComplete;
    expect(queryByRole(flow, 'button', 'None of these times suit me')).to.equal(null);
    expect(queryByRole(flow, 'button', 'Tell me when a time opens')).to.equal(null);
  });

  it('asks what would suit, says what it agrees to, and keeps the watch once however often it is tried', async () => {
    const posts = slotWatchPosts();
    try {
      const journey = await toTimes({ watch: '' });
      const { flow, errors } = journey;
      // The keyboard reaches the button under the picker and opens the form with Enter.
      await tabTo((element) => element !== null && accessibleName(element) === 'None of these times suit me', 'the watch button');
      await sendKeys({ press: 'Enter' });
      await shownForm(journey);
      expect(flow.shadowRoot!.querySelector('availability-picker')!.checkVisibility()).to.equal(false);
      expect(queryByRole(flow, 'button', 'Confirm time')).to.equal(null);
      await expect(flow).to.be.accessible();

      // The groomers are those the branch's availability named.
      const groomer = byLabel<HTMLSelectElement>(flow, 'Groomer');
      const groomers = [...groomer.options].map((option) => option.text);
      expect(groomers[0]).to.equal('Any groomer');
      expect(groomers.length).to.be.greaterThan(1);

      // Sent empty: each problem said at its field, focus on the first.
      const send = byRole<HTMLButtonElement>(flow, 'button', 'Tell me');
      expect(accessibleDescription(send)).to.match(
        /^We’ll e-mail you when a matching time opens, at most once a day, until .+\. You can stop it from the e-mail\.$/,
      );
      send.click();
      const name = byLabel<HTMLInputElement>(flow, 'Your name');
      await waitUntil(() => deepActiveElement() === name, 'focus never reached the name');
      expect(accessibleDescription(name)).to.equal('Enter your name.');
      expect(accessibleDescription(byLabel(flow, 'E-mail'))).to.equal('Enter your e-mail address.');
      await expect(flow).to.be.accessible();

      // Ticked with the keyboard: Monday and Friday, the morning; a groomer; the e-mail by the rule of "Your details".
      for (const label of ['Monday', 'Friday', /^Morning/]) {
        byLabel<HTMLInputElement>(flow, label).focus();
        await sendKeys({ press: 'Space' });
      }
      groomer.value = groomer.options[1]!.value;
      groomer.dispatchEvent(new Event('input', { bubbles: true }));
      name.focus();
      await sendKeys({ type: 'Ada Watcher' });
      const email = byLabel<HTMLInputElement>(flow, 'E-mail');
      email.focus();
      await sendKeys({ type: 'ada@example' });
      await sendKeys({ press: 'Tab' });
      await waitUntil(
        () => accessibleDescription(email) === 'Enter an e-mail address whose part after the @ is a domain such as example.com.',
      );
      const address = someAddress();
      email.select();
      await sendKeys({ type: address });

      // The first try fails: said in customers' words, with "Try again", nothing typed lost.
      const failed = oneEvent(flow, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
      send.focus();
      await sendKeys({ press: 'Enter' });
      const { detail } = await failed;
      expect(detail.operation).to.equal('createSlotWatch');
      const alert = await until('the failure', () => queryByRole(flow, 'alert'));
      expect(alert.textContent).to.not.include('database');
      expect(byLabel<HTMLInputElement>(flow, 'Your name').value).to.equal('Ada Watcher');
      expect(byLabel<HTMLInputElement>(flow, 'Monday').checked).to.equal(true);
      await expect(flow).to.be.accessible();
      posts.failing = false;
      const tries = posts.keys.length;
      byRole(alert, 'button', 'Try again').click();

      const done = await until('the confirmation', () => queryByRole(flow, 'heading', 'We’ll tell you when a time opens'));
      await waitUntil(() => deepActiveElement() === done, 'focus never reached the confirmation');
      expect(posts.keys).to.have.length(tries + 1);
      expect(new Set(posts.keys).size, 'the same key for every try of the watch').to.equal(1);
      const reference = /Reference: ([A-Z2-9]{4}-[A-Z2-9]{4})/.exec(flow.shadowRoot!.textContent!.replace(/\s+/g, ' '))?.[1];
      expect(reference).to.be.a('string');
      expect(flow.shadowRoot!.textContent).to.include(address);
      await expect(flow).to.be.accessible();
      expect(errors.map((error) => error.operation)).to.deep.equal(['createSlotWatch']);

      const kept = (await keptWatches(setting.bookable.businessId)).find((watch) => watch.reference === reference)!;
      expect(kept.days).to.deep.equal(['MONDAY', 'FRIDAY']);
      expect(kept.parts).to.deep.equal(['morning']);
      expect(kept.staffIds).to.deep.equal([groomer.options[1]!.value]);
      expect(kept.until).to.equal(dateAhead(30));
      expect(kept.customer).to.deep.equal({ name: 'Ada Watcher', email: address });
      const links = await linksTo(address);
      expect(links.some((link) => /\/request\.html#watch=[A-Za-z0-9_-]{43}$/.test(link))).to.equal(true);

      // Back to the times: the picker as it was, focus on the button that opened the form.
      byRole(flow, 'button', 'Back to the times').click();
      await waitUntil(() => accessibleName(deepActiveElement()!) === 'None of these times suit me', 'focus never came back');
      expect(flow.shadowRoot!.querySelector('availability-picker')!.checkVisibility()).to.equal(true);
    } finally {
      posts.restore();
    }
  });

  it('names the branch by its name and starts from the customer the page knows', async () => {
    const journey = await toTimes({ watch: '' });
    const { flow } = journey;
    flow.customer = { name: 'Nadia Rossi', email: 'nadia@example.com' };
    byRole<HTMLButtonElement>(flow, 'button', 'None of these times suit me').click();
    await shownForm(journey);
    const form = byRole(flow, 'form', 'Tell me when a time opens');
    expect(form.textContent).to.include(`when ${setting.bookable.businessName} has a time`);
    expect(byLabel<HTMLInputElement>(flow, 'Your name').value).to.equal('Nadia Rossi');
    expect(byLabel<HTMLInputElement>(flow, 'E-mail').value).to.equal('nadia@example.com');
    // What the customer types is theirs: emptied, the name stays empty.
    const name = byLabel<HTMLInputElement>(flow, 'Your name');
    name.focus();
    name.select();
    await sendKeys({ press: 'Backspace' });
    await flow.updateComplete;
    expect(byLabel<HTMLInputElement>(flow, 'Your name').value).to.equal('');
  });

  it('says "Tell me when a time opens" where the days shown have no free time', async () => {
    const journey = await renderFlow(setting.scope, { 'base-url': gatewayBaseUrl, details: '', 'send-request': '', watch: '' });
    await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', json: { availableDates: [], availability: [] } }] });
    await findZip(journey.flowPage, setting.bookable.zipcode);
    await onStep(journey.flowPage, 'Choose a time');
    const button = await until('the offer', () => queryByRole<HTMLButtonElement>(journey.flow, 'button', 'Tell me when a time opens'));
    await expect(journey.flow).to.be.accessible();
    button.click();
    await shownForm(journey);
    expect(byLabel<HTMLSelectElement>(journey.flow, 'Groomer').options[0]!.text).to.equal('Any groomer');
  });

  it('asks in Spanish, right to left, on a phone', async () => {
    await setViewport({ width: 375, height: 800 });
    const journey = await toTimes({ watch: '', lang: 'es', dir: 'rtl' });
    const { flow } = journey;
    byRole(flow, 'button', 'Ninguno de estos horarios me sirve').click();
    await shownForm(journey, 'Avísame cuando haya un horario libre');
    expect(byLabel<HTMLInputElement>(flow, 'lunes')).to.exist;
    expect(byLabel<HTMLInputElement>(flow, /^Mañana/)).to.exist;
    expect(accessibleDescription(byRole(flow, 'button', 'Avísame'))).to.match(/^Te escribiremos cuando/);
    expect(document.documentElement.scrollWidth, 'nothing wider than the phone').to.be.at.most(375);
    await expect(flow).to.be.accessible();
  });
});
