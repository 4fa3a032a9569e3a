/**
 * What ends the journey: what the customer's request holds (the branch, the services, the time, their details,
 * the agreements sent for signing), what comes next, and what they can do now: add the requested
 * time to their calendar, or book another. The flow has made no appointment (no operation of the
 * API makes one). It says the branch has the request only once the gateway kept it
 * (`send-request`, with its reference); otherwise the host's page sends it on.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDate, formatTime, fullDateFormat, fullName, timeZoneLabel } from '../../common/time.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { OpenedAgreement, SentRequest } from './events.js';

export interface CompletionView {
  readonly branch: FranchiseFoundDetail;
  readonly slot: SlotSelectDetail;
  readonly agreements: readonly OpenedAgreement[];
  /** What the customer gave in "Your details", a line each; null without the step. */
  readonly details: readonly string[] | null;
  /** The services chosen and the pet in a few words; null without services. */
  readonly services: string | null;
  /** The gateway's receipt of the request it kept (`send-request`); undefined when the host's page sends it on. */
  readonly receipt: (SentRequest & { readonly statusToken?: string }) | undefined;
  /** The status page's address (`status-url`), null for none. */
  readonly statusUrl: string | null;
  readonly text: BookingFlowStrings;
  readonly locale: string;
  readonly onBookAnother: () => void;
}

/** "Add to calendar": the file is written and saved by a module loaded only then. */
async function addToCalendar({ branch, slot, text }: CompletionView): Promise<void> {
  const calendar = await import('./add-to-calendar.js');
  const groomer = fullName(slot, text.unnamedGroomer);
  calendar.addToCalendar({ businessId: branch.businessId, branch: branch.businessName, groomer, slot }, text);
}

export function completion(view: CompletionView): TemplateResult {
  const { branch, slot, agreements, details, services, receipt, text, locale, statusUrl } = view;
  const time = text.chosenTime(
    formatDate(slot.date, locale, fullDateFormat),
    formatTime(slot.startTime, slot.timeZone, locale),
    timeZoneLabel(slot.timeZone, locale, new Date(slot.startTime)),
    fullName(slot, text.unnamedGroomer),
  );
  return html`<section part="panel">
    <h2 id="summary" part="heading" tabindex="-1">${receipt ? text.requestSent : text.completed}</h2>
    <p part="next-steps">${receipt ? text.whatNextSent(branch.businessName) : text.whatNext(branch.businessName)}${
      statusUrl && receipt?.statusToken
        ? html` <a part="follow-link" href="${statusUrl}#request=${receipt.statusToken}">${text.followRequest}</a>`
        : nothing
    }</p>
    <dl part="summary">
      ${receipt ? html`<dt>${text.summaryReference}</dt><dd part="reference">${receipt.reference}</dd>` : nothing}
      <dt>${text.summaryBranch}</dt>
      <dd>${branch.businessName}</dd>
      ${services ? html`<dt>${text.summaryServices}</dt><dd>${services}</dd>` : nothing}
      <dt>${text.summaryTime}</dt>
      <dd>${time}</dd>
      ${details ? html`<dt>${text.detailsStep}</dt>${details.map((line) => html`<dd>${line}</dd>`)}` : nothing}
      ${
        agreements.length
          ? html`<dt>${text.summaryAgreements}</dt>
              <dd><ul>${agreements.map(({ title }) => html`<li>${title}</li>`)}</ul></dd>`
          : nothing
      }
    </dl>
    <div part="actions">
      <button type="button" class="primary" part="button" @click=${() => addToCalendar(view)}>${text.addToCalendar}</button>
      <button type="button" part="button" @click=${view.onBookAnother}>${text.bookAnother}</button>
    </div>
  </section>`;
}
