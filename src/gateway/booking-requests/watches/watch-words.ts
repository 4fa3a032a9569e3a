/**
 * The e-mails a watcher gets, in their language (English, Spanish, French) and the branch's zone,
 * plain text and HTML from one list of parts (delivery/customer-words.ts writes both): the
 * confirmation that the watch is on, and the news that a time opened. Each says only what is true:
 * a time that opened is not held for anyone, others may be told of it too, and nothing is booked
 * until a request is sent and the branch confirms it.
 */
import { type DayPart, type WatchDay, watchDays } from '../../../api/booking-requests/watches.js';
import { htmlOf, type Part, textOf } from '../delivery/customer-words.js';
import { beforeFullStop, escapeHtml, isWebAddress, type MailLanguage, mailLanguageOf, oneLine, timeRange } from '../delivery/mail-text.js';

/** What a watcher is told of: the watch made, or a time that opened. */
export type WatchMessageKind = 'created' | 'notified';

export interface WatchMessageFacts {
  readonly kind: WatchMessageKind;
  readonly reference: string;
  readonly language: string | undefined;
  readonly timeZone: string;
  readonly branch: string;
  readonly customerName: string;
  readonly days: readonly WatchDay[];
  readonly parts: readonly DayPart[];
  /** The last day watched, `YYYY-MM-DD`. */
  readonly until: string;
  /** With `notified`: the time that opened, and its groomer's name ("" when unknown). */
  readonly opened?: { readonly startTime: string; readonly endTime: string; readonly groomer: string };
  /** The watch's page (its capability in the fragment); with `notified`, the time chosen there too. */
  readonly link: string | undefined;
}

interface Words {
  readonly subject: { readonly [Kind in WatchMessageKind]: (facts: { reference: string; branch: string; when: string }) => string };
  readonly hello: (name: string) => string;
  readonly lead: { readonly [Kind in WatchMessageKind]: (branch: string) => string };
  readonly notHeld: string;
  readonly reference: string;
  readonly when: string;
  readonly groomer: string;
  readonly days: string;
  readonly parts: string;
  readonly until: string;
  readonly any: string;
  readonly partNames: { readonly [Part in DayPart]: string };
  readonly follow: { readonly [Kind in WatchMessageKind]: string };
  readonly oncePerDay: string;
}

const english: Words = {
  subject: {
    created: ({ branch }) => `We will tell you when a time opens at ${branch}`,
    notified: ({ when }) => `A time opened: ${when}`,
  },
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  lead: {
    created: (branch) => `We will e-mail you when ${branch} has a time that matches what you asked for, at most once a day.`,
    notified: (branch) => `A time that matches what you asked for just opened at ${beforeFullStop(branch)}.`,
  },
  notHeld:
    'It is not held for you: others who asked may hear of it too. It is booked only once you send a request and the branch confirms it.',
  reference: 'Reference',
  when: 'Time',
  groomer: 'Groomer',
  days: 'Days',
  parts: 'Times of day',
  until: 'Until',
  any: 'any',
  partNames: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
  follow: { created: 'See or stop your watch', notified: 'Take this time' },
  oncePerDay: 'You can stop these e-mails on the same page at any time.',
};

const spanish: Words = {
  subject: {
    created: ({ branch }) => `Te avisaremos cuando haya una hora libre en ${branch}`,
    notified: ({ when }) => `Se liberó una hora: ${when}`,
  },
  hello: (name) => (name ? `Hola ${name}:` : 'Hola:'),
  lead: {
    created: (branch) => `Te escribiremos cuando ${branch} tenga una hora que coincida con lo que pediste, como mucho una vez al día.`,
    notified: (branch) => `Se acaba de liberar en ${branch} una hora que coincide con lo que pediste.`,
  },
  notHeld:
    'No está reservada para ti: otras personas que pidieron aviso pueden recibirlo también. Solo queda reservada cuando envíes una solicitud y la sucursal la confirme.',
  reference: 'Referencia',
  when: 'Hora',
  groomer: 'Peluquero',
  days: 'Días',
  parts: 'Momentos del día',
  until: 'Hasta',
  any: 'cualquiera',
  partNames: { morning: 'mañana', afternoon: 'tarde', evening: 'noche' },
  follow: { created: 'Ver o detener tu aviso', notified: 'Elegir esta hora' },
  oncePerDay: 'Puedes detener estos correos en la misma página cuando quieras.',
};

const french: Words = {
  subject: {
    created: ({ branch }) => `Nous vous dirons quand un créneau se libère chez ${branch}`,
    notified: ({ when }) => `Un créneau s’est libéré : ${when}`,
  },
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  lead: {
    created: (branch) => `Nous vous écrirons quand ${branch} aura un créneau qui correspond à votre demande, au plus une fois par jour.`,
    notified: (branch) => `Un créneau qui correspond à votre demande vient de se libérer chez ${beforeFullStop(branch)}.`,
  },
  notHeld:
    'Il ne vous est pas réservé : d’autres personnes peuvent en être averties aussi. Il n’est réservé qu’une fois votre demande envoyée et confirmée par le salon.',
  reference: 'Référence',
  when: 'Créneau',
  groomer: 'Toiletteur',
  days: 'Jours',
  parts: 'Moments de la journée',
  until: 'Jusqu’au',
  any: 'tous',
  partNames: { morning: 'matin', afternoon: 'après-midi', evening: 'soir' },
  follow: { created: 'Voir ou arrêter votre alerte', notified: 'Choisir ce créneau' },
  oncePerDay: 'Vous pouvez arrêter ces e-mails sur la même page à tout moment.',
};

const wordsByLanguage: { readonly [Language in MailLanguage]: Words } = { en: english, es: spanish, fr: french };

/** A weekday's name in `language`, from a Monday in January 2024 onwards. */
const dayName = (day: WatchDay, language: MailLanguage) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + watchDays.indexOf(day)));

const dateName = (date: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

function partsOf(facts: WatchMessageFacts, words: Words, language: MailLanguage): Part[] {
  const branch = oneLine(facts.branch);
  const link = facts.link && isWebAddress(facts.link) ? facts.link : undefined;
  const opened = facts.kind === 'notified' ? facts.opened : undefined;
  return [
    { paragraph: words.hello(oneLine(facts.customerName)) },
    { paragraph: words.lead[facts.kind](branch) },
    ...(opened
      ? [
          { label: words.when, value: timeRange(opened.startTime, opened.endTime, language, facts.timeZone) },
          ...(opened.groomer ? [{ label: words.groomer, value: oneLine(opened.groomer) }] : []),
          { paragraph: words.notHeld },
        ]
      : [
          { label: words.days, value: facts.days.map((day) => dayName(day, language)).join(', ') || words.any },
          { label: words.parts, value: facts.parts.map((part) => words.partNames[part]).join(', ') || words.any },
          { label: words.until, value: dateName(facts.until, language) },
        ]),
    { label: words.reference, value: facts.reference },
    ...(link ? [{ link, words: words.follow[facts.kind] }, { paragraph: words.oncePerDay }] : []),
  ];
}

export interface WatchMessage {
  readonly language: MailLanguage;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The watcher's message: its subject, plain text and HTML. */
export function watchMessage(facts: WatchMessageFacts): WatchMessage {
  const language = mailLanguageOf(facts.language);
  const words = wordsByLanguage[language];
  const parts = partsOf(facts, words, language);
  const when = facts.opened
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: facts.timeZone }).format(
        new Date(facts.opened.startTime),
      )
    : '';
  return {
    language,
    subject: oneLine(words.subject[facts.kind]({ reference: facts.reference, branch: oneLine(facts.branch), when })),
    text: `${parts.map(textOf).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${escapeHtml(language)}"><body>${parts.map(htmlOf).join('')}</body></html>`,
  };
}
