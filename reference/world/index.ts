/**
 * The whole data world for a seed, laid out relative to the start of the current UTC day: the
 * same all day long, so page tokens and identifiers stay valid, and fresh again tomorrow.
 */
import { dayMs } from '../calendar.js';
import { createAbandonedBookings } from './abandoned-bookings.js';
import { createAgreements } from './agreements.js';
import { createOrganizations } from './organizations.js';
import { createReviews } from './reviews.js';
import type { World } from './types.js';

export const defaultSeed = 'booking-elements';

/** How a world is made besides its seed. */
export interface WorldOptions {
  /** The first branch gets a review holding `<img onerror>` and an agreement title holding `<b>`, for tests. */
  readonly hostileTexts: boolean;
}

export function createWorld(seed: string, now: number, options: WorldOptions): World {
  const anchor = Math.floor(now / dayMs) * dayMs;
  const organizations = createOrganizations(seed);
  return {
    anchor,
    ...organizations,
    reviews: createReviews(seed, anchor, organizations, options),
    ...createAgreements(seed, anchor, organizations, options),
    abandonedBookings: createAbandonedBookings(seed, anchor, organizations, options),
  };
}

/** Builds the world once per UTC day for a handler. */
export function createWorldSource(seed: string, options: WorldOptions): (now: number) => World {
  let cached: World | undefined;
  return (now) => {
    if (!cached || now - cached.anchor >= dayMs || now < cached.anchor) cached = createWorld(seed, now, options);
    return cached;
  };
}
