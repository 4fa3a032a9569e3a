import type { AgreementSignButton } from '../../src/elements/agreement-sign-button/agreement-sign-button.js';
import { accessibleName, allByRole, byRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { ElementPage } from './element-page.js';

/** `<agreement-sign-button>`: one button that opens the agreement's sign page, and what came of it. */
export class SignButtonPage extends ElementPage<AgreementSignButton> {
  /** The sign button, named after the agreement, its slotted words, or "Sign agreement"; "Try again" comes after it. */
  get button(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button');
  }

  get buttonNames(): string[] {
    return allByRole(this.el, 'button').map(accessibleName);
  }

  /** Once the click's request is over: the button is available again. */
  async settled(): Promise<void> {
    await this.el.updateComplete;
    await until('the sign button to be available again', () => this.button.getAttribute('aria-disabled') !== 'true', 5000);
    await this.el.updateComplete;
  }
}
