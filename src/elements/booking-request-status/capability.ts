/**
 * The customer's capability, from the status page's address: the fragment `#request=<token>`
 * (never the query string, which servers and their logs see). It opens one request and is sent
 * only as `Authorization: Bearer`: never logged, never put in an event.
 */

/** The token of a fragment such as `#request=abc` (other `&`-separated fields allowed), or "" when it holds none. */
export function capabilityOf(fragment: string): string {
  const fields = new URLSearchParams(fragment.replace(/^#/, ''));
  const token = fields.get('request')?.trim() ?? '';
  // A bearer token is visible ASCII; anything else would only be refused by the header.
  return /^[\x21-\x7e]{1,512}$/.test(token) ? token : '';
}

/** The page's address following another request: the same, its fragment's `request` replaced. */
export function addressFollowing(href: string, token: string): string {
  const url = new URL(href);
  const fields = new URLSearchParams(url.hash.replace(/^#/, ''));
  fields.set('request', token);
  url.hash = fields.toString();
  return url.href;
}
