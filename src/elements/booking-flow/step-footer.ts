/**
 * The bar that ends a step, sticky at the bottom of the flow (and of the dialog) so that its
 * action stays in view however long the step: what was chosen, or what the action waits for,
 * and the action itself ("Confirm time", "Continue", "Finish").
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { StepKey } from './step-indicator.js';

export interface StepFooterView {
  readonly step: StepKey;
  readonly label: string;
  /** What the action waits for, said beside it; the action then does nothing but stays focusable, so that a screen reader reads why. */
  readonly missing: string | false;
  /** What was chosen, such as the time, shown while nothing is missing. */
  readonly chosen?: string | undefined;
  /** The action; without it the button submits the form it is in. */
  readonly act?: () => void;
}

export function stepFooter({ step, label, missing, chosen, act }: StepFooterView): TemplateResult {
  return html`<div part="footer">
    ${missing ? html`<p id="missing-${step}" part="missing">${missing}</p>` : chosen ? html`<p part="chosen">${chosen}</p>` : nothing}
    <button
      type=${act ? 'button' : 'submit'}
      class="primary"
      part="button"
      aria-disabled=${missing ? 'true' : nothing}
      aria-describedby=${missing ? `missing-${step}` : nothing}
      @click=${(event: Event) => (missing ? event.preventDefault() : act?.())}
    >
      ${label}
    </button>
  </div>`;
}
