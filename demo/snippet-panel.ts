/** The snippet panel: the whole page a visitor copies for the element as configured. */
import { html, type TemplateResult } from 'lit';
import { createRef, ref } from 'lit/directives/ref.js';
import { copyCode } from './copy.js';
import { demoElements } from './element-table.js';
import { attributesOf, type ElementDescriptor } from './manifest.js';
import { type ChildMarkup, snippet } from './snippet.js';
import { valuesOf, type DemoState, type Store } from './state.js';
import { tokensForSnippet } from './theme.js';

/**
 * The snippet's attributes: `base-url` always (the gateway this page talks to when none is set,
 * since a pasted page is served elsewhere), then the element's own.
 */
function snippetAttributes(element: ElementDescriptor | undefined, state: DemoState, gatewayUrl: string): [string, string][] {
  const values = valuesOf(state, state.tag);
  const own = attributesOf(element, values).filter(([name]) => name !== 'base-url');
  return [['base-url', (values.get('base-url') ?? '').trim() || gatewayUrl], ...own];
}

/** What the page holds of the element beyond its values. */
export interface SnippetContext {
  /** The gateway this page talks to: the snippet's `base-url` when none is set. */
  readonly gatewayUrl: string;
  /** The element's files of the build, named as modulepreload links. */
  readonly preload: readonly string[];
  /** What is written inside it (a flow's services). */
  readonly children: readonly ChildMarkup[];
  /** Its `customer` property, when the page knows the customer. */
  readonly customer: object | undefined;
}

/** The panel, with the code element the copy button selects when the clipboard refuses. */
export function snippetPanel(
  element: ElementDescriptor | undefined,
  state: DemoState,
  store: Store,
  { gatewayUrl, preload, children, customer }: SnippetContext,
): TemplateResult {
  const values = valuesOf(state, state.tag);
  const opener = demoElements.get(state.tag)?.opener?.(values);
  const text = snippet({
    tag: state.tag,
    attributes: snippetAttributes(element, state, gatewayUrl),
    theme: state.theme,
    properties: tokensForSnippet(state.theme, state.edits),
    lang: (values.get('lang') ?? '').trim() || 'en',
    preload,
    children,
    ...(opener === undefined ? {} : { opener }),
    ...(customer === undefined ? {} : { customer }),
  });
  const code = createRef<HTMLElement>();
  return html`<section class="panel cfg-snippet" aria-labelledby="cfg-snippet-heading">
    <div class="panel-head">
      <h2 id="cfg-snippet-heading">Snippet</h2>
      <button type="button" class="primary" @click=${() => copyCode(store, 'snippet', text, code.value)}>Copy snippet</button>
    </div>
    <p class="hint" id="cfg-snippet-hint">
      A whole page: save it as an HTML file next to the files of <code>dist/</code> (<code>booking-elements.css</code>,
      <code>booking-elements.js</code> and <code>chunks/</code>) and serve them. <code>base-url</code> points at the gateway
      this demo talks to unless you set one: run your own with <code>npx booking-elements-gateway</code> and list your
      page's origin in its <code>BOOKING_ALLOWED_ORIGINS</code>.
    </p>
    <p class="copy-status" role="status">${state.copyMessages.get('snippet') ?? ''}</p>
    <pre class="code" tabindex="0" aria-labelledby="cfg-snippet-heading" aria-describedby="cfg-snippet-hint"><code ${ref(code)}>${text}</code></pre>
  </section>`;
}
