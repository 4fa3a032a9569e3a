/**
 * What ends the journey: what the customer chose and what comes next. The flow has made no
 * appointment (no operation of the API makes one): the request goes to the branch, which confirms it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import { formatDate, formatTime, fullDateFormat, fullName, timeZoneLabel } from '../../shared/time.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { OpenedAgreement } from './events.js';

export interface CompletionView {
  readonly branch: FranchiseFoundDetail;
  readonly slot: SlotSelectDetail;
  readonly agreements: readonly OpenedAgreement[];
  readonly text: BookingFlowStrings;
  readonly locale: string;
}

export function completion({ branch, slot, agreements, text, locale }: CompletionView): TemplateResult {
  const time = text.chosenTime(
    formatDate(slot.date, locale, fullDateFormat),
    formatTime(slot.startTime, slot.timeZone, locale),
    timeZoneLabel(slot.timeZone, locale, new Date(slot.startTime)),
    fullName(slot, text.unnamedGroomer),
  );
  return html`<section part="panel">
    <h2 id="summary" part="heading" tabindex="-1">${text.completed}</h2>
    <p part="next-steps">${text.whatNext(branch.businessName)}</p>
    <dl part="summary">
      <dt>${text.summaryBranch}</dt>
      <dd>${branch.businessName}</dd>
      <dt>${text.summaryTime}</dt>
      <dd>${time}</dd>
      ${
        agreements.length
          ? html`<dt>${text.summaryAgreements}</dt>
              <dd><ul>${agreements.map(({ title }) => html`<li>${title}</li>`)}</ul></dd>`
          : nothing
      }
    </dl>
  </section>`;
}
