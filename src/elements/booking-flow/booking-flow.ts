import { initialState, Task } from '@lit/task';
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { type ListAgreementsRequest, listAgreements } from '../../api/agreement.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { DataLayer } from '../../shared/data-layer.js';
import { DialogController } from '../../shared/dialog-controller.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { errorView } from '../../shared/error-view.js';
import { baseStyles } from '../../shared/styles.js';
import type { AgreementSignLinkDetail } from '../agreement-sign-button/events.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import { agreementsStep } from './agreement-checklist.js';
import { branchAgreements, openedAgreements } from './agreements-to-sign.js';
import { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';
import { bookingFlowStyles } from './booking-flow.styles.js';
import { completion } from './completion.js';
import type { BookingFlowCustomer } from './events.js';
import { firstField } from './first-field.js';
import { journey } from './journey.js';
import { journeySteps, type StepKey } from './step-indicator.js';
import { timeStep } from './time-step.js';
import { stepFooter } from './step-footer.js';
import { urlPrefill } from './url-prefill.js';

export type * from './events.js';
export { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';

/**
 * Made of `<franchise-finder>`, `<availability-picker>` and `<agreement-sign-button>`, which share
 * its client and `--booking-*` properties, and whose events bubble out of it. Steps stay in place
 * while hidden, so going back keeps what was chosen; each step after the first begins with what
 * was chosen so far ("Change" goes back) and ends with a bar that stays in view. With `details`,
 * "Your details" (prefilled by `customer`) comes before the agreements or the end. The completion
 * says that the branch confirms the request (the API makes no appointment) and offers "Add to
 * calendar" and "Book another". An opened agreement is "Opened", never "Signed": no operation tells
 * the page whether the customer signed. With `mode="dialog"` the journey is a modal dialog that
 * `show()`, `close()` and any `data-booking-flow` element open and close. With
 * `analytics="datalayer"` its steps go to `window.dataLayer` (docs/elements/booking-flow.md).
 *
 * @summary The whole booking journey in one tag: the customer's ZIP code, then a free time at the branch that serves it, then (with `details`) their details, then (with `customer-id`) the branch's agreements to sign.
 *
 * @event {CustomEvent<BookingFlowCompleteDetail>} booking-flow-complete - Once per journey: the customer went through the last step ("Confirm time", "Finish" once the details are given, or "Finish" once every required agreement's sign link was opened). A request for the business to confirm: send it to your own server. Detail: `{ franchise, slot, agreementRecordIds, agreements, customer, params }`.
 *
 * @csspart dialog - The modal dialog (`mode="dialog"`); its background is the system's `Canvas`.
 * @csspart dialog-header - Its top bar, with the title and the close button.
 * @csspart title - The dialog's heading.
 * @csspart close-button - The dialog's close button.
 * @csspart step-indicator - The ordered list of the steps, numbered.
 * @csspart step - One step of the list, with a state token: `done`, `current` (also `aria-current="step"`) or `upcoming`.
 * @csspart step-number - The number of a step.
 * @csspart step-button - A step done: a button back to it.
 * @csspart panel - The content of a step, and the summary at the end.
 * @csspart heading - A step's heading (its one visible title), or the summary's, focused when it begins.
 * @csspart context - What was chosen so far, at the top of a step after the first.
 * @csspart change-button - Its "Change" buttons.
 * @csspart footer - The bar that ends a step, sticky at the bottom of the flow and of the dialog; its background is `Canvas`.
 * @csspart chosen - In the footer of "Choose a time": the time chosen.
 * @csspart button - The footer's button ("Confirm time", "Continue", "Finish"), and the summary's actions.
 * @csspart missing - What the footer's button waits for, beside it.
 * @csspart details - The form of "Your details" (`details`).
 * @csspart contact - Its group of the phone number and e-mail address.
 * @csspart hint - The hint of that group.
 * @csspart field-error - What is wrong with a field, above it.
 * @csspart agreements - The checklist of the agreements to sign.
 * @csspart agreement - One agreement of the list, with a state token: `opened` (its sign link was opened) or `to-sign`.
 * @csspart agreement-name - The title of an agreement.
 * @csspart agreement-state - "Opened" or "Not opened".
 * @csspart agreement-note - Under the checklist, once an agreement is opened: "Finish signing in the window that opened."
 * @csspart optional - "(optional)", beside an agreement that may be left unsigned or a field that may be left empty.
 * @csspart next-steps - What happens after the journey: the branch confirms the request.
 * @csspart summary - The list of what the request holds, at the end.
 * @csspart actions - The summary's "Add to calendar" and "Book another".
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
    details: { type: Boolean },
    customer: { attribute: false },
    mode: {},
    step: { attribute: false },
    franchise: { attribute: false },
    chosenSlot: { attribute: false },
    recordIds: { attribute: false },
    completed: { attribute: false },
  };

  /** The customer; with it the journey ends with the branch's agreements to sign. */
  customerId = '';

  /** The token your server minted for `customer-id` (`signCustomerToken()`) for the sign buttons: a gateway's sign links need it. */
  customerToken = '';

  /** The ZIP code to look up at once. */
  zipcode = '';

  /**
   * Read the page URL's query when the flow connects: its `zipcode` (unless `zipcode` is given), and
   * its `utm_*` parameters (at most 20, cut to 200 characters) for `booking-flow-complete`'s `params`.
   */
  prefillFromUrl = false;

  /** `datalayer`: push the journey to `window.dataLayer` (see the description); any other value pushes nothing. */
  analytics: '' | 'datalayer' = '';

  /** Services to book (forwarded to the picker). */
  serviceIds: string[] = [];

  /** Groomers to offer (forwarded to the picker). */
  staffIds: string[] = [];

  /** Pet types to serve (forwarded to the picker; those "Your details" offers). */
  petTypes: string[] = [];

  /** IANA zone times are shown in (forwarded to the picker). Default: the company's. */
  timeZone = '';

  /** The picker's calendar: a week of days, or a month (forwarded to the picker). */
  layout: 'week' | 'month' = 'week';

  /** The last day a customer may choose, `YYYY-MM-DD` (forwarded to the picker). Default: none. */
  maxDate = '';

  /** A step "Your details": name, phone, e-mail, the pet's name and type, a note (see the description). */
  details = false;

  /**
   * What "Your details" starts with (`{ name, phone, email, petName, petType, note }`, any of them);
   * `booking-flow-complete` carries what the customer gives.
   */
  customer: Partial<BookingFlowCustomer> | null = null;

  /** `inline`: the journey is part of the page. `dialog`: it opens in a modal dialog. */
  mode: 'inline' | 'dialog' = 'inline';

  protected readonly defaultStrings = bookingFlowStrings;

  private step: StepKey = 'branch';
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
  /** After "Book another": the new journey starts from an empty ZIP code, whatever `zipcode` said. */
  #startedOver = false;

  /** The modal dialog of `mode="dialog"`, opened by `show()` and the page's `data-booking-flow` elements. */
  readonly #dialog = new DialogController(this, {
    openerAttribute: 'data-booking-flow',
    enabled: () => this.mode === 'dialog',
    dialog: () => this.renderRoot.querySelector('dialog'),
    onOpen: () => {
      void this.#focusStart();
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

  /** "Your details" and its values, kept while the customer goes back and forth: its module loads with `details`. */
  readonly #detailsTask = new Task(this, {
    args: () => [this.details] as const,
    task: async ([details]) => {
      if (!details) return initialState;
      const form = new (await import('./details-step.js')).DetailsForm(this, { html, nothing });
      form.reset(this.customer);
      return form;
    },
  });

  /** The branch's agreements, asked for as soon as the branch is known: every page of them. */
  readonly #agreementsTask = this.requestTask({
    args: () => [this.customerId, this.franchise?.companyId, this.franchise?.businessId] as const,
    task: async ([customerId, companyId, businessId], { signal }) => {
      if (!customerId || !companyId || !businessId) return initialState;
      const list = (request: ListAgreementsRequest) => this.call(listAgreements, request, { signal });
      const leftOut = (count: number) =>
        this.emit('booking-warning', { operation: listAgreements.name, message: `Left out ${count} agreement(s) without an id.` });
      // The pages' own failures (a page token that never ends) are announced here.
      return branchAgreements(list, { companyId, businessId }, leftOut).catch((error) => {
        throw this.report(error, listAgreements.name);
      });
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('customer')) this.#detailsTask.value?.reset(this.customer);
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

  get #steps(): StepKey[] {
    return journeySteps(this.details, Boolean(this.customerId));
  }

  /** Pushes the step shown: `booking_flow_step` with `{ step, step_number }`. */
  #trackStep(): void {
    this.#dataLayer.push('step', { step: this.step, step_number: this.#steps.indexOf(this.step) + 1 });
  }

  /** Focuses where what is shown starts: the first field of the step, or the summary's heading. */
  async #focusStart(): Promise<void> {
    const start = this.renderRoot.querySelector(`#step-${this.step} ~ .start`);
    if (start instanceof BookingElement) await start.updateComplete;
    const heading = this.renderRoot.querySelector<HTMLElement>(this.completed ? '#summary' : `#step-${this.step}`);
    ((!this.completed && start && firstField(start)) || heading)?.focus();
  }

  #goTo(step: StepKey): void {
    // Focus follows the step only when the customer is working in the flow: a lookup the zipcode
    // attribute starts must not pull focus away from the page.
    // (Asked of the shadow root: inside a modal dialog the host does not match :focus-within.)
    if (step !== this.step && this.shadowRoot?.activeElement) {
      this.afterNextRender(() => this.renderRoot.querySelector<HTMLElement>(`#step-${step}`)?.focus());
    }
    this.step = step;
    this.#trackStep();
  }

  /** The step after `step`, or the end of the journey. */
  #next(step: StepKey): void {
    const next = this.#steps[this.#steps.indexOf(step) + 1];
    if (next) this.#goTo(next);
    else this.#finish();
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
    if (!sameBranch || this.step === 'branch') this.#goTo('time');
  }

  #onSlotSelect({ detail }: CustomEvent<SlotSelectDetail>): void {
    this.chosenSlot = detail;
    this.#dataLayer.push('slot_chosen', { business_id: this.franchise!.businessId, date: detail.date });
  }

  readonly #onSignLink = ({ detail }: CustomEvent<AgreementSignLinkDetail>): void => {
    this.recordIds = new Map(this.recordIds).set(detail.agreementId, detail.agreementRecordId);
  };

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
      customer: this.details ? (this.#detailsTask.value?.customer ?? null) : null,
      params,
    });
    this.#dataLayer.push('complete', { business_id: franchise!.businessId, agreements_opened: agreements.length, ...params });
    this.afterNextRender(() => void this.#focusStart());
  }

  /** "Book another": a new journey from the first step, with nothing of this one but the host's prefill. */
  #startOver(): void {
    this.#startedOver = true;
    this.franchise = undefined;
    this.chosenSlot = undefined;
    this.recordIds = new Map();
    this.#detailsTask.value?.reset(this.customer);
    this.completed = false;
    this.step = 'branch';
    this.#trackStep();
    this.afterNextRender(() => void this.#focusStart());
  }

  /** A step's content: the first step's at once, the others' once the branch is known. */
  #stepContent(step: StepKey, branch: FranchiseFoundDetail | undefined): TemplateResult | typeof nothing {
    const text = this.text;
    if (step === 'branch') {
      const zipcode = this.#startedOver ? '' : this.zipcode;
      return html`<franchise-finder class="start" .client=${this.api} zipcode=${zipcode} @franchise-found=${this.#onFranchiseFound}>
      </franchise-finder>`;
    }
    if (!branch) return nothing;
    if (step === 'time') {
      return timeStep({
        branch,
        slot: this.chosenSlot,
        settings: this,
        client: this.api,
        text,
        locale: this.locale,
        onSelect: (event) => this.#onSlotSelect(event),
        onConfirm: () => this.#next('time'),
      });
    }
    if (step === 'details') {
      const footer = (label: string) => stepFooter({ step: 'details', label, missing: false });
      const onDone = () => this.#next('details');
      const last = !this.#steps.includes('agreements');
      return (
        this.#detailsTask.render({
          pending: () => html`<p class="start">${text.loading}</p>`,
          complete: (form) => form.render({ text, petTypes: this.petTypes, last, footer, onDone }),
          error: (error) => errorView(error, text, () => void this.#detailsTask.run()),
        }) ?? nothing
      );
    }
    const { recordIds, customerId, customerToken } = this;
    const signing = { recordIds, text, client: this.api, customerId, customerToken, businessId: branch.businessId };
    return agreementsStep(this.#agreementsTask, { ...signing, onSignLink: this.#onSignLink, onFinish: () => this.#finish() });
  }

  #renderJourney(): TemplateResult {
    const { franchise, chosenSlot, text } = this;
    if (this.completed && franchise && chosenSlot) {
      return completion({
        branch: franchise,
        slot: chosenSlot,
        agreements: openedAgreements(this.#agreementsTask.value ?? [], this.recordIds),
        details: (this.details && this.#detailsTask.value?.summary(text)) || null,
        text,
        locale: this.locale,
        onBookAnother: () => this.#startOver(),
      });
    }
    return journey({
      steps: this.#steps,
      current: this.step,
      branch: franchise,
      slot: chosenSlot,
      text,
      locale: this.locale,
      content: (step, branch) => this.#stepContent(step, branch),
      onGoTo: (step) => this.#goTo(step),
    });
  }

  override render(): TemplateResult {
    return this.mode === 'dialog' ? this.#dialog.render(this.text.title, this.text.close, this.#renderJourney()) : this.#renderJourney();
  }
}
