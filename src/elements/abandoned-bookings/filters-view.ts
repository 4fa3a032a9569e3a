/**
 * The filters of `<abandoned-bookings>`: a choice of step, status, lead type and (with several
 * branches) branch, each "All" or one value, which narrow the figures, the funnel and the list
 * together, over what was read; "Clear filters" once one is set; and "Download CSV" of what they
 * keep.
 */
import { html, nothing, type TemplateResult } from 'lit';
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

function choice(
  id: string,
  label: string,
  value: string,
  values: readonly string[],
  words: (value: string) => string,
  change: (value: string) => void,
  anyValue: string,
): TemplateResult {
  return html`<div class="filter">
    <label for=${id}>${label}</label>
    <select id=${id} @change=${(event: Event) => change((event.target as HTMLSelectElement).value)}>
      <option value="" ?selected=${value === ''}>${anyValue}</option>
      ${values.map((each) => html`<option value=${each} ?selected=${each === value}>${words(each)}</option>`)}
    </select>
  </div>`;
}

export function filtersView({ filter, choices, businessIds, format, onChange, onDownload }: FiltersSettings): TemplateResult {
  const { text } = format;
  const set = (key: keyof BoardFilter) => (value: string) => onChange({ ...filter, [key]: value });
  return html`<fieldset class="filters" part="filters">
    <legend>${text.filtersLabel}</legend>
    ${choice('filter-step', text.stepLabel, filter.step, choices.steps, format.step, set('step'), text.anyValue)}
    ${choice('filter-status', text.statusLabel, filter.status, choices.statuses, format.status, set('status'), text.anyValue)}
    ${choice('filter-lead-type', text.leadTypeLabel, filter.leadType, choices.leadTypes, format.leadType, set('leadType'), text.anyValue)}
    ${
      businessIds.length > 1
        ? choice('filter-branch', text.branchLabel, filter.businessId, businessIds, format.branch, set('businessId'), text.anyValue)
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
