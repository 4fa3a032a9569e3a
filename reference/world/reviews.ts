/** Reviews of every branch over the last 18 months, newest written from fragments by score. */
import type { Review } from '../../src/api/review.js';
import { dayMs, formatTimestamp } from '../calendar.js';
import { createRandom, opaqueId, type Random } from '../random.js';
import { longReviewStory, markupReviewContent, reviewClosings, reviewDetails, reviewOpenings } from './texts.js';
import type { WorldOptions } from './index.js';
import type { Organizations } from './organizations.js';
import type { BranchReview } from './types.js';

const reviewWindowDays = 548;

/** Mostly happy customers, as on real review feeds: 5 stars half the time. */
function drawScore(random: Random): number {
  const draw = random.next();
  if (draw < 0.5) return 5;
  if (draw < 0.77) return 4;
  if (draw < 0.88) return 3;
  if (draw < 0.94) return 2;
  return 1;
}

function drawSource(random: Random): Review['source'] {
  const draw = random.next();
  if (draw < 0.35) return 'SMS';
  if (draw < 0.65) return 'GROOMING_REPORT';
  if (draw < 0.93) return 'PET_PARENT_PORTAL';
  return 'SOURCE_UNSPECIFIED';
}

function fill(template: string, petName: string, groomerName: string): string {
  return template.replaceAll('{pet}', petName).replaceAll('{groomer}', groomerName);
}

function composeContent(random: Random, score: number, petName: string, groomerName: string): string {
  const tier = score - 1;
  const sentences = [random.pick(reviewOpenings[tier] ?? [])];
  for (const detail of random.sample(reviewDetails[tier] ?? [], random.integer(1, 2))) sentences.push(detail);
  if (score >= 4 && random.chance(0.08)) sentences.push(longReviewStory);
  if (random.chance(0.7)) sentences.push(random.pick(reviewClosings[tier] ?? []));
  return fill(sentences.join(' '), petName, groomerName);
}

/**
 * Per branch, the reviews newest first. With hostile texts, the third newest review of the first
 * branch holds literal HTML, so that element tests find it on the first page.
 */
export function createReviews(seed: string, anchor: number, organizations: Organizations, options: WorldOptions): BranchReview[] {
  const random = createRandom(`${seed}:reviews`);
  const reviews: BranchReview[] = [];
  organizations.branches.forEach((branch, branchIndex) => {
    const groomers = organizations.groomers.filter((groomer) => groomer.workPatterns.some((pattern) => pattern.businessId === branch.id));
    const customers = organizations.customers.filter((customer) => customer.companyId === branch.companyId);
    const count = random.integer(32, 48);
    const ages = Array.from({ length: count }, () => random.integer(60, reviewWindowDays * 24 * 60) * 60_000).sort(
      (left, right) => left - right,
    );
    ages.forEach((age, index) => {
      const customer = random.pick(customers);
      const pet = random.pick(customer.pets);
      const staff = random.sample(groomers, random.chance(0.15) ? 2 : 1);
      const score = drawScore(random);
      const reviewTime = anchor - age;
      const edited = random.chance(0.1);
      const markup = options.hostileTexts && branchIndex === 0 && index === 2;
      const review: Review = {
        id: opaqueId(random, 'rev'),
        customerId: customer.id,
        appointmentId: opaqueId(random, 'apt'),
        staffIds: staff.map((groomer) => groomer.id),
        petIds: [pet.id],
        source: drawSource(random),
        score: markup ? 5 : score,
        content: markup
          ? fill(markupReviewContent, pet.name, staff[0]?.firstName ?? '')
          : composeContent(random, score, pet.name, staff[0]?.firstName ?? 'the groomer'),
        reviewTime: formatTimestamp(reviewTime),
        createdTime: formatTimestamp(reviewTime + random.integer(1, 90) * 1000),
        lastUpdatedTime: formatTimestamp(edited ? Math.min(reviewTime + random.integer(1, 20) * dayMs, anchor) : reviewTime),
      };
      reviews.push({ businessId: branch.id, review });
    });
  });
  return reviews;
}
