/**
 * The answers the customer hears of, in `<booking-requests>`, against the test runner's gateway
 * and the reference API: "Decline" with words for the customer and other times picked from the
 * branch's availability (an offered time taken meanwhile: the reference API's plan answers the
 * availability without it), "Cancel booking" with its second step, what the customer was told,
 * "Tell them by phone" for a customer without an e-mail, and "Overdue" once the requests' clock is
 * past the deadline. By keyboard, with axe in each state, in Spanish right to left too.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import {
  type Branch,
  changeElsewhere,
  readRequest,
  requestsClockAhead,
  sendRequest,
  someone,
  staffToken,
} from '../../helpers/booking-requests.js';
import { suiteToday } from '../../helpers/clock.js';
import { gatewayBaseUrl, gatewayScope, plan, referenceAvailability, referenceFixtures, resetScope } from '../../helpers/reference.js';
import { byRole, deepActiveElement, queryByRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('<booking-requests> answers the customer', function () {
  this.timeout(60000);
  let branch: Branch;

  before(async () => {
    branch = (await referenceFixtures()).enabledBranch;
  });

  afterEach(async () => {
    await resetScope(gatewayScope);
    await requestsClockAhead(0);
  });

  async function renderInbox(attributes: { lang?: string; dir?: string } = {}): Promise<RequestsPage> {
    const token = await staffToken('staff_owner');
    const el = await fixture<BookingRequests>(
      html`<booking-requests lang=${attributes.lang ?? 'en'} dir=${attributes.dir ?? 'ltr'} base-url=${gatewayBaseUrl}
        business-ids=${branch.businessId} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await until('the inbox read', () => el.shadowRoot!.querySelector('[part~="board"]')?.getAttribute('aria-busy') === 'false');
    return page;
  }

  /** Presses a button with the keyboard: focus, then Enter. */
  async function press(button: HTMLElement): Promise<void> {
    button.focus();
    await sendKeys({ press: 'Enter' });
  }

  const form = (page: RequestsPage, name: string) => page.request(name)!.querySelector<HTMLElement>('[part~="change-form"]');
  const choices = (page: RequestsPage, name: string) => [
    ...page.request(name)!.querySelectorAll<HTMLInputElement>('.offers input[type="checkbox"]'),
  ];

  /** The decline's form, opened by keyboard, once the branch's times are read; the focus on the words for the customer. */
  async function openDecline(page: RequestsPage, name: string, words = 'Decline'): Promise<HTMLInputElement[]> {
    await press(page.button(name, words));
    await until('the words focused', () => deepActiveElement()?.localName === 'textarea');
    await until('the times', () => choices(page, name).length >= 4 && choices(page, name));
    return choices(page, name);
  }

  /** Ticks a checkbox as a keyboard does: focus, then Space. */
  async function tick(box: HTMLInputElement): Promise<void> {
    box.focus();
    await sendKeys({ press: 'Space' });
  }

  it('declines with words for the customer and two other times: the gateway keeps them, and the request says what was sent', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    const boxes = await openDecline(page, name);
    await expect(page.el).to.be.accessible();
    expect(squash(form(page, name)!.textContent ?? '')).to.contain('0 of 3 chosen.');
    await sendKeys({ type: 'Sorry, that day is full. Here are two other times.' });

    // Three at most: the others are disabled, with a word why, until one is taken back.
    for (const box of boxes.slice(0, 3)) await tick(box);
    await until('the rest disabled', () => choices(page, name)[3]!.disabled);
    const why = page.el.shadowRoot!.getElementById(choices(page, name)[3]!.getAttribute('aria-describedby')!);
    expect(squash(why!.textContent ?? '')).to.equal('3 chosen, the most a decline offers: uncheck one to choose another.');
    await expect(page.el).to.be.accessible();
    await tick(choices(page, name)[2]!);
    await until('enabled again', () => !choices(page, name)[3]!.disabled);
    const chosen = choices(page, name)
      .filter((box) => box.checked)
      .map((box) => box.value);
    expect(chosen).to.have.length(2);

    await press(byRole(form(page, name)!, 'button', 'Send the decline'));
    await until('declined', () => page.statusOf(name) === 'Declined');
    await until('the focus on the request', () => deepActiveElement() === page.request(name));

    const kept = await readRequest(id);
    expect(kept.status).to.equal('declined');
    expect(kept.message).to.equal('Sorry, that day is full. Here are two other times.');
    expect(kept.offers.map((offer) => `${offer.staffId} ${new Date(offer.startTime!).toISOString()}`)).to.deep.equal(
      chosen.map((value) => {
        const [staff, start] = value.split(' ');
        return `${staff} ${new Date(start!).toISOString()}`;
      }),
    );
    expect(kept.history.at(-1)).to.include({ status: 'declined', message: 'Sorry, that day is full. Here are two other times.' });
    const item = squash(page.request(name)!.textContent ?? '');
    expect(item).to.contain('To the customer: Sorry, that day is full. Here are two other times. Offered instead');
    expect(item).to.match(/Offered instead: [^;]+; [^;]+ Call/);
    // The history says it too.
    await press(page.button(name, 'Details'));
    await until('the history', () => page.request(name)?.querySelector('.history .told'));
    expect(squash(page.request(name)!.querySelector('.history')!.textContent ?? '')).to.match(
      /Declined by Morgan Reyes \(owner\), .* To the customer: Sorry, that day is full\. Here are two other times\. Offered instead: /,
    );
    await expect(page.el).to.be.accessible();
  });

  it('names an offered time taken meanwhile, reads the times again and keeps what was typed', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    const boxes = await openDecline(page, name);
    await sendKeys({ type: 'We are full that day.' });
    await tick(boxes[0]!);
    await tick(boxes[1]!);
    const [gone, kept] = [boxes[0]!.value, boxes[1]!.value];
    const goneLabel = squash(boxes[0]!.closest('label')!.textContent ?? '');

    // Someone books the first time elsewhere: the branch's availability no longer has it.
    const today = suiteToday('UTC');
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
    const availability = await referenceAvailability(branch, start, end);
    const [goneStaff, goneStart] = gone.split(' ');
    for (const day of availability.availability)
      for (const staff of day.staff)
        if (staff.staffId === goneStaff)
          staff.availableSlots = staff.availableSlots.filter((slot) => Date.parse(slot.startTime) !== Date.parse(goneStart!));
    await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', json: availability, times: 20 }] });

    await press(byRole(form(page, name)!, 'button', 'Send the decline'));
    const alert = await until('the alert', () => queryByRole(page.request(name)!, 'alert'));
    expect(squash(alert.textContent ?? '')).to.match(/^Not sent: .+ is no longer free\. Your words are kept/);
    expect(squash(alert.textContent ?? '')).to.contain(goneLabel);
    await until('the times read again', () => choices(page, name).length > 0);
    expect(page.statusOf(name)).to.equal('New');
    expect(page.request(name)!.querySelector('textarea')!.value).to.equal('We are full that day.');
    expect(choices(page, name).some((box) => box.value === gone)).to.equal(false);
    expect(choices(page, name).find((box) => box.value === kept)?.checked).to.equal(true);
    expect(squash(form(page, name)!.textContent ?? '')).to.contain('1 of 3 chosen.');
    await expect(page.el).to.be.accessible();
    expect((await readRequest(id)).status).to.equal('received');

    // Choosing another and sending again: kept.
    await tick(choices(page, name).find((box) => !box.checked)!);
    await press(byRole(form(page, name)!, 'button', 'Send the decline'));
    await until('declined', () => page.statusOf(name) === 'Declined');
    const now = await readRequest(id);
    expect(now.message).to.equal('We are full that day.');
    expect(now.offers).to.have.length(2);
  });

  it('cancels a confirmed booking with words for the customer, after a second step that says what it does', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    await changeElsewhere(id, 'confirmed', '');
    const page = await renderInbox();
    await page.shownRequest(name);
    await press(page.button(name, 'Cancel booking'));
    await until('the words focused', () => deepActiveElement()?.localName === 'textarea');
    await sendKeys({ type: 'The groomer is ill, sorry.' });
    await expect(page.el).to.be.accessible();
    await press(byRole(form(page, name)!, 'button', 'Cancel booking'));
    const yes = await until('the second step', () => queryByRole(page.request(name)!, 'button', 'Yes, cancel the booking'));
    expect(deepActiveElement()).to.equal(yes);
    expect(squash(form(page, name)!.textContent ?? '')).to.match(
      new RegExp(`^Cancel ${name}’s booking of .+\\? They are told by e-mail\\.`),
    );
    expect(page.statusOf(name)).to.equal('Confirmed');
    await expect(page.el).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await until('cancelled', () => page.statusOf(name) === 'Cancelled');
    const kept = await readRequest(id);
    expect(kept.status).to.equal('cancelled');
    expect(kept.message).to.equal('The groomer is ill, sorry.');
    expect(squash(page.request(name)!.textContent ?? '')).to.contain('To the customer: The groomer is ill, sorry. Call');
    await expect(page.el).to.be.accessible();
  });

  it('"Keep the booking" goes back without a change', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    await changeElsewhere(id, 'confirmed', '');
    const page = await renderInbox();
    await page.shownRequest(name);
    await press(page.button(name, 'Cancel booking'));
    await until('the form', () => form(page, name));
    await press(byRole(form(page, name)!, 'button', 'Cancel booking'));
    await press(await until('keep', () => queryByRole(page.request(name)!, 'button', 'Keep the booking')));
    await until('the form closed', () => !form(page, name));
    expect(deepActiveElement()).to.equal(page.request(name));
    expect((await readRequest(id)).status).to.equal('confirmed');
  });

  it('says "Tell them by phone" with a call link on an answered request from a customer without an e-mail', async () => {
    const name = someone();
    const id = await sendRequest(branch, name, { phone: '+1 555 010 7788' });
    await changeElsewhere(id, 'confirmed', '');
    const withEmail = someone();
    const other = await sendRequest(branch, withEmail);
    await changeElsewhere(other, 'confirmed', '');
    const page = await renderInbox();
    await page.shownRequest(name);
    await page.shownRequest(withEmail);
    const link = byRole<HTMLAnchorElement>(page.request(name)!, 'link', `Tell them by phone ${name}`);
    expect(link.getAttribute('href')).to.equal('tel:+15550107788');
    expect(squash(link.closest('p')!.textContent ?? '')).to.equal(`No e-mail given, nothing was sent: Tell them by phone ${name}`);
    expect(queryByRole(page.request(withEmail)!, 'link', `Tell them by phone ${withEmail}`)).to.equal(null);
    await expect(page.el).to.be.accessible();
  });

  it('marks a request unanswered past its deadline "Overdue", in words, and the status filter keeps those', async () => {
    const late = someone();
    await sendRequest(branch, late);
    const answered = someone();
    const id = await sendRequest(branch, answered);
    await changeElsewhere(id, 'contacted', '');
    // A day and an hour later on the requests' clock: past BOOKING_REQUEST_ANSWER_HOURS (24).
    await requestsClockAhead(25 * 3_600_000);
    const page = await renderInbox();
    await page.shownRequest(late);
    await page.shownRequest(answered);
    expect(squash(page.request(late)!.querySelector('[part~="overdue"]')?.textContent ?? '')).to.equal('Overdue');
    expect(page.request(answered)!.querySelector('[part~="overdue"]')).to.equal(null);
    await expect(page.el).to.be.accessible();
    const filter = page.filter('Status');
    filter.value = 'overdue';
    filter.dispatchEvent(new Event('change', { bubbles: true }));
    await until('only the overdue', () => page.request(answered) === null);
    expect(page.request(late)).to.not.equal(null);
    await expect(page.el).to.be.accessible();
  });

  it('speaks Spanish right to left in the decline’s form', async () => {
    const name = someone();
    await sendRequest(branch, name);
    const page = await renderInbox({ lang: 'es', dir: 'rtl' });
    await page.shownRequest(name);
    await openDecline(page, name, 'Rechazar');
    const text = squash(form(page, name)!.textContent ?? '');
    expect(text).to.contain('Palabras para el cliente (opcional)');
    expect(text).to.contain('Ofrecer otros horarios (hasta 3)');
    expect(text).to.contain('0 de 3 elegidos.');
    const item = page.request(name)!.getBoundingClientRect();
    const label = form(page, name)!.querySelector('label')!.getBoundingClientRect();
    // The label starts at the right.
    expect(item.right - label.right).to.be.below(label.left - item.left);
    await expect(page.el).to.be.accessible();
  });
});
