/**
 * "What would you like?" as the flow holds it: whether the page names services (`<booking-service>`
 * children, watched as the page or a framework changes them), the step's module loaded only once
 * it does, and the choice kept while the customer goes back and forth between the steps. What the
 * services say is read by the module itself, so that a flow without them pays for this file alone.
 */
import { initialState, Task } from '@lit/task';
import type { nothing, ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { stepModuleView } from './step-module.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { serviceAttributes } from './booking-service.js';
import type { ServiceChoice, ServicesForm, ServicesView } from './services-step.js';

export class ServicesController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #task: Task<readonly [boolean], ServicesForm>;
  /** Any change to the services: the flow draws again, and the step reads them again. */
  readonly #observer = new MutationObserver(() => this.#look());
  #named = false;
  /** The pet type the step starts with (the host's `customer`). */
  #petType = '';

  constructor(host: ReactiveControllerHost & HTMLElement, onIncomplete: (count: number) => void) {
    this.#host = host;
    host.addController(this);
    this.#task = new Task(host, {
      args: () => [this.#named] as const,
      task: async ([named]) => {
        if (!named) return initialState;
        // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
        const step = await import('./services-step.js');
        const form = new step.ServicesForm(host, onIncomplete);
        form.reset(this.#petType);
        return form;
      },
    });
  }

  hostConnected(): void {
    this.#look();
    this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true, attributeFilter: serviceAttributes });
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
  }

  #look(): void {
    // A service without an id is left out (the step tells the owner of it, and of one without a name).
    this.#named = this.#host.querySelector(':scope > booking-service[service-id]:not([service-id=""])') !== null;
    this.#host.requestUpdate();
  }

  /** Whether the page names services: then the journey has the step. */
  get named(): boolean {
    return this.#named;
  }

  /** What the customer chose, once whole; null before, and without services. */
  get choice(): ServiceChoice | null {
    return (this.#named && this.#task.value?.choice) || null;
  }

  /** The choice in a few words, for the next steps and the summary; null before. */
  summary(text: BookingFlowStrings): string | null {
    return (this.#named && this.#task.value?.summary(text)) || null;
  }

  /** Starts again, nothing chosen but the pet type the host gave. */
  reset(petType: string): void {
    this.#petType = petType;
    this.#task.value?.reset(petType);
  }

  /** The step: a word while its module loads, the form, or why it could not load with "Try again". */
  render(view: ServicesView): TemplateResult | typeof nothing {
    return stepModuleView(this.#task, view.text, (form) => form.render(view));
  }
}
