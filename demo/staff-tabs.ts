/**
 * Tabs of the demo's staff page, as the ARIA Authoring Practices' tabs pattern writes them: a
 * tablist of tabs, one panel shown at a time, arrow keys (and Home, End) moving between tabs, the
 * chosen one alone in the Tab order. Every panel stays on the page, hidden, so that an inbox in a
 * tab not shown keeps listening for new requests.
 */
import { html, type TemplateResult } from 'lit';

export interface StaffTab {
  readonly id: string;
  readonly label: string;
  readonly panel: TemplateResult;
}

/** The tabs and their panels; `chosen` is the id of the one shown, `choose` moves to another. */
export function staffTabs(tabs: readonly StaffTab[], chosen: string, choose: (id: string) => void): TemplateResult {
  const keys = (event: KeyboardEvent, index: number) => {
    const rtl = (event.currentTarget as HTMLElement).matches(':dir(rtl)');
    const step = new Map([
      ['ArrowRight', rtl ? -1 : 1],
      ['ArrowLeft', rtl ? 1 : -1],
    ]).get(event.key);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? -1
            : (index + step + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    choose(tab.id);
    const list = (event.currentTarget as HTMLElement).parentElement;
    requestAnimationFrame(() => list?.querySelector<HTMLElement>(`#tab-${tab.id}`)?.focus());
  };
  return html`<div class="tabs" role="tablist" aria-label="Staff pages">
      ${tabs.map(
        (tab, index) => html`<button type="button" role="tab" id="tab-${tab.id}" aria-controls="panel-${tab.id}"
          aria-selected=${tab.id === chosen} tabindex=${tab.id === chosen ? 0 : -1}
          @click=${() => choose(tab.id)} @keydown=${(event: KeyboardEvent) => keys(event, index)}>${tab.label}</button>`,
      )}
    </div>
    ${tabs.map(
      (tab) => html`<section role="tabpanel" id="panel-${tab.id}" aria-labelledby="tab-${tab.id}" tabindex="0" ?hidden=${tab.id !== chosen}>
        ${tab.panel}
      </section>`,
    )}`;
}
