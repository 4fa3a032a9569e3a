/**
 * What computing every figure of `<review-insights>` costs once the last page of reviews is in
 * (issue 23: under 50 ms for 10,000 reviews over a year; issue 31: with the topics of their texts,
 * in three languages, found in under 50 ms too, and no task over 50 ms), next to a plain loop over the same
 * reviews that only sums their scores: the least any figure can cost. Prints the medians of both,
 * in a business zone with daylight-saving changes, for a year of reviews (by month) and for 90 days
 * of them (by week). Then the element itself on the same reviews, served from memory: the time from
 * the last page to the figures on screen, and the longest task the page was held for meanwhile
 * (drawing that does not block the page), next to a plain table of the same number of rows.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createClient } from '../src/api/client.js';
import type { Review } from '../src/api/review.js';
import '../src/elements/review-insights/define.js';
import { type BranchReview, computeInsights } from '../src/elements/review-insights/insights.js';
import type { ReviewInsights } from '../src/elements/review-insights/review-insights.js';
import { defaultTopics } from '../src/elements/review-insights/topic-words.js';
import { topicFinder } from '../src/elements/review-insights/topics.js';

const reviewCount = 10_000;
const samples = 15;
const budgetMs = 50;
const today = '2026-11-25';

/** Texts as customers write them, in the three languages, some mentioning topics and some denying them. */
const texts = [
  'Great visit! Biscuit came out fluffy and Maria was patient with him, who hates the dryer. See you next month.',
  'We waited 45 minutes past our appointment time & no one apologised. The cut was uneven on one side. Please do better.',
  'I asked for a "teddy bear" face and got something closer to a shave-down. Hoping it is better next time.',
  'Absolutely amazing!! They were not late at all, no mats, no stress. Already booked our next visit.',
  'Luna came home with a nick on the ear and nobody mentioned it at pickup. The price went up again without notice.',
  'Esperamos casi una hora y tardaron muchísimo. Pedí un corte de osito y volvió rapado. No volveremos.',
  '¡Muy buena visita! Esta vez no tardaron nada y el local estaba limpio. ¡Gracias Ana!',
  'Nous avons attendu 40 minutes après l’heure du rendez-vous. La coupe était inégale, pas ce que j’avais demandé.',
  'Très bonne visite ! Pas en retard cette fois, aucun stress. Merci Chloé !',
  '',
];

/** A year of reviews over three branches, twelve groomers (one or two a review) and four channels, some unrated. */
function yearOfReviews(): BranchReview[] {
  const end = Date.parse(`${today}T23:00:00Z`);
  const sources = ['SMS', 'GROOMING_REPORT', 'PET_PARENT_PORTAL', 'SOURCE_UNSPECIFIED'] as const;
  return Array.from({ length: reviewCount }, (_, index) => {
    const reviewTime = new Date(end - ((index * 7_919_311) % (365 * 86_400_000))).toISOString();
    const staffIds = index % 7 === 0 ? [`stf_${index % 12}`, `stf_${(index + 5) % 12}`] : [`stf_${index % 12}`];
    const review: Review = {
      id: `rev_${index}`,
      customerId: `cus_${index % 900}`,
      appointmentId: `apt_${index}`,
      staffIds,
      petIds: [`pet_${index % 1200}`],
      source: sources[index % sources.length]!,
      score: index % 23 === 0 ? 0 : 1 + ((index * 31) % 5),
      content: texts[(index * 7) % texts.length]!,
      reviewTime,
      createdTime: reviewTime,
      lastUpdatedTime: reviewTime,
    };
    return { businessId: `biz_${index % 3}`, review };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe('review insights benchmark', () => {
  it(`computes every figure of ${reviewCount.toLocaleString('en-US')} reviews in under ${budgetMs} ms, next to a plain loop`, function () {
    this.timeout(120_000);
    const reviews = yearOfReviews();
    const plainLoop = () => {
      let sum = 0;
      for (const { review } of reviews) sum += review.score;
      return sum;
    };
    const rows: string[] = [];
    // The topics of every review, found once per reading (in slices, by the element).
    const finder = topicFinder(defaultTopics);
    const finding: number[] = [];
    let masks = new Uint32Array(0);
    for (let sample = 0; sample < samples; sample += 1) {
      finding.push(
        timed(() => {
          masks = Uint32Array.from(reviews, ({ review }) => finder.find(review.content));
        }),
      );
    }
    const mentioning = masks.filter((mask) => mask !== 0).length;
    rows.push(
      `  topics: ${median(finding).toFixed(1)} ms to find them in every review (${mentioning.toLocaleString('en-US')} mention one or more)`,
    );
    expect(median(finding), 'finding topics').to.be.below(budgetMs);
    const topics = { topics: finder.topics, masks };
    for (const days of [365, 90]) {
      const options = { today, days, timeZone: 'America/New_York', weekStartsOn: 0, topics };
      const figures: number[] = [];
      const loops: number[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        figures.push(timed(() => computeInsights(reviews, options)));
        loops.push(timed(plainLoop));
      }
      const result = computeInsights(reviews, options);
      rows.push(
        `  ${String(days).padStart(3)} days (${result.trend.unit}ly trend): figures ${median(figures).toFixed(1)} ms, plain loop ${median(loops).toFixed(2)} ms, ` +
          `${result.overall.current.count.toLocaleString('en-US')} reviews in the period`,
      );
      expect(median(figures), `${days} days`).to.be.below(budgetMs);
    }
    console.log(`review insights, ${reviewCount.toLocaleString('en-US')} reviews over a year (median of ${samples}):\n${rows.join('\n')}`);
  });

  it('draws the figures of those reviews without holding the page, next to a plain table', async function () {
    this.timeout(120_000);
    // Every review of the year in one branch, as a busy branch has them.
    const reviews = yearOfReviews()
      .map(({ review }) => review)
      .sort((a, b) => b.reviewTime!.localeCompare(a.reviewTime!));
    let lastPageAt = 0;
    // The branch's pages of 500, newest first, from memory: what is measured is the element.
    const client = createClient({
      baseUrl: 'https://bench.invalid',
      fetch: async (_input, init) => {
        const { pagination } = JSON.parse(String(init?.body)) as { pagination: { pageToken?: string } };
        const start = Number(pagination.pageToken ?? 0);
        const next = start + 500 < reviews.length ? String(start + 500) : '';
        if (!next) lastPageAt = performance.now();
        return new Response(JSON.stringify({ reviews: reviews.slice(start, start + 500), nextPageToken: next }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= lastPageAt && lastPageAt > 0) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const loaded = new Promise<number>((resolve) =>
      document.addEventListener('review-insights-load', () => resolve(performance.now()), { once: true }),
    );
    const element = await fixture<ReviewInsights>(
      html`<review-insights business-ids="biz_0" days="365" time-zone="America/New_York" .client=${client}></review-insights>`,
    );
    const shownAt = await loaded;
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    const rows = element.shadowRoot!.querySelectorAll('tr').length;

    // The baseline: a plain table of as many rows, drawn at once.
    const start = performance.now();
    const table = document.createElement('table');
    for (let index = 0; index < rows; index += 1) table.insertRow().insertCell().textContent = String(index);
    document.body.append(table);
    table.getBoundingClientRect();
    const plainMs = performance.now() - start;
    table.remove();

    const longest = Math.max(0, ...longTasks);
    console.log(
      `review insights drawn: ${reviews.length.toLocaleString('en-US')} reviews of a branch, ${rows} table rows; ` +
        `last page to figures on screen ${(shownAt - lastPageAt).toFixed(1)} ms, longest task meanwhile ${longest.toFixed(0)} ms ` +
        `(${longTasks.length} over 50 ms); a plain table of ${rows} rows ${plainMs.toFixed(1)} ms`,
    );
    expect(longest, 'the longest task after the last page').to.be.below(budgetMs);
  });
});
