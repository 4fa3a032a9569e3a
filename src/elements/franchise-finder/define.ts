/** Registers `<franchise-finder>`; importing it twice, or next to another copy, does no harm. */
import { FranchiseFinder } from './franchise-finder.js';

export * from './franchise-finder.js';

if (!customElements.get('franchise-finder')) customElements.define('franchise-finder', FranchiseFinder);

declare global {
  interface HTMLElementTagNameMap {
    'franchise-finder': FranchiseFinder;
  }
}
