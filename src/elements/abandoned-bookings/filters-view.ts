/**
 * The filters of `<abandoned-bookings>`: a choice of step, status, lead type and (with several
 * branches) branch, each "All" or one value, which narrow the figures, the funnel and the list
 * together, over what was read; "Clear filters" once one is set; and "Download CSV" of what they
 * keep.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { filterChoice } from '../../shared/filter-choice.js';
import { type BoardFilter, type Choices, noFilter } from './board.js';
import type { BoardFormat } from './board-format.js';

export interface FiltersSettings {
  readonly filter: BoardFilter;
  readonly choices: Choices;
  readonly businessIds: readonly string[];
  readonly format: BoardFormat;
  readonly onChange: (filter: BoardFilter) => void;
  readonly onDownload: () => void;
}

export function filtersView({ filter, choices, businessIds, format, onChange, onDownload }: FiltersSettings): TemplateResult {
  const { text } = format;
  const set = (key: keyof BoardFilter) => (value: string) => onChange({ ...filter, [key]: value });
  return html`<fieldset class="filters" part="filters">
    <legend>${text.filtersLabel}</legend>
    ${filterChoice('filter-step', text.stepLabel, filter.step, choices.steps, format.step, text.anyValue, set('step'))}
    ${filterChoice('filter-status', text.statusLabel, filter.status, choices.statuses, format.status, text.anyValue, set('status'))}
    ${filterChoice('filter-lead-type', text.leadTypeLabel, filter.leadType, choices.leadTypes, format.leadType, text.anyValue, set('leadType'))}
    ${
      businessIds.length > 1
        ? filterChoice('filter-branch', text.branchLabel, filter.businessId, businessIds, format.branch, text.anyValue, set('businessId'))
        : nothing
    }
    <div class="filter-actions">
      ${
        Object.values(filter).some(Boolean)
          ? html`<button type="button" @click=${() => onChange(noFilter)}>${text.clearFilters}</button>`
          : nothing
      }
      <button type="button" class="download" part="download-button" @click=${onDownload}>${text.downloadCsv}</button>
    </div>
  </fieldset>`;
}
