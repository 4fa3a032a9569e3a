/**
 * "Your details" (`details`): the customer's name, how the branch can reach them, their pet and a
 * note, with the browser's autofill tokens. The values are kept here, so nothing is lost while the
 * customer goes back and forth between steps. A problem is shown between a field's label and the
 * field once the customer changed it and left it, or tried to go on; trying to go on with a
 * problem moves focus to the first field that has one. The note counts its characters against the
 * gateway's limit as the customer types, and says the count to screen readers once they pause.
 * A field the gateway refused at "Finish" is shown as refused, with focus, until it is changed.
 *
 * Loaded on demand, by a flow with `details` only, with its own styles and English words; what it
 * shares with the flow (lit, the pet types) it imports from the flow's file (scripts/bundle.mjs).
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import {
  type ChoosablePetType,
  choosablePetTypes,
  customerFrom,
  type DetailsField,
  type DetailsProblem,
  detailsProblems,
  longest,
  type ProblemPlace,
  type TextField,
  trimmedCustomer,
} from './customer-details.js';
import { detailsStrings } from './details-step.strings.js';
import type { BookingFlowCustomer } from './events.js';

export interface DetailsView {
  readonly text: BookingFlowStrings;
  /** The page's language, for the note's count. */
  readonly locale: string;
  /** The pet types the flow serves (`pet-types`); every type when empty. */
  readonly petTypes: readonly string[];
  /** Whether the step ends the journey ("Finish") or the agreements follow ("Continue"). */
  readonly last: boolean;
  /** The bar that ends the step, with its button (a submit button) named by `label`. */
  readonly footer: (label: string) => TemplateResult;
  /** The values can be sent: the journey goes on. */
  readonly onDone: () => void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** How long the customer pauses typing the note before screen readers are told its count: not at every key. */
const countPauseMs = 1000;

export class DetailsForm {
  #values: BookingFlowCustomer = customerFrom(null);
  /** The fields the customer changed and left: their problems are shown. */
  readonly #left = new Set<string>();
  /** Whether the customer tried to go on: every problem is shown. */
  #tried = false;
  #onDone: () => void = () => {};
  /** The field the gateway refused at "Finish", as it was then: shown as refused until it is changed. */
  #refused: { readonly field: TextField; readonly value: string } | undefined;
  /** The note's length screen readers were last told, once the customer paused typing. */
  #spokenCount = 0;
  #countTimer: ReturnType<typeof setTimeout> | undefined;

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** What the customer gave, trimmed, as `booking-flow-complete` carries it. */
  get customer(): BookingFlowCustomer {
    return trimmedCustomer(this.#values);
  }

  /** What the customer gave, a line each for the summary: name, phone, e-mail, the pet and its type, the note. */
  summary(replaced: BookingFlowStrings): string[] {
    const { name, phone, email, petName, petType, note } = this.customer;
    const type = petType && { ...detailsStrings, ...replaced }.petTypeNames[petType as ChoosablePetType];
    return [name, phone, email, type ? `${petName} (${type})` : petName, note].filter(Boolean);
  }

  /** Starts again from the host's prefill (`customer`), nothing shown as wrong. */
  reset(prefill: Partial<BookingFlowCustomer> | null): void {
    this.#values = customerFrom(prefill);
    this.#left.clear();
    this.#tried = false;
    this.#refused = undefined;
    this.#spokenCount = this.#values.note.length;
  }

  /**
   * The gateway refused `field` of the request sent: it is shown as refused, every problem with
   * it, and focus goes to it once the step is drawn (`form` gives the step's form).
   */
  async mend(field: TextField, form: () => HTMLFormElement | null): Promise<void> {
    this.#refused = { field, value: this.#values[field] };
    this.#tried = true;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    form()?.querySelector<HTMLElement>(`#${field}`)?.focus();
  }

  /** The pet's type as the customer chose it with the services. */
  choosePetType(petType: string): void {
    this.#values = customerFrom({ ...this.#values, petType });
  }

  readonly #onInput = (event: Event): void => {
    const { name, value } = event.target as Control;
    this.#values = customerFrom({ ...this.#values, [name]: value });
    if (name === 'note') {
      // The count on screen follows each key; screen readers hear it once the customer pauses.
      clearTimeout(this.#countTimer);
      this.#countTimer = setTimeout(() => {
        this.#spokenCount = this.#values.note.length;
        this.#host.requestUpdate();
      }, countPauseMs);
      this.#host.requestUpdate();
    }
    // A problem on screen follows the typing, and goes as soon as it is fixed.
    if (this.#tried || this.#left.size > 0) this.#host.requestUpdate();
  };

  readonly #onChange = (event: Event): void => {
    this.#left.add((event.target as Control).name);
    this.#host.requestUpdate();
  };

  /**
   * A field that takes focus is scrolled clear of the step's sticky footer. The flow gives its
   * controls a bottom scroll margin taller than the footer, which the browser honours when it
   * scrolls a button into view; for a text field it scrolls only the caret into view, which had
   * left the note (the last field) under the footer (WCAG 2.4.11). Nothing moves when it is clear.
   */
  readonly #onFocus = (event: FocusEvent): void => {
    (event.target as Element).scrollIntoView({ block: 'nearest' });
  };

  readonly #onSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    if (Object.keys(detailsProblems(this.#values)).length === 0) {
      this.#onDone();
      return;
    }
    const form = event.currentTarget as HTMLFormElement;
    this.#tried = true;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  /** The form's styles, drawn with it: the step is loaded on demand, and its styles come with it rather than with every flow. */
  #styles(): TemplateResult {
    return html`<style>
      form > :not(style) ~ *,
      fieldset > div {
        margin-block-start: var(--_gap);
      }
      fieldset {
        margin: 0;
        padding: 0;
        border: 0;
      }
      legend,
      label {
        display: block;
        margin-block-end: 0.375rem;
        padding: 0;
        font-weight: 600;
      }
      label [part='optional'] {
        font-weight: normal;
      }
      [part='hint'] {
        margin: 0;
        color: var(--_muted);
      }
      input,
      select,
      textarea {
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
      [part='hint'] + [part='field-error'] {
        margin-block-start: 0.375rem;
      }
      [part~='count'] {
        margin: 0.375rem 0 0;
        color: var(--_muted);
      }
      [part~='over'] {
        color: inherit;
        font-weight: 600;
      }
    </style>`;
  }

  render({ text: replaced, locale, petTypes, last, footer, onDone }: DetailsView): TemplateResult {
    const text = { ...detailsStrings, ...replaced };
    this.#onDone = onDone;
    const values = this.#values;
    const problems = detailsProblems(values);
    const refused = this.#refused;
    // The gateway's refusal stands while the field holds what it refused, unless the step finds a problem of its own there.
    if (refused && values[refused.field] === refused.value) problems[refused.field] ??= 'notAccepted';
    const numbers = new Intl.NumberFormat(locale);
    const labels: Record<TextField, string> = {
      name: text.yourName,
      phone: text.phone,
      email: text.email,
      petName: text.petName,
      note: text.note,
    };
    const words = (place: ProblemPlace, problem: DetailsProblem): string => {
      if (problem === 'tooLong') return text.tooLong(numbers.format(longest(place as TextField)));
      if (problem === 'notAccepted') return text.notAccepted(labels[place as TextField]);
      return text[problem];
    };
    const checked = (field: DetailsField) => this.#tried || this.#left.has(field);
    const shown = (place: ProblemPlace): DetailsProblem | undefined =>
      (place === 'contact' ? checked('phone') || checked('email') : checked(place)) ? problems[place] : undefined;
    const contact = shown('contact');
    // The note is optional: its only problem is text that cannot be sent.
    const note = shown('note');
    const message = (place: ProblemPlace, problem: DetailsProblem | undefined) =>
      problem ? html`<p id="${place}-error" part="field-error">${words(place, problem)}</p>` : nothing;
    const count = (length: number) => text.noteCount(numbers.format(length), numbers.format(longest('note')));
    const input = (field: 'name' | 'phone' | 'email' | 'petName', label: string, type: string, autocomplete: string) => {
      const own = shown(field);
      const reach = field === 'phone' || field === 'email';
      const describedBy = [own && `${field}-error`, reach && 'contact-hint', reach && contact && 'contact-error'].filter(Boolean).join(' ');
      return html`<div>
        <label for=${field}>${label}</label>
        ${message(field, own)}
        <input
          id=${field}
          name=${field}
          type=${type}
          inputmode=${reach ? type : nothing}
          autocomplete=${autocomplete}
          ?required=${!reach}
          aria-invalid=${own || (reach && contact) ? 'true' : nothing}
          aria-describedby=${describedBy || nothing}
          .value=${values[field]}
        />
      </div>`;
    };
    const optional = (label: string) => html`${label} <span part="optional">${text.optional}</span>`;
    const offered = choosablePetTypes.filter((type) => petTypes.length === 0 || petTypes.includes(type));
    return html`<form class="start" part="details" novalidate @submit=${this.#onSubmit} @input=${this.#onInput} @focusin=${this.#onFocus} @change=${this.#onChange}>
      ${this.#styles()}
      ${input('name', text.yourName, 'text', 'name')}
      <fieldset part="contact">
        <legend>${text.contactLegend}</legend>
        <p id="contact-hint" part="hint">${text.contactHint}</p>
        ${message('contact', contact)} ${input('phone', text.phone, 'tel', 'tel')} ${input('email', text.email, 'email', 'email')}
      </fieldset>
      ${input('petName', text.petName, 'text', 'off')}
      <div>
        <label for="petType">${optional(text.petType)}</label>
        <select id="petType" name="petType">
          <option value="" ?selected=${!values.petType}>${text.petTypeUnset}</option>
          ${offered.map((type) => html`<option value=${type} ?selected=${values.petType === type}>${text.petTypeNames[type]}</option>`)}
        </select>
      </div>
      <div>
        <label for="note">${optional(text.note)}</label>
        ${message('note', note)}
        <textarea
          id="note"
          name="note"
          rows="3"
          aria-invalid=${note ? 'true' : nothing}
          aria-describedby=${note ? 'note-error note-count' : 'note-count'}
          .value=${values.note}
        ></textarea>
        <p part="count ${values.note.length > longest('note') ? 'over' : ''}" aria-hidden="true">${count(values.note.length)}</p>
        <p id="note-count" class="visually-hidden" role="status">${count(this.#spokenCount)}</p>
      </div>
      ${footer(last ? text.finish : text.continue)}
    </form>`;
  }
}
