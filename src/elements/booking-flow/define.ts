/**
 * Registers `<booking-flow>` and the elements it is made of: the finder and the picker now, the
 * sign button when a flow with `customer-id` needs it (sign-button.ts), and `<booking-service>`,
 * the services a page names inside a flow. Importing it twice does no harm.
 */
import '../franchise-finder/define.js';
import '../availability-picker/define.js';
import { BookingFlow } from './booking-flow.js';
import { BookingService } from './booking-service.js';

export * from './booking-flow.js';

if (!customElements.get('booking-service')) customElements.define('booking-service', BookingService);
if (!customElements.get('booking-flow')) customElements.define('booking-flow', BookingFlow);

declare global {
  interface HTMLElementTagNameMap {
    'booking-flow': BookingFlow;
    'booking-service': BookingService;
  }
}
