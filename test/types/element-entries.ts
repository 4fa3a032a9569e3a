// Each element on its own, through its own entries: the class entry types the class and its
// events, the define entry also maps the tag.
import { ReviewFeed } from 'booking-elements/elements/review-feed';
import 'booking-elements/elements/review-feed/define';
import { AgreementSignButton } from 'booking-elements/elements/agreement-sign-button';
import 'booking-elements/elements/agreement-sign-button/define';
import { AvailabilityPicker } from 'booking-elements/elements/availability-picker';
import 'booking-elements/elements/availability-picker/define';
import { FranchiseFinder } from 'booking-elements/elements/franchise-finder';
import 'booking-elements/elements/franchise-finder/define';
import { ReviewInsights } from 'booking-elements/elements/review-insights';
import 'booking-elements/elements/review-insights/define';
import { AbandonedBookings } from 'booking-elements/elements/abandoned-bookings';
import 'booking-elements/elements/abandoned-bookings/define';
import { BookingRequests } from 'booking-elements/elements/booking-requests';
import 'booking-elements/elements/booking-requests/define';
import { BookingRequestStatusElement } from 'booking-elements/elements/booking-request-status';
import 'booking-elements/elements/booking-request-status/define';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

assertType<Equal<HTMLElementTagNameMap['review-feed'], ReviewFeed>>();
assertType<Equal<HTMLElementTagNameMap['agreement-sign-button'], AgreementSignButton>>();
assertType<Equal<HTMLElementTagNameMap['availability-picker'], AvailabilityPicker>>();
assertType<Equal<HTMLElementTagNameMap['franchise-finder'], FranchiseFinder>>();
assertType<Equal<HTMLElementTagNameMap['review-insights'], ReviewInsights>>();
assertType<Equal<HTMLElementTagNameMap['abandoned-bookings'], AbandonedBookings>>();
assertType<Equal<HTMLElementTagNameMap['booking-requests'], BookingRequests>>();
assertType<Equal<HTMLElementTagNameMap['booking-request-status'], BookingRequestStatusElement>>();

const feed = new ReviewFeed();
feed.addEventListener('reviews-load', (event) => void event.detail.nextPageToken.length);
feed.addEventListener('booking-error', (event) => void event.detail.operation.length);
const signButton = new AgreementSignButton();
signButton.addEventListener('agreement-sign-link', (event) => void event.detail.signUrl.length);
const picker = new AvailabilityPicker();
picker.addEventListener('slot-select', (event) => void event.detail.startTime.length);
const finder = new FranchiseFinder();
finder.addEventListener('franchise-found', (event) => void event.detail.businessId.length);
const insights = new ReviewInsights();
insights.token = () => 'staff-token';
insights.staff = new Map([['stf_1', 'Ana Ruiz']]);
insights.addEventListener('review-insights-load', (event) => void event.detail.from.length);
const abandoned = new AbandonedBookings();
abandoned.token = async () => 'staff-token';
abandoned.branches = { biz_1: 'Park Slope' };
abandoned.strings = { contactMessage: (firstName, pets, business) => `${firstName}, ${pets}: ${business}` };
abandoned.addEventListener('abandoned-bookings-load', (event) => void event.detail.count.toFixed());
abandoned.addEventListener('abandoned-booking-contact', (event) => void event.detail.channel.length);
const inbox = new BookingRequests();
inbox.token = async () => 'staff-token';
inbox.groomers = new Map([['stf_1', 'Ana Ruiz']]);
inbox.strings = { contactMessage: (name, pet, when, business) => `${name}, ${pet}, ${when}: ${business}` };
inbox.addEventListener('booking-requests-load', (event) => void event.detail.unhandled.toFixed());
inbox.addEventListener('booking-request-update', (event) => void event.detail.status.length);
const status = new BookingRequestStatusElement();
status.branches = { biz_1: 'Park Slope' };
status.addEventListener('booking-request-status-load', (event) => void event.detail.status.length);
status.addEventListener('booking-request-withdraw', (event) => void event.detail.id.length);
