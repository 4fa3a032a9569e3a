/**
 * The filters of a staff list, in a fieldset (part `filters`): each a labelled choice of "All"
 * (the value "") or one of its values, each shown in words; "Clear filters" once one is set; and
 * "Download CSV" (part `download-button`) of what they keep. Styled by the staff styles
 * (`.filters`, `.filter`).
 */
import { html, nothing, type TemplateResult } from 'lit';

/** What staff chose in a list's filters: one value per filter, or none (every value). */
export type ListFilter<Key extends string> = { readonly [K in Key]?: string };

/** One filter of a list: its key, its label, the values to choose among, and each in words. */
export interface FilterField<Key extends string> {
  readonly key: Key;
  readonly label: string;
  readonly values: readonly string[];
  readonly words: (value: string) => string;
}

/** The filter by branch, for a list of several branches; none for one. */
export function branchFilter(
  businessIds: readonly string[],
  label: string,
  words: (businessId: string) => string,
): FilterField<'businessId'>[] {
  return businessIds.length > 1 ? [{ key: 'businessId', label, values: businessIds, words }] : [];
}

/** The words of the filters; every staff list has them under these keys. */
export interface FiltersStrings {
  readonly filtersLabel: string;
  readonly anyValue: string;
  readonly clearFilters: string;
  readonly downloadCsv: string;
}

export function filtersView<Key extends string>(
  fields: readonly FilterField<Key>[],
  filter: ListFilter<Key>,
  text: FiltersStrings,
  onChange: (filter: ListFilter<Key>) => void,
  onDownload: () => void,
  /** Fields of the list's own drawn before the choices (the inbox's search and days). */
  own: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  const choice = ({ key, label, values, words }: FilterField<Key>) => {
    const value = filter[key] ?? '';
    const change = (event: Event) => onChange({ ...filter, [key]: (event.target as HTMLSelectElement).value });
    return html`<div class="filter">
      <label for="filter-${key}">${label}</label>
      <select id="filter-${key}" @change=${change}>
        <option value="" ?selected=${value === ''}>${text.anyValue}</option>
        ${values.map((each) => html`<option value=${each} ?selected=${each === value}>${words(each)}</option>`)}
      </select>
    </div>`;
  };
  return html`<fieldset class="filters" part="filters">
    <legend>${text.filtersLabel}</legend>
    ${own}
    ${fields.map(choice)}
    <div class="filter-actions">
      ${Object.values(filter).some(Boolean) ? html`<button type="button" @click=${() => onChange({})}>${text.clearFilters}</button>` : nothing}
      <button type="button" class="download" part="download-button" @click=${onDownload}>${text.downloadCsv}</button>
    </div>
  </fieldset>`;
}
