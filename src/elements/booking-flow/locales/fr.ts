/** `<booking-flow>`'s words in French. */
import type { ElementWords } from '../../../shared/translations.js';
import type { BookingFlowStrings } from '../booking-flow.strings.js';

export default {
  title: 'Prendre rendez-vous',
  close: 'Fermer',
  steps: ['Trouvez votre salon', 'Choisissez un horaire', 'Signez les documents'],
  stepDone: (step: string) => `${step} (terminé)`,
  stepUpcoming: (step: string) => `${step} (à venir)`,
  confirmTime: 'Confirmer l’horaire',
  chooseTimeFirst: 'Choisissez d’abord un horaire',
  sign: (title: string) => `Signer ${title}`,
  optional: '(facultatif)',
  signed: 'Signé',
  toSign: 'À signer',
  nothingToSign: 'Il n’y a rien à signer.',
  finish: 'Terminer',
  signFirst: 'Signez d’abord tous les documents obligatoires',
  completed: 'Merci\u202f! Tout est prêt.',
  summaryBranch: 'Salon',
  summaryTime: 'Date et heure',
  summaryAgreements: 'Documents signés',
  chosenTime: (date: string, time: string, zone: string, groomer: string) => `${date} à ${time} (${zone}) avec ${groomer}`,
  unnamedGroomer: 'votre toiletteur',
} satisfies ElementWords<BookingFlowStrings>;
