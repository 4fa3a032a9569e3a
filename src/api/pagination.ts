/**
 * Pagination of the list operations (docs/api-notes.md, "Shared value types"). Its own module,
 * re-exported by common.ts: the list operations need nothing else of common.ts, and a module
 * they import goes whole, with what it imports (dates and their calendar arithmetic), into the
 * chunk of every element that lists something.
 */
import type * as core from 'zod/v4/core';
import * as z from './schema.js';
import { accepted, optionalText, text } from './wire.js';

/** Pagination of every list request: `pageSize` 1 to 500; no token (or "1") is the first page. */
export const paginationSchema = /* @__PURE__ */ z.object({
  pageSize: accepted(
    (value): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 500,
    'a whole number from 1 to 500',
  ),
  pageToken: optionalText,
});
export type Pagination = z.input<typeof paginationSchema>;

/**
 * A list response: `nextPageToken`, which every one carries ("" (or missing on the wire) on the
 * last page), then `fields`. A function rather than a shape spread into each `z.object`: a spread
 * stays in the bundle of an element that uses none of the module's lists.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<const Fields extends core.$ZodLooseShape>(fields: Fields) {
  return z.object({ nextPageToken: text, ...fields });
}
