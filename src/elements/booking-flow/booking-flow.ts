import { initialState, Task, TaskStatus } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { type Agreement, type ListAgreementsRequest, listAgreements } from '../../api/agreement.js';
import { paginate } from '../../api/paginate.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { baseStyles } from '../../shared/styles.js';
import type { AgreementSignLinkDetail } from '../agreement-sign-button/events.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import { activeAgreements, hasUnsignedRequired } from './agreements-to-sign.js';
import { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';
import { bookingFlowStyles } from './booking-flow.styles.js';

export type * from './events.js';
export { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';

/**
 * Made of `<franchise-finder>`, `<availability-picker>` and `<agreement-sign-button>`, which share
 * the flow's client and its `--booking-*` custom properties. Their events, `booking-error`
 * included, bubble out of the flow; the flow's own `booking-error` is a failure to list the
 * branch's agreements. Every step stays in place while hidden, so going back keeps the ZIP code,
 * the range and the chosen slot. A branch that does not book online, or an area not served,
 * keeps the customer on the first step.
 *
 * @summary The whole booking journey in one tag: the customer's ZIP code, then a free time at the branch that serves it, then (with `customer-id`) the branch's agreements to sign.
 *
 * @event {CustomEvent<BookingFlowCompleteDetail>} booking-flow-complete - The customer confirmed the time ("Confirm time" without `customer-id`) or finished the agreements ("Finish", once every required one has a record). Detail: `{ franchise, slot, agreementRecordIds }`.
 *
 * @csspart step-indicator - The ordered list of the steps.
 * @csspart step - One step of the list; the current one has `aria-current="step"`.
 * @csspart step-button - The button of an earlier step, which goes back to it.
 * @csspart panel - The content of a step.
 * @csspart heading - A step's heading, focused when the step begins.
 * @csspart button - The "Confirm time" and "Finish" buttons.
 * @csspart agreements - The list of the agreements to sign.
 * @csspart optional - The note beside an agreement that may be left unsigned.
 * @csspart status - The live region that says the journey is complete.
 * @csspart error - The failure to list the agreements.
 * @csspart retry-button - Its "Try again" button.
 */
export class BookingFlow extends BookingElement<BookingFlowStrings> {
  static override styles = [baseStyles, bookingFlowStyles];

  /** The customer; with it the journey ends with the branch's agreements to sign. */
  @property({ attribute: 'customer-id' }) customerId = '';

  /** The ZIP code to look up at once. */
  @property() zipcode = '';

  /** Services to book (forwarded to the picker). */
  @property({ attribute: 'service-ids', converter: listAttribute }) serviceIds: string[] = [];

  /** Groomers to offer (forwarded to the picker). */
  @property({ attribute: 'staff-ids', converter: listAttribute }) staffIds: string[] = [];

  /** Pet types to serve (forwarded to the picker). */
  @property({ attribute: 'pet-types', converter: listAttribute }) petTypes: string[] = [];

  /** IANA zone times are shown in (forwarded to the picker). Default: the company's. */
  @property({ attribute: 'time-zone' }) timeZone = '';

  protected readonly defaultStrings = bookingFlowStrings;

  @state() private step = 0;
  @state() private franchise: FranchiseFoundDetail | undefined;
  @state() private chosenSlot: SlotSelectDetail | undefined;
  /**
   * The record of each agreement whose sign link was opened, by agreement id: a Map, since an id
   * such as `constructor` would find an inherited value on a plain object.
   */
  @state() private recordIds: ReadonlyMap<string, string> = new Map();
  @state() private completed = false;

  /** The branch's agreements, asked for as soon as the branch is known. */
  private readonly agreementsTask = new Task(this, {
    // The transport is an argument so that a new client, base URL or key asks again; `call` sends through it.
    args: () => [this.customerId, this.franchise?.companyId, this.franchise?.businessId, this.api] as const,
    task: async ([customerId, companyId, businessId], { signal }) => {
      if (!customerId || !companyId || !businessId) return initialState;
      const agreements: Agreement[] = [];
      const pages = paginate((request: ListAgreementsRequest) => this.call(listAgreements, request, signal), {
        companyId,
        businessIds: [businessId],
        pagination: { pageSize: 100 },
      });
      for await (const page of pages) agreements.push(...activeAgreements(page.agreement));
      return agreements;
    },
  });

  private goTo(step: number): void {
    // Focus follows the step only when the customer is working in the flow: a lookup the zipcode
    // attribute starts must not pull focus away from the page.
    if (step !== this.step && this.matches(':focus-within')) {
      this.afterNextRender(() => this.renderRoot.querySelector<HTMLElement>(`#step-${step}`)?.focus());
    }
    this.step = step;
    this.completed = false;
  }

  private onFranchiseFound({ detail }: CustomEvent<FranchiseFoundDetail>): void {
    // A branch without online booking keeps the customer here, where the finder says so.
    if (!detail.isEnable) return;
    const sameBranch = detail.businessId === this.franchise?.businessId;
    if (!sameBranch) {
      this.chosenSlot = undefined;
      this.recordIds = new Map();
    }
    this.franchise = detail;
    // The finder is hidden past the first step: finding the same branch there (it asks again
    // through a new client) must not send the customer back.
    if (!sameBranch || this.step === 0) this.goTo(1);
  }

  private onSignLink({ detail }: CustomEvent<AgreementSignLinkDetail>): void {
    this.recordIds = new Map(this.recordIds).set(detail.agreementId, detail.agreementRecordId);
  }

  private confirmTime(): void {
    if (this.customerId) this.goTo(2);
    else this.finish();
  }

  private finish(): void {
    this.completed = true;
    this.emit('booking-flow-complete', {
      franchise: this.franchise!,
      slot: this.chosenSlot!,
      agreementRecordIds: [...this.recordIds.values()],
    });
  }

  /** A step: its heading (focused when the step begins) and its content, hidden but kept while another step is shown. */
  private panel(step: number, content: TemplateResult): TemplateResult {
    return html`<section part="panel" ?hidden=${step !== this.step}>
      <h2 id="step-${step}" part="heading" tabindex="-1">${this.text.steps[step]}</h2>
      ${content}
    </section>`;
  }

  private renderTimeStep(branch: FranchiseFoundDetail): TemplateResult {
    return html`<availability-picker
        .client=${this.api}
        company-id=${branch.companyId}
        business-id=${branch.businessId}
        zipcode=${branch.zipcode}
        customer-id=${this.customerId}
        time-zone=${this.timeZone}
        .serviceIds=${this.serviceIds}
        .staffIds=${this.staffIds}
        .petTypes=${this.petTypes}
        @slot-select=${(event: CustomEvent<SlotSelectDetail>) => (this.chosenSlot = event.detail)}
      ></availability-picker>
      <button type="button" class="primary" part="button" ?disabled=${!this.chosenSlot} @click=${this.confirmTime}>
        ${this.text.confirmTime}
      </button>`;
  }

  private renderAgreementsStep(branch: FranchiseFoundDetail): TemplateResult {
    const text = this.text;
    const task = this.agreementsTask;
    const signList = (agreements: Agreement[]) =>
      agreements.length
        ? html`<ul part="agreements" @agreement-sign-link=${this.onSignLink}>
            ${agreements.map(
              ({ id, title, signedPolicy }) => html`<li>
                <agreement-sign-button .client=${this.api} agreement-id=${id} customer-id=${this.customerId} business-id=${branch.businessId}>
                  ${text.sign(title)}
                </agreement-sign-button>
                ${signedPolicy === 'OPTIONAL' ? html`<span part="optional">${text.optional}</span>` : nothing}
              </li>`,
            )}
          </ul>`
        : html`<p>${text.nothingToSign}</p>`;
    return html`<div aria-busy=${task.status === TaskStatus.PENDING}>
      ${task.render({
        pending: () => text.loading,
        complete: (agreements) => html`${signList(agreements)}
          <button type="button" class="primary" part="button" ?disabled=${hasUnsignedRequired(agreements, this.recordIds)} @click=${this.finish}>
            ${text.finish}
          </button>`,
        error: (error) => errorView(error, text, () => void task.run()),
      })}
    </div>`;
  }

  override render(): TemplateResult {
    const text = this.text;
    const { franchise, step } = this;
    return html`<ol part="step-indicator">
        ${text.steps.slice(0, this.customerId ? 3 : 2).map(
          (name, index) => html`<li part="step" aria-current=${index === step ? 'step' : nothing}>
            ${
              index < step
                ? html`<button type="button" part="step-button" @click=${() => this.goTo(index)}>${text.changeStep[index]}</button>`
                : name
            }
          </li>`,
        )}
      </ol>
      ${this.panel(
        0,
        html`<franchise-finder .client=${this.api} zipcode=${this.zipcode} @franchise-found=${this.onFranchiseFound}></franchise-finder>`,
      )}
      ${franchise ? this.panel(1, this.renderTimeStep(franchise)) : nothing}
      ${franchise && this.customerId ? this.panel(2, this.renderAgreementsStep(franchise)) : nothing}
      <p part="status" role="status">${this.completed ? text.completed : ''}</p>`;
  }
}
