// What vue-tsc checks a template against: the props of each tag in GlobalComponents, where
// `@slot-select` is `onSlotSelect`.
import type {} from 'booking-elements/types/vue';
import { createClient } from 'booking-elements';
import type { GlobalComponents } from 'vue';

type Props<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const picker: Props<'availability-picker'> = {
  'business-id': 'biz_1',
  client: createClient({ baseUrl: location.origin }),
  onSlotSelect: (event) => console.log(event.detail.startTime),
};

export const finder: Props<'franchise-finder'> = {
  // @ts-expect-error: a branch has businessId, not businessID
  onFranchiseFound: (event) => console.log(event.detail.businessID),
};
