/**
 * The flow's steps in order (each numbered and named, the current one marked, those done a way
 * back), and the action that ends a step.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingFlowStrings } from './booking-flow.strings.js';

export interface StepIndicatorView {
  readonly names: readonly string[];
  readonly current: number;
  readonly text: BookingFlowStrings;
  readonly onBack: (step: number) => void;
}

export function stepIndicator({ names, current, text, onBack }: StepIndicatorView): TemplateResult {
  return html`<ol part="step-indicator" role="list">
    ${names.map((name, index) => {
      const phase = index < current ? 'done' : index === current ? 'current' : 'upcoming';
      return html`<li part="step ${phase}" aria-current=${phase === 'current' ? 'step' : nothing}>
        <span part="step-number" aria-hidden="true">${index + 1}</span>
        ${
          phase === 'done'
            ? html`<button type="button" part="step-button" aria-label=${text.stepDone(name)} @click=${() => onBack(index)}>${name}</button>`
            : phase === 'current'
              ? html`<span>${name}</span>`
              : html`<span aria-hidden="true">${name}</span><span class="visually-hidden">${text.stepUpcoming(name)}</span>`
        }
      </li>`;
    })}
  </ol>`;
}

/**
 * "Confirm time" or "Finish": while something is `missing` it says what beside it and does
 * nothing, yet stays focusable so that a screen reader reads why.
 */
export function stepAction(step: number, label: string, missing: string | false, act: () => void): TemplateResult {
  return html`<div class="action">
    <button
      type="button"
      class="primary"
      part="button"
      aria-disabled=${missing ? 'true' : nothing}
      aria-describedby=${missing ? `missing-${step}` : nothing}
      @click=${() => missing || act()}
    >
      ${label}
    </button>
    ${missing ? html`<p id="missing-${step}" part="missing">${missing}</p>` : nothing}
  </div>`;
}
