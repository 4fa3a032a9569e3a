import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import { accessibleDescription, accessibleName, allByRole, byLabel, byRole, queryByRole, spokenWords } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { SignButtonPage } from './agreement-sign-button.js';
import { PickerPage } from './availability-picker.js';
import { ElementPage, part } from './element-page.js';
import { FinderPage } from './franchise-finder.js';

/** How long the flow's waits last: its elements' answers come from the API, retried on failure. */
const answered = 9000;

/** The fields of "Your details", by the names `booking-flow-complete` gives their values. */
export type DetailsFieldName = 'name' | 'phone' | 'email' | 'petName' | 'petType' | 'note';

const detailsLabels: Record<DetailsFieldName, string | RegExp> = {
  name: 'Your name',
  phone: 'Phone',
  email: 'E-mail',
  petName: 'Your pet’s name',
  petType: /^Type of pet/,
  note: /^Anything the groomer should know\?/,
};

/**
 * `<booking-flow>`: its steps (the finder, then the picker, then "Your details", then the
 * agreements' sign buttons, each given as its own page object), what was chosen so far at the top
 * of a step, the bar that ends each step, then the summary with its actions.
 */
export class FlowPage extends ElementPage<BookingFlow> {
  get finder(): FinderPage | null {
    const finder = this.shadow.querySelector('franchise-finder');
    return finder && new FinderPage(finder);
  }

  /** The picker, once a branch is found. */
  get picker(): PickerPage | null {
    const picker = this.shadow.querySelector('availability-picker');
    return picker && new PickerPage(picker);
  }

  /** The picker once it offers a free day. */
  shownPicker(): Promise<PickerPage> {
    const offering = () => {
      const picker = this.picker;
      return picker?.freeDays.length ? picker : null;
    };
    return until('the picker to show a free date', offering, answered);
  }

  /** The list of the steps, in order; none in the summary. */
  get steps(): HTMLElement[] {
    const list = this.part('step-indicator');
    return list ? allByRole(list, 'listitem') : [];
  }

  /** Each step as a screen reader reads it: "Find your branch (done)", "Choose a time", "Sign the agreements (upcoming)". */
  get stepNames(): string[] {
    return this.steps.map(accessibleName);
  }

  get currentStep(): string | undefined {
    const current = this.steps.find((step) => step.getAttribute('aria-current') === 'step');
    return current && accessibleName(current);
  }

  /** The heading of the step shown (or of the summary), focused when it begins; the dialog's title is not one. */
  get heading(): HTMLElement | null {
    const title = this.dialog?.getAttribute('aria-labelledby');
    return allByRole(this.el, 'heading').find((heading) => heading.id !== title) ?? null;
  }

  /** The modal dialog, in `mode="dialog"`. */
  get dialog(): HTMLDialogElement | null {
    return queryByRole<HTMLDialogElement>(this.el, 'dialog');
  }

  /**
   * What was chosen so far, at the top of the step shown, a row each as a screen reader reads it:
   * "Branch Pawsome Grooming Brookline Change branch".
   */
  get context(): string[] {
    const shown = this.shownPanel;
    const context = shown && part(shown, 'context');
    return context ? [...context.children].map((row) => spokenWords(row)) : [];
  }

  /** The step shown (or the summary). */
  get shownPanel(): HTMLElement | null {
    return this.parts('panel').find((panel) => !panel.hidden) ?? null;
  }

  /** "Change" beside the branch or the time, in the step shown. */
  changeButton(what: 'branch' | 'time'): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.shownPanel ?? this.el, 'button', `Change ${what}`);
  }

  /** The bar that ends the step shown, sticky at the bottom. */
  get footer(): HTMLElement | null {
    const shown = this.shownPanel;
    return shown && part(shown, 'footer');
  }

  /** What the footer of "Choose a time" says was chosen: "Wed, Nov 25 at 4:00 PM with Daniel Raman". */
  get chosenTime(): string | undefined {
    const chosen = this.footer && part(this.footer, 'chosen');
    return chosen ? spokenWords(chosen) : undefined;
  }

  get confirmTimeButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Confirm time');
  }

  get finishButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Finish');
  }

  get continueButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Continue');
  }

  /** "Your details" once its module has loaded: its first field. */
  shownDetails(): Promise<HTMLInputElement> {
    return until(
      '"Your details"',
      () => queryByRole<HTMLInputElement>(this.shownPanel ?? this.el, 'textbox', detailsLabels.name),
      answered,
    );
  }

  /** A field of "Your details", found by its label. */
  field<T extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement = HTMLInputElement>(name: DetailsFieldName): T {
    return byLabel<T>(this.shownPanel ?? this.el, detailsLabels[name]);
  }

  /** What is wrong with a field, as a screen reader hears it with the field; empty when nothing is. */
  fieldProblem(name: DetailsFieldName): string {
    const field = this.field(name);
    return field.getAttribute('aria-invalid') === 'true' ? accessibleDescription(field) : '';
  }

  /** Types into a field as a paste would: the value, then `input` and `change` (the field left). */
  async fill(name: DetailsFieldName, value: string): Promise<void> {
    const field = this.field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(name);
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await this.el.updateComplete;
  }

  get addToCalendarButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Add to calendar');
  }

  get bookAnotherButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Book another');
  }

  /** "Finish", once the agreements are listed. */
  shownAgreements(): Promise<HTMLButtonElement> {
    return until('the agreements', () => queryByRole<HTMLButtonElement>(this.el, 'button', 'Finish'), answered);
  }

  /** One row per agreement: its title, its state, its sign button. */
  get agreementRows(): HTMLElement[] {
    const list = this.part('agreements');
    return list ? allByRole(list, 'listitem') : [];
  }

  /** Each agreement's state: "To sign", or "Opened" once its sign page was opened. */
  get agreementStates(): (string | null)[] {
    return this.agreementRows.map((row) => part(row, 'agreement-state')?.textContent ?? null);
  }

  get signButtons(): SignButtonPage[] {
    return [...this.shadow.querySelectorAll('agreement-sign-button')].map((button) => new SignButtonPage(button));
  }

  /** The flow's own failures, not those its elements show. */
  get alerts(): HTMLElement[] {
    return allByRole(this.el, 'alert');
  }
}
