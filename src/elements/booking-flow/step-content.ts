/**
 * What each step of the flow holds: the finder, the pet's type and the services, the picker with
 * "Confirm time", "Your details", or the agreements to sign; the last of them ends with "Finish" (or "Sending…" with
 * `send-request`). Drawn from what the flow gives, so that the flow itself keeps only the
 * journey's state and the way from one step to the next.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Transport } from '../../api/transport.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { AgreementsController } from './agreements-controller.js';
import type { BookingFlow } from './booking-flow.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { DetailsController } from './details-controller.js';
import type { RequestSender } from './request-sender.js';
import type { ServicesController } from './services-controller.js';
import type { WatchOffer } from './watch-offer.js';
import { stepFooter, type StepFooterView } from './step-footer.js';
import type { StepKey } from './step-indicator.js';
import { timeStep } from './time-step.js';

/** What the steps are drawn from. */
export interface StepContext {
  /** The flow's settings: those of the sign buttons and "Your details" (the picker's it passes on itself). */
  readonly flow: BookingFlow;
  readonly text: BookingFlowStrings;
  readonly locale: string;
  readonly client: Transport;
  /** The ZIP code the finder starts with: none after "Book another". */
  readonly zipcode: string;
  readonly slot: SlotSelectDetail | undefined;
  /** The journey's last step, which ends with "Finish". */
  readonly lastStep: StepKey;
  readonly sender: RequestSender;
  readonly detailsStep: DetailsController;
  readonly servicesStep: ServicesController;
  /** `watch`: "Tell me when a time opens" in "Choose a time". */
  readonly watch: WatchOffer;
  readonly agreements: AgreementsController;
  /** "Finish" (or "Sending…"), and what went wrong sending the request; the action is the form's, or `finish`. */
  readonly finishing: Omit<StepFooterView, 'step' | 'missing' | 'act'>;
  readonly finish: () => void;
  readonly onFranchiseFound: (event: CustomEvent<FranchiseFoundDetail>) => void;
  readonly onSlotSelect: (event: CustomEvent<SlotSelectDetail>) => void;
  /** The customer is done with a step. */
  readonly next: (step: StepKey) => void;
}

export function stepContent(
  step: StepKey,
  branch: FranchiseFoundDetail | undefined,
  context: StepContext,
): TemplateResult | typeof nothing {
  const { flow, text, client } = context;
  if (step === 'branch') {
    return html`<franchise-finder class="start" .client=${client} zipcode=${context.zipcode} @franchise-found=${context.onFranchiseFound}>
    </franchise-finder>`;
  }
  if (!branch) return nothing;
  if (step === 'services') {
    return context.servicesStep.render({
      text,
      petTypes: flow.petTypes,
      footer: (view) => stepFooter({ ...view, step: 'services' }),
      onDone: () => context.next('services'),
    });
  }
  if (step === 'time') {
    return timeStep({
      branch,
      slot: context.slot,
      client: context.sender.clientFor(client),
      taken: context.sender.takenSlot,
      text,
      locale: context.locale,
      onSelect: context.onSlotSelect,
      onConfirm: () => context.next('time'),
      watch: context.watch.at(branch, text),
    });
  }
  if (step === 'details') {
    const last = context.lastStep === 'details';
    // The form's own submit button, with no action of its own: the form checks the fields before the journey goes on.
    const footer = (label: string) =>
      stepFooter(last ? { ...context.finishing, step: 'details', missing: false } : { step: 'details', label, missing: false });
    const { locale } = context;
    return context.detailsStep.render({ text, locale, petTypes: flow.petTypes, last, footer, onDone: () => context.next('details') });
  }
  const { customerId, customerToken } = flow;
  const businessId = branch.businessId;
  const finishing = { ...context.finishing, act: context.finish };
  return context.agreements.render({ text, client, customerId, customerToken, businessId, finishing });
}
