/**
 * The inbox's filters: a status and (with several branches) a branch, each "All" or one, over what
 * was read; "Clear filters" once one is set; and "Download CSV" of what they keep
 * (src/shared/filter-choice.ts draws them).
 */
import type { TemplateResult } from 'lit';
import { requestStatuses } from '../../api/booking-request-inbox.js';
import { branchFilter, type FilterField, filtersView } from '../../shared/filter-choice.js';
import type { InboxFilter, InboxFilterKey } from './inbox.js';
import type { InboxFormat } from './inbox-format.js';

export interface FiltersSettings {
  readonly filter: InboxFilter;
  readonly businessIds: readonly string[];
  readonly format: InboxFormat;
  readonly onChange: (filter: InboxFilter) => void;
  readonly onDownload: () => void;
}

export function inboxFilters({ filter, businessIds, format, onChange, onDownload }: FiltersSettings): TemplateResult {
  const { text } = format;
  const fields: FilterField<InboxFilterKey>[] = [
    { key: 'status', label: text.statusLabel, values: requestStatuses, words: format.status },
    ...branchFilter(businessIds, text.branchLabel, format.branch),
  ];
  return filtersView(fields, filter, text, onChange, onDownload);
}
