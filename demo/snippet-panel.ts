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

/** The panel, with the code element the copy button selects when the clipboard refuses. */
export function snippetPanel(
  element: ElementDescriptor | undefined,
  state: DemoState,
  store: Store,
  gatewayUrl: string,
  preload: readonly string[],
  children: readonly ChildMarkup[],
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
