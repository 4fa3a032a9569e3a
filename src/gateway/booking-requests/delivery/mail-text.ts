/**
 * What every e-mail of the gateway does with text it did not write (a customer's words, a branch's
 * answer, a name): kept on its own lines in the plain text, escaped in the HTML part, and links
 * only to http(s) addresses. And the languages the e-mails speak, and how they write a time.
 */
import { type NamedPetType, type PetTypeWords, petTypeWordsEs, petTypeWordsFr } from '../../../api/pet-type-words.js';

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

/** A name that ends a sentence, without its own closing dots: "Pawsome Grooming Co." then reads "… at Pawsome Grooming Co." rather than "Co..". */
export const beforeFullStop = (name: string): string => name.replace(/\.+$/, '');

/** The spec's pet types in each language, as they read after a name: "Rex (dog)", "Rex (perro)". */
const petTypeWords: { readonly [Language in MailLanguage]?: PetTypeWords } = { es: petTypeWordsEs, fr: petTypeWordsFr };

/**
 * A pet type in `language`'s words, in brackets after what it follows (" (dog)"); "" when unsaid.
 * A type newer than these words is written as the API names it, in lower case.
 */
export function petTypeInWords(petType: string, language: MailLanguage): string {
  if (!petType || petType === 'TYPE_UNSPECIFIED') return '';
  const words = petTypeWords[language];
  // English, and a type newer than the tables: the API's name in lower case.
  return ` (${words && Object.hasOwn(words, petType) ? words[petType as NamedPetType] : petType.toLowerCase().replace('_', ' ')})`;
}

/**
 * The services a customer chose and their pet's type, on one line in `language`: "Full groom,
 * Nail trim (dog)"; "" without services.
 */
export function servicesInWords(services: readonly { readonly name: string }[], petType: string, language: MailLanguage): string {
  if (services.length === 0) return '';
  return oneLine(`${services.map((service) => service.name).join(', ')}${petTypeInWords(petType, language)}`);
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
