import vue from '@vitejs/plugin-vue';
import { isBookingElement } from 'booking-elements/tags';

export default { plugins: [vue({ template: { compilerOptions: { isCustomElement: isBookingElement } } })] };
