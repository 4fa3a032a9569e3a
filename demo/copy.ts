/** Copying code: with the Clipboard API, else by selecting it for the visitor to copy; a live region says which. */
import { html, type TemplateResult } from 'lit';
import { createRef, ref } from 'lit/directives/ref.js';
import type { DemoState, Store } from './state.js';

export async function copyCode(store: Store, key: string, text: string, code: HTMLElement | undefined): Promise<void> {
  let message = 'Copied to the clipboard.';
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
  } catch {
    // The Clipboard API is missing or refused (an insecure origin, a denied permission).
    if (code) window.getSelection()?.selectAllChildren(code);
    message = 'Copying is not allowed here: the code is selected, press Ctrl+C (⌘C on a Mac).';
  }
  store.set({ copyMessages: new Map(store.state.copyMessages).set(key, message) });
}

/** A recipe's code, folded under its title, with its own copy button. */
export function codeBlock(
  { copyMessages }: Pick<DemoState, 'copyMessages'>,
  store: Store,
  key: string,
  title: string,
  text: string,
): TemplateResult {
  const code = createRef<HTMLElement>();
  return html`<details class="recipe-code">
    <summary>${title}</summary>
    <div class="panel-head">
      <p class="copy-status" role="status">${copyMessages.get(key) ?? ''}</p>
      <button type="button" class="secondary" @click=${() => copyCode(store, key, text, code.value)}>Copy this code</button>
    </div>
    <pre class="code" tabindex="0" aria-label=${title}><code ${ref(code)}>${text}</code></pre>
  </details>`;
}
