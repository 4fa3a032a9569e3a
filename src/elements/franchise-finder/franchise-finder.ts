import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { ApiError } from '../../api/errors.js';
import { lookupFranchiseByZipcode } from '../../api/online-booking.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { spinnerStyles } from '../../shared/spinner-styles.js';
import { baseStyles } from '../../shared/styles.js';
import type { FranchiseFoundDetail } from './events.js';
import { franchiseFinderStrings, type FranchiseFinderStrings } from './franchise-finder.strings.js';
import { franchiseFinderStyles } from './franchise-finder.styles.js';
import { inputModeFor, readPostalCode, type PostalCodeProblem } from './postal-code.js';

export type * from './events.js';
export { franchiseFinderStrings, type FranchiseFinderStrings } from './franchise-finder.strings.js';

/** What one lookup learned: the branch serving the ZIP code, or `null` when none does. */
interface LookupOutcome {
  readonly zipcode: string;
  readonly branch: FranchiseFoundDetail | null;
}

/**
 * A form with a "ZIP code" field and a "Find" button. The answer (the branch, a branch that
 * does not book online, an area not served yet, or a failure with "Try again") is announced in
 * a live region; the field keeps what the customer typed in every state.
 *
 * @summary Finds the franchise branch that serves a customer's ZIP or postal code.
 *
 * @event {CustomEvent<FranchiseFoundDetail>} franchise-found - A branch serves the ZIP code; sent once the answer is on screen. Detail: `{ zipcode, businessId, companyId, businessName, bookOnlineName, isEnable }`.
 * @event {CustomEvent<FranchiseNotFoundDetail>} franchise-not-found - No branch serves the ZIP code yet; sent once the answer is on screen. Detail: `{ zipcode }`.
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
 */
export class FranchiseFinder extends BookingElement<FranchiseFinderStrings> {
  static override styles = [baseStyles, spinnerStyles, franchiseFinderStyles];
  static override properties: PropertyDeclarations = {
    zipcode: {},
    draft: { attribute: false },
    problem: { attribute: false },
    lookupZipcode: { attribute: false },
  };

  /**
   * The ZIP or postal code to look up. When present at connection the lookup runs at once;
   * setting it later runs a new one. A lookup the customer starts updates it.
   */
  zipcode = '';

  /** The branch the last answered lookup found, or `null` (none yet, or the area is not served). */
  get franchise(): FranchiseFoundDetail | null {
    return this.#foundBranch;
  }

  protected readonly defaultStrings = franchiseFinderStrings;

  /** What is in the field, exactly as typed. */
  private draft = '';
  /** Why the last submission was refused, if it was. */
  private problem: PostalCodeProblem | null = null;
  /** The code looked up, as sent; empty until the first lookup. */
  private lookupZipcode = '';
  // Kept apart from the task's value, which a failed lookup clears: a failure forgets no branch.
  #foundBranch: FranchiseFoundDetail | null = null;
  /** A lookup that leaving the page cut short, to resume when the element comes back. */
  #interruptedLookup = false;

  /** The ZIP code field (a getter rather than `@query`, whose decorator would weigh on every bundle). */
  get #field(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  readonly #lookupTask = this.requestTask({
    args: () => [this.lookupZipcode] as const,
    task: async ([zipcode], { signal }) => {
      if (!zipcode) return initialState;
      const { businessId, companyId, businessName, bookOnlineName, isEnable } = await this.call(
        lookupFranchiseByZipcode,
        { zipcode },
        { signal },
      );
      // The API answers an unassigned ZIP code with a success whose strings are all empty.
      const branch = businessId ? { zipcode, businessId, companyId, businessName, bookOnlineName, isEnable } : null;
      if (branch && !companyId) {
        // Nothing can be booked at a branch of no company: a broken answer, worth another try.
        const message = 'The service answered lookupFranchiseByZipcode with a branch but no companyId.';
        const { name } = lookupFranchiseByZipcode;
        throw this.errors.report(new ApiError({ code: 'INVALID_RESPONSE', operation: name, message }), name);
      }
      const outcome: LookupOutcome = { zipcode, branch };
      return outcome;
    },
    onComplete: ({ zipcode, branch }: LookupOutcome) => {
      this.#foundBranch = branch;
      // Reported once the customer can see the answer the event is about.
      this.afterNextRender(() => {
        if (branch) this.emit('franchise-found', branch);
        else this.emit('franchise-not-found', { zipcode });
      });
    },
  });

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#interruptedLookup) {
      this.#interruptedLookup = false;
      void this.#lookupTask.run();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#lookupTask.status === TaskStatus.PENDING) {
      this.#interruptedLookup = true;
      this.#lookupTask.abort();
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A zipcode set by the host (not one the customer's lookup wrote back) is a new request.
    const given = this.zipcode ?? '';
    if (changed.has('zipcode') && given !== this.lookupZipcode) {
      const reading = readPostalCode(given);
      this.draft = reading.valid ? reading.zipcode : given;
      if (reading.valid) this.#startLookup(reading.zipcode);
      else this.problem = given.trim() ? reading.problem : null;
    }
  }

  #onInput(event: InputEvent): void {
    this.draft = (event.target as HTMLInputElement).value;
    // Once a message is shown, it goes away as soon as the field is right; it never appears
    // while the customer is still typing.
    if (this.problem && readPostalCode(this.draft).valid) this.problem = null;
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    const reading = readPostalCode(this.draft);
    if (reading.valid) {
      this.#startLookup(reading.zipcode);
      return;
    }
    this.problem = reading.problem;
    // The message is read with the field's description once focus is there.
    this.#field?.focus();
  }

  #retry = (): void => {
    // The "Try again" button is about to disappear: keep focus in the form, not on the page.
    this.#field?.focus();
    void this.#lookupTask.run();
  };

  #startLookup(zipcode: string): void {
    this.problem = null;
    this.zipcode = zipcode;
    // The same code asked again (as a flow does when the customer comes back) gets a fresh answer
    // and its event; a new code re-runs the task through its arguments.
    if (zipcode === this.lookupZipcode) void this.#lookupTask.run();
    else this.lookupZipcode = zipcode;
  }

  #renderOutcome({ zipcode, branch }: LookupOutcome): TemplateResult {
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
    const { problem } = this;
    // The task passes through pending on its first run too, with no code to look up: not a search.
    const pending = this.#lookupTask.status === TaskStatus.PENDING && this.lookupZipcode !== '';
    return html`
      <form part="form" novalidate @submit=${this.#onSubmit}>
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
            aria-invalid=${problem ? 'true' : 'false'}
            aria-describedby=${problem ? 'zipcode-message' : nothing}
            .value=${this.draft}
            @input=${this.#onInput}
          />
          <button part="find-button" class="primary" type="submit">${text.find}</button>
        </div>
        <p id="zipcode-message" class="message" part="message" aria-live="polite">${
          problem
            ? html`<span class="message-icon" aria-hidden="true">!</span>${problem === 'blank' ? text.zipcodeBlank : text.zipcodeMalformed}`
            : nothing
        }</p>
      </form>
      <div class="status" part="status" role="status" aria-busy=${pending ? 'true' : 'false'}>${this.#lookupTask.render({
        pending: () =>
          pending
            ? html`<p class="searching"><span class="spinner" part="spinner"></span>${text.searching(this.lookupZipcode)}</p>`
            : nothing,
        complete: (outcome) => this.#renderOutcome(outcome),
      })}</div>
      ${this.#lookupTask.render({ error: (error) => errorView(error, text, this.#retry) })}
    `;
  }
}
