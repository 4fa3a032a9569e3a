/** Registers `<agreement-sign-button>`; importing it twice, or next to another copy, does no harm. */
import { AgreementSignButton } from './agreement-sign-button.js';

export * from './agreement-sign-button.js';

if (!customElements.get('agreement-sign-button')) customElements.define('agreement-sign-button', AgreementSignButton);

declare global {
  interface HTMLElementTagNameMap {
    'agreement-sign-button': AgreementSignButton;
  }
}
