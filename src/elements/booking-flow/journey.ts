/**
 * The journey as the customer sees it: the step indicator, then one panel per step. A panel holds
 * the step's heading (its one visible title, focused when it begins), what was chosen before it
 * (with "Change" buttons back), and its content, whose `start` holds its first field; it is hidden,
 * not removed, while another step is shown, so that nothing in it is lost.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { contextSummary } from './context-summary.js';
import { type StepKey, stepIndicator, stepName } from './step-indicator.js';

export interface JourneyView {
  readonly steps: readonly StepKey[];
  readonly current: StepKey;
  readonly branch: FranchiseFoundDetail | undefined;
  readonly slot: SlotSelectDetail | undefined;
  /** The services chosen and the pet, in a few words, once chosen (`<booking-service>` children). */
  readonly services: string | null;
  readonly text: BookingFlowStrings;
  readonly locale: string;
  /** A step's content; a step after the first has one once the branch is known. */
  readonly content: (step: StepKey, branch: FranchiseFoundDetail | undefined) => TemplateResult | typeof nothing;
  /** Back to a step, from the indicator or a "Change" button. */
  readonly onGoTo: (step: StepKey) => void;
}

export function journey({ steps, current, branch, slot, services, text, locale, content, onGoTo }: JourneyView): TemplateResult {
  const panel = (step: StepKey) => {
    const shown = content(step, branch);
    if (shown === nothing) return nothing;
    return html`<section part="panel" ?hidden=${step !== current}>
      <h2 id="step-${step}" part="heading" tabindex="-1">${stepName(step, text)}</h2>
      ${
        branch && step !== 'branch'
          ? contextSummary({
              branch,
              services: step === 'services' ? null : services,
              slot: step === 'time' || step === 'services' ? undefined : slot,
              text,
              locale,
              onChange: onGoTo,
            })
          : nothing
      }
      ${shown}
    </section>`;
  };
  return html`${stepIndicator({ steps, current, text, onBack: onGoTo })}${steps.map(panel)}`;
}
