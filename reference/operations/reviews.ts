/** ListReviews: a branch's reviews, newest first; each filter list matches any of its values. */
import { reviewSources } from '../../src/api/review.js';
import { requireCompanyAccess } from '../access.js';
import { pageOf, readPageRequest } from '../pagination.js';
import { optionalEnumList, optionalObject, optionalStringList, requiredString } from '../request-fields.js';
import { findBranch, type Operation } from './context.js';

export const listReviews: Operation = ({ world, body, access }) => {
  const pageRequest = readPageRequest('ListReviews', body);
  const businessId = requiredString(body, 'businessId');
  const filter = optionalObject(body, 'filter') ?? {};
  const sources = optionalEnumList(filter, 'sources', reviewSources, 'filter.sources');
  const staffIds = optionalStringList(filter, 'staffIds', 'filter.staffIds');
  const branch = findBranch(world, businessId);
  requireCompanyAccess(access, branch.companyId);
  const reviews = world.reviews
    .filter((entry) => entry.businessId === branch.id)
    .map((entry) => entry.review)
    .filter((review) => !sources?.length || sources.some((source) => source === review.source))
    .filter((review) => !staffIds?.length || review.staffIds.some((staffId) => staffIds.includes(staffId)))
    .sort((left, right) => (right.reviewTime ?? '').localeCompare(left.reviewTime ?? '') || left.id.localeCompare(right.id));
  const page = pageOf(reviews, pageRequest);
  return { nextPageToken: page.nextPageToken, reviews: page.items };
};
