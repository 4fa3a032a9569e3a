/**
 * "What would you like?" as the flow holds it: the services the page names (`<booking-service>`
 * children), the step's module loaded only once there are some, and the choice kept while the
 * customer goes back and forth between the steps.
 */
import { initialState, Task } from '@lit/task';
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { errorView } from '../../shared/error-view.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { NamedServicesController } from './booking-service.js';
import type { ServiceChoice, ServicesForm, ServicesView } from './services-step.js';

export class ServicesController {
  readonly #named: NamedServicesController;
  readonly #task: Task<readonly [boolean], ServicesForm>;
  /** The pet type the step starts with (the host's `customer`). */
  #petType = '';

  constructor(host: ReactiveControllerHost & HTMLElement, onIncomplete: (count: number) => void) {
    this.#named = new NamedServicesController(host, onIncomplete);
    this.#task = new Task(host, {
      args: () => [this.named] as const,
      task: async ([named]) => {
        if (!named) return initialState;
        // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
        const step = await import('./services-step.js');
        const form = new step.ServicesForm(host);
        form.reset(this.#petType);
        return form;
      },
    });
  }

  /** Whether the page names services: then the journey has the step. */
  get named(): boolean {
    return this.#named.services.length > 0;
  }

  /** What the customer chose, once whole; null before, and without services. */
  get choice(): ServiceChoice | null {
    return (this.named && this.#task.value?.choice) || null;
  }

  /** The choice in a few words, for the next steps and the summary; null before. */
  summary(text: BookingFlowStrings): string | null {
    return (this.named && this.#task.value?.summary(text)) || null;
  }

  /** Starts again, nothing chosen but the pet type the host gave. */
  reset(petType: string): void {
    this.#petType = petType;
    this.#task.value?.reset(petType);
  }

  /** The step: a word while its module loads, the form, or why it could not load with "Try again". */
  render(view: Omit<ServicesView, 'services'>): TemplateResult | typeof nothing {
    const { text } = view;
    return (
      this.#task.render({
        pending: () => html`<p class="start">${text.loading}</p>`,
        complete: (form) => form.render({ ...view, services: this.#named.services }),
        error: (error) => errorView(error, text, () => void this.#task.run()),
      }) ?? nothing
    );
  }
}
