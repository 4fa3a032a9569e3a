// The tags' attributes, properties and `@event` handlers, for vue-tsc.
import type {} from 'booking-elements/types/vue';
