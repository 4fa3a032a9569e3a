/**
 * The customer's capability, from the status page's address: the fragment `#request=<token>` for a
 * request, `#watch=<token>` for a slot watch (never the query string, which servers and their logs
 * see). It opens one request or one watch and is sent only as `Authorization: Bearer`: never
 * logged, never put in an event. A watch's e-mail about a time that opened adds that time to the
 * fragment: `#watch=<token>&staff=<id>&start=<instant>&end=<instant>`.
 */

/** The fields of a fragment such as `#request=abc&x=y`. */
const fieldsOf = (fragment: string) => new URLSearchParams(fragment.replace(/^#/, ''));

/** A bearer token is visible ASCII; anything else would only be refused by the header. */
const tokenIn = (fields: URLSearchParams, name: string): string => {
  const token = fields.get(name)?.trim() ?? '';
  return /^[\x21-\x7e]{1,512}$/.test(token) ? token : '';
};

/** The token of a fragment such as `#request=abc` (other `&`-separated fields allowed), or "" when it holds none. */
export function capabilityOf(fragment: string): string {
  return tokenIn(fieldsOf(fragment), 'request');
}

/**
 * The fields of a fragment that opens a slot watch (`#watch=<token>`, and the time its e-mail
 * offered), or undefined when it opens none (a request's fragment, whose `request` wins, or none at
 * all). The watch's view reads the rest (watch-link.ts): a page that opens a request parses no more.
 */
export function watchFieldsOf(fragment: string): URLSearchParams | undefined {
  const fields = fieldsOf(fragment);
  return tokenIn(fields, 'watch') && !tokenIn(fields, 'request') ? fields : undefined;
}

export { tokenIn };

/** The page's address following another request: the same, its fragment's `request` replaced. */
export function addressFollowing(href: string, token: string): string {
  const url = new URL(href);
  const fields = fieldsOf(url.hash);
  fields.set('request', token);
  url.hash = fields.toString();
  return url.href;
}
