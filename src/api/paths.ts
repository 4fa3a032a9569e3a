/**
 * The spec's paths a page may ask before an element's code has loaded (early-requests.ts): the
 * operations' definitions take theirs from here, so that both write the same path.
 */
export const availabilityPath = '/v1/online_booking/availability';
export const companyPath = '/v1/companies/:id';

/** A path with its `:id` filled in, escaped: identifiers are opaque and may hold anything. */
export const withId = (path: string, id: string): string => path.replace(':id', () => encodeURIComponent(id));
