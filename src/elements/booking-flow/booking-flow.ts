import type { nothing, PropertyDeclarations, PropertyValues, TemplateResult } from 'lit';
import { listAgreements } from '../../api/agreement.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { PickerSettingsController } from '../availability-picker/forwarded-settings.js';
import { DataLayer } from '../../shared/data-layer.js';
import { DialogController } from '../../shared/dialog-controller.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { quietStyles } from '../../shared/quiet-styles.js';
import { baseStyles } from '../../shared/styles.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import { AgreementsController } from './agreements-controller.js';
import { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';
import { bookingFlowStyles } from './booking-flow.styles.js';
import { completion } from './completion.js';
import type { BookingFlowCustomer } from './events.js';
import { DetailsController } from './details-controller.js';
import { completeDetail } from './finished-journey.js';
import { focusStart } from './first-field.js';
import { journey } from './journey.js';
import { RequestSender } from './request-sender.js';
import { ServicesController } from './services-controller.js';
import { journeySteps, type StepKey } from './step-indicator.js';
import { stepContent } from './step-content.js';
import { urlPrefill } from './url-prefill.js';
import { WatchOffer } from './watch-offer.js';

export type * from './events.js';
export { BookingService, type NamedService } from './booking-service.js';
export { type BookingFlowStrings, bookingFlowStrings } from './booking-flow.strings.js';

/**
 * Made of `<franchise-finder>`, `<availability-picker>` and `<agreement-sign-button>`, which share
 * its client and `--booking-*` properties, and whose events bubble out of it. Steps stay in place
 * while hidden, so going back keeps what was chosen; each step after the first begins with what
 * was chosen so far ("Change" goes back) and ends with a bar that stays in view. With
 * `<booking-service>` children (no operation lists a branch's services, so the page names them),
 * "What would you like?" comes right after the branch: the pet's type, then the services offered
 * for it as checkboxes; the times are asked for those services and that type (they replace
 * `service-ids` and `pet-types`), and the request carries them. With `details`,
 * "Your details" (prefilled by `customer`) comes before the agreements or the end. With
 * `send-request` the flow sends the request to the gateway, which keeps it for the business, and
 * says "Request sent" only once it is kept. The completion says that the branch confirms the
 * request (the API makes no appointment) and offers "Add to calendar" and "Book another". An
 * opened agreement is "Opened", never "Signed": no operation tells the page whether the customer signed. With `mode="dialog"` the journey is a modal dialog that
 * `show()`, `close()` and any `data-booking-flow` element open and close. With
 * `analytics="datalayer"` its steps go to `window.dataLayer` (docs/elements/booking-flow.md).
 *
 * @summary The whole booking journey in one tag: the customer's ZIP code, then a free time at the branch that serves it, then (with `details`) their details, then (with `customer-id`) the branch's agreements to sign.
 *
 * @event {CustomEvent<BookingFlowCompleteDetail>} booking-flow-complete - Once per journey: the customer went through the last step ("Confirm time", "Finish" once the details are given, or "Finish" once every required agreement's sign link was opened). A request for the business to confirm: with `send-request` the gateway has kept it (`request` holds its `{ id, reference }`); without it, your page sends it. Detail: `{ franchise, slot, agreementRecordIds, agreements, customer, params, services, petType, request }` (`services` `[{ id, name }]` and `petType` as chosen in "What would you like?"; `[]` and "" without `<booking-service>` children).
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
 * @csspart services - "What would you like?" (`<booking-service>` children): the pet's type and the services.
 * @csspart service - A service's checkbox with its name and facts, with a state token: `chosen` when checked.
 * @csspart service-facts - A service's duration and price, as the page wrote them.
 * @csspart details - The form of "Your details" (`details`).
 * @csspart contact - Its group of the phone number and e-mail address.
 * @csspart hint - The hint of that group, and of the services' group.
 * @csspart field-error - What is wrong with a field, above it.
 * @csspart count - Under the note: how many characters it holds of the most the gateway keeps ("123 of 2,000 characters"), with the state token `over` past that.
 * @csspart agreements - The checklist of the agreements to sign.
 * @csspart agreement - One agreement of the list, with a state token: `opened` (its sign link was opened) or `to-sign`.
 * @csspart agreement-name - The title of an agreement.
 * @csspart agreement-state - "Opened" or "Not opened".
 * @csspart agreement-note - Under the checklist, once an agreement is opened: "Finish signing in the window that opened."
 * @csspart optional - "(optional)", beside an agreement that may be left unsigned or a field that may be left empty.
 * @csspart next-steps - What happens after the journey: the branch confirms the request.
 * @csspart summary - The list of what the request holds, at the end.
 * @csspart actions - The summary's "Add to calendar" and "Book another".
 * @csspart error - The failure to list the agreements, or to send the request (`send-request`).
 * @csspart retry-button - Its "Try again" button.
 * @csspart notice - In "Choose a time", after the gateway said the time sent was taken meanwhile.
 * @attr {string} status-url - With `send-request`: the address of the business's status page (`<booking-request-status>`, the gateway's `BOOKING_REQUEST_STATUS_URL`); the completion links to it as "Follow your request", the request's capability in the fragment (`#request=<token>`).
 * @csspart reference - In the summary, the reference of the request the gateway kept (`send-request`).
 * @csspart follow-link - With `status-url`: the completion's link to the status page of the request sent.
 * @csspart watch-offer - With `watch`: the paragraph under the picker that holds the button below.
 * @csspart watch-button - Its button, "None of these times suit me" (or "Tell me when a time opens" while the days shown have no free time), which opens the form.
 * @csspart watch - "Tell me when a time opens", in the picker's place: the form, then its confirmation with the watch's reference (`reference`); its fields' problems are `field-error`, its groups' hints `hint`.
 */
export class BookingFlow extends BookingElement<BookingFlowStrings> {
  static override styles = [baseStyles, quietStyles, loadingStyles, bookingFlowStyles];
  // The settings a flow passes on to its picker are also named in forwarded-settings.ts (a test keeps them alike).
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
    sendRequest: { attribute: 'send-request', type: Boolean },
    watch: { type: Boolean },
    customer: { attribute: false },
    mode: {},
    step: { attribute: false },
    franchise: { attribute: false },
    chosenSlot: { attribute: false },
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
   * Send the request to the gateway (`POST {base-url}/booking-requests`) when the customer
   * finishes, and end with "Request sent" once the gateway has kept it. Needs `details` or
   * `customer-id`, so that the business can reach the customer.
   */
  sendRequest = false;

  /**
   * With `send-request`: where no time suits (none in the days shown, or the customer says none
   * suits them), "Tell me when a time opens" asks the gateway to e-mail the customer when one does
   * (`POST {base-url}/slot-watches`): the days, parts of the day, groomer and last day they choose,
   * with the services and pet type of the journey.
   */
  watch = false;

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
      void focusStart(this.renderRoot, this.step, this.completed);
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
  readonly #detailsStep = new DetailsController(this, () => this);
  /** "What would you like?" and the choice, with `<booking-service>` children: its module loads once there are some. */
  readonly #servicesStep = new ServicesController(this, (count) =>
    this.emit('booking-warning', {
      operation: 'booking-service',
      message: `Left out ${count} <booking-service> without a service-id or a name.`,
    }),
  );
  /** The services and pet type the time step's availability was asked for: another choice forgets the time chosen. */
  #askedFor = '';
  /**
   * @ignore Passes the picker's settings (forwarded-settings.ts) on to the time step's picker after
   * each render: the services and pet type the customer chose replace the flow's `service-ids` and `pet-types`.
   */
  protected readonly pickerSettings = new PickerSettingsController(this, () => {
    const { customerId, serviceIds, staffIds, petTypes, timeZone, layout, maxDate } = this;
    const choice = this.#servicesStep.choice;
    const own = { customerId, serviceIds, staffIds, petTypes, timeZone, layout, maxDate };
    return choice ? { ...own, serviceIds: choice.services.map((service) => service.id), petTypes: [choice.petType] } : own;
  });

  /** The branch's agreements, asked for as soon as the branch is known, and the records of the sign links opened. */
  readonly #agreements = new AgreementsController(this, {
    branch: () => (this.customerId ? this.franchise : undefined),
    requestTask: (config) => this.requestTask(config),
    list: (request, signal) => this.call(listAgreements, request, { signal }),
    leftOut: (count) =>
      this.emit('booking-warning', { operation: listAgreements.name, message: `Left out ${count} agreement(s) without an id.` }),
    report: (error) => this.errors.report(error, listAgreements.name),
    loadSignButton: () => import('./sign-button.js'),
  });

  /** `send-request`: the request sent to the gateway, one key per request, the times it said were taken left out. */
  readonly #sender = new RequestSender(this, {
    load: () => import('./sending.js'),
    send: (operation, request, headers) => this.call(operation, request, { headers }),
    report: (failure) => this.errors.report(failure, failure.operation),
  });

  /** `watch`: "Tell me when a time opens" in "Choose a time"; its form's module loads with `watch` and `send-request`. */
  readonly #watchOffer = new WatchOffer(
    this,
    () => this.watch && this.sendRequest,
    () => this.locale,
    (branch) => ({
      text: this.text,
      locale: this.locale,
      branch,
      services: this.#servicesStep.choice?.services ?? [],
      petType: this.#servicesStep.choice?.petType ?? '',
      customer: this.#detailsStep.customer ?? this.customer,
      customerToken: this.customerToken,
      send: (operation, body, headers) => this.call(operation, body, { headers }),
      failureView: (failure, retry) => errorView(failure, this.text, retry),
    }),
  );

  protected override ownerAttributes(): readonly string[] {
    return ['customer-id', 'send-request'];
  }

  protected override configurationProblem(): string | undefined {
    return this.sendRequest && !this.details && !this.customerId ? this.text.sendRequestNeedsContact : undefined;
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
    if (changed.has('customer')) {
      this.#detailsStep.reset(this.customer);
      this.#servicesStep.reset(this.customer?.petType ?? '');
    }
    if (changed.has('customerId') && this.customerId) this.#agreements.prepare();
    if (changed.has('sendRequest') && this.sendRequest) this.#sender.prepare();
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
    return journeySteps(this.details, Boolean(this.customerId), this.#servicesStep.named);
  }

  /** Pushes the step shown: `booking_flow_step` with `{ step, step_number }`. */
  #trackStep(): void {
    this.#dataLayer.push('step', { step: this.step, step_number: this.#steps.indexOf(this.step) + 1 });
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
    if (step === 'services') this.#servicesChosen();
    const next = this.#steps[this.#steps.indexOf(step) + 1];
    if (next) this.#goTo(next);
    else void this.#finish();
  }

  #onFranchiseFound({ detail }: CustomEvent<FranchiseFoundDetail>): void {
    // A branch without online booking keeps the customer here, where the finder says so.
    if (!detail.isEnable) return;
    const sameBranch = detail.businessId === this.franchise?.businessId;
    if (!sameBranch) {
      this.chosenSlot = undefined;
      this.#agreements.forget();
      this.#watchOffer.reset();
    }
    this.franchise = detail;
    this.#dataLayer.push('branch_found', { business_id: detail.businessId });
    // The finder is hidden past the first step: finding the same branch there (it asks again
    // through a new client) must not send the customer back.
    if (!sameBranch || this.step === 'branch') this.#goTo(this.#steps[1]!);
  }

  /** The customer chose services: a time chosen for others is forgotten, and "Your details" starts from the pet's type. */
  #servicesChosen(): void {
    const choice = this.#servicesStep.choice!;
    const askedFor = [choice.petType, ...choice.services.map((service) => service.id)].join(' ');
    if (askedFor !== this.#askedFor) this.chosenSlot = undefined;
    this.#askedFor = askedFor;
    this.#detailsStep.choosePetType(choice.petType);
    this.#dataLayer.push('services_chosen', { business_id: this.franchise!.businessId, pet_type: choice.petType });
  }

  #onSlotSelect({ detail }: CustomEvent<SlotSelectDetail>): void {
    this.chosenSlot = detail;
    this.#sender.chose();
    this.#dataLayer.push('slot_chosen', { business_id: this.franchise!.businessId, date: detail.date });
  }

  async #finish(): Promise<void> {
    // A second click before the summary is drawn, or while the request is sent, must not complete the journey twice.
    if (this.completed || this.#sender.sending) return;
    const agreements = this.#agreements.opened;
    const customer = this.details ? this.#detailsStep.customer : null;
    const { customerId, locale: language } = this;
    const choice = this.#servicesStep.choice;
    const journey = {
      franchise: this.franchise!,
      slot: this.chosenSlot!,
      customer,
      customerId,
      agreements,
      params: this.#params,
      language,
      services: choice?.services.map(({ id, name }) => ({ id, name })) ?? [],
      petType: choice?.petType ?? '',
    };
    const outcome = this.sendRequest ? await this.#sender.send(journey, this.customerToken) : 'sent';
    // Taken meanwhile: back to the times, that one left out, with a word saying so.
    if (outcome === 'taken') {
      this.chosenSlot = undefined;
      this.#goTo('time');
    }
    // A field the gateway refused: back to "Your details", focus on that field, which says so.
    if (outcome === 'mend') {
      this.step = 'details';
      this.#trackStep();
      void this.#detailsStep.mend(this.#sender.refusedField!, () => this.renderRoot.querySelector('form[part="details"]'));
    }
    if (outcome !== 'sent') return;
    this.completed = true;
    this.emit('booking-flow-complete', completeDetail(journey, this.sendRequest ? this.#sender.receipt : undefined));
    this.#dataLayer.push('complete', {
      business_id: journey.franchise.businessId,
      agreements_opened: agreements.length,
      ...journey.params,
    });
    this.afterNextRender(() => void focusStart(this.renderRoot, this.step, this.completed));
  }

  /** "Book another": a new journey from the first step; of this one only who the customer is and their pet are offered again. */
  #startOver(): void {
    this.#startedOver = true;
    this.#sender.startOver();
    this.#watchOffer.reset();
    this.franchise = undefined;
    this.chosenSlot = undefined;
    this.#agreements.forget();
    // What the customer gave about themselves and their pet is offered again (WCAG 3.3.7: asked once); the note is about one visit.
    this.#detailsStep.reset({ ...this.#detailsStep.customer, note: this.customer?.note });
    this.#servicesStep.reset(this.#servicesStep.choice?.petType ?? this.customer?.petType ?? '');
    this.#askedFor = '';
    this.completed = false;
    this.step = 'branch';
    this.#trackStep();
    this.afterNextRender(() => void focusStart(this.renderRoot, this.step, this.completed));
  }

  /** A step's content: the first step's at once, the others' once the branch is known. */
  #stepContent(step: StepKey, branch: FranchiseFoundDetail | undefined): TemplateResult | typeof nothing {
    return stepContent(step, branch, {
      flow: this,
      text: this.text,
      locale: this.locale,
      client: this.activeClient,
      zipcode: this.#startedOver ? '' : this.zipcode,
      slot: this.chosenSlot,
      lastStep: this.#steps.at(-1)!,
      sender: this.#sender,
      detailsStep: this.#detailsStep,
      servicesStep: this.#servicesStep,
      watch: this.#watchOffer,
      agreements: this.#agreements,
      finishing: this.#sender.finishAction(this.text, () => void this.#finish()),
      finish: () => void this.#finish(),
      onFranchiseFound: (event) => this.#onFranchiseFound(event),
      onSlotSelect: (event) => this.#onSlotSelect(event),
      next: (done) => this.#next(done),
    });
  }

  #renderJourney(): TemplateResult {
    const { franchise, chosenSlot, text } = this;
    if (this.completed && franchise && chosenSlot) {
      return completion({
        branch: franchise,
        slot: chosenSlot,
        agreements: this.#agreements.opened,
        details: (this.details && this.#detailsStep.summary(text)) || null,
        services: this.#servicesStep.summary(text),
        receipt: this.sendRequest ? this.#sender.receipt : undefined,
        // Read once the journey ends, not a reactive property: the flow's own file pays only for this line.
        statusUrl: this.getAttribute('status-url'),
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
      services: this.#servicesStep.summary(text),
      text,
      locale: this.locale,
      content: (step, branch) => this.#stepContent(step, branch),
      onGoTo: (step) => this.#goTo(step),
    });
  }

  override render(): TemplateResult {
    const problem = this.renderProblem();
    if (problem) return problem;
    return this.mode === 'dialog' ? this.#dialog.render(this.text.title, this.text.close, this.#renderJourney()) : this.#renderJourney();
  }
}
