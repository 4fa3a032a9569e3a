/**
 * The "Configure" panel: the element select and one field per attribute of the element's manifest
 * entry, its own first, then those every element shares (connection and locale) in a group. The
 * kind of field follows the attribute's type, and a few names the demo knows better: records of
 * the reference world, the minted customer token, the locale, dates, lists with examples.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { recordField, controlId, type RecordFieldActions } from './record-field.js';
import type { AttributeDescriptor, ElementDescriptor } from './manifest.js';
import type { ReferenceData } from './reference-data.js';
import { branchAgreements, companyOf, recordAttributes } from './records.js';
import { valuesOf, type DemoState } from './state.js';

export interface FormActions extends RecordFieldActions {
  chooseElement(tag: string): void;
}

/** The languages with built-in words, and one without them, which shows English words with its own dates. */
const locales: [string, string][] = [
  ['', 'Inherit from the page'],
  ['en-US', 'English (United States)'],
  ['en-GB', 'English (United Kingdom)'],
  ['es-MX', 'Español (México)'],
  ['es-ES', 'Español (España)'],
  ['fr-FR', 'Français (France)'],
  ['fr-CA', 'Français (Canada)'],
  ['de-DE', 'Deutsch (Deutschland): dates only, words in English'],
];

/** What the locale list offers, for `lang`, which the manifest lists without a description. */
const localeHint = 'Locale for dates, times and numbers. Default: inherited from the page.';

const targets: [string, string][] = [
  ['', 'Default (_blank)'],
  ['_blank', '_blank: a new window'],
  ['_self', '_self: this page'],
];

/** The choices of an attribute whose type is a union of string literals, such as `'week' | 'month'`; undefined for any other. */
function literalChoices(type: string): [string, string][] | undefined {
  const parts = type.split('|').map((part) => part.trim());
  if (parts.length < 2 || !parts.every((part) => /^'[^']*'$/.test(part))) return undefined;
  return parts.map((part) => part.slice(1, -1)).map((choice) => [choice, choice === '' ? '(none)' : choice]);
}

/** The choices of a select, for the attributes that have a fixed set. */
function fixedChoices(attribute: AttributeDescriptor): [string, string][] | undefined {
  if (attribute.name === 'lang') return locales;
  if (attribute.name === 'target') return targets;
  return literalChoices(attribute.type);
}

/** Text with `code` spans, as the manifest's descriptions write them. */
function describe(text: string): TemplateResult[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : html`${part}`));
}

interface FormContext {
  readonly state: DemoState;
  readonly element: ElementDescriptor;
  readonly world: ReferenceData;
  readonly actions: FormActions;
}

/** Examples of records for the lists of them, or a word on how to separate values. */
function extraHint({ state, world }: FormContext, attribute: AttributeDescriptor): TemplateResult | typeof nothing {
  const company = companyOf(world.fixtures, valuesOf(state, state.tag));
  const examples = (items: { id: string; name: string }[]) =>
    items.length > 0
      ? html` <span class="examples">For example: ${items.slice(0, 3).map((item, index) => html`${index ? ', ' : ''}<code>${item.id}</code> (${item.name})`)}.</span>`
      : nothing;
  if (attribute.name === 'service-ids') {
    return examples(world.fixtures.services.filter((service) => service.companyId === company).map(({ id, name }) => ({ id, name })));
  }
  if (attribute.name === 'staff-ids') {
    return examples(
      world.fixtures.staff
        .filter((staff) => staff.companyId === company)
        .map((staff) => ({ id: staff.id, name: `${staff.firstName} ${staff.lastName}` })),
    );
  }
  if (attribute.type.includes('[]') && !/separat/i.test(attribute.description)) return html` Separate values with spaces or commas.`;
  return nothing;
}

/** A list of suggestions for a text field: the reference ZIP codes, the companies' time zones. */
function suggestions({ world }: FormContext, name: string): { id: string; list: TemplateResult } | undefined {
  if (name === 'zipcode') {
    const { branches, unassignedZipcode } = world.fixtures;
    return {
      id: 'cfg-zipcodes',
      list: html`<datalist id="cfg-zipcodes">
        ${branches.map((branch) => html`<option value=${branch.zipcodes[0] ?? ''}>${branch.businessName}${branch.isEnable ? '' : ' (online booking off)'}</option>`)}
        <option value=${unassignedZipcode}>Not served</option>
      </datalist>`,
    };
  }
  if (name === 'time-zone') {
    const zones = [...new Set(world.companies.map((company) => company.timeZone).filter(Boolean))];
    return {
      id: 'cfg-time-zones',
      list: html`<datalist id="cfg-time-zones">${zones.map((zone) => html`<option value=${zone}></option>`)}</datalist>`,
    };
  }
  return undefined;
}

function attributeField(context: FormContext, attribute: AttributeDescriptor): TemplateResult {
  const { state, element, world, actions } = context;
  const name = attribute.name;
  const values = valuesOf(state, state.tag);
  const id = controlId(state.tag, name);
  const hintId = `${id}-hint`;
  const value = values.get(name) ?? '';
  const required = /\brequired\b/i.test(attribute.description);
  const label = html`<label for=${id}><code>${name}</code>${required ? html` <span class="badge">required</span>` : nothing}</label>`;
  const description = attribute.description || (name === 'lang' ? localeHint : '');
  const hint = html`<p class="hint" id=${hintId}>${describe(description)}${extraHint(context, attribute)}</p>`;
  const onText = (event: Event) => actions.setValue(name, (event.target as HTMLInputElement).value, { debounce: true });
  const onChange = (event: Event) => actions.setValue(name, (event.target as HTMLInputElement | HTMLSelectElement).value);

  const records = recordAttributes.get(name);
  if (records) {
    const has = (other: string) => element.attributes.some((candidate) => candidate.name === other);
    const choices = records({ world, values, has, agreements: branchAgreements(state) });
    return recordField(state, name, choices, { label, hint }, actions);
  }
  if (attribute.type === 'boolean') {
    const onToggle = (event: Event) => actions.setValue(name, (event.target as HTMLInputElement).checked ? 'true' : '');
    return html`<div class="field field-check">
      <input id=${id} type="checkbox" aria-describedby=${hintId} .checked=${live(value === 'true')} @change=${onToggle} />
      ${label}${hint}
    </div>`;
  }
  if (name === 'customer-token') {
    // Not typed: the demo's business server mints it for customer-id, as a site's server does.
    return html`<div class="field">
      ${label}<input id=${id} type="text" readonly spellcheck="false" aria-describedby=${hintId} .value=${live(value)} />
      <p class="hint" id=${hintId}>
        ${value ? 'Minted' : 'Minted once customer-id is set,'} for <code>customer-id</code> by the demo's business server, as your server mints one
        with <code>signCustomerToken()</code> once it knows the customer. It lives an hour.
      </p>
    </div>`;
  }
  const choices = fixedChoices(attribute);
  let input: TemplateResult;
  if (choices) {
    const withDefault = choices.some(([choice]) => choice === '') ? choices : [['', '(default)'] as [string, string], ...choices];
    input = html`<select id=${id} aria-describedby=${hintId} .value=${live(value)} @change=${onChange}>
      ${withDefault.map(([choice, text]) => html`<option value=${choice} ?selected=${choice === value}>${text}</option>`)}
    </select>`;
  } else if (name.endsWith('-date')) {
    input = html`<input id=${id} type="date" aria-describedby=${hintId} .value=${live(value)} @change=${onChange} />`;
  } else if (attribute.type === 'number' || name === 'page-size') {
    input = html`<input id=${id} type="number" inputmode="numeric" min="1" max="500" aria-describedby=${hintId} .value=${live(value)} @input=${onText} />`;
  } else {
    const suggested = suggestions(context, name);
    input = html`<input
        id=${id}
        type="text"
        spellcheck="false"
        autocomplete="off"
        list=${suggested?.id ?? nothing}
        aria-describedby=${hintId}
        .value=${live(value)}
        @input=${onText}
      />
      ${suggested?.list ?? nothing}`;
  }
  return html`<div class="field">${label}${input}${hint}</div>`;
}

export function formPanel(
  state: DemoState,
  elements: readonly ElementDescriptor[],
  world: ReferenceData,
  actions: FormActions,
): TemplateResult {
  const element = elements.find((candidate) => candidate.tag === state.tag);
  const context = element && { state, element, world, actions };
  const own = element?.attributes.filter((attribute) => !attribute.shared) ?? [];
  const shared = element?.attributes.filter((attribute) => attribute.shared) ?? [];
  return html`
    <section class="panel cfg-controls" aria-labelledby="cfg-controls-heading">
      <h2 id="cfg-controls-heading">Configure</h2>
      <div class="field">
        <label for="cfg-element">Element</label>
        <select
          id="cfg-element"
          aria-describedby="cfg-element-hint"
          .value=${live(state.tag)}
          @change=${(event: Event) => actions.chooseElement((event.target as HTMLSelectElement).value)}
        >
          ${elements.map((candidate) => html`<option value=${candidate.tag} ?selected=${candidate.tag === state.tag}>&lt;${candidate.tag}&gt;</option>`)}
        </select>
        <p class="hint" id="cfg-element-hint">${describe(element?.summary ?? '')}</p>
      </div>

      <fieldset>
        <legend>Attributes</legend>
        <p class="hint source-note">Names and descriptions from <code>custom-elements.json</code>.</p>
        ${context ? own.map((attribute) => attributeField(context, attribute)) : nothing}
      </fieldset>

      ${
        context && shared.length > 0
          ? html`<details class="shared-attributes">
            <summary>Connection and locale</summary>
            ${shared.map((attribute) => attributeField(context, attribute))}
          </details>`
          : nothing
      }
    </section>
  `;
}
