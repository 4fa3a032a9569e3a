/**
 * The inbox's filters: a status and (with several branches) a branch, each "All" or one, over what
 * was read; "Clear filters" once one is set; and "Download CSV" of what they keep.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { filterChoice } from '../../shared/filter-choice.js';
import { requestStatuses } from '../../api/booking-request-inbox.js';
import { type InboxFilter, noFilter } from './inbox.js';
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
  return html`<fieldset class="filters" part="filters">
    <legend>${text.filtersLabel}</legend>
    ${filterChoice('filter-status', text.statusLabel, filter.status, requestStatuses, format.status, text.anyValue, (status) => onChange({ ...filter, status }))}
    ${
      businessIds.length > 1
        ? filterChoice('filter-branch', text.branchLabel, filter.businessId, businessIds, format.branch, text.anyValue, (businessId) =>
            onChange({ ...filter, businessId }),
          )
        : nothing
    }
    <div class="filter-actions">
      ${filter.status || filter.businessId ? html`<button type="button" @click=${() => onChange(noFilter)}>${text.clearFilters}</button>` : nothing}
      <button type="button" class="download" part="download-button" @click=${onDownload}>${text.downloadCsv}</button>
    </div>
  </fieldset>`;
}
