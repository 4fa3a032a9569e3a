/**
 * The configurator: the page drawn from its state (state.ts), and what a visitor's choices do
 * beyond changing it: a new element on the stage, the agreements of a chosen branch listed, a
 * customer token minted for a chosen customer.
 */
import { html, nothing, render, type TemplateResult } from 'lit';
import { createRef } from 'lit/directives/ref.js';
import type { BookingFlowCustomer } from '../src/elements/booking-flow/events.js';
import { demoElements, type StagedChild } from './element-table.js';
import { logEvents, logPanel } from './event-log.js';
import { formPanel, type FormActions } from './form.js';
import { attributesOf, type ElementDescriptor } from './manifest.js';
import { previewPanel, putOnStage } from './preview.js';
import { createRecipes } from './recipe-panels.js';
import { typedChoice, typedInputId, typedKey } from './record-field.js';
import { agreementAmong, companyOfBranch, firstCustomerOf, withValue, type AgreementList } from './records.js';
import type { ReferenceData } from './reference-data.js';
import { snippetPanel } from './snippet-panel.js';
import { Store, valuesOf, withValues, type AttributeValues, type DemoState } from './state.js';
import { applyTheme, preferredTheme, themeSwitch } from './theme-panel.js';
import type { Theme } from './theme.js';

export interface ConfiguratorStart {
  /** The element shown first. Default: `<booking-flow>`, the whole journey. */
  readonly element?: string;
  /** Default: the system's. */
  readonly theme?: Theme;
  /** The gateway the page talks to, the snippets' `base-url` when none is set. Default: the page's origin. */
  readonly gatewayUrl?: string;
  /** Each element's files that the snippet names as modulepreload links (demo/preload-links.ts). Default: none. */
  readonly preload?: ReadonlyMap<string, readonly string[]>;
}

/** How long typing may pause before the preview is made anew. */
const typingPauseMs = 400;

export class Configurator implements FormActions {
  private readonly root: HTMLElement;
  private readonly world: ReferenceData;
  private readonly elements: readonly ElementDescriptor[];
  private readonly gatewayUrl: string;
  private readonly preload: ReadonlyMap<string, readonly string[]>;
  private readonly store: Store;
  private readonly stage = createRef<HTMLDivElement>();
  private readonly recipes: (state: DemoState) => TemplateResult;
  private readonly stopLogging: () => void;
  private rebuildTimer: number | undefined;
  /** The theme last set on the root, so that a drawing that does not change it leaves the root's style alone. */
  private appliedTheme: Pick<DemoState, 'theme' | 'edits'> | undefined;
  /** The field to focus once the page is drawn: a typed value's, just shown. */
  private focusAfterDraw: string | undefined;
  private disposed = false;

  constructor(root: HTMLElement, world: ReferenceData, elements: readonly ElementDescriptor[], start: ConfiguratorStart = {}) {
    this.root = root;
    this.world = world;
    this.elements = elements;
    this.gatewayUrl = new URL(start.gatewayUrl || '/', location.href).href.replace(/\/$/, '');
    this.preload = start.preload ?? new Map();
    const offered = (tag: string | undefined) => elements.find((element) => element.tag === tag)?.tag;
    this.store = new Store(
      {
        tag: offered(start.element) ?? offered('booking-flow') ?? elements[0]?.tag ?? '',
        values: new Map(elements.map((element) => [element.tag, this.startValues(element)])),
        typed: new Set(),
        theme: start.theme ?? preferredTheme(),
        edits: { light: {}, dark: {} },
        network: 'normal',
        failure: 'none',
        log: [],
        lastEvent: '',
        copyMessages: new Map(),
        previewMessage: '',
        agreementLists: new Map(),
        together: { status: 'idle' },
        signUrl: '',
        recipeToken: '',
      },
      (state) => this.draw(state),
    );
    this.recipes = createRecipes(this.store, world.fixtures, this.gatewayUrl);
    this.stopLogging = logEvents(
      root,
      elements.flatMap((element) => element.events),
      this.store,
    );
  }

  /** Draws the page and the first preview, and asks for what the reference data does not hold: agreements, tokens. */
  start(): void {
    this.draw(this.store.state);
    for (const element of this.elements) this.mintToken(element.tag);
    this.rebuildPreview();
    this.loadAgreements();
    const { fixtures } = this.world;
    this.world.customerToken(firstCustomerOf(fixtures, fixtures.agreements.normal.companyId)).then(
      (recipeToken) => this.store.set({ recipeToken }),
      () => undefined,
    );
  }

  /** Removes listeners, the preview and every drawn node; answers that arrive later draw nothing. */
  dispose(): void {
    this.disposed = true;
    window.clearTimeout(this.rebuildTimer);
    this.stopLogging();
    render(nothing, this.root);
  }

  chooseElement(tag: string): void {
    this.store.set({ tag });
    this.rebuildPreview();
    this.loadAgreements();
  }

  setValue(name: string, value: string, options: { debounce?: boolean } = {}): void {
    const state = this.store.state;
    const before = valuesOf(state, state.tag);
    const values = withValue(before, name, value, {
      fixtures: this.world.fixtures,
      has: (attribute) => this.has(state.tag, attribute),
      companyIsOptional: demoElements.get(state.tag)?.companyIsOptional ?? false,
    });
    this.store.set(withValues(state, state.tag, values));
    if (name === 'business-id' || name === 'company-id') this.loadAgreements();
    if (name === 'customer-id' || values.get('customer-id') !== before.get('customer-id')) this.mintToken(state.tag);
    window.clearTimeout(this.rebuildTimer);
    if (options.debounce) this.rebuildTimer = window.setTimeout(() => this.rebuildPreview(), typingPauseMs);
    else this.rebuildPreview();
  }

  chooseRecord(name: string, choice: string): void {
    const { tag, typed } = this.store.state;
    const key = typedKey(tag, name);
    if (choice === typedChoice) {
      this.focusAfterDraw = typedInputId(tag, name);
      this.store.set({ typed: new Set(typed).add(key) });
      return;
    }
    if (typed.has(key)) this.store.set({ typed: new Set([...typed].filter((other) => other !== key)) });
    this.setValue(name, choice);
  }

  simulate(change: Partial<Pick<DemoState, 'network' | 'failure'>>): void {
    this.store.set(change);
    this.rebuildPreview();
  }

  private element(tag: string): ElementDescriptor | undefined {
    return this.elements.find((element) => element.tag === tag);
  }

  private has(tag: string, attribute: string): boolean {
    return this.element(tag)?.attributes.some((candidate) => candidate.name === attribute) ?? false;
  }

  /** What the element holds in the page (a flow's services), from the reference data. */
  private childrenOf(tag: string): readonly StagedChild[] {
    return demoElements.get(tag)?.children?.(this.world.fixtures) ?? [];
  }

  /** The element's `customer` property: the customer its `customer-id` names, as the reference data knows them. */
  private customerOf(tag: string): Partial<BookingFlowCustomer> | undefined {
    return demoElements.get(tag)?.customer?.(this.world.fixtures, valuesOf(this.store.state, tag));
  }

  private startValues(element: ElementDescriptor): AttributeValues {
    const values = demoElements.get(element.tag)?.startValues(this.world.fixtures) ?? [];
    return new Map([...values].filter(([name]) => element.attributes.some((attribute) => attribute.name === name)));
  }

  /** Creates the element anew with the current configuration. */
  private rebuildPreview(): void {
    window.clearTimeout(this.rebuildTimer);
    const state = this.store.state;
    const stage = this.stage.value;
    if (!state.tag || !stage) return;
    const values = valuesOf(state, state.tag);
    const attributes = attributesOf(this.element(state.tag), values);
    const children = this.childrenOf(state.tag);
    const customer = this.customerOf(state.tag);
    this.store.set({ previewMessage: putOnStage(stage, { tag: state.tag, attributes, values, children, customer }, state) });
  }

  /** Lists the chosen branch's agreements for the agreement select, once per branch. */
  private loadAgreements(): void {
    const { tag, agreementLists } = this.store.state;
    if (!this.has(tag, 'agreement-id')) return;
    const values = valuesOf(this.store.state, tag);
    const businessId = values.get('business-id') ?? '';
    const companyId = companyOfBranch(this.world.fixtures, businessId) || values.get('company-id') || '';
    if (!businessId || !companyId || agreementLists.get(businessId)?.status === 'ready') return;
    const listed = (list: AgreementList) => ({ agreementLists: new Map(this.store.state.agreementLists).set(businessId, list) });
    this.store.set(listed({ status: 'loading' }));
    this.world.agreementsOf(companyId, businessId).then(
      (agreements) => {
        const now = valuesOf(this.store.state, tag);
        const named = now.get('agreement-id') ?? '';
        // A branch without the chosen agreement: offer its first signable one instead.
        const kept = now.get('business-id') === businessId ? agreementAmong(named, agreements) : named;
        const chosen = kept === named ? {} : withValues(this.store.state, tag, new Map(now).set('agreement-id', kept));
        this.store.set({ ...listed({ status: 'ready', agreements }), ...chosen });
        if (kept !== named && tag === this.store.state.tag) this.rebuildPreview();
      },
      (error: unknown) => this.store.set(listed({ status: 'failed', message: error instanceof Error ? error.message : String(error) })),
    );
  }

  /**
   * Asks the demo's business server for a customer token for the element's `customer-id`, as a
   * site's server mints one for the customer its sign-in knows, and gives it to the element.
   */
  private mintToken(tag: string): void {
    if (!this.has(tag, 'customer-token')) return;
    const values = valuesOf(this.store.state, tag);
    const customerId = (values.get('customer-id') ?? '').trim();
    if (values.get('customer-token')) this.store.set(withValues(this.store.state, tag, new Map(values).set('customer-token', '')));
    if (!customerId) return;
    this.world.customerToken(customerId).then(
      (token) => {
        const now = valuesOf(this.store.state, tag);
        if ((now.get('customer-id') ?? '').trim() !== customerId) return;
        this.store.set(withValues(this.store.state, tag, new Map(now).set('customer-token', token)));
        // The element on the stage takes the token as it is: the customer may be using it.
        const shown = this.stage.value?.firstElementChild;
        if (shown?.localName === tag) shown.setAttribute('customer-token', token);
      },
      () => undefined,
    );
  }

  private draw(state: DemoState): void {
    if (this.disposed) return;
    if (state.theme !== this.appliedTheme?.theme || state.edits !== this.appliedTheme.edits) {
      applyTheme(this.root, state);
      this.appliedTheme = state;
    }
    render(this.page(state), this.root);
    if (this.focusAfterDraw) {
      this.root.querySelector<HTMLElement>(`#${CSS.escape(this.focusAfterDraw)}`)?.focus();
      this.focusAfterDraw = undefined;
    }
  }

  private readonly skipToPreview = (event: Event): void => {
    const target = this.root.querySelector<HTMLElement>('#cfg-preview-heading');
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };

  private page(state: DemoState): TemplateResult {
    const store = this.store;
    return html`
      <a class="skip-link" href="#cfg-preview-heading" @click=${this.skipToPreview}>Skip to the preview</a>
      <header class="cfg-header">
        <div>
          <h1>booking-elements <span class="cfg-subtitle">demo configurator</span></h1>
          <p class="cfg-lede">
            Configure the elements against the built-in reference API, watch every event they emit, and copy a
            snippet that works next to the files of <code>dist/</code>. The business's own admin pages:
            <a href="/staff.html">the staff pages</a>, signed in through the demo's identity provider.
          </p>
        </div>
        ${themeSwitch(state, store)}
      </header>
      <main class="cfg-main">
        <div class="cfg-grid">
          ${formPanel(state, this.elements, this.world, this)}
          ${previewPanel(state, store, this.stage, (change) => this.simulate(change), demoElements.get(state.tag)?.tryThese?.(this.world.fixtures, this.world.fullyBooked))}
          <div class="cfg-output">
            ${logPanel(state, store)}
            ${snippetPanel(this.element(state.tag), state, store, {
              gatewayUrl: this.gatewayUrl,
              preload: this.preload.get(state.tag) ?? [],
              children: this.childrenOf(state.tag),
              customer: this.customerOf(state.tag),
            })}
          </div>
        </div>
        ${this.recipes(state)}
      </main>
    `;
  }
}
