/**
 * The preview: the element as configured, made anew on each change, with the simulated network
 * that only it goes through and the custom properties that theme it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { ref, type Ref } from 'lit/directives/ref.js';
import { createClient, type Client } from '../src/api/index.js';
import type { BookingFlowCustomer } from '../src/elements/booking-flow/events.js';
import { demoElements, type StagedChild, type ValuesToTry } from './element-table.js';
import { operationPathPattern } from './operation-path.js';
import { isSimulating, latencyMs, simulatedFetch, type Failure, type Network } from './simulation.js';
import type { AttributeValues, DemoState, Store } from './state.js';
import { appearanceFieldset } from './theme-panel.js';

const networkChoices: [Network, string][] = [
  ['normal', 'Normal'],
  ['slow', `Slow: ${latencyMs.slow / 1000} s per request`],
  ['very-slow', `Very slow: ${latencyMs['very-slow'] / 1000} s per request`],
  ['offline', 'Offline: no answer at all'],
];

const failureChoices: [Failure, string][] = [
  ['none', 'None'],
  ['once', 'The first load fails, "Try again" works'],
  ['INTERNAL', 'Every request: INTERNAL (server error)'],
  ['UNAVAILABLE', 'Every request: UNAVAILABLE'],
  ['PERMISSION_DENIED', 'Every request: PERMISSION_DENIED'],
  ['NOT_FOUND', 'Every request: NOT_FOUND'],
];

/** How often the preview's client sends a failed read again (the client's default, said here because "once" counts on it). */
const readRetries = 2;

type Simulation = Pick<DemoState, 'network' | 'failure'>;

/**
 * The client the preview uses while a simulation is on. The simulation is played on the page by
 * the client's fetch: the gateway the page talks to forwards only the API's own requests. The
 * element's `base-url` and `api-key` still apply, as they would to its own client. "Once" fails
 * every attempt of the first call of the element's main operation, or the error never shows.
 */
function simulatedClient(tag: string, values: AttributeValues, simulation: Simulation): Client | undefined {
  if (!isSimulating(simulation)) return undefined;
  const main = demoElements.get(tag)?.mainOperation;
  const fetch = simulatedFetch({
    ...simulation,
    ...(main ? { firstLoad: { path: operationPathPattern(main), attempts: main.retryable ? readRetries + 1 : 1 } } : {}),
  });
  const apiKey = (values.get('api-key') ?? '').trim();
  return createClient({ baseUrl: (values.get('base-url') ?? '').trim(), fetch, retries: readRetries, ...(apiKey ? { apiKey } : {}) });
}

export interface StagedElement {
  readonly tag: string;
  /** The attributes it gets, in order. */
  readonly attributes: readonly (readonly [string, string])[];
  readonly values: AttributeValues;
  /** What is written inside it (a flow's services). */
  readonly children?: readonly StagedChild[];
  /** Its `customer` property, when the page knows the customer. */
  readonly customer?: Partial<BookingFlowCustomer> | undefined;
}

/** Puts a new element on the stage, with the opener of a dialog when it lives in one; returns what the preview's live region says. */
export function putOnStage(
  stage: HTMLElement,
  { tag, attributes, values, children = [], customer }: StagedElement,
  simulation: Simulation,
): string {
  const element = document.createElement(tag) as HTMLElement & { client?: Client; customer?: Partial<BookingFlowCustomer> };
  for (const [name, value] of attributes) element.setAttribute(name, value);
  for (const child of children) {
    const inside = Object.assign(document.createElement(child.tag), { textContent: child.text });
    for (const [name, value] of child.attributes) inside.setAttribute(name, value);
    element.append(inside);
  }
  if (customer) element.customer = customer;
  const client = simulatedClient(tag, values, simulation);
  if (client) element.client = client;
  stage.replaceChildren(element);
  const opener = demoElements.get(tag)?.opener?.(values);
  if (opener !== undefined) {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: opener });
    button.dataset.bookingFlow = '';
    stage.append(button);
  }
  const names = attributes.length === 0 ? 'no attributes' : attributes.map(([name]) => name).join(', ');
  return `Preview updated: <${tag}> with ${names}.${client ? ' A simulated network is on.' : ''}`;
}

function simulateFieldset({ network, failure }: Simulation, simulate: (change: Partial<Simulation>) => void): TemplateResult {
  const chosen = (event: Event) => (event.target as HTMLSelectElement).value;
  const isNetwork = (value: string): value is Network => networkChoices.some(([choice]) => choice === value);
  const isFailure = (value: string): value is Failure => failureChoices.some(([choice]) => choice === value);
  const onNetwork = (event: Event) => {
    const value = chosen(event);
    if (isNetwork(value)) simulate({ network: value });
  };
  const onFailure = (event: Event) => {
    const value = chosen(event);
    if (isFailure(value)) simulate({ failure: value });
  };
  return html`<fieldset class="simulate" aria-describedby="cfg-simulate-hint">
    <legend>Simulate</legend>
    <div class="field">
      <label for="cfg-network">Network</label>
      <select id="cfg-network" .value=${live(network)} @change=${onNetwork}>
        ${networkChoices.map(([value, text]) => html`<option value=${value} ?selected=${value === network}>${text}</option>`)}
      </select>
    </div>
    <div class="field">
      <label for="cfg-failure">Failures</label>
      <select id="cfg-failure" .value=${live(failure)} @change=${onFailure}>
        ${failureChoices.map(([value, text]) => html`<option value=${value} ?selected=${value === failure}>${text}</option>`)}
      </select>
    </div>
    <p class="hint" id="cfg-simulate-hint">
      Only the preview is affected, through its <code>client</code> property; the snippet stays as it is. Reads are retried twice before an
      error shows.
    </p>
  </fieldset>`;
}

/** The values to try in the preview, in a line right above it: "ZIP codes to try: 11215 (Park Slope, books online), …". */
function tryLine(toTry: ValuesToTry | undefined): TemplateResult | typeof nothing {
  if (!toTry || toTry.values.length === 0) return nothing;
  const last = toTry.values.length - 1;
  return html`<p class="hint preview-try">
    ${toTry.label}:
    ${toTry.values.map(
      ({ value, shows }, index) => html`<code>${value}</code> (${shows})${index < last ? (index === last - 1 ? ' or ' : ', ') : '.'}`,
    )}
  </p>`;
}

export function previewPanel(
  state: DemoState,
  store: Store,
  stage: Ref<HTMLDivElement>,
  simulate: (change: Partial<Simulation>) => void,
  toTry: ValuesToTry | undefined,
): TemplateResult {
  return html`<section class="panel cfg-preview" aria-labelledby="cfg-preview-heading">
    <h2 id="cfg-preview-heading" tabindex="-1">Preview</h2>
    ${simulateFieldset(state, simulate)}
    <p class="preview-status" role="status" id="cfg-preview-status">${state.previewMessage}</p>
    ${tryLine(toTry)}
    <div class="stage" data-log-context="Preview" ${ref(stage)}></div>
    ${appearanceFieldset(state, store)}
  </section>`;
}
