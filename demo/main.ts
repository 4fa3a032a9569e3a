/**
 * The demo configurator: pick an element, fill its attributes from the reference API's own
 * data, see it live with every event it emits, theme it, simulate a slow or failing network,
 * and copy a snippet that works next to the built bundle.
 *
 * `mountConfigurator(root)` renders everything into `root`, so the page and the tests mount
 * the same thing. Importing this module registers the elements and does nothing else.
 */
import { html, nothing, render, type TemplateResult } from 'lit';
import { createRef, ref } from 'lit/directives/ref.js';
import { live } from 'lit/directives/live.js';
import '../src/define.js';
import {
  createClient,
  getAgreementSignLink,
  getBookingAvailability,
  listReviews,
  lookupFranchiseByZipcode,
  type Agreement,
  type Client,
  type Operation,
} from '../src/api/index.js';
import type { FranchiseFoundDetail } from '../src/elements/franchise-finder/events.js';
import { loadDescriptors, manifestCommand, ManifestUnreadable, type AttributeDescriptor, type ElementDescriptor } from './manifest.js';
import { operationPathPattern } from './operation-path.js';
import { frameableUrl, signInDialogCode, togetherCode } from './recipes.js';
import { loadReferenceData, type ReferenceData } from './reference-data.js';
import { isSimulating, latencyMs, simulatedFetch, type Failure, type Network } from './simulation.js';
import { snippet } from './snippet.js';
import { contrastRatio, effectiveTokens, shownValue, tokens, tokensForSnippet, type Theme, type Token, type TokenEdits } from './theme.js';

export interface ConfiguratorOptions {
  /** Where `custom-elements.json` is served. Default: the project root next to index.html. */
  manifestUrl?: string;
  /** The reference API's fixtures. Default: `/_ref/_fixtures` on the same origin. */
  fixturesUrl?: string;
  /** The API root (the gateway) the demo lists a branch's agreements from, and the snippet's `base-url` when none is set. Default: same origin. */
  apiBaseUrl?: string;
  /** The demo's business server, which mints customer tokens. Default: `/_demo/customer-token` on the same origin. */
  customerTokenUrl?: string;
  /** The element shown first. Default: `<availability-picker>`. */
  element?: string;
  /** The theme to start with. Default: the system's. */
  theme?: Theme;
}

/** The elements the configurator offers, in this order. */
const elementTags = ['franchise-finder', 'availability-picker', 'agreement-sign-button', 'review-feed', 'booking-flow'];

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

/** The operation "fail the first load" breaks, per element; the paths its requests go to come from its definition. */
const mainOperation: Record<string, Operation> = {
  'franchise-finder': lookupFranchiseByZipcode,
  'availability-picker': getBookingAvailability,
  'agreement-sign-button': getAgreementSignLink,
  'review-feed': listReviews,
  'booking-flow': lookupFranchiseByZipcode,
};

/**
 * How often the preview's client sends a failed read again (the client's default, said here
 * because the first load must fail every attempt for the error to show). A call that is not
 * retried (the sign link) is sent once.
 */
const readRetries = 2;

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

/** The choices of an attribute whose type is a union of string literals, such as `'week' | 'month'`; undefined for any other. */
function literalChoices(type: string): string[] | undefined {
  const parts = type.split('|').map((part) => part.trim());
  if (parts.length < 2 || !parts.every((part) => /^'[^']*'$/.test(part))) return undefined;
  return parts.map((part) => part.slice(1, -1));
}

/** What the dialog's opener says, in the preview and the snippet. */
const openerLabel = 'Book an appointment';

const typedChoice = '__typed__';
const maxLogEntries = 200;

interface LogEntry {
  id: number;
  time: string;
  type: string;
  /** The element that emitted it (inside a flow: the inner element). */
  source: string;
  /** Which part of the page: the preview or one of the recipes. */
  context: string;
  detail: string;
  cancelable: boolean;
  defaultPrevented: boolean;
}

interface Option {
  value: string;
  label: string;
}

type AgreementList = { status: 'loading' } | { status: 'ready'; agreements: Agreement[] } | { status: 'failed'; message: string };

type TogetherState =
  | { status: 'idle' }
  | { status: 'bookable' | 'disabled'; branch: FranchiseFoundDetail }
  | { status: 'not-served'; zipcode: string };

const lengthPx = (value: number) => `${value}px`;

/** Text with `code` spans, as the manifest's descriptions write them. */
function describe(text: string): TemplateResult[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : html`${part}`));
}

function stringify(detail: unknown): string {
  try {
    return JSON.stringify(detail ?? null, null, 2) ?? String(detail);
  } catch {
    return String(detail);
  }
}

function preferredTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

async function ensureStylesheet(): Promise<void> {
  const href = new URL('./configurator.css', import.meta.url).href;
  const existing = document.querySelector<HTMLLinkElement>('link[data-configurator-styles]');
  if (existing) return;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.dataset.configuratorStyles = '';
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  await loaded;
}

export class Configurator {
  private readonly root: HTMLElement;
  private readonly data: ReferenceData;
  private readonly elements: readonly ElementDescriptor[];
  private readonly stage = createRef<HTMLDivElement>();
  private readonly snippetCode = createRef<HTMLElement>();
  private readonly signDialog = createRef<HTMLDialogElement>();
  private readonly eventNames: string[];

  private tag: string;
  private values: Record<string, Record<string, string>> = {};
  /** `tag|attribute` of the reference-data selects switched to a typed value. */
  private typed = new Set<string>();
  private focusTyped: string | undefined;
  private theme: Theme = preferredTheme();
  private edits: TokenEdits = { light: {}, dark: {} };
  private network: Network = 'normal';
  private failure: Failure = 'none';
  private log: LogEntry[] = [];
  private logCount = 0;
  private lastEvent = '';
  private copyMessages: Record<string, string> = {};
  private previewMessage = '';
  private agreementLists = new Map<string, AgreementList>();
  private together: TogetherState = { status: 'idle' };
  private signUrl = '';
  private rebuildTimer: number | undefined;
  /** The `base-url` of the snippets when none is set: the gateway the page itself talks to. */
  private readonly gatewayUrl: string;
  /** The customer token of the signing recipe's customer. */
  private recipeToken = '';
  private disposed = false;

  constructor(
    root: HTMLElement,
    data: ReferenceData,
    elements: readonly ElementDescriptor[],
    start: { element?: string; theme?: Theme; gatewayUrl?: string } = {},
  ) {
    this.root = root;
    this.gatewayUrl = new URL(start.gatewayUrl || '/', location.href).href.replace(/\/$/, '');
    this.data = data;
    this.elements = elements;
    const startTag = (tag: string | undefined) => this.elements.find((element) => element.tag === tag)?.tag;
    this.tag = startTag(start.element) ?? startTag('availability-picker') ?? this.elements[0]?.tag ?? '';
    if (start.theme) this.theme = start.theme;
    for (const element of this.elements) {
      this.values[element.tag] = this.startValues(element);
      this.mintToken(element.tag);
    }
    this.eventNames = [...new Set(this.elements.flatMap((element) => element.events))];
    for (const name of this.eventNames) root.addEventListener(name, this.onElementEvent);
  }

  /** Renders the page and the first preview. */
  start(): void {
    this.applyTheme();
    this.update();
    this.rebuildPreview();
    this.loadAgreementsForCurrent();
    this.data.customerToken(this.firstCustomerOf(this.fixtures.agreements.normal.companyId)).then(
      (token) => {
        this.recipeToken = token;
        this.update();
      },
      () => undefined,
    );
  }

  /** Removes listeners, the preview and every rendered node; answers that arrive later draw nothing. */
  dispose(): void {
    this.disposed = true;
    window.clearTimeout(this.rebuildTimer);
    for (const name of this.eventNames) this.root.removeEventListener(name, this.onElementEvent);
    render(nothing, this.root);
  }

  // ---- reference data -------------------------------------------------------------------

  private get fixtures() {
    return this.data.fixtures;
  }

  private companyOfBranch(businessId: string): string {
    return this.fixtures.branches.find((branch) => branch.businessId === businessId)?.companyId ?? '';
  }

  private firstCustomerOf(companyId: string): string {
    return this.fixtures.customers.find((customer) => customer.companyId === companyId)?.id ?? '';
  }

  /** Values that show something at once, from the reference data. */
  private startValues(element: ElementDescriptor): Record<string, string> {
    const has = (name: string) => element.attributes.some((attribute) => attribute.name === name);
    const { enabledBranch, agreements } = this.fixtures;
    const values: Record<string, string> = {};
    const set = (name: string, value: string) => {
      if (has(name)) values[name] = value;
    };
    switch (element.tag) {
      case 'franchise-finder':
        set('zipcode', enabledBranch.zipcode);
        break;
      case 'availability-picker':
        set('company-id', enabledBranch.companyId);
        set('business-id', enabledBranch.businessId);
        break;
      case 'agreement-sign-button':
        set('agreement-id', agreements.normal.id);
        set('company-id', agreements.normal.companyId);
        set('business-id', agreements.normal.businessId);
        set('customer-id', this.firstCustomerOf(agreements.normal.companyId));
        break;
      case 'booking-flow':
        set('customer-id', this.firstCustomerOf(enabledBranch.companyId));
        break;
      case 'review-feed':
        set('business-id', enabledBranch.businessId);
        set('page-size', '5');
        break;
      default:
        break;
    }
    return values;
  }

  private get descriptor(): ElementDescriptor | undefined {
    return this.elements.find((element) => element.tag === this.tag);
  }

  private get currentValues(): Record<string, string> {
    const values = this.values[this.tag] ?? {};
    this.values[this.tag] = values;
    return values;
  }

  private hasAttribute(name: string): boolean {
    return this.descriptor?.attributes.some((attribute) => attribute.name === name) ?? false;
  }

  /** The attributes the element gets, in the manifest's order, without empty ones; a boolean one that is on, without a value. */
  private attributesOf(tag: string): [string, string][] {
    const element = this.elements.find((candidate) => candidate.tag === tag);
    const values = this.values[tag] ?? {};
    return (element?.attributes ?? []).flatMap((attribute): [string, string][] => {
      const value = (values[attribute.name] ?? '').trim();
      if (!value) return [];
      return [[attribute.name, attribute.type === 'boolean' ? '' : value]];
    });
  }

  /**
   * The snippet's attributes: `base-url` always (the gateway this page talks to when none is set,
   * since a pasted page is served elsewhere), then the element's own.
   */
  private snippetAttributes(tag: string): [string, string][] {
    const attributes = this.attributesOf(tag).filter(([name]) => name !== 'base-url');
    return [['base-url', (this.values[tag]?.['base-url'] ?? '').trim() || this.gatewayUrl], ...attributes];
  }

  /** Whether the element is a flow that lives in a dialog, which needs a button to open it. */
  private inDialog(tag: string): boolean {
    return tag === 'booking-flow' && this.values[tag]?.['mode'] === 'dialog';
  }

  /**
   * Asks the demo's business server for a customer token for the element's `customer-id`, as a
   * site's server mints one for the customer its sign-in knows, and gives it to the element.
   */
  private mintToken(tag: string): void {
    const values = this.values[tag];
    const element = this.elements.find((candidate) => candidate.tag === tag);
    if (!values || !element?.attributes.some((attribute) => attribute.name === 'customer-token')) return;
    const customerId = (values['customer-id'] ?? '').trim();
    values['customer-token'] = '';
    if (!customerId) return;
    this.data.customerToken(customerId).then(
      (token) => {
        if ((values['customer-id'] ?? '').trim() !== customerId) return;
        values['customer-token'] = token;
        this.update();
        // The element on the stage takes the token as it is: the customer may be using it.
        const shown = this.stage.value?.firstElementChild;
        if (shown?.localName === tag) shown.setAttribute('customer-token', token);
      },
      () => undefined,
    );
  }

  /** The company the current choices belong to: `company-id`, else the branch's. */
  private currentCompany(): string {
    const values = this.currentValues;
    return values['company-id'] || this.companyOfBranch(values['business-id'] ?? '');
  }

  private loadAgreementsForCurrent(): void {
    if (!this.hasAttribute('agreement-id')) return;
    const businessId = this.currentValues['business-id'] ?? '';
    const companyId = this.companyOfBranch(businessId) || this.currentValues['company-id'] || '';
    if (!businessId || !companyId || this.agreementLists.get(businessId)?.status === 'ready') return;
    this.agreementLists.set(businessId, { status: 'loading' });
    this.update();
    const tag = this.tag;
    this.data.agreementsOf(companyId, businessId).then(
      (agreements) => {
        this.agreementLists.set(businessId, { status: 'ready', agreements });
        // A branch without the chosen agreement: offer its first signable one instead.
        const values = this.values[tag] ?? {};
        if (values['business-id'] === businessId && !agreements.some((agreement) => agreement.id === values['agreement-id'])) {
          const first = agreements.find((agreement) => agreement.status === 'NORMAL') ?? agreements[0];
          values['agreement-id'] = first?.id ?? '';
          if (tag === this.tag) this.rebuildPreview();
        }
        this.update();
      },
      (error: unknown) => {
        this.agreementLists.set(businessId, { status: 'failed', message: error instanceof Error ? error.message : String(error) });
        this.update();
      },
    );
  }

  // ---- changes --------------------------------------------------------------------------

  private setValue(name: string, value: string, options: { debounce?: boolean } = {}): void {
    const values = this.currentValues;
    const customerBefore = values['customer-id'];
    values[name] = value;
    if (name === 'company-id' && value) {
      const branch = values['business-id'];
      if (this.hasAttribute('business-id') && branch && this.companyOfBranch(branch) !== value) {
        const first = this.fixtures.branches.find((candidate) => candidate.companyId === value && candidate.isEnable);
        values['business-id'] = first?.businessId ?? '';
      }
    }
    if (name === 'business-id' || name === 'company-id') {
      const companyId = name === 'business-id' ? this.companyOfBranch(value) : value;
      if (name === 'business-id' && companyId && this.hasAttribute('company-id') && (values['company-id'] ?? '') !== companyId) {
        // Keep the pair consistent, unless the company was left out on purpose.
        if (values['company-id'] || this.tag !== 'agreement-sign-button') values['company-id'] = companyId;
      }
      const customer = values['customer-id'];
      const customerCompany = this.fixtures.customers.find((candidate) => candidate.id === customer)?.companyId;
      if (companyId && customer && customerCompany && customerCompany !== companyId) {
        values['customer-id'] = this.firstCustomerOf(companyId);
      }
      this.loadAgreementsForCurrent();
    }
    if (name === 'customer-id' || values['customer-id'] !== customerBefore) this.mintToken(this.tag);
    this.update();
    if (options.debounce) {
      window.clearTimeout(this.rebuildTimer);
      this.rebuildTimer = window.setTimeout(() => this.rebuildPreview(), 400);
    } else {
      this.rebuildPreview();
    }
  }

  private chooseElement(tag: string): void {
    this.tag = tag;
    this.update();
    this.rebuildPreview();
    this.loadAgreementsForCurrent();
  }

  private applyTheme(): void {
    this.root.dataset.theme = this.theme;
    for (const token of tokens) this.root.style.removeProperty(token.name);
    for (const [name, value] of Object.entries(effectiveTokens(this.theme, this.edits))) this.root.style.setProperty(name, value);
  }

  private setTheme(theme: Theme): void {
    this.theme = theme;
    this.applyTheme();
    this.update();
  }

  private editToken(token: Token, value: string): void {
    this.edits[this.theme][token.name] = token.kind === 'length' ? lengthPx(Number(value)) : value;
    this.applyTheme();
    this.update();
  }

  private resetTokens(): void {
    this.edits[this.theme] = {};
    this.applyTheme();
    this.update();
  }

  private simulate(change: { network?: Network; failure?: Failure }): void {
    this.network = change.network ?? this.network;
    this.failure = change.failure ?? this.failure;
    this.update();
    this.rebuildPreview();
  }

  // ---- the preview ----------------------------------------------------------------------

  /**
   * The client the preview uses while a simulation is on. The simulation is played on the page
   * by the client's fetch: the gateway the page talks to forwards only the API's own requests.
   * The element's `base-url` and `api-key` still apply, as they would to its own client.
   */
  private simulatedClient(tag: string): Client | undefined {
    const simulation = { network: this.network, failure: this.failure };
    if (!isSimulating(simulation)) return undefined;
    const values = this.values[tag] ?? {};
    const baseUrl = (values['base-url'] ?? '').trim();
    const apiKey = (values['api-key'] ?? '').trim();
    const main = mainOperation[tag];
    const simulated = simulatedFetch({
      ...simulation,
      ...(main ? { firstLoad: { path: operationPathPattern(main), attempts: main.retryable ? readRetries + 1 : 1 } } : {}),
    });
    return createClient({ baseUrl, fetch: simulated, retries: readRetries, ...(apiKey ? { apiKey } : {}) });
  }

  /** Creates the element anew with the current configuration. */
  private rebuildPreview(): void {
    window.clearTimeout(this.rebuildTimer);
    const tag = this.tag;
    const stage = this.stage.value;
    if (!tag || !stage) return;
    const client = this.simulatedClient(tag);
    const element = document.createElement(tag) as HTMLElement & { client?: Client };
    const attributes = this.attributesOf(tag);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    if (client) element.client = client;
    stage.replaceChildren(element);
    if (this.inDialog(tag)) {
      const opener = Object.assign(document.createElement('button'), { type: 'button', textContent: openerLabel });
      opener.dataset.bookingFlow = '';
      stage.append(opener);
    }
    const simulated = client ? ' A simulated network is on.' : '';
    this.previewMessage = `Preview updated: <${tag}> with ${attributes.length === 0 ? 'no attributes' : attributes.map(([name]) => name).join(', ')}.${simulated}`;
    this.update();
  }

  // ---- events ---------------------------------------------------------------------------

  private readonly onElementEvent = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const origin = event.composedPath()[0];
    const source = origin instanceof Element ? origin.localName : (target?.localName ?? 'unknown');
    const inside = target && origin !== target ? ` in <${target.localName}>` : '';
    const context = target?.closest<HTMLElement>('[data-log-context]')?.dataset.logContext ?? '';
    this.logCount += 1;
    const entry: LogEntry = {
      id: this.logCount,
      time: `${new Date().toLocaleTimeString('en-GB', { hour12: false })}.${String(new Date().getMilliseconds()).padStart(3, '0')}`,
      type: event.type,
      source: `<${source}>${inside}`,
      context,
      detail: stringify((event as CustomEvent).detail),
      cancelable: event.cancelable,
      defaultPrevented: event.defaultPrevented,
    };
    this.log = [entry, ...this.log].slice(0, maxLogEntries);
    this.lastEvent = `${event.type} from <${source}>`;
    this.update();
  };

  private clearLog(): void {
    this.log = [];
    this.lastEvent = 'The event log was cleared.';
    this.update();
  }

  // ---- copying --------------------------------------------------------------------------

  private async copy(key: string, text: string, code: HTMLElement | undefined): Promise<void> {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      this.copyMessages = { ...this.copyMessages, [key]: 'Copied to the clipboard.' };
    } catch {
      // The Clipboard API is missing or refused (an insecure origin, a denied permission).
      if (code) window.getSelection()?.selectAllChildren(code);
      this.copyMessages = { ...this.copyMessages, [key]: 'Copying is not allowed here: the code is selected, press Ctrl+C (⌘C on a Mac).' };
    }
    this.update();
  }

  // ---- recipes --------------------------------------------------------------------------

  private readonly onTogetherFound = (event: CustomEvent<FranchiseFoundDetail>): void => {
    const branch = event.detail;
    this.together = { status: branch.isEnable ? 'bookable' : 'disabled', branch };
    this.update();
  };

  private readonly onTogetherNotFound = (event: CustomEvent<{ zipcode: string }>): void => {
    this.together = { status: 'not-served', zipcode: event.detail.zipcode };
    this.update();
  };

  private readonly onSignLink = (event: CustomEvent<{ signUrl: string }>): void => {
    const url = frameableUrl(event.detail.signUrl);
    if (!url) return;
    event.preventDefault();
    this.signUrl = url;
    this.update();
    const dialog = this.signDialog.value;
    if (dialog && !dialog.open) dialog.showModal();
  };

  private closeSignDialog(): void {
    this.signDialog.value?.close();
  }

  // ---- rendering ------------------------------------------------------------------------

  private update(): void {
    if (this.disposed) return;
    render(this.template(), this.root);
    if (this.focusTyped) {
      this.root.querySelector<HTMLInputElement>(`#${CSS.escape(this.focusTyped)}`)?.focus();
      this.focusTyped = undefined;
    }
  }

  private controlId(name: string): string {
    return `cfg-${this.tag}-${name}`;
  }

  private template(): TemplateResult {
    return html`
      <a class="skip-link" href="#cfg-preview-heading" @click=${(event: Event) => this.skipTo(event, 'cfg-preview-heading')}>Skip to the preview</a>
      <header class="cfg-header">
        <div>
          <h1>booking-elements <span class="cfg-subtitle">demo configurator</span></h1>
          <p class="cfg-lede">
            Configure the elements against the built-in reference API, watch every event they emit, and copy a
            snippet that works next to the files of <code>dist/</code>.
          </p>
        </div>
        ${this.themeSwitchTemplate()}
      </header>
      <main class="cfg-main">
        <div class="cfg-grid">
          ${this.controlsTemplate()} ${this.previewTemplate()}
          <div class="cfg-output">${this.logTemplate()} ${this.snippetTemplate()}</div>
        </div>
        <div class="recipes">${this.togetherTemplate()} ${this.signDialogTemplate()}</div>
      </main>
    `;
  }

  private skipTo(event: Event, id: string): void {
    const target = this.root.querySelector<HTMLElement>(`#${id}`);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  }

  private controlsTemplate(): TemplateResult {
    const descriptor = this.descriptor;
    const own = descriptor?.attributes.filter((attribute) => !attribute.shared) ?? [];
    const shared = descriptor?.attributes.filter((attribute) => attribute.shared) ?? [];
    return html`
      <section class="panel cfg-controls" aria-labelledby="cfg-controls-heading">
        <h2 id="cfg-controls-heading">Configure</h2>
        <div class="field">
          <label for="cfg-element">Element</label>
          <select
            id="cfg-element"
            aria-describedby="cfg-element-hint"
            .value=${live(this.tag)}
            @change=${(event: Event) => this.chooseElement((event.target as HTMLSelectElement).value)}
          >
            ${this.elements.map((element) => html`<option value=${element.tag} ?selected=${element.tag === this.tag}>&lt;${element.tag}&gt;</option>`)}
          </select>
          <p class="hint" id="cfg-element-hint">
            ${describe(descriptor?.summary ?? '')}
          </p>
        </div>

        <fieldset>
          <legend>Attributes</legend>
          <p class="hint source-note">Names and descriptions from <code>custom-elements.json</code>.</p>
          ${own.map((attribute) => this.attributeTemplate(attribute))}
        </fieldset>

        ${
          shared.length > 0
            ? html`<details class="shared-attributes">
              <summary>Connection and locale</summary>
              ${shared.map((attribute) => this.attributeTemplate(attribute))}
            </details>`
            : nothing
        }

      </section>
    `;
  }

  private attributeTemplate(attribute: AttributeDescriptor): TemplateResult {
    const name = attribute.name;
    const id = this.controlId(name);
    const hintId = `${id}-hint`;
    const value = this.currentValues[name] ?? '';
    const required = /\brequired\b/i.test(attribute.description);
    const label = html`<label for=${id}><code>${name}</code>${required ? html` <span class="badge">required</span>` : nothing}</label>`;
    const description = attribute.description || (name === 'lang' ? localeHint : '');
    const hint = html`<p class="hint" id=${hintId}>${describe(description)}${this.extraHint(attribute)}</p>`;
    const onText = (event: Event) => this.setValue(name, (event.target as HTMLInputElement).value, { debounce: true });
    const onChange = (event: Event) => this.setValue(name, (event.target as HTMLInputElement | HTMLSelectElement).value);

    const options = this.referenceOptions(name);
    if (options) return this.referenceSelect(attribute, options, label, hint);

    const literals = literalChoices(attribute.type);
    let input: TemplateResult;
    if (attribute.type === 'boolean') {
      const onToggle = (event: Event) => this.setValue(name, (event.target as HTMLInputElement).checked ? 'true' : '');
      return html`<div class="field field-check">
        <input id=${id} type="checkbox" aria-describedby=${hintId} .checked=${live(value === 'true')} @change=${onToggle} />
        ${label}${hint}
      </div>`;
    }
    if (name === 'customer-token') {
      // Not typed: the demo's business server mints it for customer-id, as a site's server does.
      input = html`<input id=${id} type="text" readonly spellcheck="false" aria-describedby=${hintId} .value=${live(value)} />`;
      const tokenHint = html`<p class="hint" id=${hintId}>
        ${value ? 'Minted' : 'Minted once customer-id is set,'} for <code>customer-id</code> by the demo's business server, as your server mints one
        with <code>signCustomerToken()</code> once it knows the customer. It lives an hour.
      </p>`;
      return html`<div class="field">${label}${input}${tokenHint}</div>`;
    }
    if (name === 'lang' || name === 'target' || literals) {
      const choices: [string, string][] =
        name === 'lang'
          ? locales
          : name === 'target'
            ? [
                ['', 'Default (_blank)'],
                ['_blank', '_blank: a new window'],
                ['_self', '_self: this page'],
              ]
            : (literals ?? []).map((choice) => [choice, choice === '' ? '(none)' : choice]);
      const withDefault = choices.some(([choice]) => choice === '') ? choices : [['', '(default)'] as [string, string], ...choices];
      input = html`<select id=${id} aria-describedby=${hintId} .value=${live(value)} @change=${onChange}>
        ${withDefault.map(([choice, text]) => html`<option value=${choice} ?selected=${choice === value}>${text}</option>`)}
      </select>`;
    } else if (name.endsWith('-date')) {
      input = html`<input id=${id} type="date" aria-describedby=${hintId} .value=${live(value)} @change=${onChange} />`;
    } else if (attribute.type === 'number' || name === 'page-size') {
      input = html`<input id=${id} type="number" inputmode="numeric" min="1" max="500" aria-describedby=${hintId} .value=${live(value)} @input=${onText} />`;
    } else {
      const list = name === 'zipcode' ? 'cfg-zipcodes' : name === 'time-zone' ? 'cfg-time-zones' : undefined;
      input = html`<input
          id=${id}
          type="text"
          spellcheck="false"
          autocomplete="off"
          list=${list ?? nothing}
          aria-describedby=${hintId}
          .value=${live(value)}
          @input=${onText}
        />
        ${name === 'zipcode' ? this.zipcodeList() : nothing} ${name === 'time-zone' ? this.timeZoneList() : nothing}`;
    }
    return html`<div class="field">${label}${input}${hint}</div>`;
  }

  private extraHint(attribute: AttributeDescriptor): TemplateResult | typeof nothing {
    const companyId = this.currentCompany();
    const examples = (items: { id: string; name: string }[]) =>
      items.length > 0
        ? html` <span class="examples">For example: ${items.slice(0, 3).map((item, index) => html`${index ? ', ' : ''}<code>${item.id}</code> (${item.name})`)}.</span>`
        : nothing;
    if (attribute.name === 'service-ids') {
      return examples(
        this.fixtures.services
          .filter((service) => service.companyId === companyId)
          .map((service) => ({ id: service.id, name: service.name })),
      );
    }
    if (attribute.name === 'staff-ids') {
      return examples(
        this.fixtures.staff
          .filter((staff) => staff.companyId === companyId)
          .map((staff) => ({ id: staff.id, name: `${staff.firstName} ${staff.lastName}` })),
      );
    }
    if (attribute.type.includes('[]') && !/separat/i.test(attribute.description)) return html` Separate values with spaces or commas.`;
    return nothing;
  }

  private zipcodeList(): TemplateResult {
    const { branches, unassignedZipcode } = this.fixtures;
    return html`<datalist id="cfg-zipcodes">
      ${branches.map((branch) => html`<option value=${branch.zipcodes[0] ?? ''}>${branch.businessName}${branch.isEnable ? '' : ' (online booking off)'}</option>`)}
      <option value=${unassignedZipcode}>Not served</option>
    </datalist>`;
  }

  private timeZoneList(): TemplateResult {
    const zones = [...new Set(this.data.companies.map((company) => company.timeZone).filter(Boolean))];
    return html`<datalist id="cfg-time-zones">${zones.map((zone) => html`<option value=${zone}></option>`)}</datalist>`;
  }

  /** Choices from the reference data for the attributes that name one of its records. */
  private referenceOptions(name: string): Option[] | undefined {
    const companyId = this.currentCompany();
    switch (name) {
      case 'company-id':
        return this.data.companies.map((company) => ({ value: company.id, label: `${company.name} (${company.id})` }));
      case 'business-id': {
        const filter = this.hasAttribute('company-id') ? this.currentValues['company-id'] : '';
        return this.fixtures.branches
          .filter((branch) => !filter || branch.companyId === filter)
          .map((branch) => ({
            value: branch.businessId,
            label: `${branch.businessName}${branch.isEnable ? '' : ', online booking off'} (${branch.businessId})`,
          }));
      }
      case 'customer-id':
        return this.fixtures.customers
          .filter((customer) => !companyId || customer.companyId === companyId)
          .map((customer) => ({ value: customer.id, label: `${customer.firstName} ${customer.lastName} (${customer.id})` }));
      case 'agreement-id': {
        const list = this.agreementLists.get(this.currentValues['business-id'] ?? '');
        if (list?.status !== 'ready') return [];
        return list.agreements.map((agreement) => ({
          value: agreement.id,
          label: `${agreement.title}${agreement.status === 'DELETED' ? ', withdrawn' : ''} (${agreement.id})`,
        }));
      }
      default:
        return undefined;
    }
  }

  private referenceSelect(attribute: AttributeDescriptor, options: Option[], label: TemplateResult, hint: TemplateResult): TemplateResult {
    const name = attribute.name;
    const id = this.controlId(name);
    const typedId = `${id}-typed`;
    const key = `${this.tag}|${name}`;
    const value = this.currentValues[name] ?? '';
    const isTyped =
      this.typed.has(key) || (value !== '' && !options.some((option) => option.value === value) && !this.isLoadingAgreements(name));
    const selected = isTyped ? typedChoice : value;
    const onSelect = (event: Event) => {
      const choice = (event.target as HTMLSelectElement).value;
      if (choice === typedChoice) {
        this.typed.add(key);
        this.focusTyped = typedId;
        this.update();
        return;
      }
      this.typed.delete(key);
      this.setValue(name, choice);
    };
    const agreementState = name === 'agreement-id' ? this.agreementLists.get(this.currentValues['business-id'] ?? '') : undefined;
    return html`<div class="field">
      ${label}
      <select id=${id} aria-describedby=${`${id}-hint`} .value=${live(selected)} @change=${onSelect}>
        <option value="" ?selected=${selected === ''}>(not set)</option>
        ${agreementState?.status === 'loading' ? html`<option disabled>Loading the branch's agreements…</option>` : nothing}
        ${options.map((option) => html`<option value=${option.value} ?selected=${option.value === selected}>${option.label}</option>`)}
        <option value=${typedChoice} ?selected=${selected === typedChoice}>Type a value…</option>
      </select>
      ${
        isTyped
          ? html`<label class="typed-label" for=${typedId}>Typed <code>${name}</code></label>
            <input
              id=${typedId}
              type="text"
              spellcheck="false"
              autocomplete="off"
              .value=${live(value)}
              @input=${(event: Event) => this.setValue(name, (event.target as HTMLInputElement).value, { debounce: true })}
            />`
          : nothing
      }
      ${hint}
      ${agreementState?.status === 'failed' ? html`<p class="hint warning">The agreements could not be listed: ${agreementState.message}</p>` : nothing}
    </div>`;
  }

  private isLoadingAgreements(name: string): boolean {
    return name === 'agreement-id' && this.agreementLists.get(this.currentValues['business-id'] ?? '')?.status !== 'ready';
  }

  private themeSwitchTemplate(): TemplateResult {
    return html`<fieldset class="theme-switch">
      <legend>Theme</legend>
      ${(['light', 'dark'] as const).map(
        (theme) => html`<label class="radio">
          <input type="radio" name="cfg-theme" value=${theme} .checked=${live(this.theme === theme)} @change=${() => this.setTheme(theme)} />
          ${theme === 'light' ? 'Light' : 'Dark'}
        </label>`,
      )}
    </fieldset>`;
  }

  private appearanceTemplate(): TemplateResult {
    return html`<fieldset class="appearance" aria-describedby="cfg-appearance-hint">
      <legend>Custom properties</legend>
      <p class="hint" id="cfg-appearance-hint">Applied live to every element on this page, for the current theme.</p>
      <div class="tokens">
        ${tokens.map((token) => {
          const id = `cfg-token-${token.name.slice(2)}`;
          const value = shownValue(token, this.theme, this.edits);
          const edited = token.name in this.edits[this.theme];
          if (token.kind === 'color') {
            return html`<div class="token">
              <input id=${id} type="color" .value=${live(value)} @input=${(event: Event) => this.editToken(token, (event.target as HTMLInputElement).value)} />
              <label for=${id}>${token.label} <code>${token.name}</code>${edited ? html` <span class="badge">edited</span>` : nothing}</label>
            </div>`;
          }
          return html`<div class="token token-length">
            <label for=${id}>${token.label} <code>${token.name}</code></label>
            <input
              id=${id}
              type="range"
              min=${token.min}
              max=${token.max}
              step="1"
              aria-valuetext=${`${value} pixels`}
              .value=${live(value)}
              @input=${(event: Event) => this.editToken(token, (event.target as HTMLInputElement).value)}
            />
            <output for=${id}>${value}px</output>
          </div>`;
        })}
      </div>
      ${this.contrastTemplate()}
      <button type="button" class="secondary" @click=${() => this.resetTokens()}>Reset colours and sizes</button>
    </fieldset>`;
  }

  /** Says whether the text on accent buttons stays readable with the chosen colours. */
  private contrastTemplate(): TemplateResult | typeof nothing {
    const shown = (name: string) => {
      const token = tokens.find((candidate) => candidate.name === name);
      return token ? shownValue(token, this.theme, this.edits) : '';
    };
    const ratio = contrastRatio(shown('--booking-accent'), shown('--booking-accent-text'));
    if (ratio === undefined) return nothing;
    const enough = ratio >= 4.5;
    return html`<p class="hint contrast ${enough ? '' : 'warning'}" role="status">
      Text on the accent: contrast ${ratio.toFixed(2)}:1${enough ? ', enough for text.' : ', below the 4.5:1 that text needs.'}
    </p>`;
  }

  private simulateTemplate(): TemplateResult {
    return html`<fieldset class="simulate" aria-describedby="cfg-simulate-hint">
      <legend>Simulate</legend>
      <div class="field">
        <label for="cfg-network">Network</label>
        <select id="cfg-network" .value=${live(this.network)} @change=${(event: Event) => this.simulate({ network: (event.target as HTMLSelectElement).value as Network })}>
          ${networkChoices.map(([value, text]) => html`<option value=${value} ?selected=${value === this.network}>${text}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="cfg-failure">Failures</label>
        <select id="cfg-failure" .value=${live(this.failure)} @change=${(event: Event) => this.simulate({ failure: (event.target as HTMLSelectElement).value as Failure })}>
          ${failureChoices.map(([value, text]) => html`<option value=${value} ?selected=${value === this.failure}>${text}</option>`)}
        </select>
      </div>
      <p class="hint" id="cfg-simulate-hint">
        Only the preview is affected, through its <code>client</code> property; the snippet stays as it is. Reads are retried twice before an
        error shows.
      </p>
    </fieldset>`;
  }

  private previewTemplate(): TemplateResult {
    return html`<section class="panel cfg-preview" aria-labelledby="cfg-preview-heading">
      <h2 id="cfg-preview-heading" tabindex="-1">Preview</h2>
      ${this.simulateTemplate()}
      <p class="preview-status" role="status" id="cfg-preview-status">${this.previewMessage}</p>
      <div class="stage" data-log-context="Preview" ${ref(this.stage)}></div>
      ${this.appearanceTemplate()}
    </section>`;
  }

  private logTemplate(): TemplateResult {
    return html`<section class="panel cfg-log" aria-labelledby="cfg-log-heading">
      <div class="panel-head">
        <h2 id="cfg-log-heading">Events <span class="count">(${this.log.length})</span></h2>
        <button type="button" class="secondary" @click=${() => this.clearLog()} ?disabled=${this.log.length === 0}>Clear events</button>
      </div>
      <p class="visually-hidden" role="status">${this.lastEvent}</p>
      ${
        this.log.length === 0
          ? html`<p class="empty">No events yet. Use the preview: events appear here, newest first.</p>`
          : html`<ol class="log-list" tabindex="0" aria-labelledby="cfg-log-heading" reversed>
            ${this.log.map(
              (entry) => html`<li class="log-entry">
                <div class="log-meta">
                  <code class="event-name">${entry.type}</code>
                  <span class="event-source">${entry.source}${entry.context ? html` · ${entry.context}` : nothing}</span>
                  <time>${entry.time}</time>
                </div>
                ${
                  entry.cancelable
                    ? html`<p class="log-flag">Cancelable${entry.defaultPrevented ? ': the host called preventDefault()' : ''}</p>`
                    : nothing
                }
                <pre class="log-detail">${entry.detail}</pre>
              </li>`,
            )}
          </ol>`
      }
    </section>`;
  }

  private snippetTemplate(): TemplateResult {
    const text = snippet({
      tag: this.tag,
      attributes: this.snippetAttributes(this.tag),
      theme: this.theme,
      properties: tokensForSnippet(this.theme, this.edits),
      lang: (this.currentValues['lang'] ?? '').trim() || 'en',
      ...(this.inDialog(this.tag) ? { opener: openerLabel } : {}),
    });
    return html`<section class="panel cfg-snippet" aria-labelledby="cfg-snippet-heading">
      <div class="panel-head">
        <h2 id="cfg-snippet-heading">Snippet</h2>
        <button type="button" class="primary" @click=${() => this.copy('snippet', text, this.snippetCode.value)}>Copy snippet</button>
      </div>
      <p class="hint" id="cfg-snippet-hint">
        A whole page: save it as an HTML file next to the files of <code>dist/</code> (<code>booking-elements.css</code>,
        <code>booking-elements.js</code> and <code>chunks/</code>) and serve them. <code>base-url</code> points at the gateway
        this demo talks to unless you set one: run your own with <code>npx booking-elements-gateway</code> and list your
        page's origin in its <code>BOOKING_ALLOWED_ORIGINS</code>.
      </p>
      <p class="copy-status" role="status">${this.copyMessages['snippet'] ?? ''}</p>
      <pre class="code" tabindex="0" aria-labelledby="cfg-snippet-heading" aria-describedby="cfg-snippet-hint"><code ${ref(this.snippetCode)}>${text}</code></pre>
    </section>`;
  }

  private codeBlock(key: string, title: string, text: string): TemplateResult {
    const code = createRef<HTMLElement>();
    return html`<details class="recipe-code">
      <summary>${title}</summary>
      <div class="panel-head">
        <p class="copy-status" role="status">${this.copyMessages[key] ?? ''}</p>
        <button type="button" class="secondary" @click=${() => this.copy(key, text, code.value)}>Copy this code</button>
      </div>
      <pre class="code" tabindex="0" aria-label=${title}><code ${ref(code)}>${text}</code></pre>
    </details>`;
  }

  private togetherTemplate(): TemplateResult {
    const { enabledBranch, disabledBranch, unassignedZipcode } = this.fixtures;
    const state = this.together;
    let note = 'Find a branch: its free times appear below.';
    if (state.status === 'bookable') note = `Free times at ${state.branch.businessName}.`;
    if (state.status === 'disabled') note = `${state.branch.businessName} does not take bookings online, so no times are shown.`;
    if (state.status === 'not-served') note = `No branch serves ${state.zipcode} yet, so no times are shown.`;
    return html`<section class="panel recipe" aria-labelledby="cfg-together-heading" data-log-context="Together">
      <h2 id="cfg-together-heading">Together: the finder sets the picker's branch</h2>
      <p class="hint">
        A branch found by ZIP code sets the picker's <code>company-id</code> and <code>business-id</code>. Try
        <code>${enabledBranch.zipcode}</code> (books online), <code>${disabledBranch.zipcode}</code> (online booking off) or
        <code>${unassignedZipcode}</code> (not served).
      </p>
      <div class="recipe-live">
        <franchise-finder @franchise-found=${this.onTogetherFound} @franchise-not-found=${this.onTogetherNotFound}></franchise-finder>
        <p class="recipe-note" role="status">${note}</p>
        ${
          state.status === 'bookable'
            ? html`<availability-picker company-id=${state.branch.companyId} business-id=${state.branch.businessId}></availability-picker>`
            : nothing
        }
      </div>
      ${this.codeBlock('together', 'The code of this example', togetherCode(this.gatewayUrl))}
    </section>`;
  }

  private signDialogTemplate(): TemplateResult {
    const agreement = this.fixtures.agreements.normal;
    const attributes = {
      baseUrl: this.gatewayUrl,
      agreementId: agreement.id,
      companyId: agreement.companyId,
      businessId: agreement.businessId,
      customerId: this.firstCustomerOf(agreement.companyId),
      customerToken: this.recipeToken,
    };
    return html`<section class="panel recipe" aria-labelledby="cfg-sign-heading" data-log-context="Sign in a dialog">
      <h2 id="cfg-sign-heading">A host that opens the signing page itself</h2>
      <p class="hint">
        The page listens for <code>agreement-sign-link</code>, calls <code>preventDefault()</code>, and shows <code>detail.signUrl</code> in
        an inline frame inside a dialog. With <code>target="_self"</code> the element opens no window in advance.
      </p>
      <div class="recipe-live">
        <agreement-sign-button
          agreement-id=${attributes.agreementId}
          company-id=${attributes.companyId}
          business-id=${attributes.businessId}
          customer-id=${attributes.customerId}
          customer-token=${attributes.customerToken}
          target="_self"
          @agreement-sign-link=${this.onSignLink}
        ></agreement-sign-button>
      </div>
      <dialog class="sign-dialog" aria-labelledby="cfg-sign-dialog-title" ${ref(this.signDialog)} @close=${() => this.onSignDialogClosed()}>
        <div class="dialog-head">
          <h3 id="cfg-sign-dialog-title">Sign the agreement</h3>
          <button type="button" class="secondary" @click=${() => this.closeSignDialog()}>Close</button>
        </div>
        ${this.signUrl ? html`<iframe title="Agreement signing page" src=${this.signUrl}></iframe>` : nothing}
      </dialog>
      ${this.codeBlock('sign', 'The code of this example', signInDialogCode(attributes))}
    </section>`;
  }

  private onSignDialogClosed(): void {
    this.signUrl = '';
    this.update();
  }
}

/** What the page says when something the configurator starts from is missing, and what to do about it. */
function problemOf(reason: unknown): TemplateResult {
  const message = reason instanceof Error ? reason.message : String(reason);
  if (reason instanceof ManifestUnreadable) {
    return html`<p>
        The configurator builds its form from <code>custom-elements.json</code>, which could not be read (${message}), so it
        cannot start.
      </p>
      <p>Write it with <code>${manifestCommand}</code> (<code>npm start</code> does so first) and reload.</p>`;
  }
  return html`<p>The reference API did not answer, so the configurator cannot start: ${message}</p>
    <p>Start the dev server with <code>npm start</code> and reload.</p>`;
}

/** Renders the configurator into `root` once the reference data and the manifest are read; says why not when they cannot be. */
export async function mountConfigurator(root: HTMLElement, options: ConfiguratorOptions = {}): Promise<Configurator> {
  root.classList.add('configurator');
  render(html`<p class="loading" role="status">Loading the reference data…</p>`, root);
  await ensureStylesheet();
  const [elements, world] = await Promise.allSettled([
    loadDescriptors(options.manifestUrl ?? new URL('../custom-elements.json', import.meta.url).href, elementTags),
    loadReferenceData({
      baseUrl: options.apiBaseUrl ?? '',
      ...(options.fixturesUrl ? { fixturesUrl: options.fixturesUrl } : {}),
      ...(options.customerTokenUrl ? { customerTokenUrl: options.customerTokenUrl } : {}),
    }),
  ]);
  if (elements.status === 'rejected' || world.status === 'rejected') {
    const reasons = [elements, world].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    render(html`<div class="load-error" role="alert">${reasons.map(problemOf)}</div>`, root);
    throw reasons[0];
  }
  const configurator = new Configurator(root, world.value, elements.value, {
    ...(options.element ? { element: options.element } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.apiBaseUrl ? { gatewayUrl: options.apiBaseUrl } : {}),
  });
  configurator.start();
  return configurator;
}
