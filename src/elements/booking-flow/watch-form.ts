/**
 * "Tell me when a time opens" (`watch`): the days of the week, the parts of the day, a groomer or
 * any, the last day to watch (at most 60 days ahead), the customer's name and e-mail address, and
 * what pressing the button agrees to, in plain words. The services and the pet type of the
 * journey go with it. Sent to the gateway (`POST /slot-watches`) with one `Idempotency-Key` per
 * watch: every try of the same watch carries it, so the gateway keeps it once; a watch changed
 * after a failure is another one, with its own key. The gateway's answer is the confirmation; a
 * failure is said in customers' words with "Try again", and nothing typed is lost.
 *
 * Loaded on demand, by a flow with `watch` only, with its own styles and words (English here, the
 * others fetched with them), and the button under the picker that opens it (`WatchPart`, at the
 * end). What it shares with the flow's sending (the idempotency header, the refused fields) it
 * imports from that module, which a flow with `watch` fetches anyway: imported from their own
 * modules, they made rolldown split booking-elements.all.js into several files.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { createSlotWatch, dayParts, longestWatchDays, watchDays } from '../../api/booking-requests/watches.js';
import { addDays, calendarDateText, isCalendarDate } from '../../api/calendar.js';
import { ApiError } from '../../api/errors.js';
import type { BookingAvailability } from '../../api/availability.js';
import type { AvailabilityLoadDetail } from '../availability-picker/events.js';
import type { Operation, RequestOf, ResponseOf } from '../../api/operation.js';
import type { CallOptions, Transport } from '../../api/transport.js';
import { type CustomerProblem, customerLimits, customerProblems } from '../../api/booking-requests/customer.js';
import { translation } from '../../shared/translations.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { detailsStrings } from './details-step.strings.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { idempotencyKeyHeader, refusedFields } from './sending.js';
import { type WatchStrings, watchStrings } from './watch-form.strings.js';

/** What a watch sends. */
export type WatchBody = RequestOf<typeof createSlotWatch>;

/** Sends the watch through the flow's `call`, so that a failure is reported as every request's is. */
export type SendWatch = (
  operation: typeof createSlotWatch,
  body: WatchBody,
  headers: Record<string, string>,
) => Promise<ResponseOf<typeof createSlotWatch>>;

export interface WatchView {
  readonly text: BookingFlowStrings;
  readonly locale: string;
  readonly branch: FranchiseFoundDetail;
  /** The branch's groomers the availability named, their names by id. */
  readonly groomers: ReadonlyMap<string, string>;
  /** The journey's choice ("What would you like?"): kept with the watch. */
  readonly services: readonly { readonly id: string; readonly name: string }[];
  readonly petType: string;
  /** What the customer gave in "Your details", else what the page starts it with: an empty name or e-mail starts from it. */
  readonly customer: { readonly name?: string; readonly email?: string } | null;
  /** Sent as `Authorization: Bearer` when there is one. */
  readonly customerToken: string;
  readonly send: SendWatch;
  /** "Back to the times". */
  readonly onBack: () => void;
  /**
   * A failure in customers' words with "Try again", as the flow shows every failure: given by the
   * flow rather than imported here, since this module importing it split Lit out of
   * booking-elements.all.js into a file of its own.
   */
  readonly failureView: (failure: unknown, retry: () => void) => TemplateResult;
}

type Field = 'name' | 'email' | 'until';

/** Today in the customer's calendar, `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  return calendarDateText(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Waits for the form's words in `locale`'s language, when it has its own (Spanish, French). */
export async function wordsFor(locale: string): Promise<void> {
  await translation(watchStrings, locale);
}

/** The form's words in `locale`'s language, fetched before it is drawn (`wordsFor`); none (English) when they could not be. */
function loadedWords(locale: string): Partial<WatchStrings> | null {
  const words = translation(watchStrings, locale);
  return words instanceof Promise ? null : words;
}

/** How far ahead "Until" starts. */
const defaultDays = 30;

export class WatchForm {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #days = new Set<string>();
  #parts = new Set<string>();
  #staffId = '';
  #until = addDays(today(), defaultDays);
  #name = '';
  #email = '';
  /** The form was drawn once: its name and e-mail started from the customer the page knows. */
  #started = false;
  /** The fields the customer changed and left, and whether they tried to send: then their problems are shown. */
  readonly #left = new Set<string>();
  #tried = false;
  /** The watch sent last and its key: the same watch keeps its key through every try. */
  #attempt: { readonly key: string; readonly body: string } | undefined;
  #sending = false;
  #failure: ApiError | undefined;
  /** A field the gateway refused, as it was then: shown as refused until it is changed. */
  #refused: { readonly field: Field; readonly value: string } | undefined;
  #receipt: { readonly reference: string; readonly email: string; readonly until: string } | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
  }

  /** A new journey: the form as it started, nothing sent. */
  reset(): void {
    this.#days = new Set();
    this.#parts = new Set();
    this.#staffId = '';
    this.#until = addDays(today(), defaultDays);
    this.#left.clear();
    this.#tried = false;
    this.#attempt = undefined;
    this.#failure = undefined;
    this.#refused = undefined;
    this.#receipt = undefined;
  }

  /** What is wrong with the fields, by field: the name and e-mail by the rule of "Your details", the last day within its range. */
  #problems(
    text: WatchStrings & typeof detailsStrings,
    locale: string,
    labels: Record<Field, string>,
    dateText: (date: string) => string,
  ): Partial<Record<Field, string>> {
    const [name, email] = [this.#name.trim(), this.#email.trim()];
    const found = customerProblems({ name, phone: '', email, petName: '', notes: '' }, true);
    const problems: Partial<Record<Field, string>> = {};
    const words = (problem: CustomerProblem | undefined, most: number): string | undefined => {
      if (problem === undefined) return undefined;
      if (problem === 'tooLong') return text.tooLong(new Intl.NumberFormat(locale).format(most));
      if (problem === 'notStorable') return text.textInvalid;
      if (problem === 'emailShape' || problem === 'missing') return text.emailInvalid;
      return problem === 'phoneCharacters' || problem === 'phoneDigits' ? undefined : text[problem];
    };
    problems.name = name ? words(found.name, customerLimits.name) : text.nameMissing;
    problems.email = email ? words(found.email, customerLimits.email) : text.emailMissing;
    const [first, last] = [today(), addDays(today(), longestWatchDays)];
    if (!isCalendarDate(this.#until) || this.#until < first || this.#until > last)
      problems.until = text.untilInvalid(dateText(first), dateText(last));
    const refused = this.#refused;
    if (refused && this.#value(refused.field) === refused.value) problems[refused.field] ??= text.notAccepted(labels[refused.field]);
    for (const field of Object.keys(problems) as Field[]) if (!problems[field]) delete problems[field];
    return problems;
  }

  #value(field: Field): string {
    return field === 'name' ? this.#name : field === 'email' ? this.#email : this.#until;
  }

  readonly #onInput = (event: Event): void => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const { name, value } = target;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') {
      const chosen = name === 'day' ? this.#days : this.#parts;
      if (target.checked) chosen.add(value);
      else chosen.delete(value);
    } else if (name === 'staff') this.#staffId = value;
    else if (name === 'until') this.#until = value;
    else if (name === 'name') this.#name = value;
    else if (name === 'email') this.#email = value;
    this.#host.requestUpdate();
  };

  readonly #onChange = (event: Event): void => {
    this.#left.add((event.target as HTMLInputElement).name);
    this.#host.requestUpdate();
  };

  /** What the form drew: it is drawn again at each change, so it is looked up rather than kept. */
  #find(selector: string): HTMLElement | null {
    return this.#host.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
  }

  async #send(view: WatchView, problems: Partial<Record<Field, string>>): Promise<void> {
    if (this.#sending) return;
    if (Object.keys(problems).length > 0) {
      this.#tried = true;
      this.#host.requestUpdate();
      await this.#host.updateComplete;
      this.#find('form[part="watch"] [aria-invalid="true"]')?.focus();
      return;
    }
    const { branch } = view;
    const [customer, until] = [{ name: this.#name.trim(), email: this.#email.trim() }, this.#until];
    const body: WatchBody = {
      companyId: branch.companyId,
      businessId: branch.businessId,
      staffIds: this.#staffId ? [this.#staffId] : [],
      // In the week's order, whatever order they were ticked in.
      days: watchDays.filter((day) => this.#days.has(day)),
      parts: dayParts.filter((part) => this.#parts.has(part)),
      until,
      services: view.services.map(({ id, name }) => ({ id, name })),
      petType: view.petType,
      customer,
      language: view.locale,
    };
    const written = JSON.stringify(body);
    // The same watch keeps its key through every try; another watch gets its own.
    if (this.#attempt?.body !== written) this.#attempt = { key: newIdempotencyKey(), body: written };
    const headers: Record<string, string> = { [idempotencyKeyHeader]: this.#attempt.key };
    if (view.customerToken) headers['Authorization'] = `Bearer ${view.customerToken}`;
    this.#sending = true;
    this.#failure = undefined;
    this.#refused = undefined;
    this.#host.requestUpdate();
    try {
      const receipt = await view.send(createSlotWatch, body, headers);
      this.#receipt = { reference: receipt.reference, email: customer.email, until };
      this.#host.requestUpdate();
      await this.#host.updateComplete;
      this.#find('#watch-done')?.focus();
    } catch (error) {
      // Refused for what the customer typed: theirs to mend, shown at the field.
      const field =
        error instanceof ApiError && error.code === 'INVALID_ARGUMENT'
          ? (['name', 'email', 'until'] as const).find((name) =>
              refusedFields(error.details).includes(name === 'until' ? 'until' : `customer.${name}`),
            )
          : undefined;
      if (field) {
        this.#refused = { field, value: this.#value(field) };
        this.#tried = true;
      } else {
        this.#failure =
          error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN', operation: createSlotWatch.name, message: String(error) });
      }
    } finally {
      this.#sending = false;
      this.#host.requestUpdate();
    }
    if (this.#refused) {
      await this.#host.updateComplete;
      this.#find(`#watch-${this.#refused.field}`)?.focus();
    }
  }

  /** The form's styles, drawn with it: loaded on demand, its styles come with it rather than with every flow. */
  #styles(): TemplateResult {
    return html`<style>
      [part='watch'] > :not(style) ~ *,
      fieldset > div {
        margin-block-start: var(--_gap);
      }
      fieldset {
        margin: 0;
        padding: 0;
        border: 0;
      }
      legend,
      .field > label {
        display: block;
        margin-block-end: 0.375rem;
        padding: 0;
        font-weight: 600;
      }
      fieldset > div {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1rem;
      }
      .choice {
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 2.75rem;
      }
      .choice input {
        width: 1.25rem;
        height: 1.25rem;
        margin: 0;
      }
      [part='hint'] {
        margin: 0;
        color: var(--_muted);
      }
      .field input,
      select {
        display: block;
        width: 100%;
        max-width: 28rem;
        min-height: 2.75rem;
        padding: 0.5em 0.75em;
        border: 1px solid var(--_field-border);
        border-radius: var(--_radius);
        background: var(--_surface);
        color: inherit;
        font: inherit;
      }
      [aria-invalid='true'] {
        border: 2px solid var(--_danger);
      }
      [part='field-error'] {
        margin: 0 0 0.375rem;
        padding-inline-start: 0.5rem;
        border-inline-start: 3px solid var(--_danger);
        font-weight: 600;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
      }
    </style>`;
  }

  render(view: WatchView): TemplateResult {
    const { locale } = view;
    const text = { ...detailsStrings, ...watchStrings, ...loadedWords(locale), ...view.text };
    const branch = view.branch.businessName || view.branch.bookOnlineName;
    // The customer the page knows needs not type their name and address again: the form's first
    // drawing starts from them, and what the customer types afterwards is theirs.
    if (!this.#started) {
      this.#started = true;
      this.#name ||= view.customer?.name ?? '';
      this.#email ||= view.customer?.email ?? '';
    }
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const dateText = (date: string) => dates.format(Date.parse(`${date}T00:00:00Z`));
    const receipt = this.#receipt;
    const back = html`<button type="button" @click=${view.onBack}>${text.watchBack}</button>`;
    if (receipt) {
      return html`<div part="watch" class="watch" role="region" aria-labelledby="watch-done">
        ${this.#styles()}
        <h3 id="watch-done" tabindex="-1">${text.watchDone}</h3>
        <p>${text.watchDoneLead(receipt.email, branch, dateText(receipt.until))}</p>
        <p part="reference">${text.summaryReference}: <strong>${receipt.reference}</strong></p>
        <p class="actions">${back}</p>
      </div>`;
    }
    const labels = { name: text.yourName, email: text.email, until: text.watchUntil };
    const problems = this.#problems(text, locale, labels, dateText);
    const shown = (field: Field) => (this.#tried || this.#left.has(field) ? problems[field] : undefined);
    const message = (field: Field) => {
      const problem = shown(field);
      return problem ? html`<p id="watch-${field}-error" part="field-error">${problem}</p>` : nothing;
    };
    const described = (field: Field, ...more: string[]) =>
      [shown(field) && `watch-${field}-error`, ...more].filter(Boolean).join(' ') || nothing;
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const hour = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const [noon, five] = [hour.format(Date.UTC(2024, 0, 1, 12)), hour.format(Date.UTC(2024, 0, 1, 17))];
    const partNames = { morning: text.morning(noon), afternoon: text.afternoon(noon, five), evening: text.evening(five) };
    const checkbox = (name: 'day' | 'part', value: string, label: string, chosen: ReadonlySet<string>) =>
      html`<label class="choice"><input type="checkbox" name=${name} value=${value} .checked=${chosen.has(value)} />${label}</label>`;
    const [first, last] = [today(), addDays(today(), longestWatchDays)];
    const field = (name: 'name' | 'email', label: string, type: string) => html`<div class="field">
      <label for="watch-${name}">${label}</label>
      ${message(name)}
      <input
        id="watch-${name}"
        name=${name}
        type=${type}
        autocomplete=${name}
        required
        aria-invalid=${shown(name) ? 'true' : nothing}
        aria-describedby=${described(name)}
        .value=${this.#value(name)}
      />
    </div>`;
    return html`<form
      part="watch"
      class="watch"
      novalidate
      aria-labelledby="watch-heading"
      @input=${this.#onInput}
      @change=${this.#onChange}
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        void this.#send(view, problems);
      }}
    >
      ${this.#styles()}
      <h3 id="watch-heading" tabindex="-1">${text.watchHeading}</h3>
      <p>${text.watchLead(branch)}</p>
      <fieldset aria-describedby="watch-days-hint">
        <legend>${text.watchDays}</legend>
        <p id="watch-days-hint" part="hint">${text.noneMeansAny}</p>
        <div>${watchDays.map((day, index) => checkbox('day', day, weekday.format(Date.UTC(2024, 0, 1 + index)), this.#days))}</div>
      </fieldset>
      <fieldset aria-describedby="watch-parts-hint">
        <legend>${text.watchParts}</legend>
        <p id="watch-parts-hint" part="hint">${text.noneMeansAny}</p>
        <div>${dayParts.map((part) => checkbox('part', part, partNames[part], this.#parts))}</div>
      </fieldset>
      <div class="field">
        <label for="watch-staff">${text.watchGroomer}</label>
        <select id="watch-staff" name="staff">
          <option value="" ?selected=${!this.#staffId}>${text.anyGroomer}</option>
          ${[...view.groomers].map(
            ([id, name]) => html`<option value=${id} ?selected=${this.#staffId === id}>${name || text.unnamedGroomer}</option>`,
          )}
        </select>
      </div>
      <div class="field">
        <label for="watch-until">${text.watchUntil}</label>
        <p id="watch-until-hint" part="hint">${text.untilHint(dateText(last))}</p>
        ${message('until')}
        <input
          id="watch-until"
          name="until"
          type="date"
          min=${first}
          max=${last}
          required
          aria-invalid=${shown('until') ? 'true' : nothing}
          aria-describedby=${described('until', 'watch-until-hint')}
          .value=${this.#until}
        />
      </div>
      ${field('name', text.yourName, 'text')} ${field('email', text.email, 'email')}
      <p id="watch-consent">${text.watchConsent(isCalendarDate(this.#until) ? dateText(this.#until) : '…')}</p>
      ${this.#failure ? view.failureView(this.#failure, () => void this.#send(view, problems)) : nothing}
      <p class="actions">
        <button type="submit" class="primary" aria-describedby="watch-consent" aria-disabled=${this.#sending ? 'true' : nothing}>
          ${this.#sending ? text.sending : text.watchSend}
        </button>
        ${back}
      </p>
    </form>`;
  }
}

/** What the flow gives the form: all it draws with but the groomers, which this part notes itself. */
export type WatchContext = Omit<WatchView, 'groomers' | 'onBack'>;

/**
 * What a flow with `watch` shows in "Choose a time", once this module is here: under the picker, a
 * button ("None of these times suit me", or "Tell me when a time opens" while the range on screen
 * has no free time) that opens the form, which then takes the place of the picker (hidden, so what
 * it shows is kept) and of the footer until the customer goes back to the times. The groomers the
 * form offers are those the branch's availability named, noted as the picker reads it, through the
 * client the flow gives the picker. It hears each range the picker shows (`availability-load`
 * bubbles up to the flow's root).
 */
export class WatchPart {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The form, kept with what the customer typed when the page's language changes. */
  readonly #form: WatchForm;
  /** The groomers each branch's availability named: by branch, their names by id. */
  readonly #groomers = new Map<string, Map<string, string>>();
  #noting: { readonly for: Transport; readonly client: Transport } | undefined;
  /** The range on screen has no free time. */
  #empty = false;
  /** The customer asked for the form. */
  opened = false;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    this.#form = new WatchForm(host);
    (host.shadowRoot ?? host).addEventListener('availability-load', (event) => {
      this.#empty = (event as CustomEvent<AvailabilityLoadDetail>).detail.availableDates.length === 0;
      host.requestUpdate();
    });
  }

  /** The client for the picker: one that notes the groomers of each availability answer (made anew only for another client). */
  clientFor(client: Transport): Transport {
    if (this.#noting?.for !== client) {
      const send = async <Op extends Operation>(operation: Op, request: RequestOf<Op>, options?: CallOptions): Promise<ResponseOf<Op>> => {
        const answer = await client.send(operation, request, options);
        if (operation.name === 'getBookingAvailability')
          this.#note((request as { businessId: string }).businessId, answer as BookingAvailability);
        return answer;
      };
      this.#noting = { for: client, client: { baseUrl: client.baseUrl, send } };
    }
    return this.#noting.client;
  }

  #note(businessId: string, answer: BookingAvailability): void {
    const names = this.#groomers.get(businessId) ?? new Map<string, string>();
    for (const day of answer.availability) {
      for (const groomer of day.staff) names.set(groomer.staffId, `${groomer.firstName} ${groomer.lastName}`.trim());
    }
    this.#groomers.set(businessId, names);
  }

  /** Opens or closes the form: focus goes to its heading, or back to the button that opened it. */
  async show(opened: boolean): Promise<void> {
    this.opened = opened;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    this.#host.shadowRoot?.querySelector<HTMLElement>(opened ? '#watch-heading' : '[part="watch-button"]')?.focus();
  }

  /** A new journey ("Book another", another branch): the form closed and emptied of what the customer sent. */
  reset(): void {
    this.opened = false;
    this.#form.reset();
  }

  /** Under the picker: the button that opens the form, then `footer`; or the form in their place. */
  render(footer: TemplateResult, view: WatchContext): TemplateResult {
    if (this.opened) {
      const groomers = this.#groomers.get(view.branch.businessId) ?? new Map<string, string>();
      return this.#form.render({ ...view, groomers, onBack: () => void this.show(false) });
    }
    const words = { ...watchStrings, ...loadedWords(view.locale), ...view.text };
    const label = this.#empty ? words.watchWhenOpens : words.watchNoneSuit;
    return html`<p part="watch-offer"><button type="button" part="watch-button" @click=${() => void this.show(true)}>${label}</button></p>
      ${footer}`;
  }
}
