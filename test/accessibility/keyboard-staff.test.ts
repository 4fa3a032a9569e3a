/**
 * WCAG 2.2 success criterion 2.1.1, Keyboard, for the staff elements: every key of each element's
 * keyboard map (docs/elements/<tag>.md, "Keyboard") pressed as the front desk presses it, with
 * what it does and where focus goes after it. The maps name these tests.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { sendRequest, someone, staffToken } from '../helpers/booking-requests.js';
import { gatewayBaseUrl } from '../helpers/reference.js';
import { deepActiveElement } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { AbandonedPage, InsightsPage, RequestsPage } from '../pages/index.js';
import { readWorld, shown, type World } from './every-element.js';

const press = (key: string) => sendKeys({ press: key });

describe('Keyboard (WCAG 2.1.1): the staff elements', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  it('<booking-requests>: Enter on "Add a note" opens the note with focus there, Escape closes it back to its button, Enter on "Confirm" confirms at once', async () => {
    const name = someone();
    await sendRequest(world.bookable, name);
    const token = await staffToken('staff_owner');
    const el = await fixture<RequestsPage['el']>(
      html`<booking-requests lang="en-US" base-url=${gatewayBaseUrl} business-ids=${world.bookable.businessId} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await page.shownRequest(name);
    page.button(name, 'Add a note').focus();
    await press('Enter');
    const note = await until('the note field focused', () => {
      const focused = deepActiveElement();
      return focused instanceof HTMLInputElement && focused.name === 'note' && focused;
    });
    await sendKeys({ type: 'Booked by phone' });
    await press('Escape');
    await waitUntil(() => deepActiveElement() === page.button(name, 'Add a note'), 'Escape did not go back to "Add a note"');
    expect(note.isConnected, 'the note field is closed').to.equal(false);
    page.button(name, 'Confirm').focus();
    await press('Enter');
    await waitUntil(() => page.statusOf(name) === 'Confirmed', 'Enter did not confirm at once');
    await waitUntil(() => deepActiveElement() === page.request(name), 'focus is not on the request after confirming');
    // "Details": Enter opens the request's history, focus staying on the button.
    const details = page.button(name, 'Details');
    details.focus();
    await press('Enter');
    await waitUntil(() => details.getAttribute('aria-expanded') === 'true', 'Enter did not open the details');
    expect(deepActiveElement()).to.equal(details);
  });

  it('<abandoned-bookings>: Enter on "Details" opens a booking’s details, focus staying on the button', async () => {
    const el = await shown('abandoned-bookings', world);
    const board = new AbandonedPage(el as AbandonedPage['el']);
    const details = await until('a booking with details', () =>
      board.bookings()[0]?.querySelector<HTMLButtonElement>('[part~="details-button"]'),
    );
    details.focus();
    await press('Enter');
    await waitUntil(() => details.getAttribute('aria-expanded') === 'true', 'Enter did not open the details');
    expect(deepActiveElement()).to.equal(details);
    await press('Enter');
    await waitUntil(() => details.getAttribute('aria-expanded') === 'false', 'Enter did not close the details');
  });

  it('<review-insights>: Enter on a topic opens the reviews that mention it, focus staying on the topic', async () => {
    const el = await shown('review-insights', world);
    const insights = new InsightsPage(el as InsightsPage['el']);
    const topic = await until('a topic with reviews', () =>
      [...insights.table('What customers mention').querySelectorAll<HTMLButtonElement>('button')].find((button) => !button.disabled),
    );
    topic.focus();
    await press('Enter');
    await waitUntil(() => topic.getAttribute('aria-expanded') === 'true', 'Enter did not open the topic');
    expect(deepActiveElement()).to.equal(topic);
    expect(insights.shadow.querySelector(`#${topic.getAttribute('aria-controls')}`)?.textContent ?? '').to.not.equal('');
  });
});
