/**
 * The e-mail that tells a business of a request, in plain words: in the request's language when
 * the gateway speaks it (English, Spanish, French), else English; times in the business's zone.
 */
import type { BookingRequestRecord } from '../records.js';
import { indented, type MailLanguage, mailLanguageOf, oneLine, petTypeInWords, servicesInWords, timeRange } from './mail-text.js';

interface MailWords {
  readonly subject: (reference: string, when: string) => string;
  readonly intro: string;
  readonly when: string;
  readonly branch: string;
  readonly groomer: string;
  readonly customer: string;
  readonly phone: string;
  readonly email: string;
  readonly pet: string;
  readonly services: string;
  readonly notes: string;
  readonly reference: string;
  readonly outro: string;
  readonly eventSummary: (petName: string) => string;
  /** The reminder of a request nobody answered in time (`booking_request.overdue`). */
  readonly overdueSubject: (subject: string) => string;
  readonly overdueIntro: string;
}

const english: MailWords = {
  subject: (reference, when) => `Booking request ${reference}: ${when}`,
  intro: 'A customer asked for this time. It is not booked yet: contact them to confirm it.',
  when: 'Time',
  branch: 'Branch',
  groomer: 'Groomer',
  customer: 'Customer',
  phone: 'Phone',
  email: 'E-mail',
  pet: 'Pet',
  services: 'Services',
  notes: 'Notes',
  reference: 'Reference',
  outro: 'The calendar file attached holds the requested time.',
  eventSummary: (petName) => `Requested: ${petName}`,
  overdueSubject: (subject) => `Still waiting for an answer: ${subject}`,
  overdueIntro: 'Nobody has answered this request yet, and the customer is waiting: confirm it or decline it.',
};

const spanish: MailWords = {
  subject: (reference, when) => `Solicitud de cita ${reference}: ${when}`,
  intro: 'Un cliente pidió esta hora. Aún no está reservada: contáctelo para confirmarla.',
  when: 'Hora',
  branch: 'Sucursal',
  groomer: 'Estilista',
  customer: 'Cliente',
  phone: 'Teléfono',
  email: 'Correo',
  pet: 'Mascota',
  services: 'Servicios',
  notes: 'Notas',
  reference: 'Referencia',
  outro: 'El archivo de calendario adjunto contiene la hora pedida.',
  eventSummary: (petName) => `Solicitada: ${petName}`,
  overdueSubject: (subject) => `Aún sin respuesta: ${subject}`,
  overdueIntro: 'Nadie ha respondido aún a esta solicitud y el cliente espera: confírmela o rechácela.',
};

const french: MailWords = {
  subject: (reference, when) => `Demande de rendez-vous ${reference} : ${when}`,
  intro: 'Un client a demandé ce créneau. Il n’est pas encore réservé : contactez-le pour le confirmer.',
  when: 'Créneau',
  branch: 'Salon',
  groomer: 'Toiletteur',
  customer: 'Client',
  phone: 'Téléphone',
  email: 'E-mail',
  pet: 'Animal',
  services: 'Prestations',
  notes: 'Notes',
  reference: 'Référence',
  outro: 'Le fichier de calendrier joint contient le créneau demandé.',
  eventSummary: (petName) => `Demandé : ${petName}`,
  overdueSubject: (subject) => `Toujours sans réponse : ${subject}`,
  overdueIntro: 'Personne n’a encore répondu à cette demande et le client attend : confirmez-la ou refusez-la.',
};

const wordsByLanguage: { readonly [Language in MailLanguage]: MailWords } = { en: english, es: spanish, fr: french };

export interface MailText {
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly eventSummary: string;
}

/** The request in words; `overdue`: the reminder that nobody answered it in time. */
export function mailText(request: BookingRequestRecord, timeZone: string, overdue = false): MailText {
  const chosen = mailLanguageOf(request.language);
  const words = wordsByLanguage[chosen];
  const when = timeRange(request.startTime, request.endTime, chosen, timeZone);
  const { customer } = request;
  const name = oneLine(customer.name);
  const phone = oneLine(customer.phone);
  const email = oneLine(customer.email);
  const petName = oneLine(customer.petName);
  const services = servicesInWords(request.services, customer.petType, chosen);
  const lines = [
    overdue ? words.overdueIntro : words.intro,
    '',
    `${words.reference}: ${request.reference}`,
    `${words.when}: ${when}`,
    `${words.branch}: ${oneLine(request.businessId)}`,
    `${words.groomer}: ${oneLine(request.staffName || request.staffId)}`,
    `${words.customer}: ${name}`,
    ...(phone ? [`${words.phone}: ${phone}`] : []),
    ...(email ? [`${words.email}: ${email}`] : []),
    `${words.pet}: ${petName}${petTypeInWords(customer.petType, chosen)}`,
    ...(services ? [`${words.services}: ${services}`] : []),
    ...(customer.notes ? [`${words.notes}: ${indented(customer.notes)}`] : []),
    '',
    words.outro,
  ];
  return {
    language: chosen,
    subject: overdue ? words.overdueSubject(words.subject(request.reference, when)) : words.subject(request.reference, when),
    text: `${lines.join('\n')}\n`,
    eventSummary: words.eventSummary(petName),
  };
}
