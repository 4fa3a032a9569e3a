/**
 * `<review-insights>` with and without `company-id` and `time-zone`, in all four combinations: what
 * it asks the API, which zone its days are counted in, and that it says which.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/review-insights/define.js';
import type { ReviewInsights } from '../../../src/elements/review-insights/review-insights.js';
import type { BookingWarningDetail } from '../../../src/shared/events.js';
import { suiteToday } from '../../helpers/clock.js';
import { newScope, referenceFixtures, requestLog, scopedBaseUrl, type ReferenceFixtures } from '../../helpers/reference.js';
import { InsightsPage } from '../../pages/index.js';

describe('<review-insights> company-id and time-zone', () => {
  let branch: ReferenceFixtures['branches'][number];
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  before(async () => {
    const world = await referenceFixtures();
    // A branch of a company whose zone is not the browser's, so that the zone used can be told apart.
    const found = world.branches.find((each) => each.timeZone !== browserZone && !each.businessName.endsWith('Park Slope'));
    if (!found) throw new Error(`the reference world has no branch outside the browser's zone (${browserZone})`);
    branch = found;
  });

  /** The element with the attributes given, once its figures are shown; what it asked, and what it warned. */
  async function shown(companyId: string | undefined, timeZone: string | undefined) {
    const scope = newScope();
    const warnings: string[] = [];
    const warned = (event: Event) => warnings.push((event as CustomEvent<BookingWarningDetail>).detail.message);
    document.addEventListener('booking-warning', warned);
    try {
      const loaded = InsightsPage.loaded();
      const el = await fixture<ReviewInsights>(
        html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids=${branch.businessId}
          company-id=${companyId ?? ''} time-zone=${timeZone ?? ''}></review-insights>`,
      );
      const detail = await loaded;
      await el.updateComplete;
      const page = new InsightsPage(el);
      const operations = async () => new Set((await requestLog(scope)).requests.map((entry) => entry.operation));
      let asked = await operations();
      // With a company, the groomers' names are asked for beside the reviews, and may reach the
      // API after the figures are shown: wait for them rather than race them.
      for (let tries = 0; companyId && !asked.has('GetBookingAvailability') && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        asked = await operations();
      }
      const zoneLine = page.shadow.querySelector('.zone')!.textContent!.replace(/\s+/g, ' ').trim();
      return { page, detail, asked, zoneLine, warnings };
    } finally {
      document.removeEventListener('booking-warning', warned);
    }
  }

  it("with neither, asks only for the reviews and counts days in the browser's zone, saying so", async () => {
    const { page, detail, asked, zoneLine, warnings } = await shown(undefined, undefined);
    expect([...asked]).to.deep.equal(['ListReviews']);
    expect(warnings).to.deep.equal([]);
    expect(detail.to).to.equal(suiteToday(browserZone));
    expect(zoneLine).to.match(/, this browser's time zone\.$/);
    expect(page.hasTable('By groomer')).to.equal(true);
    await expect(page.el).to.be.accessible();
  });

  it("with company-id alone, asks for the company's zone and names groomers from availability", async () => {
    const { detail, asked, zoneLine } = await shown(branch.companyId, undefined);
    expect([...asked].sort()).to.deep.equal(['GetBookingAvailability', 'GetCompany', 'ListReviews']);
    expect(detail.to).to.equal(suiteToday(branch.timeZone));
    expect(zoneLine).not.to.include("this browser's");
  });

  it('with time-zone alone, asks only for the reviews and counts days in that zone', async () => {
    const { detail, asked, zoneLine } = await shown(undefined, branch.timeZone);
    expect([...asked]).to.deep.equal(['ListReviews']);
    expect(detail.to).to.equal(suiteToday(branch.timeZone));
    expect(zoneLine).not.to.include("this browser's");
  });

  it('with both, counts days in time-zone without asking for the company, and names groomers from availability', async () => {
    const { detail, asked } = await shown(branch.companyId, 'Pacific/Kiritimati');
    expect([...asked].sort()).to.deep.equal(['GetBookingAvailability', 'ListReviews']);
    expect(detail.to).to.equal(suiteToday('Pacific/Kiritimati'));
  });
});
