/**
 * A step of the flow whose module is fetched only when the page needs it ("Your details", "What
 * would you like?"): while it loads, a word; once loaded, its form; if it could not load, why, with
 * "Try again", which fetches it again.
 */
import type { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { errorView } from '../../shared/error-view.js';
import type { ErrorStrings } from '../../shared/strings.js';

export function stepModuleView<Form>(
  task: Task<readonly unknown[], Form>,
  text: ErrorStrings & { readonly loading: string },
  draw: (form: Form) => TemplateResult,
): TemplateResult | typeof nothing {
  return (
    task.render({
      pending: () => html`<p class="start">${text.loading}</p>`,
      complete: draw,
      error: (error) => errorView(error, text, () => void task.run()),
    }) ?? nothing
  );
}
