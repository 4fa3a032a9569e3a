/** How every element shows a failure: a summary, the technical message, and a way to retry. */
import { html, nothing, type TemplateResult } from 'lit';
import { ApiError } from '../api/errors.js';
import { errorSummary, type ErrorStrings } from './strings.js';

export function errorView(error: unknown, strings: ErrorStrings, retry?: () => void): TemplateResult {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  const detail = error instanceof Error ? error.message : String(error);
  return html`<div class="error" role="alert" part="error">
    <p>${errorSummary(code, strings)} <span class="error-detail">${detail}</span></p>
    ${retry ? html`<button type="button" part="retry-button" @click=${retry}>${strings.tryAgain}</button>` : nothing}
  </div>`;
}
