/**
 * "Choose a time": the branch's picker, given the flow's client and its settings, and the footer
 * that names the time chosen beside "Confirm time". With `watch`, what goes under the picker is the
 * watch's: a button and the footer, or "Tell me when a time opens" in the place of both and of the
 * picker (hidden, so that what it shows is kept).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Transport } from '../../api/transport.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { slotInShort } from './context-summary.js';
import { stepFooter } from './step-footer.js';

export interface TimeStepView {
  readonly branch: FranchiseFoundDetail;
  readonly slot: SlotSelectDetail | undefined;
  /** The time the business's service said was taken meanwhile (`send-request`), until another is chosen. */
  readonly taken: SlotSelectDetail | undefined;
  readonly client: Transport;
  readonly text: BookingFlowStrings;
  readonly locale: string;
  readonly onSelect: (event: CustomEvent<SlotSelectDetail>) => void;
  readonly onConfirm: () => void;
  /** With `watch`. */
  readonly watch: TimeStepWatch | undefined;
}

/** What a flow with `watch` draws in "Choose a time" (watch-offer.ts). */
export interface TimeStepWatch {
  /** The form is open: the picker is hidden. */
  readonly opened: boolean;
  /** The client the picker is given instead of `client`. */
  clientFor(client: Transport): Transport;
  /** What goes under the picker, given the footer. */
  render(footer: TemplateResult): TemplateResult;
}

/** The picker's other settings are the flow's, which it passes on after each render (PickerSettingsController). */
export function timeStep({ branch, slot, taken, client, text, locale, onSelect, onConfirm, watch }: TimeStepView): TemplateResult {
  const footer = stepFooter({
    step: 'time',
    label: text.confirmTime,
    missing: !slot && text.chooseTimeFirst,
    chosen: slot && slotInShort(slot, text, locale),
    act: onConfirm,
  });
  return html`${taken ? html`<p role="alert" part="notice">${text.timeTaken}</p>` : nothing}<availability-picker
      class="start"
      .client=${watch ? watch.clientFor(client) : client}
      ?hidden=${watch?.opened}
      company-id=${branch.companyId}
      business-id=${branch.businessId}
      zipcode=${branch.zipcode}
      @slot-select=${onSelect}
    ></availability-picker>
    ${watch ? watch.render(footer) : footer}`;
}
