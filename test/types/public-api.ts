// Type-level test of the public API, compiled by `tsc -p test/types/tsconfig.json` (no runtime):
// it imports from the package's own entries, as a user would, after `npm run build`.
import {
  ApiError,
  type AgreementSignButton,
  type AvailabilityPicker,
  type FranchiseFinder,
  type ReviewFeed,
  createClient,
  paginate,
  type AgreementSignLinkDetail,
  type AvailabilityLoadDetail,
  type BookingErrorDetail,
  type Client,
  type ErrorCode,
  type Franchise,
  type FranchiseFoundDetail,
  type FranchiseNotFoundDetail,
  type ListReviewsResponse,
  type Review,
  type ReviewsLoadDetail,
  type SlotSelectDetail,
} from 'booking-elements';
import 'booking-elements/define';

/** Compiles only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

// Tags map to their classes.
const feed = document.createElement('review-feed');
const finder = document.createElement('franchise-finder');
const picker = document.createElement('availability-picker');
const signButton = document.createElement('agreement-sign-button');
assertType<Equal<typeof feed, ReviewFeed>>();
assertType<Equal<typeof finder, FranchiseFinder>>();
assertType<Equal<typeof picker, AvailabilityPicker>>();
assertType<Equal<typeof signButton, AgreementSignButton>>();
const queried = document.querySelector('availability-picker');
assertType<Equal<typeof queried, AvailabilityPicker | null>>();

// Events carry typed details, on the element and on any ancestor (they bubble and are composed).
picker.addEventListener('slot-select', (event) => {
  assertType<Equal<typeof event.detail, SlotSelectDetail>>();
  const start: string = event.detail.startTime;
  void start;
});
picker.addEventListener('availability-load', (event) => {
  assertType<Equal<typeof event.detail, AvailabilityLoadDetail>>();
});
document.body.addEventListener('franchise-found', (event) => {
  assertType<Equal<typeof event.detail, FranchiseFoundDetail>>();
  const enabled: boolean = event.detail.isEnable;
  void enabled;
});
finder.addEventListener('franchise-not-found', (event) => {
  assertType<Equal<typeof event.detail, FranchiseNotFoundDetail>>();
});
signButton.addEventListener('agreement-sign-link', (event) => {
  assertType<Equal<typeof event.detail, AgreementSignLinkDetail>>();
  event.preventDefault();
});
feed.addEventListener('reviews-load', (event) => {
  assertType<Equal<typeof event.detail, ReviewsLoadDetail>>();
  const reviews: readonly Review[] = event.detail.reviews;
  void reviews;
});
document.body.addEventListener('booking-error', (event) => {
  assertType<Equal<typeof event.detail, BookingErrorDetail>>();
  const code: ErrorCode = event.detail.code;
  void code;
});

// Properties are typed.
const slot: SlotSelectDetail | null = picker.value;
const branch: FranchiseFoundDetail | null = finder.franchise;
void slot;
void branch;
feed.businessId = 'biz_1';
feed.pageSize = 20;

// The client on its own.
const api: Client = createClient({ baseUrl: 'https://example.test', apiKey: 'key', timeoutMs: 5000, retries: 1 });
feed.client = api;
async function useTheClient(): Promise<void> {
  const page = await api.listReviews({ businessId: 'biz_1', pagination: { pageSize: 20 } }, { signal: AbortSignal.timeout(1000) });
  assertType<Equal<typeof page, ListReviewsResponse>>();
  const token: string = page.nextPageToken;
  const rating: number = page.reviews[0]!.score;
  void token;
  void rating;
  const found = await api.lookupFranchiseByZipcode({ zipcode: '02134' });
  assertType<Equal<typeof found, Franchise>>();
  for await (const each of paginate(api.listReviews, { businessId: 'biz_1', pagination: { pageSize: 100 } })) {
    assertType<Equal<typeof each, ListReviewsResponse>>();
  }
  try {
    await api.getAgreementSignLink({ id: 'a', customerId: 'c', businessId: 'b' });
  } catch (error) {
    if (error instanceof ApiError) {
      const code: ErrorCode = error.code;
      const status: number | undefined = error.status;
      void code;
      void status;
    }
  }
  // @ts-expect-error: the request is validated by its type too.
  await api.listReviews({ pagination: { pageSize: 20 } });
}
void useTheClient;
