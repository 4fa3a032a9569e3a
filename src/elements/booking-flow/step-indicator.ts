/**
 * The flow's steps: which a journey has, in order, and the indicator that numbers them. The
 * indicator shows numbers only (the step's heading below it is its one visible title); each
 * number's name is still there for screen readers, and a step done is a button back to it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingFlowStrings } from './booking-flow.strings.js';

/** A step of the journey, as `booking_flow_step` names it. */
export type StepKey = 'branch' | 'services' | 'time' | 'details' | 'agreements';

/**
 * The steps of a journey: "What would you like?" with services named, "Your details" with
 * `details`, the agreements to sign with `customer-id`.
 */
export function journeySteps(details: boolean, agreements: boolean, services: boolean): StepKey[] {
  return [
    'branch',
    ...(services ? (['services'] as const) : []),
    'time',
    ...(details ? (['details'] as const) : []),
    ...(agreements ? (['agreements'] as const) : []),
  ];
}

/** A step's name: its heading, and what the indicator reads for it. */
export function stepName(step: StepKey, text: BookingFlowStrings): string {
  if (step === 'details') return text.detailsStep;
  if (step === 'services') return text.servicesStep;
  return text.steps[['branch', 'time', 'agreements'].indexOf(step)] ?? '';
}

export interface StepIndicatorView {
  readonly steps: readonly StepKey[];
  readonly current: StepKey;
  readonly text: BookingFlowStrings;
  readonly onBack: (step: StepKey) => void;
}

export function stepIndicator({ steps, current, text, onBack }: StepIndicatorView): TemplateResult {
  const currentIndex = steps.indexOf(current);
  return html`<ol part="step-indicator" role="list">
    ${steps.map((step, index) => {
      const phase = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
      const name = stepName(step, text);
      // The number is what shows, the name what is read (a button is named by what it holds).
      const shown = html`<span part="step-number" aria-hidden="true">${index + 1}</span><span class="visually-hidden"
          >${phase === 'done' ? text.stepDone(name) : phase === 'current' ? name : text.stepUpcoming(name)}</span
        >`;
      return html`<li part="step ${phase}" aria-current=${phase === 'current' ? 'step' : nothing}>
        ${phase === 'done' ? html`<button type="button" part="step-button" @click=${() => onBack(step)}>${shown}</button>` : shown}
      </li>`;
    })}
  </ol>`;
}
