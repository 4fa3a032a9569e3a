/**
 * Registers every element; the script-tag bundle is built from it. Loading it twice, or next to
 * another copy, does no harm. It exports nothing: classes and types come from the main entry.
 */
import './elements/franchise-finder/define.js';
// What a flow fetches on demand elsewhere (its request's sending, its slot watch's form, its sign buttons) is part of this
// file too: booking-elements.all.js, built from it, is for a host that serves one file. Here, after
// the finder, the request's schema sits beside the API's other schemas, where gzip packs all.js
// 950 bytes smaller than with it among the staff elements (scripts/size.mjs).
import './elements/booking-flow/sending.js';
import './elements/booking-flow/watch-form.js';
import './elements/booking-flow/sign-button.js';
import './elements/availability-picker/define.js';
import './elements/agreement-sign-button/define.js';
import './elements/review-feed/define.js';
import './elements/booking-flow/define.js';
import './elements/review-insights/define.js';
import './elements/abandoned-bookings/define.js';
import './elements/booking-requests/define.js';
import './elements/booking-request-status/define.js';
