/**
 * `<review-insights>` tells small numbers honestly: a groomer's 5.0 over two reviews is marked too
 * few to compare and listed after a surer 3.9 over twelve, whose interval is drawn and written.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/review-insights/define.js';
import type { ReviewInsights } from '../../../src/elements/review-insights/review-insights.js';
import { daysAgo } from '../../helpers/clock.js';
import { newScope, plan, scopedBaseUrl } from '../../helpers/reference.js';
import { InsightsPage } from '../../pages/index.js';

const review = (index: number, staffId: string, score: number) => ({
  id: `rev_${staffId}_${index}`,
  staffIds: [staffId],
  source: 'SMS',
  score,
  content: 'A visit.',
  reviewTime: daysAgo(1 + (index % 20)),
});

describe('<review-insights> small numbers', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`marks a 5.0 over two reviews too few to compare, after a surer average with its interval (${dir})`, async () => {
      const scope = newScope();
      const reviews = [
        review(0, 'stf_new', 5),
        review(1, 'stf_new', 5),
        ...Array.from({ length: 12 }, (_, index) => review(index, 'stf_old', [5, 4, 3, 4][index % 4]!)),
      ];
      await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: '' } }] });
      const loaded = InsightsPage.loaded();
      const host = await fixture<HTMLElement>(html`<div dir=${dir}>
        <review-insights lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids="biz_few" days="30" time-zone="UTC"
          .staff=${new Map([
            ['stf_new', 'Nina New'],
            ['stf_old', 'Otto Old'],
          ])}></review-insights>
      </div>`);
      await loaded;
      const el = host.querySelector<ReviewInsights>('review-insights')!;
      await el.updateComplete;
      const page = new InsightsPage(el);
      const rows = page.rows('By groomer');
      expect(rows.map((row) => row.slice(0, 3))).to.deep.equal([
        ['Otto Old', '4.0', '95% interval from 3.5 to 4.5'],
        ['Nina New', '5.0', 'Too few reviews to compare'],
      ]);
      expect(page.shadow.querySelector('.interval-note')!.textContent).to.include('Under 10 rated reviews');
      await expect(el).to.be.accessible();
    });
  }
});
