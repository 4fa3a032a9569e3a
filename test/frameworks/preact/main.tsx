import 'booking-elements/define';
import type {} from 'booking-elements/types/preact';
import { createClient, type FranchiseFoundDetail } from 'booking-elements';
import { render } from 'preact';

const api = createClient({ baseUrl: location.origin });

render(
  <franchise-finder
    zipcode="10001"
    client={api}
    onfranchise-found={(event) => {
      const branch: FranchiseFoundDetail = event.detail;
      console.log(branch.businessName);
    }}
    // @ts-expect-error: a franchise not found has zipcode, not zipCode
    onfranchise-not-found={(event) => console.log(event.detail.zipCode)}
  />,
  document.body,
);
