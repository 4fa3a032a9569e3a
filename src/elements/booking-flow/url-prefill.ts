/**
 * What `prefill-from-url` reads from a page's query string. Anyone can write a link, so what it
 * keeps is bounded: values cut to 200 characters, and only `utm_` keys of letters, digits and `_`
 * (no key can name a prototype member, and the record has no prototype anyway), at most 20.
 */
export function urlPrefill(search: string): { zipcode: string; params: Readonly<Record<string, string>> } {
  const query = new URLSearchParams(search);
  const bounded = (value: string | null) => (value ?? '').slice(0, 200);
  const utm = [...query].filter(([key]) => /^utm_\w{1,40}$/.test(key)).slice(0, 20);
  return {
    zipcode: bounded(query.get('zipcode')),
    params: Object.setPrototypeOf(Object.fromEntries(utm.map(([key, value]) => [key, bounded(value)])), null),
  };
}
