import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type TemplateResult, type PropertyDeclarations } from 'lit';
import { type ListAgreementsRequest, listAgreements } from '../../api/agreement.js';
import { paginate } from '../../api/paginate.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { DataLayer } from '../../shared/data-layer.js';
import { DialogController } from '../../shared/dialog-controller.js';
import { errorView } from '../../shared/error-view.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { baseStyles } from '../../shared/styles.js';
import type { AgreementSignLinkDetail } from '../agreement-sign-button/events.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import { agreementChecklist } from './agreement-checklist.js';
import { hasUnopenedRequired, openedAgreements, signableAgreements } from './agreements-to-sign.js';
import { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';
import { bookingFlowStyles } from './booking-flow.styles.js';
import { completion } from './completion.js';
import { stepAction, stepIndicator } from './step-indicator.js';
import { urlPrefill } from './url-prefill.js';

export type * from './events.js';
export { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';

/**
 * Made of `<franchise-finder>`, `<availability-picker>` and `<agreement-sign-button>`, which share
 * the flow's client and its `--booking-*` custom properties. Their events, `booking-error`
 * included, bubble out of the flow; the flow's own `booking-error` is a failure to list the
 * branch's agreements. Every step stays in place while hidden, so going back keeps the ZIP code,
 * the range and the chosen slot. A branch that does not book online, or an area not served,
 * keeps the customer on the first step. Once complete, a summary of the branch, the time and the
 * agreements sent for signing replaces the journey, and the picker is gone; it says that the
 * branch confirms the request, since no operation of the API makes an appointment.
 *
 * An agreement whose sign link was opened is "Opened", never "Signed": the customer signs in the
 * window that opened, and no operation of the API tells the page whether they finished. Through a
 * gateway, a sign link needs `customer-token`.
 *
 * With `mode="dialog"` nothing is shown in the page: the flow lives in a modal dialog (a
 * full-screen sheet on a phone, a centred card on a wider screen) that `show()` opens and
 * `close()` closes, and that a click on any element with `data-booking-flow` opens (its value
 * the flow's `id`, or empty for the first flow in the document). Escape and the close button
 * close it too, and focus goes back to what opened it.
 *
 * With `analytics="datalayer"` what the customer sees of the journey is pushed to
 * `window.dataLayer` (made if missing) for Google Tag Manager, as `{ event, ...data }`, without
 * personal data:
 * - `booking_flow_open`: the dialog opened (`mode="dialog"`).
 * - `booking_flow_step`, `{ step, step_number }`: a step is shown (`branch` 1, `time` 2,
 *   `agreements` 3): when the flow is first drawn or the dialog opens, and at each change of step.
 * - `booking_flow_branch_found`, `{ business_id }`: a branch that books online serves the ZIP code.
 * - `booking_flow_slot_chosen`, `{ business_id, date }`: a time was chosen (`date` is `YYYY-MM-DD`).
 * - `booking_flow_complete`, `{ business_id, agreements_opened, ...params }`: with
 *   `booking-flow-complete`; `agreements_opened` counts the agreements sent for signing, `params`
 *   the page's `utm_*` parameters.
 *
 * Nothing is pushed while the dialog is closed: a lookup that `zipcode` starts there is not the
 * customer's doing. A `dataLayer` that is not an array is left alone, with one `booking-warning`.
 *
 * @summary The whole booking journey in one tag: the customer's ZIP code, then a free time at the branch that serves it, then (with `customer-id`) the branch's agreements to sign.
 *
 * @event {CustomEvent<BookingFlowCompleteDetail>} booking-flow-complete - Once per journey: the customer confirmed the time ("Confirm time" without `customer-id`) or finished ("Finish", once every required agreement's sign link was opened). A request for the business to confirm: send it to your own server. Detail: `{ franchise, slot, agreementRecordIds, agreements, customer, params }`.
 *
 * @csspart dialog - The modal dialog (`mode="dialog"`); its background is the system's `Canvas`.
 * @csspart dialog-header - Its top bar, with the title and the close button.
 * @csspart title - The dialog's heading.
 * @csspart close-button - The dialog's close button.
 * @csspart step-indicator - The ordered list of the steps.
 * @csspart step - One step of the list, with a state token: `done`, `current` (also `aria-current="step"`) or `upcoming`.
 * @csspart step-number - The number of a step.
 * @csspart step-button - The name of a step done, a button back to it.
 * @csspart panel - The content of a step, and the summary at the end.
 * @csspart heading - A step's heading, or the summary's, focused when it begins.
 * @csspart next-steps - What happens after the journey: the branch confirms the request.
 * @csspart button - The "Confirm time" and "Finish" buttons.
 * @csspart missing - What "Confirm time" or "Finish" waits for, beside it.
 * @csspart agreements - The checklist of the agreements to sign.
 * @csspart agreement - One agreement of the list, with a state token: `opened` (its sign link was opened) or `to-sign`.
 * @csspart agreement-name - The title of an agreement.
 * @csspart agreement-state - "Opened" or "To sign".
 * @csspart agreement-note - Under the checklist, once an agreement is opened: "Finish signing in the window that opened."

 * @csspart optional - The note beside an agreement that may be left unsigned.
 * @csspart summary - The list of what was chosen, at the end.
 * @csspart error - The failure to list the agreements.
 * @csspart retry-button - Its "Try again" button.
 */
export class BookingFlow extends BookingElement<BookingFlowStrings> {
  static override styles = [baseStyles, loadingStyles, bookingFlowStyles];
  static override properties: PropertyDeclarations = {
    customerId: { attribute: 'customer-id' },
    customerToken: { attribute: 'customer-token' },
    zipcode: {},
    prefillFromUrl: { attribute: 'prefill-from-url', type: Boolean },
    analytics: {},
    serviceIds: { attribute: 'service-ids', converter: listAttribute },
    staffIds: { attribute: 'staff-ids', converter: listAttribute },
    petTypes: { attribute: 'pet-types', converter: listAttribute },
    timeZone: { attribute: 'time-zone' },
    layout: {},
    maxDate: { attribute: 'max-date' },
    mode: {},
    step: { attribute: false },
    franchise: { attribute: false },
    chosenSlot: { attribute: false },
    recordIds: { attribute: false },
    completed: { attribute: false },
  };

  /** The customer; with it the journey ends with the branch's agreements to sign. */
  customerId = '';

  /**
   * The signed customer token your server minted for `customer-id` (`signCustomerToken()` of
   * `booking-elements/gateway`), which the agreements' sign buttons send. A gateway with
   * `BOOKING_CUSTOMER_SECRET` gives sign links only with it.
   */
  customerToken = '';

  /** The ZIP code to look up at once. */
  zipcode = '';

  /**
   * Read the page URL's query when the flow connects: its `zipcode` becomes `zipcode`, looked up at
   * once, unless one is already given (the attribute wins over the URL); its `utm_*` parameters
   * (at most 20, values cut to 200 characters) go into `booking-flow-complete`'s `params` and the
   * `booking_flow_complete` push.
   */
  prefillFromUrl = false;

  /**
   * `datalayer`: push the journey to `window.dataLayer` for Google Tag Manager (the events are
   * listed in the element's description). Any other value pushes nothing.
   */
  analytics: '' | 'datalayer' = '';

  /** Services to book (forwarded to the picker). */
  serviceIds: string[] = [];

  /** Groomers to offer (forwarded to the picker). */
  staffIds: string[] = [];

  /** Pet types to serve (forwarded to the picker). */
  petTypes: string[] = [];

  /** IANA zone times are shown in (forwarded to the picker). Default: the company's. */
  timeZone = '';

  /** The picker's calendar: a week of days, or a month (forwarded to the picker). */
  layout: 'week' | 'month' = 'week';

  /** The last day a customer may choose, `YYYY-MM-DD` (forwarded to the picker). Default: none. */
  maxDate = '';

  /** `inline`: the journey is part of the page. `dialog`: it opens in a modal dialog. */
  mode: 'inline' | 'dialog' = 'inline';

  protected readonly defaultStrings = bookingFlowStrings;

  private step = 0;
  private franchise: FranchiseFoundDetail | undefined;
  private chosenSlot: SlotSelectDetail | undefined;
  /**
   * The record of each agreement whose sign link was opened, by agreement id: a Map, since an id
   * such as `constructor` would find an inherited value on a plain object.
   */
  private recordIds: ReadonlyMap<string, string> = new Map();
  private completed = false;
  /** The page's `utm_*` parameters (`prefill-from-url`). */
  #params: Readonly<Record<string, string>> = {};

  /** The modal dialog of `mode="dialog"`, opened by `show()` and the page's `data-booking-flow` elements. */
  readonly #dialog = new DialogController(this, {
    openerAttribute: 'data-booking-flow',
    enabled: () => this.mode === 'dialog',
    dialog: () => this.renderRoot.querySelector('dialog'),
    onOpen: () => {
      this.#heading()?.focus();
      this.#dataLayer.push('open');
      if (!this.completed) this.#trackStep();
    },
  });

  /** The journey for Google Tag Manager with `analytics="datalayer"`; nothing while the dialog is closed. */
  readonly #dataLayer = new DataLayer({
    prefix: 'booking_flow',
    active: () => this.analytics === 'datalayer' && this.#dialog.open !== false,
    onRefused: (message) => this.emit('booking-warning', { operation: 'dataLayer', message }),
  });

  /** The branch's agreements, asked for as soon as the branch is known: every page of them. */
  readonly #agreementsTask = this.requestTask({
    args: () => [this.customerId, this.franchise?.companyId, this.franchise?.businessId] as const,
    task: async ([customerId, companyId, businessId], { signal }) => {
      if (!customerId || !companyId || !businessId) return initialState;
      const pages = paginate((request: ListAgreementsRequest) => this.call(listAgreements, request, { signal }), {
        companyId,
        businessIds: [businessId],
        pagination: { pageSize: 100 },
      });
      const leftOut = (count: number) =>
        this.emit('booking-warning', { operation: listAgreements.name, message: `Left out ${count} agreement(s) without an id.` });
      try {
        return await signableAgreements(pages, leftOut);
      } catch (error) {
        // The pages' own failures (a page token that never ends) are announced here.
        throw this.report(error, listAgreements.name);
      }
    },
  });

  protected override ownerAttributes(): readonly string[] {
    return ['customer-id'];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.prefillFromUrl) {
      const { zipcode, params } = urlPrefill(location.search);
      this.#params = params;
      this.zipcode ||= zipcode;
    }
  }

  protected override firstUpdated(): void {
    this.#trackStep();
  }

  /** Opens the dialog (`mode="dialog"`); when it closes, the browser gives focus back to what has it now. */
  show(): void {
    void this.#dialog.show();
  }

  /** Closes the dialog (`mode="dialog"`). */
  close(): void {
    this.#dialog.close();
  }

  /** Pushes the step shown: `booking_flow_step` with `{ step, step_number }`. */
  #trackStep(): void {
    this.#dataLayer.push('step', { step: ['branch', 'time', 'agreements'][this.step], step_number: this.step + 1 });
  }

  /** The heading of what is shown: the current step, or the summary. */
  #heading(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(this.completed ? '#summary' : `#step-${this.step}`);
  }

  #goTo(step: number): void {
    // Focus follows the step only when the customer is working in the flow: a lookup the zipcode
    // attribute starts must not pull focus away from the page.
    // (Asked of the shadow root: inside a modal dialog the host does not match :focus-within.)
    if (step !== this.step && this.shadowRoot?.activeElement) {
      this.afterNextRender(() => this.renderRoot.querySelector<HTMLElement>(`#step-${step}`)?.focus());
    }
    this.step = step;
    this.#trackStep();
  }

  #onFranchiseFound({ detail }: CustomEvent<FranchiseFoundDetail>): void {
    // A branch without online booking keeps the customer here, where the finder says so.
    if (!detail.isEnable) return;
    const sameBranch = detail.businessId === this.franchise?.businessId;
    if (!sameBranch) {
      this.chosenSlot = undefined;
      this.recordIds = new Map();
    }
    this.franchise = detail;
    this.#dataLayer.push('branch_found', { business_id: detail.businessId });
    // The finder is hidden past the first step: finding the same branch there (it asks again
    // through a new client) must not send the customer back.
    if (!sameBranch || this.step === 0) this.#goTo(1);
  }

  #onSlotSelect({ detail }: CustomEvent<SlotSelectDetail>): void {
    this.chosenSlot = detail;
    this.#dataLayer.push('slot_chosen', { business_id: this.franchise!.businessId, date: detail.date });
  }

  readonly #onSignLink = ({ detail }: CustomEvent<AgreementSignLinkDetail>): void => {
    this.recordIds = new Map(this.recordIds).set(detail.agreementId, detail.agreementRecordId);
  };

  #confirmTime(): void {
    if (this.customerId) this.#goTo(2);
    else this.#finish();
  }

  #finish(): void {
    // A second click before the summary is drawn must not complete the journey twice.
    if (this.completed) return;
    this.completed = true;
    const { franchise } = this;
    const params = this.#params;
    const agreements = openedAgreements(this.#agreementsTask.value ?? [], this.recordIds);
    this.emit('booking-flow-complete', {
      franchise: franchise!,
      slot: this.chosenSlot!,
      agreementRecordIds: agreements.map((agreement) => agreement.agreementRecordId),
      agreements,
      customer: null,
      params,
    });
    this.#dataLayer.push('complete', { business_id: franchise!.businessId, agreements_opened: agreements.length, ...params });
    this.afterNextRender(() => this.#heading()?.focus());
  }

  /** A step: its heading (focused when the step begins) and its content, hidden but kept while another step is shown. */
  #panel(step: number, content: TemplateResult): TemplateResult {
    return html`<section part="panel" ?hidden=${step !== this.step}>
      <h2 id="step-${step}" part="heading" tabindex="-1">${this.text.steps[step]}</h2>
      ${content}
    </section>`;
  }

  #renderTimeStep(branch: FranchiseFoundDetail): TemplateResult {
    return html`<availability-picker
        .client=${this.api}
        company-id=${branch.companyId}
        business-id=${branch.businessId}
        zipcode=${branch.zipcode}
        customer-id=${this.customerId}
        time-zone=${this.timeZone}
        layout=${this.layout}
        max-date=${this.maxDate}
        .serviceIds=${this.serviceIds}
        .staffIds=${this.staffIds}
        .petTypes=${this.petTypes}
        @slot-select=${this.#onSlotSelect}
      ></availability-picker>
      ${stepAction(1, this.text.confirmTime, !this.chosenSlot && this.text.chooseTimeFirst, () => this.#confirmTime())}`;
  }

  #renderAgreementsStep(branch: FranchiseFoundDetail): TemplateResult {
    const text = this.text;
    const task = this.#agreementsTask;
    return html`<div aria-busy=${task.status === TaskStatus.PENDING}>
      ${task.render({
        pending: () => text.loading,
        complete: (agreements) => html`${agreementChecklist({
          agreements,
          recordIds: this.recordIds,
          text,
          client: this.api,
          customerId: this.customerId,
          customerToken: this.customerToken,
          businessId: branch.businessId,
          onSignLink: this.#onSignLink,
        })}
        ${stepAction(2, text.finish, hasUnopenedRequired(agreements, this.recordIds) && text.signFirst, () => this.#finish())}`,
        error: (error) => errorView(error, text, () => void task.run()),
      })}
    </div>`;
  }

  #renderJourney(): TemplateResult {
    const { franchise, chosenSlot } = this;
    if (this.completed && franchise && chosenSlot) {
      const agreements = openedAgreements(this.#agreementsTask.value ?? [], this.recordIds);
      return completion({ branch: franchise, slot: chosenSlot, agreements, text: this.text, locale: this.locale });
    }
    const steps = this.text.steps.slice(0, this.customerId ? 3 : 2);
    return html`${stepIndicator({ names: steps, current: this.step, text: this.text, onBack: (step) => this.#goTo(step) })}
    ${this.#panel(
      0,
      html`<franchise-finder .client=${this.api} zipcode=${this.zipcode} @franchise-found=${this.#onFranchiseFound}></franchise-finder>`,
    )}
    ${franchise ? this.#panel(1, this.#renderTimeStep(franchise)) : nothing}
    ${franchise && this.customerId ? this.#panel(2, this.#renderAgreementsStep(franchise)) : nothing}`;
  }

  override render(): TemplateResult {
    if (this.mode !== 'dialog') return this.#renderJourney();
    return html`<dialog part="dialog" aria-labelledby="title" @close=${this.#dialog.onClose}>
      <div part="dialog-header">
        <h2 id="title" part="title">${this.text.title}</h2>
        <button type="button" part="close-button" aria-label=${this.text.close} @click=${() => this.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      ${this.#renderJourney()}
    </dialog>`;
  }
}
