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
  opened: 'Ouvert',
  finishInWindow: 'Terminez la signature dans la fenêtre qui s’est ouverte.',
  toSign: 'À signer',
  nothingToSign: 'Il n’y a rien à signer.',
  finish: 'Terminer',
  signFirst: 'Ouvrez d’abord tous les documents obligatoires',
  completed: 'Merci\u202f! Votre demande est prête.',
  whatNext: (branch: string) => `${branch} reçoit votre demande et vous confirmera le rendez-vous. D’ici là, l’horaire n’est pas réservé.`,
  summaryBranch: 'Salon',
  summaryTime: 'Date et heure',
  summaryAgreements: 'Envoyés pour signature',
  chosenTime: (date: string, time: string, zone: string, groomer: string) => `${date} à ${time} (${zone}) avec ${groomer}`,
  unnamedGroomer: 'votre toiletteur',
} satisfies ElementWords<BookingFlowStrings>;
