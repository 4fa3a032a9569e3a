/**
 * What every e-mail of the gateway does with text it did not write (a customer's words, a branch's
 * answer, a name): kept on its own lines in the plain text, escaped in the HTML part, and links
 * only to http(s) addresses. And the languages the e-mails speak, and how they write a time.
 */

/** The languages the e-mails are written in; any other is answered in English. */
export const mailLanguages = ['en', 'es', 'fr'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** The e-mails' language for a request's language tag (`es-MX` is Spanish), English when the gateway does not speak it. */
export function mailLanguageOf(tag: string | undefined): MailLanguage {
  const language = (tag ?? '').slice(0, 2).toLowerCase();
  return mailLanguages.find((known) => known === language) ?? 'en';
}

/**
 * Every way a text can break a line: CR, LF and both together, vertical tab, form feed, and
 * Unicode's next line, line separator and paragraph separator, which a mail reader may show as
 * a new line too. Outside words are written into the body's lines, and a line that starts with
 * "Bcc:" or "Subject:" would read as if the gateway wrote it (the headers are safe already).
 */
const lineBreaks = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

/** A field meant for one line (a name, a phone, the pet's name): its breaks become spaces. */
export const oneLine = (text: string): string => text.replace(lineBreaks, ' ');

/**
 * The services a customer chose and their pet's type, on one line: "Full groom, Nail trim (dog)";
 * "" without services. The type as the API names it, in lower case, in every language.
 */
export function servicesInWords(services: readonly { readonly name: string }[], petType: string): string {
  if (services.length === 0) return '';
  const type = petType && petType !== 'TYPE_UNSPECIFIED' ? ` (${petType.toLowerCase().replace('_', ' ')})` : '';
  return oneLine(`${services.map((service) => service.name).join(', ')}${type}`);
}

/** Words of several lines (a customer's notes, a branch's answer) keep their lines, each after the first indented, so that none can start a line of its own. */
export const indented = (text: string): string => text.replace(lineBreaks, '\n  ');

/** The time range in `timeZone`, in `language`'s way, with the zone named: "Thursday, May 13, 2027, 2:00 – 3:00 PM (America/New_York)". */
export function timeRange(startTime: string, endTime: string, language: MailLanguage, timeZone: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return `${format.formatRange(new Date(startTime), new Date(endTime))} (${timeZone})`;
}

const htmlEntities = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

/** Text as HTML shows it, never as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => htmlEntities.get(character) ?? '');

/** Whether an address may be a link in an e-mail: http(s) only. */
export function isWebAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
