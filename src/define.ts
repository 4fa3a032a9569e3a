/**
 * Registers every element; the script-tag bundle is built from it. Loading it twice, or next to
 * another copy, does no harm. It exports nothing: classes and types come from the main entry.
 */
import './elements/franchise-finder/define.js';
import './elements/availability-picker/define.js';
import './elements/agreement-sign-button/define.js';
import './elements/review-feed/define.js';
import './elements/booking-flow/define.js';
import './elements/review-insights/define.js';
import './elements/abandoned-bookings/define.js';
import './elements/booking-requests/define.js';
