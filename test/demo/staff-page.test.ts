/**
 * The demo's staff page: signed in through the demo's identity provider, the staff elements read
 * through the gateway with that staff member's token.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { mountStaffPage } from '../../demo/staff-page.js';
import type { AbandonedBookingsLoadDetail } from '../../src/elements/abandoned-bookings/events.js';
import type { ReviewInsightsLoadDetail } from '../../src/elements/review-insights/events.js';
import { gatewayBaseUrl } from '../helpers/reference.js';
import { byRole, queryByRole } from '../helpers/roles.js';
import { InsightsPage } from '../pages/index.js';

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
    byRole(root, 'button', 'Sign in').click();
    expect((await loaded).detail.count).to.be.above(0);
    // The staff read went through the gateway for the demo's staff token.
    expect((await abandoned).detail.count).to.be.above(0);
    expect(root.textContent).to.include('Signed in as Jamie Lee');
    const insights = new InsightsPage(root.querySelector('review-insights')!);
    // The front desk reads one branch: nothing to compare it with.
    expect(insights.hasTable('Branches side by side')).to.equal(false);
    await expect(root).to.be.accessible();

    byRole(root, 'button', 'Sign out').click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(queryByRole(root, 'button', 'Sign in')).to.not.equal(null);
  });
});
