/** `<booking-requests>`'s words in French, for staff. */
import { boardWords } from '../../../shared/locales/staff-fr.js';
import type { ElementWords } from '../../../shared/translations.js';
import type { BookingRequestsStrings } from '../booking-requests.strings.js';

const rules = new Intl.PluralRules('fr');
/** The singular or the plural, as French counts. */
const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);
const requests = (count: number) => plural(count, 'demande', 'demandes');

export default {
  ...boardWords,
  errorSession: 'Connectez-vous en tant que personnel pour voir les demandes de rendez-vous.',
  errorSetup: 'Cette boîte ne peut pas afficher ces agences. Demandez à la personne qui a configuré cette page.',
  errorInvalid: 'Cette boîte est mal configurée.',
  label: 'Demandes de rendez-vous',
  periodLine: (days: number) => `Demandes des ${days} derniers jours, les plus récentes d’abord.`,
  reading: (count: string, read: number) => `Lecture des demandes : ${count} ${requests(read)} pour l’instant`,
  readingLabel: 'Agences lues',
  partial: 'Toutes les demandes n’ont pas pu être lues : les plus anciennes peuvent manquer.',
  empty: (days: number) => `Aucune demande ces ${days} derniers jours.`,
  unhandled: (count: string, number: number) =>
    number === 0 ? 'Toutes les demandes sont traitées.' : `${count} ${plural(number, 'à traiter', 'à traiter')}`,
  arrived: (count: number) => `${count} ${plural(count, 'nouvelle demande', 'nouvelles demandes')}`,
  signedOut: 'Votre session a pris fin : reconnectez-vous pour voir les nouvelles demandes à mesure qu’elles arrivent.',
  noMatch: 'Aucune demande ne correspond à ces filtres.',
  statusReceived: 'Nouvelle',
  statusContacted: 'Contactée',
  statusConfirmed: 'Confirmée',
  statusDeclined: 'Refusée',
  statusWithdrawn: 'Retirée',
  statusCancelled: 'Annulée',
  statusExpired: 'Expirée',
  listHeading: 'Demandes',
  received: (when: string) => `Reçue ${when}`,
  wants: (when: string) => `Souhaite ${when}`,
  withGroomer: (name: string) => `avec ${name}`,
  anyGroomer: 'toiletteur non nommé',
  pet: (name: string) => `Animal : ${name}`,
  reference: (reference: string) => `Référence ${reference}`,
  contactMessage: (name: string, pet: string, when: string, business: string) =>
    `Bonjour ${name || ''}, ici ${business || 'votre toiletteur'} au sujet de votre demande pour ${pet || 'votre animal'} le ${when}.`,
  contactSubject: (business: string) => `Votre demande de rendez-vous chez ${business}`,
  showing: (shown: string, total: string, count: number) => `${shown} ${requests(count)} affichées sur ${total}`,
  markContacted: 'Marquer contactée',
  confirm: 'Confirmer',
  decline: 'Refuser',
  cancelBooking: 'Annuler le rendez-vous',
  noteLabel: 'Note (facultative)',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saving: 'Enregistrement…',
  refused: (reason: string) => `Le changement n’a pas été enregistré et il est annulé : ${reason}`,
  conflict: (status: string, who: string, note: string) =>
    `Quelqu’un d’autre a modifié cette demande entre-temps : ${who} l’a marquée ${status}${note ? ` (« ${note} »)` : ''}. Revoyez-la et décidez.`,
  someone: 'quelqu’un',
  historyHeading: 'Historique',
  change: (status: string, who: string, when: string) => `${status} par ${who}, ${when}`,
  resent: (channel: string, who: string, when: string) => `${channel} renvoyé par ${who}, ${when}`,
  deliveriesHeading: 'Envoyée à l’entreprise',
  noDeliveries: 'Rien n’est envoyé à l’entreprise hormis cette boîte.',
  channelWebhook: 'Webhook',
  channelEmail: 'Courriel',
  deliverySent: 'envoyée',
  deliveryPending: (when: string) => (when ? `nouvel essai (prochain ${when})` : 'nouvel essai'),
  deliveryFailed: 'échec',
  deliveryNoSender: (channel: string) =>
    `en attente, car aucune passerelle n’envoie de ${channel === 'email' ? 'courriels' : 'webhooks'} pour l’instant : demandez à la personne qui gère la passerelle`,
  resendButton: (channel: string) => (channel === 'email' ? 'Renvoyer le courriel' : 'Renvoyer le webhook'),
  resendQueued: (channel: string) => (channel === 'email' ? 'Le courriel sera renvoyé sous peu.' : 'Le webhook sera renvoyé sous peu.'),
  resendFailed: (channel: string, reason: string) => `${channel === 'email' ? 'Le courriel' : 'Le webhook'} n’a pas été renvoyé. ${reason}`,
  resendMeanwhile: (channel: string) =>
    `${channel === 'email' ? 'Le courriel' : 'Le webhook'} n’est plus en échec : quelqu’un l’a renvoyé entre-temps, ou il est parti. Les détails montrent où il en est.`,
  attempts: (count: number) => `${count} ${plural(count, 'essai', 'essais')}`,
  notes: (notes: string) => `Notes du client : ${notes}`,
  csvReceived: (zone: string) => `Reçue (${zone})`,
  csvRequested: (zone: string) => `Heure demandée (${zone})`,
  csvGroomer: 'Toiletteur',
  csvCustomer: 'Client',
  csvPet: 'Animal',
  csvReference: 'Référence',
  csvId: 'ID de la demande',
  invalidStatuses: (known: string) => `L’attribut statuses ne peut nommer que ${known}.`,
} satisfies ElementWords<BookingRequestsStrings> & Pick<BookingRequestsStrings, 'errorSession' | 'errorSetup' | 'errorInvalid'>;
