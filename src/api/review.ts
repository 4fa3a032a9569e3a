/** business.review.v1: customer feedback on appointments. */
import * as z from './schema.js';
import { pageOf, paginationSchema } from './pagination.js';
import { defineOperation } from './operation.js';
import { boundedInt32, list, openEnum, optional, requestEnum, requestList, requiredText, text } from './wire.js';
import { timestamp } from './wire-times.js';

/** Review.Source, in protobuf order (docs/api-notes.md, "Values the spec leaves out"). */
export const reviewSources = ['SOURCE_UNSPECIFIED', 'SMS', 'GROOMING_REPORT', 'PET_PARENT_PORTAL'] as const;

export const reviewSchema = /* @__PURE__ */ z.object({
  id: text,
  customerId: text,
  appointmentId: text,
  staffIds: list(text),
  petIds: list(text),
  source: openEnum(reviewSources),
  /** 1 to 5; 0 when the service left it out. */
  score: boundedInt32(1, 5),
  content: text,
  reviewTime: timestamp,
  createdTime: timestamp,
  lastUpdatedTime: timestamp,
});
export type Review = z.output<typeof reviewSchema>;
export type ReviewSource = Review['source'];

export const listReviewsRequestSchema = /* @__PURE__ */ z.object({
  pagination: paginationSchema,
  businessId: requiredText,
  filter: optional(
    z.object({
      sources: requestList(requestEnum(reviewSources)),
      staffIds: requestList(requiredText),
    }),
  ),
});
export type ListReviewsRequest = z.input<typeof listReviewsRequestSchema>;

export const listReviewsResponseSchema = /* @__PURE__ */ pageOf({ reviews: list(reviewSchema) });
export type ListReviewsResponse = z.output<typeof listReviewsResponseSchema>;

export const listReviews = defineOperation({
  name: 'listReviews',
  method: 'POST',
  request: listReviewsRequestSchema,
  response: listReviewsResponseSchema,
  path: '/v1/reviews:list',
  retryable: true,
});
