/**
 * `<agreement-sign-button>`, defined by a flow only when it has agreements to offer (`customer-id`):
 * a module of its own (about 2,000 bytes min+gzip), so that a flow for customers without an
 * account never downloads it (agreements-controller.ts).
 */
import '../agreement-sign-button/define.js';
