/**
 * How every element shows a failure: in words meant for customers, with a way to retry. The
 * server's own message is for the host and stays in `booking-error`; only a configuration
 * problem, written in the element's strings for whoever set the page up, is shown as well.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from '../api/errors.js';
import { ConfigurationError } from './booking-element.js';
import { errorSummary, type ErrorStrings } from './strings.js';

export function errorView(error: unknown, strings: ErrorStrings, retry?: () => void): TemplateResult {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  return html`<div class="error" role="alert" part="error">
    <p>
      ${errorSummary(code, strings)}
      ${error instanceof ConfigurationError ? html`<span class="error-detail">${error.message}</span>` : nothing}
    </p>
    ${retry ? html`<button type="button" part="retry-button" @click=${retry}>${strings.tryAgain}</button>` : nothing}
  </div>`;
}
