/**
 * `watch` (with `send-request`) as the flow's own file holds it: only what fetches the watch's
 * module, as soon as the flow starts with `watch`, in the page's language, and hands "Choose a time"
 * what that module draws. The button, the form and the noting of the branch's groomers are that
 * module's (watch-form.ts, `WatchPart`), so that a flow without `watch` pays for this file alone.
 */
import { initialState, Task } from '@lit/task';
import { html, type ReactiveControllerHost } from 'lit';
import { errorView } from '../../shared/error-view.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { TimeStepWatch } from './time-step.js';
import type { WatchContext, WatchPart } from './watch-form.js';

export class WatchOffer {
  readonly #task: Task<readonly [boolean, string], WatchPart>;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    active: () => boolean,
    locale: () => string,
    /** What the form draws with at `branch`: the journey's choice, the customer's token, the sending. */
    readonly context: (branch: FranchiseFoundDetail) => WatchContext,
  ) {
    let part: WatchPart | undefined;
    this.#task = new Task(host, {
      args: () => [active(), locale()] as const,
      task: async ([on, language]) => {
        if (!on) return initialState;
        // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
        const module = await import('./watch-form.js');
        // The form is drawn in the page's language from the start, its words fetched with it.
        await module.wordsFor(language);
        // Kept when the page's language changes, with what the customer typed.
        part ??= new module.WatchPart(host);
        return part;
      },
    });
  }

  /** A new journey: the form closed and emptied. */
  reset(): void {
    this.#task.value?.reset();
  }

  /** "Choose a time"'s watch at `branch`; why its module could not load, with "Try again"; nothing without `watch`. */
  at(branch: FranchiseFoundDetail, text: BookingFlowStrings): TimeStepWatch | undefined {
    return this.#task.render({
      complete: (part): TimeStepWatch => ({
        opened: part.opened,
        clientFor: (client) => part.clientFor(client),
        render: (footer) => part.render(footer, this.context(branch)),
      }),
      error: (error): TimeStepWatch => ({
        opened: false,
        clientFor: (client) => client,
        render: (footer) => html`${errorView(error, text, () => void this.#task.run())}${footer}`,
      }),
    });
  }
}
