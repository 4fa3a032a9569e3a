/**
 * Clashes and freshness in `<booking-requests>` (issue 40), against the test runner's gateway and
 * the reference API: two requests for one groomer at the same time are marked on both, a confirmed
 * one most plainly; opening a request asks the branch's availability whether its time is still
 * offered; a confirm whose time clashes with a confirmed request, or is gone, asks first (by
 * keyboard: "Confirm anyway" focused, Escape is "Don't confirm"). A time is gone when the reference
 * API's plan answers the availability without it, as when someone booked it elsewhere. Axe in each
 * state; Spanish and French words.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import { type Branch, changeElsewhere, readRequest, sendRequest, someone, staffToken, timeOf } from '../../helpers/booking-requests.js';
import { suiteNow, suiteToday } from '../../helpers/clock.js';
import { gatewayBaseUrl, gatewayScope, plan, referenceAvailability, referenceFixtures, resetScope } from '../../helpers/reference.js';
import { byRole, deepActiveElement, queryByRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('<booking-requests> clashes and freshness', function () {
  this.timeout(60000);
  let branch: Branch;

  before(async () => {
    branch = (await referenceFixtures()).enabledBranch;
  });

  afterEach(async () => {
    await resetScope(gatewayScope);
  });

  async function renderInbox(lang = 'en'): Promise<RequestsPage> {
    const token = await staffToken('staff_owner');
    const el = await fixture<BookingRequests>(
      html`<booking-requests lang=${lang} base-url=${gatewayBaseUrl} business-ids=${branch.businessId} .token=${token}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    await until('the inbox read', () => el.shadowRoot!.querySelector('[part~="board"]')?.getAttribute('aria-busy') === 'false');
    return page;
  }

  async function press(button: HTMLElement): Promise<void> {
    button.focus();
    await sendKeys({ press: 'Enter' });
  }

  const clashesOf = (page: RequestsPage, name: string) =>
    [...page.request(name)!.querySelectorAll('[part~="clashes"] li')].map((item) => squash(item.textContent ?? ''));
  const question = (page: RequestsPage, name: string) => page.request(name)!.querySelector<HTMLElement>('[part~="confirm-question"]');

  /** The branch's availability from yesterday to ten days on, as the reference API answers it, without the time of request `id`. */
  async function planTimeGone(id: string): Promise<void> {
    const { staffId, startTime } = await timeOf(id);
    const today = suiteToday('UTC');
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10);
    const availability = await referenceAvailability(branch, start, end);
    for (const day of availability.availability)
      for (const staff of day.staff)
        if (staff.staffId === staffId)
          staff.availableSlots = staff.availableSlots.filter((slot) => Date.parse(slot.startTime) !== Date.parse(startTime));
    await plan(gatewayScope, { steps: [{ operation: 'GetBookingAvailability', json: availability, times: 20 }] });
  }

  it('marks two requests for one groomer at one time on both, the confirmed one most plainly; confirming the other asks first', async () => {
    const [booked, wanting] = [someone(), someone()];
    const bookedId = await sendRequest(branch, booked);
    await changeElsewhere(bookedId, 'confirmed', '');
    const wantingId = await sendRequest(branch, wanting, undefined, await timeOf(bookedId));
    const [bookedRef, wantingRef] = [(await readRequest(bookedId)).reference, (await readRequest(wantingId)).reference];
    const page = await renderInbox();
    await page.shownRequest(wanting);
    expect(clashesOf(page, wanting)).to.have.length(1);
    expect(clashesOf(page, wanting)[0]).to.match(new RegExp(`^Clashes with confirmed ${bookedRef} \\d{1,2}:\\d{2}`));
    expect(clashesOf(page, booked)[0]).to.match(new RegExp(`^Same groomer and time as ${wantingRef} \\(New\\) \\d{1,2}:\\d{2}`));
    expect(page.request(wanting)!.querySelector('.clash.confirmed')).to.not.equal(null);
    await expect(page.el).to.be.accessible();

    // Confirm asks first, the focus on "Confirm anyway"; Escape goes back without a change.
    page.button(wanting, 'Confirm').focus();
    await sendKeys({ press: 'Enter' });
    const anyway = await until('the question', () => queryByRole(page.request(wanting)!, 'button', 'Confirm anyway'));
    await until('the focus on "Confirm anyway"', () => deepActiveElement() === anyway);
    const group = byRole(page.request(wanting)!, 'group', squash(question(page, wanting)!.querySelector('p')!.textContent ?? ''));
    expect(squash(group.textContent ?? '')).to.match(
      new RegExp(`^Clashes with confirmed ${bookedRef} .+\\. Confirm anyway\\? Confirm anyway Don’t confirm$`),
    );
    expect(page.statusOf(wanting)).to.equal('New');
    await expect(page.el).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await until('the question gone', () => question(page, wanting) === null);
    await until('the focus on the request', () => deepActiveElement() === page.request(wanting));
    expect((await readRequest(wantingId)).status).to.equal('received');

    // Asked again, "Confirm anyway" confirms: both are booked now, and each says so of the other.
    await press(page.button(wanting, 'Confirm'));
    await press(await until('the question again', () => queryByRole(page.request(wanting)!, 'button', 'Confirm anyway')));
    await until('confirmed', () => page.statusOf(wanting) === 'Confirmed');
    expect((await readRequest(wantingId)).status).to.equal('confirmed');
    await until('the clash said plainly on both', () => clashesOf(page, booked)[0]?.startsWith(`Clashes with confirmed ${wantingRef}`));
    await expect(page.el).to.be.accessible();

    // In Spanish and French too.
    page.el.setAttribute('lang', 'es');
    await until('Spanish', () => clashesOf(page, booked)[0]?.startsWith(`Coincide con la confirmada ${wantingRef}`));
    page.el.setAttribute('lang', 'fr');
    await until('French', () => clashesOf(page, booked)[0]?.startsWith(`En conflit avec la confirmée ${wantingRef}`));
  });

  it('says on opening a request that its time is still free, and confirms it in one press', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    expect(clashesOf(page, name)).to.deep.equal([]);
    await press(page.button(name, 'Details'));
    const freshness = await until('the answer', () => {
      const said = page.request(name)!.querySelector('[part~="freshness"]');
      return said && !said.textContent?.includes('Checking') && said;
    });
    expect(squash(freshness.textContent ?? '')).to.equal('This time is still free');
    expect(freshness.getAttribute('role')).to.equal('status');
    await expect(page.el).to.be.accessible();
    await press(page.button(name, 'Confirm'));
    await until('confirmed', () => page.statusOf(name) === 'Confirmed');
    expect(question(page, name)).to.equal(null);
    expect((await readRequest(id)).status).to.equal('confirmed');
  });

  it('asks whether a request’s time still stands for the services it carries, as the flow asked for it', async () => {
    const groom = (await referenceFixtures()).services.find(
      (service) => service.companyId === branch.companyId && service.name === 'Full Groom',
    )!;
    const asked = { serviceIds: [groom.id], pets: [{ type: 'DOG' }] };
    const today = suiteToday('UTC');
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    const answer = await fetch(`${gatewayBaseUrl}/v1/online_booking/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: branch.companyId,
        businessId: branch.businessId,
        filter: { startDate: today, endDate: end, ...asked },
      }),
    });
    const { availability } = (await answer.json()) as {
      availability: { staff: { staffId: string; availableSlots: { startTime: string; endTime: string }[] }[] }[];
    };
    // A slot as long as the groom (90 minutes), which a request without services is never offered.
    const slot = availability
      .flatMap((day) => day.staff.flatMap((groomer) => groomer.availableSlots.map((each) => ({ staffId: groomer.staffId, ...each }))))
      .find((each) => Date.parse(each.startTime) > suiteNow() + 3_600_000)!;
    expect((Date.parse(slot.endTime) - Date.parse(slot.startTime)) / 60_000).to.equal(groom.durationMinutes);
    const name = someone();
    await sendRequest(branch, name, undefined, slot, [{ id: groom.id, name: groom.name }]);
    const page = await renderInbox();
    await page.shownRequest(name);
    await press(page.button(name, 'Details'));
    const freshness = await until('the answer', () => {
      const said = page.request(name)!.querySelector('[part~="freshness"]');
      return said && !said.textContent?.includes('Checking') && said;
    });
    expect(squash(freshness.textContent ?? '')).to.equal('This time is still free');
  });

  it('says on opening a request that its time is no longer offered, and asks before confirming it; "Don’t confirm" changes nothing', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    const page = await renderInbox();
    await page.shownRequest(name);
    await planTimeGone(id);
    await press(page.button(name, 'Details'));
    await until(
      'gone',
      () => squash(page.request(name)!.querySelector('[part~="freshness"]')?.textContent ?? '') === 'This time is no longer offered',
    );
    await expect(page.el).to.be.accessible();
    await press(page.button(name, 'Confirm'));
    const keep = await until('the question', () => queryByRole(page.request(name)!, 'button', 'Don’t confirm'));
    expect(squash(question(page, name)!.querySelector('p')!.textContent ?? '')).to.equal('This time is no longer offered. Confirm anyway?');
    await expect(page.el).to.be.accessible();
    await press(keep);
    await until('the question gone', () => question(page, name) === null);
    expect(deepActiveElement()).to.equal(page.request(name));
    expect(page.statusOf(name)).to.equal('New');
    expect((await readRequest(id)).status).to.equal('received');
  });

  it('speaks Spanish and French of a time gone', async () => {
    const name = someone();
    const id = await sendRequest(branch, name);
    const page = await renderInbox('fr');
    await page.shownRequest(name);
    await planTimeGone(id);
    await press(page.button(name, 'Détails'));
    await until(
      'French',
      () => squash(page.request(name)!.querySelector('[part~="freshness"]')?.textContent ?? '') === 'Cet horaire n’est plus proposé',
    );
    await press(page.button(name, 'Confirmer'));
    await until('the question', () => queryByRole(page.request(name)!, 'button', 'Confirmer quand même'));
    await expect(page.el).to.be.accessible();
    page.el.setAttribute('lang', 'es');
    await until('Spanish', () => queryByRole(page.request(name)!, 'button', 'Confirmar de todos modos'));
    expect(squash(question(page, name)!.querySelector('p')!.textContent ?? '')).to.equal(
      'Este horario ya no se ofrece. ¿Confirmar de todos modos?',
    );
  });
});
