/**
 * `watch` (with `send-request`) as the flow's own file holds it: only what fetches the watch's
 * module, as soon as the flow starts with `watch`, in the page's language. What the customer sees
 * (the button under the picker, the form in its place) and the noting of the branch's groomers
 * are that module's (watch-form.ts, `WatchPart`), so that a flow without `watch` pays for this
 * file alone.
 */
import { initialState, Task } from '@lit/task';
import { nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { errorView } from '../../shared/error-view.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { WatchPart } from './watch-form.js';

export class WatchOffer {
  readonly #on: () => boolean;
  readonly #task: Task<readonly [boolean, string], WatchPart>;
  /** Kept when the page's language changes, with what the customer typed. */
  #part: WatchPart | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, active: () => boolean, locale: () => string) {
    this.#on = active;
    this.#task = new Task(host, {
      args: () => [active(), locale()] as const,
      task: async ([on, language]) => {
        if (!on) return initialState;
        // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
        const module = await import('./watch-form.js');
        // The form is drawn in the page's language from the start, its words fetched with it.
        await module.wordsFor(language);
        this.#part ??= new module.WatchPart(host);
        return this.#part;
      },
    });
  }

  /** The watch's part once its module is here; nothing without `watch`. */
  get part(): WatchPart | undefined {
    return this.#on() ? this.#part : undefined;
  }

  /** Why the watch's module could not load, with "Try again", in the button's place; nothing otherwise. */
  renderFailure(text: BookingFlowStrings): TemplateResult | typeof nothing {
    return this.#task.render({ error: (error) => errorView(error, text, () => void this.#task.run()) }) ?? nothing;
  }
}
