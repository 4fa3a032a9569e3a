import 'booking-elements/define';
import type {} from 'booking-elements/types/solid';
import { createClient, type ReviewsLoadDetail } from 'booking-elements';
import { render } from 'solid-js/web';

const api = createClient({ baseUrl: location.origin });

render(
  () => (
    <review-feed
      business-id="biz_1"
      page-size={5}
      client={api}
      on:reviews-load={(event) => {
        const page: ReviewsLoadDetail = event.detail;
        console.log(page.reviews.length);
      }}
      // @ts-expect-error: a booking error has message, not messages
      on:booking-error={(event) => console.log(event.detail.messages)}
    />
  ),
  document.body,
);
