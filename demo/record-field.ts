/**
 * The field of an attribute that names a reference record: a select of the records that fit the
 * element's other values, and "Type a value…" for any other, which shows a text field.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { branchAgreements, type RecordChoice } from './records.js';
import { valuesOf, type DemoState } from './state.js';

/** The select's value that switches to a typed value. */
export const typedChoice = '__typed__';

/** The id of an attribute's control. */
export const controlId = (tag: string, name: string) => `cfg-${tag}-${name}`;

/** The id of the text field that replaces a record select. */
export const typedInputId = (tag: string, name: string) => `${controlId(tag, name)}-typed`;

/** The key of `DemoState.typed`. */
export const typedKey = (tag: string, name: string) => `${tag}|${name}`;

export interface RecordFieldActions {
  setValue(name: string, value: string, options?: { debounce?: boolean }): void;
  /** A choice of the select: a record, or `typedChoice`. */
  chooseRecord(name: string, choice: string): void;
}

export function recordField(
  state: DemoState,
  name: string,
  choices: readonly RecordChoice[],
  parts: { label: TemplateResult; hint: TemplateResult },
  actions: RecordFieldActions,
): TemplateResult {
  const id = controlId(state.tag, name);
  const value = valuesOf(state, state.tag).get(name) ?? '';
  const agreements = name === 'agreement-id' ? branchAgreements(state) : undefined;
  // While a branch's agreements load, the chosen one is not "typed": it is not listed yet.
  const stillLoading = name === 'agreement-id' && agreements?.status !== 'ready';
  const isTyped =
    state.typed.has(typedKey(state.tag, name)) || (value !== '' && !choices.some((choice) => choice.value === value) && !stillLoading);
  const selected = isTyped ? typedChoice : value;
  const onSelect = (event: Event) => actions.chooseRecord(name, (event.target as HTMLSelectElement).value);
  const onType = (event: Event) => actions.setValue(name, (event.target as HTMLInputElement).value, { debounce: true });
  return html`<div class="field">
    ${parts.label}
    <select id=${id} aria-describedby=${`${id}-hint`} .value=${live(selected)} @change=${onSelect}>
      <option value="" ?selected=${selected === ''}>(not set)</option>
      ${agreements?.status === 'loading' ? html`<option disabled>Loading the branch's agreements…</option>` : nothing}
      ${choices.map((choice) => html`<option value=${choice.value} ?selected=${choice.value === selected}>${choice.label}</option>`)}
      <option value=${typedChoice} ?selected=${selected === typedChoice}>Type a value…</option>
    </select>
    ${
      isTyped
        ? html`<label class="typed-label" for=${typedInputId(state.tag, name)}>Typed <code>${name}</code></label>
          <input id=${typedInputId(state.tag, name)} type="text" spellcheck="false" autocomplete="off" .value=${live(value)} @input=${onType} />`
        : nothing
    }
    ${parts.hint}
    ${agreements?.status === 'failed' ? html`<p class="hint warning">The agreements could not be listed: ${agreements.message}</p>` : nothing}
  </div>`;
}
