/**
 * How every element shows a failure: in words meant for customers, with "Try again" only where
 * another try can help (src/shared/failure.ts says which). The server's own message is for the
 * host and stays in `booking-error` (and, for a mistake in the page's setup, in one console
 * warning); only a configuration problem, written in the element's strings for whoever set the
 * page up, is shown as well.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { canRetry, ConfigurationError, failureKind, failureSummary } from './failure.js';
import type { ErrorStrings } from './strings.js';

export function errorView(error: unknown, strings: ErrorStrings, retry?: () => void): TemplateResult {
  const kind = failureKind(error, navigator.onLine);
  return html`<div class="error" role="alert" part="error">
    <p>
      ${failureSummary(error, kind, strings)}
      ${error instanceof ConfigurationError ? html`<span class="error-detail">${error.message}</span>` : nothing}
    </p>
    ${retry && canRetry(kind) ? html`<button type="button" part="retry-button" @click=${retry}>${strings.tryAgain}</button>` : nothing}
  </div>`;
}
