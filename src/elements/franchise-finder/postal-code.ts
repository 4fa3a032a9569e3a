/**
 * What the finder accepts as a ZIP or postal code, and how it reads what a customer typed:
 * US ZIP and ZIP+4, and other countries' codes made of letters and digits with at most one
 * space or hyphen (`SW11`, `SW11 1AA`, `K1A 0B1`, `2026`).
 */

export type PostalCodeProblem = 'blank' | 'malformed';

export type PostalCodeReading =
  | { readonly valid: true; readonly zipcode: string }
  | { readonly valid: false; readonly problem: PostalCodeProblem };

/** Letters and digits in one or two groups, split by one space or hyphen. */
const postalCodePattern = /^[A-Z0-9]+(?:[ -][A-Z0-9]+)?$/;
/** The shortest codes in use are outward codes such as `W1`; the longest have ten characters. */
const fewestCharacters = 2;
const mostCharacters = 10;

/**
 * Reads a typed code: full-width characters become ASCII (NFKC), surrounding space is trimmed
 * and letters are upper-cased, because territories are stored that way and postal codes are
 * case-insensitive. Leading zeros are kept: a code is text, never a number.
 */
export function readPostalCode(input: string): PostalCodeReading {
  const zipcode = input.normalize('NFKC').trim().toUpperCase();
  if (!zipcode) return { valid: false, problem: 'blank' };
  const characters = zipcode.replace(/[ -]/, '').length;
  if (!postalCodePattern.test(zipcode) || characters < fewestCharacters || characters > mostCharacters) {
    return { valid: false, problem: 'malformed' };
  }
  return { valid: true, zipcode };
}

/**
 * Regions whose postal codes are digits only: there the field asks phones for a numeric
 * keypad. Elsewhere letters are needed, so the full keyboard stays.
 */
const numericPostalRegions = new Set(['US', 'AU', 'NZ', 'DE', 'FR', 'IT', 'ES', 'MX', 'IN', 'AT', 'CH', 'BE', 'DK', 'NO']);

/** The keyboard a phone should offer for a postal code in `locale` (its region, guessed if absent). */
export function inputModeFor(locale: string): 'numeric' | 'text' {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && numericPostalRegions.has(region) ? 'numeric' : 'text';
  } catch {
    return 'text';
  }
}
