/**
 * The demo's staff page: signed in through the demo's identity provider, the staff elements read
 * through the gateway with that staff member's token.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mountStaffPage } from '../../demo/staff-page.js';
import type { AbandonedBookingsLoadDetail } from '../../src/elements/abandoned-bookings/events.js';
import type { BookingRequestsLoadDetail } from '../../src/elements/booking-requests/events.js';
import type { ReviewInsightsLoadDetail } from '../../src/elements/review-insights/events.js';
import { sendRequest, someone } from '../helpers/booking-requests.js';
import { gatewayBaseUrl, referenceFixtures } from '../helpers/reference.js';
import { allByRole, byRole, deepActiveElement, queryByRole } from '../helpers/roles.js';
import { InsightsPage, RequestsPage } from '../pages/index.js';

/** The demo's staff page, signed in as the staff member whose name holds `who`. */
async function signedIn(who: string): Promise<HTMLElement> {
  const root = await fixture<HTMLElement>(html`<main></main>`);
  await mountStaffPage(root, { apiBaseUrl: gatewayBaseUrl });
  const member = byRole<HTMLSelectElement>(root, 'combobox', 'Sign in as');
  member.value = [...member.options].find((option) => option.textContent!.includes(who))!.value;
  member.dispatchEvent(new Event('change'));
  return root;
}

describe('demo staff page', () => {
  it('signs in as a staff member of the demo, and shows the abandoned bookings and insights of the branches the token names', async () => {
    const root = await fixture<HTMLElement>(html`<main></main>`);
    await mountStaffPage(root, { apiBaseUrl: gatewayBaseUrl });
    const member = byRole<HTMLSelectElement>(root, 'combobox', 'Sign in as');
    const frontDesk = [...member.options].find((option) => option.textContent!.includes('front desk'))!;
    member.value = frontDesk.value;
    member.dispatchEvent(new Event('change'));
    const loaded = oneEvent(root, 'review-insights-load') as Promise<CustomEvent<ReviewInsightsLoadDetail>>;
    const abandoned = oneEvent(root, 'abandoned-bookings-load') as Promise<CustomEvent<AbandonedBookingsLoadDetail>>;
    const inbox = oneEvent(root, 'booking-requests-load') as Promise<CustomEvent<BookingRequestsLoadDetail>>;
    byRole(root, 'button', 'Sign in').click();
    await inbox;
    // The page opens on the inbox, the daily work; the other tabs' panels are hidden.
    expect(byRole(root, 'tab', 'Booking requests').getAttribute('aria-selected')).to.equal('true');
    expect(byRole(root, 'tabpanel', 'Booking requests').hidden).to.equal(false);
    expect(root.querySelector<HTMLElement>('#panel-abandoned')!.hidden).to.equal(true);
    expect((await loaded).detail.count).to.be.above(0);
    // The staff read went through the gateway for the demo's staff token.
    expect((await abandoned).detail.count).to.be.above(0);
    expect(root.textContent).to.include('Signed in as Jamie Lee');
    byRole(root, 'tab', 'Booking requests').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(deepActiveElement()).to.equal(byRole(root, 'tab', 'Review insights'));
    expect(byRole(root, 'tabpanel', 'Review insights').hidden).to.equal(false);
    expect(root.querySelector<HTMLElement>('#panel-requests')!.hidden).to.equal(true);
    const insights = new InsightsPage(root.querySelector('review-insights')!);
    // The front desk reads one branch: nothing to compare it with.
    expect(insights.hasTable('Branches side by side')).to.equal(false);
    await expect(root).to.be.accessible();

    byRole(root, 'button', 'Sign out').click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(queryByRole(root, 'button', 'Sign in')).to.not.equal(null);
  });

  it('says at the sign-in which branches each person reads, and a ZIP code of the booking page that reaches each', async () => {
    const world = await referenceFixtures();
    const root = await fixture<HTMLElement>(html`<main></main>`);
    await mountStaffPage(root, { apiBaseUrl: gatewayBaseUrl });
    const who = byRole(root, 'list', /^Each reads the requests of their branches/);
    const lines = allByRole(who, 'listitem').map((item) => item.textContent!.replace(/\s+/g, ' ').trim());
    const member = byRole<HTMLSelectElement>(root, 'combobox', 'Sign in as');
    expect(lines).to.have.length(member.options.length);
    const parkSlope = world.branches.find((branch) => branch.businessName.endsWith('Park Slope'))!;
    const frontDesk = lines.find((line) => line.startsWith('Jamie Lee (front desk'))!;
    expect(frontDesk).to.match(new RegExp(`\\): ${parkSlope.businessName} \\(try ZIP ${parkSlope.zipcodes[0]}\\)$`));
    // The owner reads every branch of the company, the one without online booking said so.
    const owner = lines.find((line) => line.startsWith('Morgan Reyes (owner)'))!;
    for (const branch of world.branches.filter((each) => each.companyId === parkSlope.companyId)) {
      expect(owner).to.contain(
        branch.isEnable
          ? `${branch.businessName} (try ZIP ${branch.zipcodes[0]})`
          : `${branch.businessName} (online booking off: no requests)`,
      );
    }
    expect(byRole<HTMLAnchorElement>(root, 'link', 'the booking page').getAttribute('href')).to.equal('/');
    await expect(root).to.be.accessible();
  });

  it('shows, live in the inbox, a request made on the booking page', async () => {
    const root = await signedIn('owner');
    const inbox = oneEvent(root, 'booking-requests-load');
    byRole(root, 'button', 'Sign in').click();
    await inbox;
    const page = new RequestsPage(root.querySelector('booking-requests')!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const name = someone();
    await sendRequest((await referenceFixtures()).enabledBranch, name);
    await page.shownRequest(name);
    expect(page.announcement).to.match(/new request/);
    await expect(root).to.be.accessible();
  });
});
