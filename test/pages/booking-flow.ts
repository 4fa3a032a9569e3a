import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import { accessibleName, allByRole, byRole, queryByRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { SignButtonPage } from './agreement-sign-button.js';
import { PickerPage } from './availability-picker.js';
import { ElementPage, part } from './element-page.js';
import { FinderPage } from './franchise-finder.js';

/** How long the flow's waits last: its elements' answers come from the API, retried on failure. */
const answered = 9000;

/**
 * `<booking-flow>`: its steps (the finder, then the picker, then the agreements' sign buttons,
 * each given as its own page object), the button that ends each step, then the summary.
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

  get confirmTimeButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Confirm time');
  }

  get finishButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Finish');
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
