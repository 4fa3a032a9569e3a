/** Registers `<availability-picker>`; importing it twice, or next to another copy, does no harm. */
import { AvailabilityPicker } from './availability-picker.js';

export * from './availability-picker.js';

if (!customElements.get('availability-picker')) customElements.define('availability-picker', AvailabilityPicker);

declare global {
  interface HTMLElementTagNameMap {
    'availability-picker': AvailabilityPicker;
  }
}
