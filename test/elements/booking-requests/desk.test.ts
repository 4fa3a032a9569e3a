/**
 * `<booking-requests>` for a busy desk (issue 40), against the test runner's gateway and its real
 * database: a note saved alone, by name, with no change of status; the search box and the days of
 * the requested time; "Pause new requests", which holds arrivals in a count until "Show them"; and
 * `booking-requests-load` sent again as requests arrive, for the page's title.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import type { BookingRequestsLoadDetail } from '../../../src/elements/booking-requests/events.js';
import { type Branch, readRequest, sendRequest, someone, staffToken } from '../../helpers/booking-requests.js';
import { typeOver } from '../../helpers/keyboard.js';
import { gatewayBaseUrl, referenceFixtures } from '../../helpers/reference.js';
import { byLabel, byRole, deepActiveElement, queryByRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

describe('<booking-requests> for a busy desk', function () {
  this.timeout(40000);
  let branch: Branch;
  let owner: string;

  before(async () => {
    branch = (await referenceFixtures()).enabledBranch;
    owner = await staffToken('staff_owner');
  });

  async function renderInbox(loads: BookingRequestsLoadDetail[] = []): Promise<RequestsPage> {
    const el = await fixture<BookingRequests>(
      html`<booking-requests base-url=${gatewayBaseUrl} business-ids=${branch.businessId} .token=${owner}
        @booking-requests-load=${(event: CustomEvent<BookingRequestsLoadDetail>) => loads.push(event.detail)}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await page.loaded();
    return page;
  }

  it('saves a note on its own with Enter: kept by name in the history, the status unchanged', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    page.button(name, 'Add a note').focus();
    await sendKeys({ press: 'Enter' });
    await until('the note field focused', () => (deepActiveElement() as HTMLInputElement | null)?.name === 'note');
    await sendKeys({ type: 'Asked for a later time' });
    await expect(page.el).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await until('the note saved', () => queryByRole(page.request(name)!, 'status', 'Note saved.'));
    await until('the focus back on "Add a note"', () => deepActiveElement() === page.button(name, 'Add a note'));
    expect(page.request(name)!.querySelector('input[name="note"]')).to.equal(null);
    expect(page.statusOf(name)).to.equal('New');
    const kept = await readRequest(id);
    expect(kept.status).to.equal('received');
    expect(kept.history.at(-1)).to.include({ action: 'note', note: 'Asked for a later time', actor: 'Morgan Reyes (owner)' });
    page.button(name, 'Details').click();
    await until('the note in the history', () => page.request(name)?.querySelector('.history q'));
    expect(page.request(name)!.querySelector('.history')!.textContent!.replace(/\s+/g, ' ')).to.match(
      /Note by Morgan Reyes \(owner\), .* Asked for a later time/,
    );
    // "Save note" saves it too; the next change starts without it.
    page.button(name, 'Add a note').click();
    const field = await until('the note field', () => page.request(name)?.querySelector<HTMLInputElement>('input[name="note"]'));
    expect(field.value).to.equal('');
    await typeOver(field, 'Second call');
    byRole(page.request(name)!, 'button', 'Save note').click();
    await until('the second note kept', async () => (await readRequest(id)).history.some((line) => line.note === 'Second call'));
    await expect(page.el).to.be.accessible();
  });

  it('finds requests by name, phone digits and reference, and by the days of the requested time', async () => {
    const [ana, bo] = [someone(), someone()];
    await sendRequest(branch, ana, { phone: '+1 (555) 201-7788', email: 'ana@example.com' });
    const boId = await sendRequest(branch, bo, { phone: '', email: 'bo@example.com' });
    const page = await renderInbox();
    await page.shownRequest(bo);
    const search = byRole<HTMLInputElement>(page.el, 'textbox', 'Search by name, phone, e-mail or reference');
    await typeOver(search, ana.toUpperCase());
    await until('only Ana', () => page.request(bo) === null && page.request(ana));
    await typeOver(search, '201 7788');
    await until('Ana by her phone', () => page.request(bo) === null && page.request(ana));
    const { reference, startTime } = await readRequest(boId);
    await typeOver(search, reference.toLowerCase());
    await until('Bo by the reference', () => page.request(ana) === null && page.request(bo));
    await expect(page.el).to.be.accessible();
    await typeOver(search, '');
    await until('both again', () => page.request(ana) && page.request(bo));
    // A range that ends before Bo's day leaves Bo out.
    const to = byLabel<HTMLInputElement>(page.el, 'Requested time to');
    const dayBefore = new Date(Date.parse(startTime!) - 2 * 86_400_000).toISOString().slice(0, 10);
    to.value = dayBefore;
    to.dispatchEvent(new InputEvent('input'));
    await until('Bo left out', () => page.request(bo) === null);
    byRole(page.el, 'button', 'Clear filters').click();
    await until('both again after clearing', () => page.request(ana) && page.request(bo));
    expect(to.value).to.equal('');
  });

  it('holds new requests in a count while paused, shows them on "Show them", and tells the host each arrival', async () => {
    const loads: BookingRequestsLoadDetail[] = [];
    const page = await renderInbox(loads);
    await until('the first count', () => loads.length === 1);
    const pause = byRole<HTMLButtonElement>(page.el, 'button', 'Pause new requests');
    expect(pause.getAttribute('aria-pressed')).to.equal('false');
    // The stream's "ready" comes first: a moment for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = someone();
    await sendRequest(branch, first);
    await page.shownRequest(first);
    await until('a count with the arrival', () => loads.length === 2);
    expect(loads[1]!.unhandled).to.equal(loads[0]!.unhandled + 1);
    pause.focus();
    await sendKeys({ press: 'Enter' });
    await until('paused', () => pause.getAttribute('aria-pressed') === 'true');
    const held = someone();
    await sendRequest(branch, held);
    const show = await until('the held count', () => queryByRole<HTMLButtonElement>(page.el, 'button', 'Show them'));
    expect(page.request(held)).to.equal(null);
    expect(page.shadow.querySelector('[part~="held"]')!.textContent).to.equal('1 new request held');
    // The host hears of it, for the title, though the list holds it aside.
    await until('a count with the held one', () => loads.length === 3);
    expect(loads[2]!.unhandled).to.equal(loads[1]!.unhandled + 1);
    await expect(page.el).to.be.accessible();
    show.focus();
    await sendKeys({ press: 'Enter' });
    await page.shownRequest(held);
    await until('the focus on the switch', () => deepActiveElement() === pause);
    expect(page.announcement).to.match(/^\d+ new requests?$/);
    expect(queryByRole(page.el, 'button', 'Show them')).to.equal(null);
    // Still paused: the next one is held too, until the switch is pressed again.
    const later = someone();
    await sendRequest(branch, later);
    await until('held again', () => queryByRole(page.el, 'button', 'Show them'));
    pause.click();
    await page.shownRequest(later);
    expect(pause.getAttribute('aria-pressed')).to.equal('false');
    await expect(page.el).to.be.accessible();
  });
});
