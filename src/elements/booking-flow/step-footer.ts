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
  readonly act?: (() => void) | undefined;
  /** The action is under way (a request being sent): the button says so in `label` and does nothing more. */
  readonly busy?: boolean;
  /** What went wrong with the action, above it, so that it stays in view with its "Try again". */
  readonly notice?: TemplateResult | typeof nothing;
}

export function stepFooter({ step, label, missing, chosen, act, busy = false, notice = nothing }: StepFooterView): TemplateResult {
  const inactive = Boolean(missing) || busy;
  return html`<div part="footer">
    ${notice}
    ${missing ? html`<p id="missing-${step}" part="missing">${missing}</p>` : chosen ? html`<p part="chosen">${chosen}</p>` : nothing}
    <button
      type=${act ? 'button' : 'submit'}
      class="primary"
      part="button"
      aria-disabled=${inactive ? 'true' : nothing}
      aria-describedby=${missing ? `missing-${step}` : nothing}
      @click=${(event: Event) => (inactive ? event.preventDefault() : act?.())}
    >
      ${label}
    </button>
  </div>`;
}
