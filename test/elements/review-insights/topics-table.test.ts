/**
 * "What customers mention" in `<review-insights>`, on reviews written for the test: the counts by
 * topic and groomer, a topic's reviews opened from the keyboard, injuries first in the lowest
 * reviews, a host's own topics, and the words in Spanish, left to right and right to left.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/review-insights/define.js';
import type { ReviewInsights, Topic } from '../../../src/elements/review-insights/review-insights.js';
import { daysAgo } from '../../helpers/clock.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { InsightsPage } from '../../pages/index.js';

const staff = new Map([
  ['stf_late', 'Lena Late'],
  ['stf_cut', 'Carl Cut'],
]);

let next = 0;
const review = (staffId: string, score: number, age: number, content: string) => {
  next += 1;
  return {
    id: `rev_${next}`,
    appointmentId: `apt_${next}`,
    staffIds: [staffId],
    source: 'SMS',
    score,
    content,
    reviewTime: daysAgo(age),
  };
};

/** Ten days of reviews and one before: Lena is late, Carl's cuts are not as asked, one nick on an ear rated 4. */
const reviews = [
  review('stf_late', 1, 1, 'We waited 45 minutes past our appointment. <b>Again</b>.'),
  review('stf_late', 2, 2, 'Tardaron una hora, otra vez.'),
  review('stf_late', 4, 3, 'Lovely cut, but they were late.'),
  review('stf_late', 5, 4, 'They were not late at all, great job.'),
  review('stf_cut', 1, 2, 'I asked for a teddy bear face and got a shave-down.'),
  review('stf_cut', 4, 5, 'Nice, though a small nick on the ear.'),
  review('stf_cut', 5, 6, 'Perfect as always.'),
  review('stf_late', 3, 15, 'Une heure de retard.'),
];

async function shown(attributes: { lang?: string; dir?: string; topics?: readonly Topic[] } = {}) {
  const scope = newScope();
  await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: '' } }] });
  const loaded = InsightsPage.loaded();
  const host = await fixture<HTMLElement>(html`<div dir=${attributes.dir ?? 'ltr'}>
    <review-insights lang=${attributes.lang ?? 'en-US'} base-url=${scopedBaseUrl(scope)} business-ids="biz_topics" days="10" time-zone="UTC"
      .staff=${staff} .topics=${attributes.topics}></review-insights>
  </div>`);
  await loaded;
  const el = host.querySelector<ReviewInsights>('review-insights')!;
  await el.updateComplete;
  return new InsightsPage(el);
}

describe('<review-insights> what customers mention', () => {
  it('counts the mentions of each topic by groomer, low ratings and the change since before', async () => {
    const page = await shown();
    expect(page.columns('What customers mention')).to.deep.equal(['Topic', 'All groomers', 'Lena Late', 'Carl Cut']);
    const rows = new Map(page.rows('What customers mention').map((row) => [row[0]!, row.slice(1)]));
    expect(rows.get('Waiting and punctuality')).to.deep.equal([
      '3 reviews, 2 rated 1 or 2 stars, +2 since before',
      '3 reviews, 2 rated 1 or 2 stars, +2 since before',
      'none',
    ]);
    // "Lovely cut" says nothing of a cut not as asked: only Carl's shave-down does.
    expect(rows.get('Cut or style not as asked')).to.deep.equal([
      '1 review, 1 rated 1 or 2 stars, +1 since before',
      'none',
      '1 review, 1 rated 1 or 2 stars, +1 since before',
    ]);
    expect(rows.get('Injuries')).to.deep.equal([
      '1 review, 0 rated 1 or 2 stars, +1 since before',
      'none',
      '1 review, 0 rated 1 or 2 stars, +1 since before',
    ]);
    await expect(page.el).to.be.accessible();
  });

  it("opens a topic's reviews from the keyboard, the text as text, and closes them", async () => {
    const page = await shown();
    const button = page.topicButton('Waiting and punctuality');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await page.el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const opened = page.topicReviews('Reviews that mention Waiting and punctuality (3)');
    expect(opened).to.have.length(3);
    expect(opened[0]).to.include('We waited 45 minutes past our appointment. <b>Again</b>.');
    expect(opened[0]).to.include('Groomer: Lena Late');
    await expect(page.el).to.be.accessible();
    await sendKeys({ press: 'Space' });
    await page.el.updateComplete;
    expect(page.topicReviews('Reviews that mention Waiting and punctuality (3)')).to.deep.equal([]);
  });

  it('lists a review that mentions an injury first among the lowest, and marks it', async () => {
    const page = await shown();
    const lowest = page.lowest();
    expect(lowest[0]).to.match(/^Rated 4 out of 5 Mentions an injury /);
    expect(lowest.slice(1).some((text) => text.includes('Mentions an injury'))).to.equal(false);
    expect(lowest[1]).to.match(/^Rated 1 out of 5 /);
  });

  it("takes a host's own topics, named by their labels", async () => {
    const page = await shown({ topics: [{ id: 'again', label: 'Said "again"', words: ['again', 'otra vez'] }] });
    expect(page.rows('What customers mention')).to.deep.equal([
      ['Said "again"', '2 reviews, 2 rated 1 or 2 stars, +2 since before', '2 reviews, 2 rated 1 or 2 stars, +2 since before', 'none'],
    ]);
  });

  it('names topics that cannot be read, and shows no figures', async () => {
    const scope = newScope();
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids="biz_topics" time-zone="UTC"
        .topics=${[{ id: 'price', words: 'cheap' }] as unknown as Topic[]}></review-insights>`,
    );
    await el.updateComplete;
    const page = new InsightsPage(el);
    expect(page.alert!.textContent).to.match(/The topics property cannot be read: 0\.words: /);
    await expect(el).to.be.accessible();
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`speaks Spanish ${dir === 'rtl' ? 'right to left' : 'left to right'}, a topic opened`, async () => {
      const page = await shown({ lang: 'es-ES', dir });
      expect(page.headings()).to.include('Lo que mencionan los clientes');
      page.topicButton('Espera y puntualidad', 'Lo que mencionan los clientes').click();
      await page.el.updateComplete;
      expect(page.topicReviews('Opiniones que mencionan Espera y puntualidad (3)')).to.have.length(3);
      expect(page.lowest('Opiniones recientes más bajas')[0]).to.include('Menciona una herida');
      await expect(page.el).to.be.accessible();
    });
  }
});

describe('<review-insights> what the reference world’s customers mention', () => {
  /** The count of a cell as read ("31 reviews, 19 rated 1 or 2 stars, …"), 0 for none. */
  const mentions = (cell: string) => Number(/^([\d,]+) reviews?/.exec(cell)?.[1]?.replace(/,/g, '') ?? 0);

  it('shows the groomer who is often late and the one whose cuts are not as asked, each well above the others', async () => {
    const world = await referenceFixtures();
    const parkSlope = world.branches.find((branch) => branch.businessName.endsWith('Park Slope'));
    if (!parkSlope) throw new Error('the reference world has no Park Slope branch, the busiest');
    const loaded = InsightsPage.loaded();
    const el = await fixture<ReviewInsights>(
      html`<review-insights lang="en-US" base-url=${scopedBaseUrl(newScope())} business-ids=${parkSlope.businessId}
        time-zone=${parkSlope.timeZone}></review-insights>`,
    );
    await loaded;
    await el.updateComplete;
    const page = new InsightsPage(el);
    const groomers = page.columns('What customers mention').slice(2);
    const rows = new Map(page.rows('What customers mention').map((row) => [row[0]!, row.slice(2).map(mentions)]));
    /** The groomer most mentioned for a topic, and how many times more than the next. */
    const leader = (topic: string) => {
      const counts = rows.get(topic)!;
      const order = counts.map((count, place) => ({ count, place })).sort((a, b) => b.count - a.count);
      return { groomer: groomers[order[0]!.place]!, lead: order[0]!.count / Math.max(1, order[1]!.count) };
    };
    const late = leader('Waiting and punctuality');
    const offStyle = leader('Cut or style not as asked');
    expect(late.lead, `${late.groomer} leads waiting`).to.be.above(2);
    expect(offStyle.lead, `${offStyle.groomer} leads the cut`).to.be.above(2);
    expect(late.groomer).not.to.equal(offStyle.groomer);
  });
});
