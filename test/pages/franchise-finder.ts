import type { FranchiseFinder } from '../../src/elements/franchise-finder/franchise-finder.js';
import { byRole } from '../helpers/roles.js';
import { ElementPage } from './element-page.js';

/** `<franchise-finder>`: the ZIP code field and "Find"; its live region says what was found. */
export class FinderPage extends ElementPage<FranchiseFinder> {
  /** The ZIP code field, whatever the language of its label: the form has no other. */
  get zipField(): HTMLInputElement {
    return byRole<HTMLInputElement>(this.el, 'textbox');
  }

  get findButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', 'Find');
  }
}
