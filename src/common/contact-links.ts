/**
 * The links of a booking's contact actions, made only from what is safe to put in one: a phone
 * number becomes its digits (with a leading + where it had one), or nothing when it holds anything
 * a phone number does not (letters, an extension); an e-mail address must be one a mail client
 * can take; both by the one rule the flow and the gateway follow too (contact.ts), so that every
 * address a customer could send gives a link. Every part of a link is encoded. What is not safe
 * gives no link, never a broken one.
 */
import { emailProblem, phoneProblem } from './contact.js';

/** The digits of a phone number to call or text, with its leading +; undefined when it is not one (contact.ts). */
export function dialable(phone: string): string | undefined {
  const trimmed = phone.trim();
  if (phoneProblem(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** An e-mail address a mail client can take (contact.ts), trimmed; undefined otherwise. */
export function mailable(email: string): string | undefined {
  const trimmed = email.trim();
  return emailProblem(trimmed) ? undefined : trimmed;
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
