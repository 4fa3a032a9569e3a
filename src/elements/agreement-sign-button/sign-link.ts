/** Which sign links the button opens: only absolute http(s) URLs, whatever the service sends. */

/**
 * The link as an absolute http(s) URL, or undefined. Parsing without a base refuses relative
 * and protocol-relative links; the scheme check refuses javascript:, data:, blob:, ftp: and the rest.
 */
export function absoluteHttpUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** Longer refused links are cut: a data: URL can be megabytes long. */
const longestQuotedLink = 80;

/** Why a link was refused, quoting it short enough for an error message. */
export function refusedLinkMessage(link: string): string {
  const quoted = JSON.stringify(link.length > longestQuotedLink ? `${link.slice(0, longestQuotedLink)}…` : link);
  return `Refused the sign link ${quoted}: only absolute http: and https: links are opened.`;
}
