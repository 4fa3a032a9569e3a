/**
 * The e-mails a customer gets about their request, in their language (English, Spanish, French)
 * and the branch's time zone: a plain text and the same in HTML, built from one list of parts so
 * that the two never say different things. What the branch wrote is shown as its words, never as
 * markup; a link is written only for an http(s) address.
 *
 * Each message tells only what is true: a request is "not booked until the branch confirms it"
 * until it is confirmed, and a declined request's other times are offers, to be taken on the
 * request's page, where they are checked again.
 */
import type { ToldStatus } from '../../../api/booking-requests/lifecycle.js';
import { escapeHtml, indented, isWebAddress, type MailLanguage, mailLanguageOf, oneLine, timeRange } from './mail-text.js';

/** The changes a customer is told of (the lifecycle lists them): the receipt, and each answer or end of the request. */
type CustomerMessageKind = ToldStatus;

/** A time the branch offered instead, with its groomer's name ("" when unknown). */
export interface OfferedTime {
  readonly startTime: string;
  readonly endTime: string;
  readonly groomer: string;
}

/** What a message says, as the request was at the change it tells of. */
export interface CustomerMessageFacts {
  readonly kind: CustomerMessageKind;
  readonly reference: string;
  /** The request's language tag. */
  readonly language: string | undefined;
  readonly timeZone: string;
  readonly startTime: string;
  readonly endTime: string;
  /** The branch's name, and the groomer's ("" when unknown). */
  readonly branch: string;
  readonly groomer: string;
  readonly customerName: string;
  readonly petName: string;
  /** The services the customer chose ("Full groom, Nail trim (dog)"); "" without services. */
  readonly services: string;
  /** What the branch wrote to the customer with this change ("" for none). */
  readonly message: string;
  /** With `declined`: the other times the branch offered. */
  readonly offers: readonly OfferedTime[];
  /** The request's page, its capability in the fragment; undefined when the business set no page. */
  readonly statusLink: string | undefined;
}

/** One part of a message: a paragraph, a labelled value, the branch's words, a list of times, or a link. */
export type Part =
  | { readonly paragraph: string }
  | { readonly label: string; readonly value: string }
  | { readonly quote: string }
  | { readonly times: readonly string[] }
  | { readonly link: string; readonly words: string };

interface Words {
  readonly subject: { readonly [Kind in CustomerMessageKind]: (facts: { reference: string; when: string; pet: string }) => string };
  readonly hello: (name: string) => string;
  readonly lead: { readonly [Kind in CustomerMessageKind]: (branch: string, pet: string) => string };
  readonly reference: string;
  readonly when: string;
  readonly groomer: string;
  readonly services: string;
  readonly branch: string;
  readonly theirWords: string;
  readonly offered: string;
  readonly takeOffered: string;
  readonly follow: string;
  readonly calendarUpdate: string;
  readonly calendarRemove: string;
  readonly calendarTentative: string;
  readonly notBooked: string;
  /** The calendar entry's title: a time asked for, or booked. */
  readonly eventAsked: (branch: string) => string;
  readonly eventBooked: (pet: string, branch: string) => string;
}

const english: Words = {
  subject: {
    received: ({ reference }) => `We received your grooming request ${reference}: not booked yet`,
    confirmed: ({ pet, when }) => `Confirmed: ${pet}'s grooming on ${when}`,
    declined: ({ reference }) => `Your grooming request ${reference}: the branch cannot take this time`,
    withdrawn: ({ reference }) => `Your grooming request ${reference} is withdrawn`,
    cancelled: ({ pet, when }) => `Cancelled: ${pet}'s grooming on ${when}`,
    expired: ({ reference }) => `Your grooming request ${reference} has expired`,
  },
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  lead: {
    received: (branch, pet) => `${branch} received your request for ${pet}.`,
    confirmed: (branch, pet) => `${branch} confirmed ${pet}'s appointment.`,
    declined: (branch) => `${branch} cannot take the time you asked for.`,
    withdrawn: (branch) => `You withdrew your request. ${branch} can see that you did. Nothing was booked.`,
    cancelled: (branch, pet) => `${pet}'s appointment at ${branch} is cancelled.`,
    expired: (branch) => `${branch} did not answer your request in time, so it has expired. Nothing is booked.`,
  },
  notBooked: 'It is not booked until the branch confirms it: you will get another e-mail when it answers.',
  reference: 'Reference',
  when: 'Time',
  groomer: 'Groomer',
  services: 'Services',
  branch: 'Branch',
  theirWords: 'The branch wrote:',
  offered: 'Other times the branch can offer (not booked until you take one and the branch confirms it):',
  takeOffered: 'Take one of these times',
  follow: 'Your request',
  calendarTentative: 'The calendar file attached holds the time you asked for, marked as not yet confirmed.',
  calendarUpdate: 'The calendar file attached updates the entry of this time in your calendar.',
  calendarRemove: 'The calendar file attached removes this time from your calendar.',
  eventAsked: (branch) => `Grooming request at ${branch} (not yet confirmed)`,
  eventBooked: (pet, branch) => `${pet}'s grooming at ${branch}`,
};

const spanish: Words = {
  subject: {
    received: ({ reference }) => `Recibimos tu solicitud de peluquería ${reference}: aún no está reservada`,
    confirmed: ({ pet, when }) => `Confirmada: la cita de ${pet} el ${when}`,
    declined: ({ reference }) => `Tu solicitud ${reference}: la sucursal no puede atender a esa hora`,
    withdrawn: ({ reference }) => `Tu solicitud ${reference} fue retirada`,
    cancelled: ({ pet, when }) => `Cancelada: la cita de ${pet} el ${when}`,
    expired: ({ reference }) => `Tu solicitud ${reference} ha caducado`,
  },
  hello: (name) => (name ? `Hola ${name}:` : 'Hola:'),
  lead: {
    received: (branch, pet) => `${branch} recibió tu solicitud para ${pet}.`,
    confirmed: (branch, pet) => `${branch} confirmó la cita de ${pet}.`,
    declined: (branch) => `${branch} no puede atender a la hora que pediste.`,
    withdrawn: (branch) => `Retiraste tu solicitud. ${branch} ve que la retiraste. No había nada reservado.`,
    cancelled: (branch, pet) => `La cita de ${pet} en ${branch} está cancelada.`,
    expired: (branch) => `${branch} no respondió a tu solicitud a tiempo, así que ha caducado. No hay nada reservado.`,
  },
  notBooked: 'No está reservada hasta que la sucursal la confirme: recibirás otro correo cuando responda.',
  reference: 'Referencia',
  when: 'Hora',
  groomer: 'Peluquero',
  services: 'Servicios',
  branch: 'Sucursal',
  theirWords: 'La sucursal escribió:',
  offered: 'Otras horas que la sucursal puede ofrecer (no reservadas hasta que elijas una y la sucursal la confirme):',
  takeOffered: 'Elegir una de estas horas',
  follow: 'Tu solicitud',
  calendarTentative: 'El archivo de calendario adjunto contiene la hora que pediste, marcada como aún no confirmada.',
  calendarUpdate: 'El archivo de calendario adjunto actualiza esta hora en tu calendario.',
  calendarRemove: 'El archivo de calendario adjunto quita esta hora de tu calendario.',
  eventAsked: (branch) => `Solicitud de peluquería en ${branch} (aún sin confirmar)`,
  eventBooked: (pet, branch) => `Peluquería de ${pet} en ${branch}`,
};

const french: Words = {
  subject: {
    received: ({ reference }) => `Nous avons reçu votre demande de toilettage ${reference} : pas encore réservée`,
    confirmed: ({ pet, when }) => `Confirmé : le toilettage de ${pet} le ${when}`,
    declined: ({ reference }) => `Votre demande ${reference} : le salon ne peut pas prendre ce créneau`,
    withdrawn: ({ reference }) => `Votre demande ${reference} est retirée`,
    cancelled: ({ pet, when }) => `Annulé : le toilettage de ${pet} le ${when}`,
    expired: ({ reference }) => `Votre demande ${reference} a expiré`,
  },
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  lead: {
    received: (branch, pet) => `${branch} a bien reçu votre demande pour ${pet}.`,
    confirmed: (branch, pet) => `${branch} a confirmé le rendez-vous de ${pet}.`,
    declined: (branch) => `${branch} ne peut pas prendre le créneau demandé.`,
    withdrawn: (branch) => `Vous avez retiré votre demande. ${branch} voit que vous l’avez retirée. Rien n’était réservé.`,
    cancelled: (branch, pet) => `Le rendez-vous de ${pet} chez ${branch} est annulé.`,
    expired: (branch) => `${branch} n’a pas répondu à temps à votre demande : elle a expiré. Rien n’est réservé.`,
  },
  notBooked: 'Elle n’est pas réservée tant que le salon ne l’a pas confirmée : vous recevrez un autre e-mail à sa réponse.',
  reference: 'Référence',
  when: 'Créneau',
  groomer: 'Toiletteur',
  services: 'Prestations',
  branch: 'Salon',
  theirWords: 'Le salon a écrit :',
  offered:
    'Autres créneaux que le salon peut proposer (pas réservés tant que vous n’en avez pas choisi un et que le salon ne l’a pas confirmé) :',
  takeOffered: 'Choisir un de ces créneaux',
  follow: 'Votre demande',
  calendarTentative: 'Le fichier de calendrier joint contient le créneau demandé, marqué comme pas encore confirmé.',
  calendarUpdate: 'Le fichier de calendrier joint met à jour ce créneau dans votre calendrier.',
  calendarRemove: 'Le fichier de calendrier joint retire ce créneau de votre calendrier.',
  eventAsked: (branch) => `Demande de toilettage chez ${branch} (pas encore confirmée)`,
  eventBooked: (pet, branch) => `Toilettage de ${pet} chez ${branch}`,
};

const wordsByLanguage: { readonly [Language in MailLanguage]: Words } = { en: english, es: spanish, fr: french };

/** What the attached calendar file does, by the message's kind: each one carries a file. */
export const calendarMethodOf = {
  received: 'PUBLISH',
  confirmed: 'REQUEST',
  declined: 'CANCEL',
  withdrawn: 'CANCEL',
  cancelled: 'CANCEL',
  expired: 'CANCEL',
} as const satisfies { readonly [Kind in CustomerMessageKind]: 'PUBLISH' | 'REQUEST' | 'CANCEL' };

export interface CustomerMessage {
  readonly language: MailLanguage;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The attached calendar entry's title. */
  readonly eventSummary: string;
}

/** The message's parts, in order. */
function partsOf(facts: CustomerMessageFacts, words: Words, language: MailLanguage): Part[] {
  const branch = oneLine(facts.branch);
  const pet = oneLine(facts.petName);
  const when = timeRange(facts.startTime, facts.endTime, language, facts.timeZone);
  const link = facts.statusLink && isWebAddress(facts.statusLink) ? facts.statusLink : undefined;
  const calendar = {
    PUBLISH: words.calendarTentative,
    REQUEST: words.calendarUpdate,
    CANCEL: words.calendarRemove,
  }[calendarMethodOf[facts.kind]];
  const offers = facts.kind === 'declined' ? facts.offers : [];
  return [
    { paragraph: words.hello(oneLine(facts.customerName)) },
    { paragraph: words.lead[facts.kind](branch, pet) },
    ...(facts.kind === 'received' ? [{ paragraph: words.notBooked }] : []),
    ...(facts.message ? [{ paragraph: words.theirWords }, { quote: facts.message }] : []),
    { label: words.reference, value: facts.reference },
    { label: words.when, value: when },
    ...(facts.groomer ? [{ label: words.groomer, value: oneLine(facts.groomer) }] : []),
    ...(facts.services ? [{ label: words.services, value: oneLine(facts.services) }] : []),
    { label: words.branch, value: branch },
    ...(offers.length > 0
      ? [
          { paragraph: words.offered },
          {
            times: offers.map(
              (offer) =>
                `${timeRange(offer.startTime, offer.endTime, language, facts.timeZone)}${offer.groomer ? `, ${oneLine(offer.groomer)}` : ''}`,
            ),
          },
          ...(link ? [{ link, words: words.takeOffered }] : []),
        ]
      : []),
    ...(link && !(offers.length > 0) ? [{ link, words: words.follow }] : []),
    { paragraph: calendar },
  ];
}

/** A part as the plain text writes it. */
export const textOf = (part: Part): string =>
  'paragraph' in part
    ? part.paragraph
    : 'label' in part
      ? `${part.label}: ${part.value}`
      : 'quote' in part
        ? `  ${indented(part.quote)}`
        : 'times' in part
          ? part.times.map((time) => `- ${time}`).join('\n')
          : `${part.words}: ${part.link}`;

/** A part as the HTML writes it: outside words escaped, never markup. */
export const htmlOf = (part: Part): string =>
  'paragraph' in part
    ? `<p>${escapeHtml(part.paragraph)}</p>`
    : 'label' in part
      ? `<p><strong>${escapeHtml(part.label)}:</strong> ${escapeHtml(part.value)}</p>`
      : 'quote' in part
        ? `<blockquote style="white-space:pre-line">${escapeHtml(part.quote)}</blockquote>`
        : 'times' in part
          ? `<ul>${part.times.map((time) => `<li>${escapeHtml(time)}</li>`).join('')}</ul>`
          : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.words)}</a></p>`;

/** The customer's message of one change: its subject, plain text and HTML. */
export function customerMessage(facts: CustomerMessageFacts): CustomerMessage {
  const language = mailLanguageOf(facts.language);
  const words = wordsByLanguage[language];
  const parts = partsOf(facts, words, language);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: facts.timeZone }).format(
    new Date(facts.startTime),
  );
  return {
    language,
    subject: oneLine(words.subject[facts.kind]({ reference: facts.reference, when, pet: oneLine(facts.petName) })),
    text: `${parts.map(textOf).join('\n\n')}\n`,
    html: `<!doctype html><html lang="${language}"><body>${parts.map(htmlOf).join('')}</body></html>`,
    eventSummary: oneLine(facts.kind === 'received' ? words.eventAsked(facts.branch) : words.eventBooked(facts.petName, facts.branch)),
  };
}
