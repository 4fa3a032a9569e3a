// What svelte-check checks markup against: the attributes of each tag in SvelteHTMLElements,
// where Svelte 5 spells a listener of `agreement-sign-link` `onagreement-sign-link`.
import type {} from 'booking-elements/types/svelte';
import { createClient } from 'booking-elements';
import type { SvelteHTMLElements } from 'svelte/elements';

export const button: SvelteHTMLElements['agreement-sign-button'] = {
  'agreement-id': 'agr_1',
  client: createClient({ baseUrl: location.origin }),
  'onagreement-sign-link': (event) => console.log(event.detail.signUrl),
};

export const flow: SvelteHTMLElements['booking-flow'] = {
  // @ts-expect-error: a completed booking has slot, not slots
  'onbooking-flow-complete': (event) => console.log(event.detail.slots),
};
