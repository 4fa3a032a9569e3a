import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createClient } from '../../src/api/client.js';
import { paginate } from '../../src/api/paginate.js';
import type { Review } from '../../src/api/review.js';
import '../../src/elements/review-insights/define.js';
import type { ReviewInsights } from '../../src/elements/review-insights/review-insights.js';
import type { BookingErrorDetail, BookingWarningDetail } from '../../src/shared/events.js';
import { newScope, plan, referenceFixtures, requestLog, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { byRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { InsightsPage } from '../pages/index.js';
import { suiteNow } from '../helpers/clock.js';

// ---- The figures worked out here, apart from the element's own module -------------------------

/** `YYYY-MM-DD` of an instant in a zone (en-CA writes dates so). */
const dayIn = (zone: string, instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

const shift = (date: string, days: number) => {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
};

interface Tally {
  count: number;
  rated: number;
  sum: number;
  low: number;
}

const tally = (reviews: readonly Review[]): Tally => {
  const rated = reviews.filter((review) => review.score >= 1);
  return {
    count: reviews.length,
    rated: rated.length,
    sum: rated.reduce((sum, review) => sum + review.score, 0),
    low: rated.filter((review) => review.score <= 2).length,
  };
};

const averageText = (t: Tally) =>
  t.rated ? (t.sum / t.rated).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : 'none';
const shareText = (t: Tally) =>
  t.rated ? (t.low / t.rated).toLocaleString('en-US', { style: 'percent', maximumFractionDigits: 0 }) : 'none';
const changeText = (now: Tally, before: Tally) =>
  now.rated && before.rated
    ? (Math.round((now.sum / now.rated - before.sum / before.rated) * 10) / 10 || 0).toLocaleString('en-US', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      })
    : 'none';

/** The reviews of a branch, newest first as the service sends them, read here in full. */
async function everyReview(businessId: string): Promise<Review[]> {
  const api = createClient({ baseUrl: scopedBaseUrl(newScope()) });
  const reviews: Review[] = [];
  for await (const page of paginate(api.listReviews, { businessId, pagination: { pageSize: 500 } })) reviews.push(...page.reviews);
  return reviews;
}

/** The reviews of the period and of the one before, by the dates of the zone. */
function periods(reviews: readonly Review[], zone: string, days: number) {
  const today = dayIn(zone, suiteNow());
  const start = shift(today, 1 - days);
  const since = shift(start, -days);
  const dated = reviews.map((review) => ({ review, date: dayIn(zone, review.reviewTime!) }));
  return {
    since,
    current: dated.filter(({ date }) => date >= start && date <= today).map(({ review }) => review),
    previous: dated.filter(({ date }) => date >= since && date < start).map(({ review }) => review),
  };
}

// ---- The element in the reference world ---------------------------------------------------

describe('<review-insights>', () => {
  let world: ReferenceFixtures;
  let pawsome: string;
  let parkSlope: ReferenceFixtures['branches'][number];
  let pawsomeBranches: ReferenceFixtures['branches'];

  before(async () => {
    world = await referenceFixtures();
    parkSlope = world.branches.find((branch) => branch.businessName.endsWith('Park Slope'))!;
    pawsome = parkSlope.companyId;
    pawsomeBranches = world.branches.filter((branch) => branch.companyId === pawsome);
  });

  const fullName = (staffId: string) => {
    const groomer = world.staff.find((each) => each.id === staffId);
    return groomer ? `${groomer.firstName} ${groomer.lastName}` : staffId;
  };

  async function shown(markup: ReturnType<typeof html>): Promise<InsightsPage> {
    const loaded = InsightsPage.loaded();
    const el = await fixture<ReviewInsights>(markup);
    await loaded;
    await el.updateComplete;
    return new InsightsPage(el);
  }

  it("reads the period's pages, no more than needed, and shows figures that match the reviews", async () => {
    const scope = newScope();
    const page = await shown(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids=${parkSlope.businessId} company-id=${pawsome}></review-insights>`,
    );
    const reviews = await everyReview(parkSlope.businessId);
    const { since, current, previous } = periods(reviews, parkSlope.timeZone, 90);
    expect(current.length, 'the reference world has a busy quarter').to.be.above(500);

    // Pages of 500, newest first, until the first page wholly older than the comparison.
    const pages = Array.from({ length: Math.ceil(reviews.length / 500) }, (_, index) => reviews.slice(index * 500, index * 500 + 500));
    const wholly = pages.findIndex((each) => each.every((review) => dayIn(parkSlope.timeZone, review.reviewTime!) < since));
    const asked = (await requestLog(scope)).requests.filter((entry) => entry.operation === 'ListReviews');
    expect(asked.length).to.equal(wholly === -1 ? pages.length : wholly + 1);
    for (const entry of asked) expect((entry.body as { pagination: { pageSize: number } }).pagination.pageSize).to.equal(500);

    const now = tally(current);
    const before = tally(previous);
    expect(page.figure('Reviews')).to.deep.equal({
      value: now.count.toLocaleString('en-US'),
      before: `Before: ${before.count.toLocaleString('en-US')}`,
    });
    expect(page.figure('Average rating').value).to.equal(averageText(now));
    expect(page.figure('Rated 1 or 2 stars').value).to.equal(shareText(now));

    // By groomer: a review with two groomers counts for each; names learned from availability.
    const groomerIds = [...new Set([...current, ...previous].flatMap((review) => review.staffIds))];
    const expectedRows = groomerIds
      .map((id) => {
        const mine = (list: readonly Review[]) => list.filter((review) => review.staffIds.includes(id));
        const t = tally(mine(current));
        return {
          count: t.count,
          sure: t.rated >= 10,
          row: [fullName(id), averageText(t), t.count.toLocaleString('en-US'), shareText(t), changeText(t, tally(mine(previous)))],
        };
      })
      // Averages of ten rated reviews or more first, then the most reviews.
      .sort((a, b) => Number(b.sure) - Number(a.sure) || b.count - a.count || a.row[0]!.localeCompare(b.row[0]!));
    expect(page.columns('By groomer')).to.deep.equal(['Groomer', 'Average', '95% interval', 'Reviews', '1–2 stars', 'Change']);
    const groomerRows = page.rows('By groomer');
    expect(groomerRows.map((row) => row.filter((_, column) => column !== 2))).to.deep.equal(expectedRows.map(({ row }) => row));
    // Each sure average inside its written interval; the others said to be too few.
    groomerRows.forEach((row, index) => {
      if (!expectedRows[index]!.sure) {
        expect(row[2]).to.equal('Too few reviews to compare');
        return;
      }
      const [, low, high] = /^95% interval from (\d\.\d) to (\d\.\d)$/.exec(row[2]!) ?? [];
      expect(Number(low), row[2]).to.be.at.most(Number(row[1])).and.above(0);
      expect(Number(high), row[2]).to.be.at.least(Number(row[1]));
    });

    // The ratings of both periods, 5 stars first.
    const ratingRow = (stars: number) => {
      const count = (list: readonly Review[]) => list.filter((review) => review.score === stars).length;
      const cell = (list: readonly Review[]) => {
        const rated = list.filter((review) => review.score >= 1).length;
        const share = (count(list) / (rated || 1)).toLocaleString('en-US', { style: 'percent', maximumFractionDigits: 0 });
        return `${count(list).toLocaleString('en-US')} (${share})`;
      };
      return [`${stars} ${stars === 1 ? 'star' : 'stars'}`, cell(current), cell(previous)];
    };
    expect(page.rows('Ratings')).to.deep.equal([5, 4, 3, 2, 1].map(ratingRow));

    // The trend: thirteen or fourteen weeks, their counts adding up to the period's.
    const trend = page.rows('Average rating by week');
    expect(trend.length).to.be.within(13, 14);
    expect(trend.reduce((sum, row) => sum + Number(row[2]!.replace(/,/g, '')), 0)).to.equal(now.count);
    expect(page.chart?.getAttribute('role')).to.equal('img');

    // One branch: no branches side by side.
    expect(page.hasTable('Branches side by side')).to.equal(false);
    expect(page.lowest().length).to.equal(10);
    expect(page.lowest()[0]).to.match(/^Rated 1 out of 5 /);
    await expect(page.el).to.be.accessible();
  });

  it('shows the channels and the groomers by channel, each cell read as a sentence', async () => {
    const names = new Map(world.staff.map((groomer) => [groomer.id, `${groomer.firstName} (staff map)`]));
    const loaded = InsightsPage.loaded();
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(newScope())} business-ids=${parkSlope.businessId} time-zone=${parkSlope.timeZone} .staff=${names}></review-insights>`,
    );
    await loaded;
    await el.updateComplete;
    const page = new InsightsPage(el);
    const channels = page.rows('By channel').map((row) => row[0]);
    expect(channels).to.include.members(['SMS', 'Grooming report', 'Pet parent portal']);
    const matrix = page.rows('Groomers by channel');
    expect(page.columns('Groomers by channel')[0]).to.equal('Groomer');
    expect(matrix[0]![0]).to.match(/\(staff map\)$/);
    expect(matrix[0]![1]).to.match(/^\d\.\d from [\d,]+ reviews?$/);
  });

  it('compares several branches side by side, and names the branch of each low review', async () => {
    const branchNames = Object.fromEntries(pawsomeBranches.map((branch) => [branch.businessId, branch.businessName]));
    const loaded = InsightsPage.loaded();
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(newScope())} company-id=${pawsome}
        business-ids=${pawsomeBranches.map((branch) => branch.businessId).join(' ')} .branches=${branchNames}></review-insights>`,
    );
    const detail = await loaded;
    await el.updateComplete;
    const page = new InsightsPage(el);
    const rows = page.rows('Branches side by side');
    expect(rows.map((row) => row[0])).to.have.members(pawsomeBranches.map((branch) => branch.businessName));
    // The counts of the branches add up to the whole, as the event says.
    expect(rows.reduce((sum, row) => sum + Number(row[3]!.replace(/,/g, '')), 0)).to.equal(detail.count);
    expect(page.lowest().every((text) => / Branch: Pawsome Grooming /.test(text))).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('shows progress while pages arrive, and says how many reviews are read', async () => {
    const scope = newScope();
    await plan(scope, {
      steps: [
        { operation: 'ListReviews', latencyMs: 0 },
        { operation: 'ListReviews', latencyMs: 1500 },
      ],
    });
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids=${parkSlope.businessId} time-zone=${parkSlope.timeZone}></review-insights>`,
    );
    const page = new InsightsPage(el);
    await until('the first page read', () => page.reading?.textContent?.includes('500'));
    expect(page.region.getAttribute('aria-busy')).to.equal('true');
    expect(page.progressBar!.value).to.be.above(0).and.below(1);
    expect(page.reading!.textContent!.trim()).to.equal('Reading reviews: 500 reviews so far');
    await expect(el).to.be.accessible();
    await oneEvent(el, 'review-insights-load');
  });

  it('says so when the period has no review, with the number of the period before', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews: [], nextPageToken: '' } }] });
    const page = await shown(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids="biz_empty" days="30" time-zone="UTC"></review-insights>`,
    );
    expect(page.part('empty')!.textContent!.trim()).to.equal('No reviews in the last 30 days.');
    expect(page.hasTable('By groomer')).to.equal(false);
    await expect(page.el).to.be.accessible();
  });

  it('never trusts the order beyond the first page wholly older, and stops there', async () => {
    const scope = newScope();
    const zone = 'UTC';
    const today = dayIn(zone, suiteNow());
    const at = (daysAgo: number) => `${shift(today, -daysAgo)}T12:00:00Z`;
    const review = (id: string, daysAgo: number, score: number) => ({
      id,
      staffIds: ['stf_a'],
      source: 'SMS',
      score,
      reviewTime: at(daysAgo),
    });
    await plan(scope, {
      steps: [
        // Out of order: an old review before a recent one. Both are placed by their own dates.
        { operation: 'ListReviews', json: { reviews: [review('r1', 100, 5), review('r2', 3, 1)], nextPageToken: 'p2' } },
        { operation: 'ListReviews', json: { reviews: [review('r3', 200, 2), review('r4', 300, 2)], nextPageToken: 'p3' } },
        { operation: 'ListReviews', json: { reviews: [review('r5', 1, 5)], nextPageToken: '' } },
      ],
    });
    const page = await shown(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids="biz_order" days="30" time-zone=${zone}></review-insights>`,
    );
    expect((await requestLog(scope)).requests.filter((entry) => entry.operation === 'ListReviews')).to.have.length(2);
    expect(page.figure('Reviews').value).to.equal('1');
    expect(page.figure('Average rating').value).to.equal('1.0');
  });

  it('stops at a page token that comes back, warns, and shows what it read as partial', async () => {
    const scope = newScope();
    const recent = { id: 'r1', staffIds: ['stf_a'], source: 'SMS', score: 4, reviewTime: new Date(suiteNow()).toISOString() };
    await plan(scope, { steps: [{ operation: 'ListReviews', times: 5, json: { reviews: [recent], nextPageToken: 'again' } }] });
    const warned = oneEvent(document, 'booking-warning') as Promise<CustomEvent<BookingWarningDetail>>;
    const page = await shown(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids="biz_loop" time-zone="UTC"></review-insights>`,
    );
    expect((await warned).detail.message).to.match(/page token/);
    expect((await requestLog(scope)).requests).to.have.length(2);
    expect(page.shadow.textContent).to.include('Some branches have more reviews than are read');
    await expect(page.el).to.be.accessible();
  });

  it('shows a failure in staff words with "Try again", which reads again', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListReviews', error: 'RESOURCE_EXHAUSTED', message: 'Slow down.' }] });
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids=${parkSlope.businessId} time-zone=${parkSlope.timeZone}></review-insights>`,
    );
    expect((await failed).detail).to.deep.include({ operation: 'listReviews', code: 'RESOURCE_EXHAUSTED' });
    const page = new InsightsPage(el);
    await until('the failure shown', () => page.alert);
    await expect(el).to.be.accessible();
    const loaded = InsightsPage.loaded();
    byRole(page.alert!, 'button', 'Try again').focus();
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(page.alert).to.equal(null);
  });

  it('names what is wrong with its attributes, and asks nothing', async () => {
    const scope = newScope();
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} days="400"></review-insights>`,
    );
    expect((await failed).detail.message).to.equal('The business-ids attribute must name at least one branch.');
    el.businessIds = ['biz_1'];
    await el.updateComplete;
    const page = new InsightsPage(el);
    expect(page.alert!.textContent).to.include('The days attribute must be a whole number from 1 to 365.');
    expect(page.alert!.querySelector('button')).to.equal(null);
    expect((await requestLog(scope)).requests).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('sends the staff token as a bearer token', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews: [], nextPageToken: '' } }] });
    await shown(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids="biz_token" time-zone="UTC" .token=${() => 'staff.jwt.here'}></review-insights>`,
    );
    const [request] = (await requestLog(scope)).requests;
    expect(request!.authorization).to.equal('Bearer staff.jwt.here');
  });

  /** What is drawn outside the column, apart from what scrolls within its own region (the tables). */
  function outside(el: Element, left: number, right: number): string[] {
    const found: string[] = [];
    const walk = (root: ParentNode) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.closest('.table-region')) continue;
        const box = node.getBoundingClientRect();
        if (box.width > 0 && (box.left < left - 1 || box.right > right + 1))
          found.push(`${node.localName}.${node.getAttribute('class') ?? ''}`);
      }
    };
    walk(el.shadowRoot!);
    return found;
  }

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`fits 320 px ${dir === 'rtl' ? 'right to left' : 'left to right'}: nothing outside the column but tables that scroll${dir === 'rtl' ? ', time running from the right' : ''}`, async () => {
      await setViewport({ width: 320, height: 800 });
      try {
        const loaded = InsightsPage.loaded();
        const host = await fixture<HTMLElement>(
          html`<div dir=${dir}>
            <review-insights lang="en-US" base-url=${scopedBaseUrl(newScope())} business-ids=${parkSlope.businessId} time-zone=${parkSlope.timeZone}></review-insights>
          </div>`,
        );
        await loaded;
        const el = host.querySelector('review-insights')!;
        await el.updateComplete;
        const box = host.getBoundingClientRect();
        expect(outside(el, box.left, box.right)).to.deep.equal([]);
        expect(document.documentElement.scrollWidth).to.be.at.most(320);
        const points = [...el.shadowRoot!.querySelectorAll('circle')].map((circle) => Number(circle.getAttribute('cx')));
        if (dir === 'rtl') expect(points[0]!).to.be.above(points.at(-1)!);
        else expect(points[0]!).to.be.below(points.at(-1)!);
        await expect(el).to.be.accessible();
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('speaks Spanish with the numbers of Spain', async () => {
    const page = await shown(
      html`<review-insights lang="es-ES" base-url=${scopedBaseUrl(newScope())} business-ids=${parkSlope.businessId} time-zone=${parkSlope.timeZone}></review-insights>`,
    );
    expect(page.headings()).to.include.members(['Resumen', 'Por peluquero', 'Por canal']);
    expect(page.figure('Calificación promedio').value).to.match(/^\d,\d$/);
    await expect(page.el).to.be.accessible();
  });
});
