// React 19 renders the custom elements directly (JSX types from booking-elements/types/react),
// and React 18 or Next.js use booking-elements/react, whose components set properties and
// listeners on the element after hydration. Each imports only the elements it renders.
import 'booking-elements/elements/availability-picker/define';
import type {} from 'booking-elements/types/react';
import { createClient, type SlotSelectDetail } from 'booking-elements';
import { ReviewFeed } from 'booking-elements/react';
import { createRoot } from 'react-dom/client';

const api = createClient({ baseUrl: location.origin });

function App() {
  return (
    <>
      <availability-picker
        company-id="cmp_1"
        business-id="biz_1"
        client={api}
        onslot-select={(event) => {
          const slot: SlotSelectDetail = event.detail;
          console.log(slot.startTime);
        }}
        // @ts-expect-error: a range has startDate, not startDay
        onavailability-load={(event) => console.log(event.detail.startDay)}
      />
      <ReviewFeed
        businessId="biz_1"
        client={api}
        onReviewsLoad={(event) => console.log(event.detail.reviews.length)}
        // @ts-expect-error: a booking error has code, not status
        onBookingError={(event) => console.log(event.detail.status)}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
