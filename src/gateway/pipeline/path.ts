/**
 * The one spelling of a request path that the gateway routes on. Every other spelling of the
 * same path (percent-encoded letters, dot segments, doubled or trailing slashes) reads as it;
 * a spelling that could mean two things to two servers (a segment still percent-encoded after
 * one decoding, control characters, malformed escapes) reads as no path at all.
 */

/** A path that no route matches: the gateway answers it with NOT_FOUND. */
export const unroutablePath = '/\u0000';

// Left as they are so that the spec's custom verbs (`reviews:list`) read as written.
const keptCharacters = /%3A/gi;

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(keptCharacters, ':');
}

/**
 * Resolves a raw URL path below `basePath` into its canonical form: each segment decoded once
 * and encoded again, empty and `.` segments dropped, `..` taking the previous segment away
 * (never above the base path).
 */
export function canonicalPath(rawPath: string, basePath = ''): string {
  if (basePath && rawPath !== basePath && !rawPath.startsWith(`${basePath}/`)) return unroutablePath;
  const segments: string[] = [];
  for (const raw of rawPath.slice(basePath.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return unroutablePath;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
    if (/[\u0000-\u001f\u007f\\]/.test(segment) || /%[0-9a-f]{2}/i.test(segment)) return unroutablePath;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(encodeSegment(segment));
  }
  return `/${segments.join('/')}`;
}
