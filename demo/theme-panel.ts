/** The theme switch and the custom properties a visitor edits, applied live to every element of the page. */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { DemoState, Store } from './state.js';
import { contrastRatio, effectiveTokens, shownValue, tokens, type Theme, type Token } from './theme.js';

export function preferredTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Sets the theme and its custom properties on `root`, which every element inside inherits. */
export function applyTheme(root: HTMLElement, { theme, edits }: Pick<DemoState, 'theme' | 'edits'>): void {
  root.dataset.theme = theme;
  for (const token of tokens) root.style.removeProperty(token.name);
  for (const [name, value] of Object.entries(effectiveTokens(theme, edits))) root.style.setProperty(name, value);
}

export function themeSwitch({ theme: current }: Pick<DemoState, 'theme'>, store: Store): TemplateResult {
  return html`<fieldset class="theme-switch">
    <legend>Theme</legend>
    ${(['light', 'dark'] as const).map(
      (theme) => html`<label class="radio">
        <input type="radio" name="cfg-theme" value=${theme} .checked=${live(current === theme)} @change=${() => store.set({ theme })} />
        ${theme === 'light' ? 'Light' : 'Dark'}
      </label>`,
    )}
  </fieldset>`;
}

/** Says whether the text on accent buttons stays readable with the chosen colours. */
function contrastNote({ theme, edits }: Pick<DemoState, 'theme' | 'edits'>): TemplateResult | typeof nothing {
  const shown = (name: string) => {
    const token = tokens.find((candidate) => candidate.name === name);
    return token ? shownValue(token, theme, edits) : '';
  };
  const ratio = contrastRatio(shown('--booking-accent'), shown('--booking-accent-text'));
  if (ratio === undefined) return nothing;
  const enough = ratio >= 4.5;
  return html`<p class="hint contrast ${enough ? '' : 'warning'}" role="status">
    Text on the accent: contrast ${ratio.toFixed(2)}:1${enough ? ', enough for text.' : ', below the 4.5:1 that text needs.'}
  </p>`;
}

export function appearanceFieldset(state: Pick<DemoState, 'theme' | 'edits'>, store: Store): TemplateResult {
  const { theme, edits } = state;
  /** Changes the edits of the theme shown, and only those: each theme keeps its own. */
  const editTheme = (change: (own: Record<string, string>) => Record<string, string>) =>
    store.set({ edits: { ...edits, [theme]: change(edits[theme]) } });
  const edit = (token: Token, value: string) =>
    editTheme((own) => ({ ...own, [token.name]: token.kind === 'length' ? `${Number(value)}px` : value }));
  const reset = () => editTheme(() => ({}));
  const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
  return html`<fieldset class="appearance" aria-describedby="cfg-appearance-hint">
    <legend>Custom properties</legend>
    <p class="hint" id="cfg-appearance-hint">Applied live to every element on this page, for the current theme.</p>
    <div class="tokens">
      ${tokens.map((token) => {
        const id = `cfg-token-${token.name.slice(2)}`;
        const value = shownValue(token, theme, edits);
        if (token.kind === 'color') {
          return html`<div class="token">
            <input id=${id} type="color" .value=${live(value)} @input=${(event: Event) => edit(token, inputValue(event))} />
            <label for=${id}>${token.label} <code>${token.name}</code>${token.name in edits[theme] ? html` <span class="badge">edited</span>` : nothing}</label>
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
            @input=${(event: Event) => edit(token, inputValue(event))}
          />
          <output for=${id}>${value}px</output>
        </div>`;
      })}
    </div>
    ${contrastNote(state)}
    <button type="button" class="secondary" @click=${reset}>Reset colours and sizes</button>
  </fieldset>`;
}
