/** The flow's steps in order: each numbered and named, the current one marked, those done a way back. */
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
