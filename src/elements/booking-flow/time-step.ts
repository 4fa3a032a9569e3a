/**
 * "Choose a time": the branch's picker, given the flow's client and its settings, and the footer
 * that names the time chosen beside "Confirm time". With `watch`, a button under the picker opens
 * "Tell me when a time opens", which then takes the place of the picker (hidden, so that what it
 * shows is kept) and of the footer.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Transport } from '../../api/transport.js';
import type { AvailabilityLoadDetail, SlotSelectDetail } from '../availability-picker/events.js';
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
  /** With `watch`: the button that opens the watch's form, under the picker. */
  readonly watchOffer: TemplateResult | typeof nothing;
  /** With `watch`, once the customer asked for it: the watch's form, in the picker's place. */
  readonly watchForm: TemplateResult | typeof nothing | undefined;
  /** With `watch`: notes whether the range on screen has a free time. */
  readonly onLoad: ((event: CustomEvent<AvailabilityLoadDetail>) => void) | undefined;
}

/** The picker's other settings are the flow's, which it passes on after each render (PickerSettingsController). */
export function timeStep(view: TimeStepView): TemplateResult {
  const { branch, slot, taken, client, text, locale, onSelect, onConfirm, watchForm } = view;
  const watching = watchForm !== undefined;
  return html`${taken && !watching ? html`<p role="alert" part="notice">${text.timeTaken}</p>` : nothing}<availability-picker
      class="start"
      .client=${client}
      company-id=${branch.companyId}
      business-id=${branch.businessId}
      zipcode=${branch.zipcode}
      ?hidden=${watching}
      @slot-select=${onSelect}
      @availability-load=${view.onLoad}
    ></availability-picker>
    ${watching ? watchForm : view.watchOffer}
    ${
      watching
        ? nothing
        : stepFooter({
            step: 'time',
            label: text.confirmTime,
            missing: !slot && text.chooseTimeFirst,
            chosen: slot && slotInShort(slot, text, locale),
            act: onConfirm,
          })
    }`;
}
