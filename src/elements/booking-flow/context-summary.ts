/**
 * What the customer chose so far, at the top of each step after the first: the branch, the
 * services (`<booking-service>` children), then the day, time and groomer, each with a "Change" button back to the step where it was chosen (which
 * keeps the rest, as going back does).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDate, formatTime, fullName } from '../../common/time.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';

/** A chosen slot in a few words: "Wed, Nov 25 at 4:00 PM with Daniel Raman". */
export function slotInShort(slot: SlotSelectDetail, text: BookingFlowStrings, locale: string): string {
  return text.slotInShort(
    formatDate(slot.date, locale, { weekday: 'short', month: 'short', day: 'numeric' }),
    formatTime(slot.startTime, slot.timeZone, locale),
    fullName(slot, text.unnamedGroomer),
  );
}

export interface ContextView {
  readonly branch: FranchiseFoundDetail;
  /** The services and the pet in a few words, once chosen. */
  readonly services: string | null;
  /** The time, once one was chosen. */
  readonly slot: SlotSelectDetail | undefined;
  readonly text: BookingFlowStrings;
  readonly locale: string;
  readonly onChange: (step: 'branch' | 'services' | 'time') => void;
}

export function contextSummary({ branch, services, slot, text, locale, onChange }: ContextView): TemplateResult {
  const row = (label: string, value: string, step: 'branch' | 'services' | 'time', changeLabel: string) =>
    html`<div>
      <dt>${label}</dt>
      <dd>${value}</dd>
      <dd><button type="button" part="change-button" aria-label=${changeLabel} @click=${() => onChange(step)}>${text.change}</button></dd>
    </div>`;
  return html`<dl part="context">
    ${row(text.summaryBranch, branch.businessName, 'branch', text.changeBranch)}
    ${services ? row(text.summaryServices, services, 'services', text.changeServices) : nothing}
    ${slot ? row(text.summaryTime, slotInShort(slot, text, locale), 'time', text.changeTime) : nothing}
  </dl>`;
}
