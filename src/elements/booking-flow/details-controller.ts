/**
 * "Your details" as the flow holds it: the form's module loaded only when `details` is set, and
 * the form kept, with what the customer typed, while they go back and forth between the steps.
 */
import { initialState, Task } from '@lit/task';
import type { nothing, ReactiveControllerHost, TemplateResult } from 'lit';
import { stepModuleView } from './step-module.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { TextField } from './customer-details.js';
import type { DetailsForm, DetailsView } from './details-step.js';
import type { BookingFlowCustomer } from './events.js';

/** What the controller reads of the flow: whether the step is there, and what it starts with. */
export interface DetailsSettings {
  readonly details: boolean;
  readonly customer: Partial<BookingFlowCustomer> | null;
}

export class DetailsController {
  readonly #task: Task<readonly [boolean], DetailsForm>;

  constructor(host: ReactiveControllerHost & HTMLElement, settings: () => DetailsSettings) {
    this.#task = new Task(host, {
      args: () => [settings().details] as const,
      task: async ([details]) => {
        if (!details) return initialState;
        // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
        const step = await import('./details-step.js');
        const form = new step.DetailsForm(host);
        form.reset(settings().customer);
        return form;
      },
    });
  }

  /** What the customer gave; null without the step. */
  get customer(): BookingFlowCustomer | null {
    return this.#task.value?.customer ?? null;
  }

  /** What the customer gave, a line each, for the summary; null without the step. */
  summary(text: BookingFlowStrings): string[] | null {
    return this.#task.value?.summary(text) ?? null;
  }

  /** The gateway refused `field`: it is shown as refused, with focus, in the step's `form`. */
  mend(field: TextField, form: () => HTMLFormElement | null): Promise<void> | undefined {
    return this.#task.value?.mend(field, form);
  }

  /** Starts from the pet type the customer chose with the services; the rest stays as it is. */
  choosePetType(petType: string): void {
    this.#task.value?.choosePetType(petType);
  }

  /** Starts again from what the host gives (`customer`). */
  reset(customer: Partial<BookingFlowCustomer> | null): void {
    this.#task.value?.reset(customer);
  }

  /** The step: a word while its module loads, the form, or why it could not load with "Try again". */
  render(view: DetailsView): TemplateResult | typeof nothing {
    return stepModuleView(this.#task, view.text, (form) => form.render(view));
  }
}
