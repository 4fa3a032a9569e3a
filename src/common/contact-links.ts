/**
 * The links of a booking's contact actions, made only from what is safe to put in one: a phone
 * number becomes its digits (with a leading + where it had one), or nothing when it holds anything
 * a phone number does not (letters, an extension); an e-mail address must look like one a mail
 * client can take (no space, one @, a domain with an ending); every part of a link is encoded.
 * What is not safe gives no link, never a broken one.
 */

/** The fewest and most digits of a number to call: a short local line to E.164's fifteen. */
const digitCount = { min: 5, max: 15 };

/** The digits of a phone number to call or text, with its leading +; undefined when it is not one. */
export function dialable(phone: string): string | undefined {
  const trimmed = phone.trim();
  // Digits, the separators people type, and a + only in front.
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < digitCount.min || digits.length > digitCount.max) return undefined;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * An e-mail address a mail client can take, trimmed; undefined otherwise. The local part in the
 * characters RFC 5322 allows unquoted (no dot first, last or twice) but those a URL gives a
 * meaning (`?`, `&`, `#`, `%`): encoded, they are safe in a `mailto:`, but a mail client that
 * decodes the link before splitting it would read `?body=` or `&cc=` in a customer's address as
 * fields of its own. The domain in labels of letters and digits (in any script) and hyphens,
 * ending in letters.
 */
export function mailable(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length > 254) return undefined;
  const local = /^[A-Za-z0-9!$'*+/=^_`{|}~-]+(?:\.[A-Za-z0-9!$'*+/=^_`{|}~-]+)*$/;
  const domain = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
  const at = trimmed.lastIndexOf('@');
  const [name, host] = [trimmed.slice(0, at), trimmed.slice(at + 1)];
  return at > 0 && name.length <= 64 && local.test(name) && domain.test(host) ? trimmed : undefined;
}

/** `tel:` for a `dialable` number, whose digits and leading + need no encoding (and a dialer may not decode %2B). */
export const callHref = (number: string): string => `tel:${number}`;

/** `sms:` for a `dialable` number, with the message (RFC 5724). */
export const textHref = (number: string, body: string): string => `sms:${number}?body=${encodeURIComponent(body)}`;

/** `mailto:` with a subject and a body whose lines end in CRLF (RFC 6068). */
export function emailHref(address: string, subject: string, body: string): string {
  const at = address.lastIndexOf('@');
  const to = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const lines = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines)}`;
}
