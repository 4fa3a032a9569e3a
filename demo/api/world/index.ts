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

export function createWorld(seed: string, now: number): World {
  const anchor = Math.floor(now / dayMs) * dayMs;
  const organizations = createOrganizations(seed);
  return {
    anchor,
    ...organizations,
    reviews: createReviews(seed, anchor, organizations),
    ...createAgreements(seed, anchor, organizations),
    abandonedBookings: createAbandonedBookings(seed, anchor, organizations),
  };
}

/** Builds the world once per UTC day for a handler. */
export function createWorldSource(seed: string): (now: number) => World {
  let cached: World | undefined;
  return (now) => {
    if (!cached || now - cached.anchor >= dayMs || now < cached.anchor) cached = createWorld(seed, now);
    return cached;
  };
}
