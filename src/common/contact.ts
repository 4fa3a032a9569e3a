/**
 * What a phone number and an e-mail address are, one rule each, for everyone who takes or uses one:
 * the flow's "Your details" step, the gateway that receives a request (and writes to the address),
 * and the staff's contact links (`tel:`, `sms:`, `mailto:`). An address the flow takes is one the
 * inbox can write to, and a number it takes is one the inbox can dial.
 *
 * Each rule says why a value is refused, so that each side can say it in its own words; the value
 * is given trimmed.
 */

/** The fewest and most digits of a phone number: a local line of seven digits to E.164's fifteen. */
export const phoneDigits = { fewest: 7, most: 15 } as const;

/** Why a phone number is refused: a character that is not a digit or a separator, or too few or too many digits. */
export type PhoneProblem = 'phoneCharacters' | 'phoneDigits';

/**
 * What is wrong with a phone number as people write one (digits, a + only in front, spaces and
 * `( ) - . /` between them), or undefined when nothing is. Only spaces, not tabs or line breaks,
 * separate digits: one line of text, whatever pasted it.
 */
export function phoneProblem(phone: string): PhoneProblem | undefined {
  if (!/^\+?[\d\p{Zs}().\-/]+$/u.test(phone)) return 'phoneCharacters';
  const digits = phone.replace(/\D/g, '').length;
  return digits < phoneDigits.fewest || digits > phoneDigits.most ? 'phoneDigits' : undefined;
}

/** The longest e-mail address (RFC 5321's path less its brackets), and its longest part before the @. */
export const emailLengths = { whole: 254, local: 64 } as const;

/**
 * Why an e-mail address is refused: not `name@domain` at all; a character it cannot hold; a dot
 * first, last or twice in a row; a domain that is no domain; too long.
 */
export type EmailProblem = 'emailShape' | 'emailCharacters' | 'emailDots' | 'emailDomain' | 'emailLength';

/**
 * Before the @: the characters RFC 5322 allows unquoted, but those a URL gives a meaning (`?`,
 * `&`, `#`, `%`): encoded they are safe in a `mailto:`, but a mail client that decodes the link
 * before splitting it would read `?body=` or `&cc=` in a customer's address as fields of its own.
 * ASCII only, as HTML's `type=email` takes it and as a mail server without SMTPUTF8 does.
 */
const localCharacters = /^[A-Za-z0-9!$'*+/=^_`{|}~.-]+$/;
/** After the @: letters (in any script), digits, hyphens and dots. */
const domainCharacters = /^[\p{L}\p{M}\p{N}.-]+$/u;
/**
 * Labels of letters and digits with hyphens inside, at least two, the last in letters (or an
 * internationalized ending written in ASCII, `xn--…`).
 */
const domainShape =
  /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z0-9-]{1,59})$/iu;

/** What is wrong with an e-mail address, or undefined when a mail client can take it. */
export function emailProblem(email: string): EmailProblem | undefined {
  const at = email.indexOf('@');
  if (at <= 0 || at === email.length - 1 || email.lastIndexOf('@') !== at) return 'emailShape';
  const [local, domain] = [email.slice(0, at), email.slice(at + 1)];
  if (!localCharacters.test(local) || !domainCharacters.test(domain)) return 'emailCharacters';
  if (/^\.|\.\.|\.$/.test(local) || /^\.|\.\.|\.$/.test(domain)) return 'emailDots';
  if (!domainShape.test(domain)) return 'emailDomain';
  return local.length > emailLengths.local || email.length > emailLengths.whole ? 'emailLength' : undefined;
}
