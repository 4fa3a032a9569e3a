// The tags' attributes, properties and `on<event>` handlers, for svelte-check.
import type {} from 'booking-elements/types/svelte';
