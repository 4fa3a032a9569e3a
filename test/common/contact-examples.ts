/**
 * E-mail addresses and phone numbers as customers type them, each with the verdict of the one rule
 * (src/common/contact.ts): `accepted`, or why it is refused. Three tests read this one table, so
 * that the three places that use a contact cannot disagree: "Your details" in the browser (taken,
 * or refused in words), the gateway over HTTP (201, or 400 naming the field), and the inbox's
 * contact links (a `mailto:` or `tel:` for every one taken). Each is written as typed: the rule
 * sees it trimmed.
 */
import type { EmailProblem, PhoneProblem } from '../../src/common/contact.js';

export interface EmailExample {
  readonly email: string;
  readonly verdict: 'accepted' | EmailProblem;
}

export interface PhoneExample {
  readonly phone: string;
  readonly verdict: 'accepted' | PhoneProblem;
  /** What a `tel:` link dials: the digits, with the + in front where there was one. */
  readonly dials?: string;
}

export const emailExamples: readonly EmailExample[] = [
  { email: 'jane@example.com', verdict: 'accepted' },
  { email: 'j.doe+dogs@mail.example.co.uk', verdict: 'accepted' },
  { email: "o'connor@example.ie", verdict: 'accepted' },
  { email: 'first_last@example.org', verdict: 'accepted' },
  { email: 'user-name@sub-domain.example.com', verdict: 'accepted' },
  { email: 'x@example.io', verdict: 'accepted' },
  { email: '1234567890@example.com', verdict: 'accepted' },
  { email: 'UPPER.Case@Example.COM', verdict: 'accepted' },
  { email: 'a+b=c@example.com', verdict: 'accepted' },
  { email: 'ana@bücher.de', verdict: 'accepted' },
  { email: 'info@例え.jp', verdict: 'accepted' },
  { email: 'name@example.xn--p1ai', verdict: 'accepted' },
  { email: `${'a'.repeat(64)}@example.com`, verdict: 'accepted' },
  { email: '  jane@example.com  ', verdict: 'accepted' },
  // Issue 40's: taken by the flow and the gateway, then the inbox could not write to them.
  { email: 'john..doe@example.com', verdict: 'emailDots' },
  { email: 'john.@example.com', verdict: 'emailDots' },
  { email: '.john@example.com', verdict: 'emailDots' },
  { email: 'jane@example..com', verdict: 'emailDots' },
  { email: 'jane@example.', verdict: 'emailDots' },
  // Issue 40's: taken by the flow, then refused by the client's schema at "Finish".
  { email: '"><script>alert(1)</script>@evil.com', verdict: 'emailCharacters' },
  { email: 'jane doe@example.com', verdict: 'emailCharacters' },
  { email: 'zoé@exemple.fr', verdict: 'emailCharacters' },
  { email: 'jane@example,com', verdict: 'emailCharacters' },
  { email: 'jane@exam_ple.com', verdict: 'emailCharacters' },
  { email: '"jane"@example.com', verdict: 'emailCharacters' },
  { email: 'jane@[127.0.0.1]', verdict: 'emailCharacters' },
  { email: 'jane\u0085@example.com', verdict: 'emailCharacters' },
  // Signs a mail client that decodes a mailto: before splitting it would read as fields of its own.
  { email: 'ana?body=hi@example.com', verdict: 'emailCharacters' },
  { email: 'ana%0ABcc:x@example.com', verdict: 'emailCharacters' },
  { email: 'ana#x@example.com', verdict: 'emailCharacters' },
  { email: 'jane', verdict: 'emailShape' },
  { email: 'jane@', verdict: 'emailShape' },
  { email: '@example.com', verdict: 'emailShape' },
  { email: 'a@b@example.com', verdict: 'emailShape' },
  { email: 'jane@example.com?cc=boss@example.com', verdict: 'emailShape' },
  { email: 'jane@example', verdict: 'emailDomain' },
  { email: 'jane@-example.com', verdict: 'emailDomain' },
  { email: 'jane@example.c', verdict: 'emailDomain' },
  { email: 'jane@10.0.0.1', verdict: 'emailDomain' },
  { email: `${'a'.repeat(65)}@example.com`, verdict: 'emailLength' },
];

export const phoneExamples: readonly PhoneExample[] = [
  { phone: '5551234', verdict: 'accepted', dials: '5551234' },
  { phone: '555 123 4567', verdict: 'accepted', dials: '5551234567' },
  { phone: '(555) 123-4567', verdict: 'accepted', dials: '5551234567' },
  { phone: '+1 (555) 123-4567', verdict: 'accepted', dials: '+15551234567' },
  { phone: '+1-555-555-0110', verdict: 'accepted', dials: '+15555550110' },
  { phone: '555.123.4567', verdict: 'accepted', dials: '5551234567' },
  { phone: '+44 20 7946 0958', verdict: 'accepted', dials: '+442079460958' },
  { phone: '+33 1 23 45 67 89', verdict: 'accepted', dials: '+33123456789' },
  { phone: '06 12 34 56 78', verdict: 'accepted', dials: '0612345678' },
  // Pasted from a page that spaces its numbers with no-break spaces.
  { phone: '06\u00a012\u00a034\u00a056\u00a078', verdict: 'accepted', dials: '0612345678' },
  { phone: '030/1234567', verdict: 'accepted', dials: '0301234567' },
  { phone: '+123456789012345', verdict: 'accepted', dials: '+123456789012345' },
  { phone: '  555 123 4567  ', verdict: 'accepted', dials: '5551234567' },
  { phone: '123456', verdict: 'phoneDigits' },
  { phone: '12 34', verdict: 'phoneDigits' },
  { phone: '1234567890123456', verdict: 'phoneDigits' },
  { phone: '+1234567890123456', verdict: 'phoneDigits' },
  { phone: '555-CALL-NOW', verdict: 'phoneCharacters' },
  { phone: '+1 555 123 4567 ext 2', verdict: 'phoneCharacters' },
  { phone: '++5551234567', verdict: 'phoneCharacters' },
  { phone: '1+555 0110', verdict: 'phoneCharacters' },
  { phone: '555 0110;tel', verdict: 'phoneCharacters' },
  { phone: '+1 555 0110?body=x', verdict: 'phoneCharacters' },
  { phone: 'javascript:alert(1)', verdict: 'phoneCharacters' },
  { phone: '555\t123\t4567', verdict: 'phoneCharacters' },
  { phone: '٥٥٥١٢٣٤٥٦٧', verdict: 'phoneCharacters' },
];
