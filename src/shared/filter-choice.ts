/**
 * One filter of a staff board: a labelled choice of "All" (the value "") or one of `values`, each
 * shown in words, which tells `change` the value chosen. Styled by the staff styles (`.filter`).
 */
import { html, type TemplateResult } from 'lit';

export function filterChoice(
  id: string,
  label: string,
  value: string,
  values: readonly string[],
  words: (value: string) => string,
  anyValue: string,
  change: (value: string) => void,
): TemplateResult {
  return html`<div class="filter">
    <label for=${id}>${label}</label>
    <select id=${id} @change=${(event: Event) => change((event.target as HTMLSelectElement).value)}>
      <option value="" ?selected=${value === ''}>${anyValue}</option>
      ${values.map((each) => html`<option value=${each} ?selected=${each === value}>${words(each)}</option>`)}
    </select>
  </div>`;
}
