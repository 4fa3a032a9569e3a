/**
 * Reviews of every branch over the last two years, written from fragments by score: enough for a
 * year beside the year before. One busy branch (Park Slope) holds a few thousand; the others a few
 * hundred. Volume grows over time; groomers stand apart (one has slipped over the last four
 * months, one is often late, one's cuts are not what was asked); some customers write in Spanish or
 * French; channels lean their own way, so that the insights have something to say.
 */
import type { Review } from '../../src/api/review.js';
import { dayMs, formatTimestamp } from '../calendar.js';
import { createRandom, opaqueId, type Random } from '../random.js';
import { longReviewStory, markupReviewContent, reviewClosings, reviewDetails, reviewOpenings } from './texts.js';
import { drawLanguage, type Habit, reviewText } from './review-languages.js';
import type { WorldOptions } from './index.js';
import type { Organizations } from './organizations.js';
import type { BranchReview } from './types.js';

const reviewWindowDays = 730;

/** Reviews a day, on average over the window, by branch name: the rest get `usualPerDay`. */
const busyBranches = new Map([['Pawsome Grooming Park Slope', 6]]);
const usualPerDay = 0.6;

/** How a groomer's reviews lean, by their place on the branch's roster: from well above to below the branch. */
const groomerLeans = [0.3, 0.1, 0, -0.15, -0.35];
/** The groomer (by place) whose reviews have slipped over the last `slipDays`. */
const slippingGroomer = 1;
const slipDays = 120;
/** What the customers of the groomer at a place on the roster write about: one is often late, one's cuts are not what was asked. */
const habits = new Map<number, Habit>([
  [3, 'late'],
  [4, 'off-style'],
]);

/** How each channel leans: a grooming report comes right after the visit, a text days later. */
const channelLeans = new Map<string, number>([
  ['GROOMING_REPORT', 0.15],
  ['SMS', -0.1],
]);

/** How the reviews of the groomer at `place` on the roster lean, `age` ms ago. */
function groomerLean(place: number, age: number): number {
  const slip = place === slippingGroomer && age < slipDays * dayMs ? -0.45 * (1 - age / (slipDays * dayMs)) : 0;
  return (groomerLeans[place % groomerLeans.length] ?? 0) + slip;
}

/**
 * Mostly happy customers, as on real review feeds: 5 stars half the time. A `lean` (-1 to 1) moves
 * that share of scores a star up (or down).
 */
function drawScore(random: Random, lean: number): number {
  const draw = random.next();
  const score = draw < 0.5 ? 5 : draw < 0.77 ? 4 : draw < 0.88 ? 3 : draw < 0.94 ? 2 : 1;
  if (!random.chance(Math.abs(lean))) return score;
  return Math.min(5, Math.max(1, score + Math.sign(lean)));
}

/**
 * Ages (ms before the anchor) of `count` reviews, youngest first, denser lately: volume grows by
 * half over the window. Rejection sampling, bounded by attempts.
 */
function drawAges(random: Random, count: number): number[] {
  const span = reviewWindowDays * 24 * 60;
  const ages: number[] = [];
  for (let attempt = 0; ages.length < count && attempt < count * 4; attempt++) {
    const minutes = random.integer(60, span);
    // Density from 1 (the window's start) to 1.5 (today), over its most.
    if (random.next() < (1 + 0.5 * (1 - minutes / span)) / 1.5) ages.push(minutes * 60_000);
  }
  return ages.sort((left, right) => left - right);
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
  // The texts' own stream: languages and habits drawn here leave every other draw of the reviews as it was.
  const texts = createRandom(`${seed}:review-texts`);
  const reviews: BranchReview[] = [];
  organizations.branches.forEach((branch, branchIndex) => {
    const groomers = organizations.groomers.filter((groomer) => groomer.workPatterns.some((pattern) => pattern.businessId === branch.id));
    const customers = organizations.customers.filter((customer) => customer.companyId === branch.companyId);
    const perDay = busyBranches.get(branch.businessName) ?? usualPerDay;
    const ages = drawAges(random, Math.round(perDay * reviewWindowDays * random.integer(90, 110) * 0.01));
    ages.forEach((age, index) => {
      const customer = random.pick(customers);
      const pet = random.pick(customer.pets);
      const staff = random.sample(groomers, random.chance(0.15) ? 2 : 1);
      const source = drawSource(random);
      const groomersLean = staff.reduce((sum, groomer) => sum + groomerLean(groomers.indexOf(groomer), age), 0) / staff.length;
      const lean = groomersLean + (channelLeans.get(source) ?? 0);
      const score = drawScore(random, Math.max(-0.9, Math.min(0.9, lean)));
      const reviewTime = anchor - age;
      const edited = random.chance(0.1);
      const markup = options.hostileTexts && branchIndex === 0 && index === 2;
      const review: Review = {
        id: opaqueId(random, 'rev'),
        customerId: customer.id,
        appointmentId: opaqueId(random, 'apt'),
        staffIds: staff.map((groomer) => groomer.id),
        petIds: [pet.id],
        source,
        score: markup ? 5 : score,
        content: markup
          ? fill(markupReviewContent, pet.name, staff[0]?.firstName ?? '')
          : fill(
              reviewText(
                texts,
                composeContent(random, score, pet.name, staff[0]?.firstName ?? 'the groomer'),
                score,
                drawLanguage(texts),
                habits.get(staff[0] ? groomers.indexOf(staff[0]) : -1),
              ),
              pet.name,
              staff[0]?.firstName ?? 'the groomer',
            ),
        reviewTime: formatTimestamp(reviewTime),
        createdTime: formatTimestamp(reviewTime + random.integer(1, 90) * 1000),
        lastUpdatedTime: formatTimestamp(edited ? Math.min(reviewTime + random.integer(1, 20) * dayMs, anchor) : reviewTime),
      };
      reviews.push({ businessId: branch.id, review });
    });
  });
  return reviews;
}
