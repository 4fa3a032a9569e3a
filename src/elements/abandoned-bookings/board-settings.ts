/**
 * What `<abandoned-bookings>` reads, from its attributes: the branches (trimmed, each once), the
 * number of days, and the steps, statuses and lead types that ListAbandonedBookings narrows to, as
 * the API spells them (`select-time` names `SELECT_TIME`). A value the API does not know is a
 * problem of the page's setup, named with the values it knows.
 */
import { abandonStatuses, abandonSteps, type ListAbandonedBookingsRequest, leadTypes } from '../../api/abandoned-bookings.js';
import { isOneOf } from '../../api/enums.js';
import { apiSpelling } from '../../shared/attributes.js';
import type { AbandonedBookingsStrings } from './abandoned-bookings.strings.js';
import type { TimeWindow } from './windows.js';

/** The default period, in days. */
export const defaultDays = 30;
/** The longest period: a year and a day. */
export const maxDays = 366;
/** The most branches read at once. */
export const maxBranches = 20;
/** The API's largest page. */
export const pageSize = 500;

export interface BoardQuery {
  readonly businessIds: readonly string[];
  readonly days: number;
  readonly steps: readonly string[];
  readonly statuses: readonly string[];
  readonly leadTypes: readonly string[];
}

/** The query of the attributes, as they are set. */
export function boardQuery(attributes: BoardQuery): BoardQuery {
  return {
    businessIds: [...new Set(attributes.businessIds.map((id) => id.trim()).filter(Boolean))],
    days: attributes.days,
    steps: attributes.steps.map(apiSpelling),
    statuses: attributes.statuses.map(apiSpelling),
    leadTypes: attributes.leadTypes.map(apiSpelling),
  };
}

/** The attributes of the filters, each with its values and what the API knows of them. */
const filterAttributes = [
  ['steps', (query: BoardQuery) => query.steps, abandonSteps],
  ['statuses', (query: BoardQuery) => query.statuses, abandonStatuses],
  ['lead-types', (query: BoardQuery) => query.leadTypes, leadTypes],
] as const;

/** What is wrong with the query, in the element's words, or undefined. */
export function queryProblem(query: BoardQuery, text: AbandonedBookingsStrings): string | undefined {
  if (query.businessIds.length === 0) return text.invalidBusinessIds;
  if (query.businessIds.length > maxBranches) return text.tooManyBranches(maxBranches);
  if (!Number.isInteger(query.days) || query.days < 1 || query.days > maxDays) return text.invalidDays(maxDays);
  for (const [attribute, values, known] of filterAttributes) {
    const unknown = values(query).filter((value) => !isOneOf(known, value));
    if (unknown.length > 0) return text.invalidValues(attribute, unknown.join(', '), known.slice(1).join(', '));
  }
  return undefined;
}

/**
 * The request for one page of a window ("" is the first); only the filters given are sent. A query
 * with an unknown value is never sent (`queryProblem`): keeping the known ones types the request.
 */
export function bookingsRequest(companyId: string, query: BoardQuery, window: TimeWindow, pageToken: string): ListAbandonedBookingsRequest {
  const { steps, statuses, leadTypes: leads } = query;
  return {
    companyId,
    businessIds: [...query.businessIds],
    pagination: { pageSize, ...(pageToken && { pageToken }) },
    filter: {
      abandonTime: { ...window },
      ...(steps.length > 0 && { steps: steps.filter((step) => isOneOf(abandonSteps, step)) }),
      ...(statuses.length > 0 && { statuses: statuses.filter((status) => isOneOf(abandonStatuses, status)) }),
      ...(leads.length > 0 && { leadTypes: leads.filter((lead) => isOneOf(leadTypes, lead)) }),
    },
  };
}
