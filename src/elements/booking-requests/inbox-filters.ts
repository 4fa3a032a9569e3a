/**
 * What the inbox can be filtered by: a status and (with several branches) a branch, each "All" or
 * one, over what was read (the staff list's base class draws them, with "Clear filters" and
 * "Download CSV").
 */
import { requestStatuses } from '../../api/booking-requests/inbox.js';
import { branchFilter, type FilterField } from '../../shared/filter-choice.js';
import { type InboxFilterKey, overdueFilter } from './inbox.js';
import type { InboxFormat } from './inbox-format.js';

export function inboxFilters(businessIds: readonly string[], format: InboxFormat): FilterField<InboxFilterKey>[] {
  const { text } = format;
  return [
    { key: 'status', label: text.statusLabel, values: [...requestStatuses, overdueFilter], words: format.status },
    ...branchFilter(businessIds, text.branchLabel, format.branch),
  ];
}
