import { Task, TaskStatus, initialState } from '@lit/task';
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { lookupFranchiseByZipcode } from '../../api/online-booking.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { errorStrings, type ErrorStrings } from '../../shared/strings.js';
import { spinnerStyles } from '../../shared/spinner-styles.js';
import { baseStyles } from '../../shared/styles.js';
import type { FranchiseFoundDetail } from './events.js';
import { readPostalCode, type PostalCodeProblem } from './postal-code.js';

export type * from './events.js';

export interface FranchiseFinderStrings extends ErrorStrings {
  /** The field's label, which is also its accessible name. */
  zipcodeLabel: string;
  /** The submit button. */
  find: string;
  zipcodeBlank: string;
  zipcodeMalformed: string;
  searching: (zipcode: string) => string;
  /** Shown above the branch's name. */
  branchFound: (zipcode: string) => string;
  bookingUnavailable: string;
  notServed: (zipcode: string) => string;
  notServedHint: string;
}

export const franchiseFinderStrings: FranchiseFinderStrings = {
  ...errorStrings,
  zipcodeLabel: 'ZIP code',
  find: 'Find',
  zipcodeBlank: 'Enter your ZIP code.',
  zipcodeMalformed: 'Enter a ZIP code such as 02134 or 02134-1234, or a postal code of letters and digits.',
  searching: (zipcode) => `Looking for the branch that serves ${zipcode}…`,
  branchFound: (zipcode) => `Your branch for ${zipcode}:`,
  bookingUnavailable: 'Online booking is not available at this branch. Please contact the branch to book.',
  notServed: (zipcode) => `Sorry, the area of ${zipcode} is not served yet.`,
  notServedHint: 'Try the ZIP code of a nearby address.',
};

/** What one lookup learned: the branch serving the ZIP code, or `null` when none does. */
interface LookupOutcome {
  readonly zipcode: string;
  readonly branch: FranchiseFoundDetail | null;
}

/** One request to look a ZIP code up; a new object for each, so that asking again re-runs. */
interface LookupRequest {
  readonly zipcode: string;
}

/**
 * Regions whose postal codes are digits only: there the field asks phones for a numeric
 * keypad. Elsewhere letters are needed, so the full keyboard stays.
 */
const numericPostalRegions = new Set(['US', 'AU', 'NZ', 'DE', 'FR', 'IT', 'ES', 'MX', 'IN', 'AT', 'CH', 'BE', 'DK', 'NO']);

function inputModeFor(locale: string): 'numeric' | 'text' {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && numericPostalRegions.has(region) ? 'numeric' : 'text';
  } catch {
    return 'text';
  }
}

/**
 * @summary Finds the franchise branch that serves a customer's ZIP or postal code.
 *
 * A form with a "ZIP code" field and a "Find" button. The answer (the branch, a branch that
 * does not book online, an area not served yet, or a failure with "Try again") is announced in
 * a live region; the field keeps what the customer typed in every state.
 *
 * @event franchise-found - A branch serves the ZIP code. Detail: `{ zipcode, businessId, companyId, businessName, bookOnlineName, isEnable }`.
 * @event franchise-not-found - No branch serves the ZIP code yet. Detail: `{ zipcode }`.
 * @event booking-error - The lookup failed. Detail: `{ operation, code, message }`.
 * @event booking-warning - A part of an answer was left out (a malformed item, a list over its limit); the rest is shown. Detail: `{ operation, message }`.
 *
 * @csspart form - The form holding the field and the button.
 * @csspart label - The field's label.
 * @csspart input - The ZIP code field.
 * @csspart find-button - The "Find" button.
 * @csspart message - The validation message under the field.
 * @csspart status - The live region that shows progress and the answer.
 * @csspart spinner - The progress indicator while a lookup runs.
 * @csspart result - The answer: the branch found, or the area not served.
 * @csspart business-name - The name of the branch found.
 * @csspart notice - The note that a branch does not take bookings online.
 * @csspart error - The failure message.
 * @csspart retry-button - The "Try again" button of a failure.
 *
 * @cssproperty --booking-accent - Colour of the "Find" button and of focus rings.
 * @cssproperty --booking-accent-text - Text colour on the accent colour.
 * @cssproperty --booking-text - Text colour.
 * @cssproperty --booking-muted - Colour of secondary text.
 * @cssproperty --booking-surface - Background of the field, the button and the answer.
 * @cssproperty --booking-border - Colour of borders.
 * @cssproperty --booking-danger - Colour that marks a failure and an invalid field.
 * @cssproperty --booking-radius - Corner radius.
 * @cssproperty --booking-gap - Space between the pieces.
 * @cssproperty --booking-focus-ring - Outline of the focused control.
 */
export class FranchiseFinder extends BookingElement<FranchiseFinderStrings> {
  static override styles = [
    baseStyles,
    spinnerStyles,
    css`
      label {
        display: block;
        margin-bottom: 0.375rem;
        font-weight: 600;
      }
      .field-row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      input {
        flex: 1 1 10rem;
        min-width: 0;
        min-height: 2.5rem;
        padding: 0.5em 0.75em;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
      input[aria-invalid='true'] {
        border: 2px solid var(--_danger);
      }
      .message {
        display: flex;
        gap: 0.375rem;
        align-items: baseline;
        margin: 0.375rem 0 0;
      }
      .message:empty,
      .status:empty {
        margin: 0;
      }
      .message-icon {
        display: inline-grid;
        place-items: center;
        flex: none;
        width: 1.1em;
        height: 1.1em;
        border-radius: 50%;
        background: var(--_danger);
        color: #fff;
        font-weight: 700;
        font-size: 0.85em;
      }
      .status {
        margin-top: var(--_gap);
      }
      .status:empty {
        display: none;
      }
      .searching {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        margin: 0;
        color: var(--_muted);
      }
      .result {
        padding: 0.75rem 1rem;
        border: 1px solid var(--_border);
        border-inline-start: 4px solid var(--_accent);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
      .result p {
        margin: 0;
      }
      .result p + p {
        margin-top: 0.25rem;
      }
      .business-name {
        font-size: 1.125em;
        font-weight: 600;
      }
      .result.not-served,
      .result.unavailable {
        border-inline-start-color: var(--_muted);
      }
      .error {
        margin-top: var(--_gap);
      }
      @media (forced-colors: active) {
        input[aria-invalid='true'] {
          border-color: Mark;
        }
        .message-icon {
          forced-color-adjust: none;
          background: Mark;
          color: MarkText;
        }
      }
    `,
  ];

  /**
   * The ZIP or postal code to look up. When present at connection the lookup runs at once;
   * setting it later runs a new one. A lookup the customer starts updates it.
   */
  @property() zipcode = '';

  protected readonly defaultStrings = franchiseFinderStrings;

  /** What is in the field, exactly as typed. */
  @state() private draft = '';
  /** Why the last submission was refused, if it was. */
  @state() private problem: PostalCodeProblem | null = null;
  @state() private lookup: LookupRequest | undefined;
  @state() private foundBranch: FranchiseFoundDetail | null = null;

  /** An answer rendered but not yet reported: events fire once the customer can see it. */
  private unreportedOutcome: LookupOutcome | undefined;
  /** A lookup that leaving the page cut short, to resume when the element comes back. */
  private interruptedLookup = false;

  @query('input') private field!: HTMLInputElement;

  private readonly lookupTask = new Task(this, {
    task: async ([lookup], { signal }) => {
      if (!lookup) return initialState;
      const franchise = await this.call(lookupFranchiseByZipcode, { zipcode: lookup.zipcode }, signal);
      const { businessId, companyId, businessName, bookOnlineName, isEnable } = franchise;
      // The API answers an unassigned ZIP code with a success whose strings are all empty.
      const branch = businessId ? { zipcode: lookup.zipcode, businessId, companyId, businessName, bookOnlineName, isEnable } : null;
      const outcome: LookupOutcome = { zipcode: lookup.zipcode, branch };
      return outcome;
    },
    args: () => [this.lookup] as const,
    onComplete: (outcome) => {
      this.foundBranch = outcome.branch;
      this.unreportedOutcome = outcome;
    },
  });

  /** The branch the last answered lookup found, or `null` (none yet, or the area is not served). */
  get franchise(): FranchiseFoundDetail | null {
    return this.foundBranch;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.interruptedLookup) {
      this.interruptedLookup = false;
      void this.lookupTask.run();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.lookupTask.status === TaskStatus.PENDING) {
      this.interruptedLookup = true;
      this.lookupTask.abort();
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A zipcode set by the host (not one the customer's lookup wrote back) is a new request.
    if (changed.has('zipcode') && (this.zipcode ?? '') !== this.lookup?.zipcode) {
      const given = this.zipcode ?? '';
      const reading = readPostalCode(given);
      this.draft = reading.valid ? reading.zipcode : given;
      if (reading.valid) this.startLookup(reading.zipcode);
      else this.problem = given.trim() ? reading.problem : null;
    }
  }

  protected override updated(): void {
    const outcome = this.unreportedOutcome;
    if (!outcome) return;
    this.unreportedOutcome = undefined;
    if (outcome.branch) this.emit('franchise-found', outcome.branch);
    else this.emit('franchise-not-found', { zipcode: outcome.zipcode });
  }

  private startLookup(zipcode: string): void {
    this.problem = null;
    this.lookup = { zipcode };
    this.zipcode = zipcode;
  }

  private onInput(event: InputEvent): void {
    this.draft = (event.target as HTMLInputElement).value;
    // Once a message is shown, it goes away as soon as the field is right; it never appears
    // while the customer is still typing.
    if (this.problem && readPostalCode(this.draft).valid) this.problem = null;
  }

  private onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    const reading = readPostalCode(this.draft);
    if (reading.valid) {
      this.startLookup(reading.zipcode);
      return;
    }
    this.problem = reading.problem;
    // The message is read with the field's description once focus is there.
    this.field.focus();
  }

  private retry = (): void => {
    // The "Try again" button is about to disappear: keep focus in the form, not on the page.
    this.field.focus();
    void this.lookupTask.run();
  };

  private problemMessage(problem: PostalCodeProblem): string {
    const text = this.text;
    return problem === 'blank' ? text.zipcodeBlank : text.zipcodeMalformed;
  }

  private renderOutcome({ zipcode, branch }: LookupOutcome): TemplateResult {
    const text = this.text;
    if (!branch) {
      return html`<div class="result not-served" part="result">
        <p>${text.notServed(zipcode)}</p>
        <p>${text.notServedHint}</p>
      </div>`;
    }
    return html`<div class="result ${branch.isEnable ? 'bookable' : 'unavailable'}" part="result">
      <p>${text.branchFound(zipcode)}</p>
      <p class="business-name" part="business-name">${branch.businessName}</p>
      ${branch.isEnable ? nothing : html`<p part="notice">${text.bookingUnavailable}</p>`}
    </div>`;
  }

  override render(): TemplateResult {
    const text = this.text;
    const pending = this.lookupTask.status === TaskStatus.PENDING;
    return html`
      <form part="form" novalidate @submit=${this.onSubmit}>
        <label part="label" for="zipcode">${text.zipcodeLabel}</label>
        <div class="field-row">
          <input
            part="input"
            id="zipcode"
            name="zipcode"
            type="text"
            inputmode=${inputModeFor(this.locale)}
            autocomplete="postal-code"
            autocapitalize="characters"
            spellcheck="false"
            enterkeyhint="search"
            required
            aria-invalid=${this.problem ? 'true' : 'false'}
            aria-describedby=${ifDefined(this.problem ? 'zipcode-message' : undefined)}
            .value=${this.draft}
            @input=${this.onInput}
          />
          <button part="find-button" class="primary" type="submit">${text.find}</button>
        </div>
        <p id="zipcode-message" class="message" part="message" aria-live="polite">${
          this.problem ? html`<span class="message-icon" aria-hidden="true">!</span>${this.problemMessage(this.problem)}` : nothing
        }</p>
      </form>
      <div class="status" part="status" role="status" aria-busy=${pending ? 'true' : 'false'}>${this.lookupTask.render({
        pending: () =>
          html`<p class="searching"><span class="spinner" part="spinner"></span>${text.searching(this.lookup?.zipcode ?? '')}</p>`,
        complete: (outcome) => this.renderOutcome(outcome),
      })}</div>
      ${this.lookupTask.status === TaskStatus.ERROR ? errorView(this.lookupTask.error, text, this.retry) : nothing}
    `;
  }
}
