// Every page object, for a script that takes them in one bundle (see element-page.ts).
export { AbandonedPage } from './abandoned-bookings.js';
export { RequestsPage } from './booking-requests.js';
export { SignButtonPage } from './agreement-sign-button.js';
export { PickerPage, slotName, spokenDate } from './availability-picker.js';
export { FlowPage } from './booking-flow.js';
export { StatusPage } from './booking-request-status.js';
export { ElementPage, part } from './element-page.js';
export { FinderPage } from './franchise-finder.js';
export { FeedPage } from './review-feed.js';
export { InsightsPage } from './review-insights.js';
