/**
 * Whether the gateway's database can store `text`: PostgreSQL refuses a NUL character, and half of
 * a UTF-16 surrogate pair without the other (a paste or a cut emoji can leave one) is no character
 * UTF-8 can write, so it would be refused or changed. With the `u` flag a whole pair is one code
 * point outside the range, so only a lone half matches. A pattern rather than
 * String.prototype.isWellFormed, which older Safari lacks. The booking request's schema checks
 * every text with it (src/api/booking-requests/send.ts), the gateway the staff's note, and "Your
 * details" each field before sending (the customer's rule, src/api/booking-requests/customer.ts).
 * Here, with nothing to import, so that the flow's parts loaded on demand that check a customer
 * share it without pulling the schemas' module (src/api/wire.ts) into a file of its own.
 */
export const isStorableText = (text: string): boolean => !/[\0\uD800-\uDFFF]/u.test(text);
