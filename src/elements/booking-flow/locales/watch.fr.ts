/** The slot watch's form (`watch`) in French, fetched only by a flow with `watch` that shows French. */
import type { ElementWords } from '../../../shared/translations.js';
import type { WatchStrings } from '../watch-form.strings.js';

export default {
  watchNoneSuit: 'Aucun de ces horaires ne me convient',
  watchWhenOpens: 'Prévenez-moi quand un horaire se libère',
  watchHeading: 'Prévenez-moi quand un horaire se libère',
  watchLead: (branch: string) => `Dites-nous quand vous pourriez venir : nous vous écrirons quand ${branch} aura un horaire qui convient.`,
  watchDays: 'Quels jours ?',
  watchParts: 'À quel moment de la journée ?',
  noneMeansAny: 'Ne cochez rien pour n’importe lequel.',
  morning: (noon: string) => `Matin (avant ${noon})`,
  afternoon: (noon: string, five: string) => `Après-midi (de ${noon} à ${five})`,
  evening: (five: string) => `Soir (à partir de ${five})`,
  watchGroomer: 'Toiletteur',
  anyGroomer: 'N’importe quel toiletteur',
  watchUntil: 'Jusqu’au',
  untilHint: (last: string) => `60 jours au plus : le ${last} au plus tard.`,
  untilInvalid: (first: string, last: string) => `Choisissez un jour du ${first} au ${last}.`,
  emailMissing: 'Saisissez votre adresse e-mail.',
  watchConsent: (until: string) =>
    `Nous vous écrirons quand un horaire qui convient se libère, au plus une fois par jour, jusqu’au ${until}. Vous pourrez l’arrêter depuis l’e-mail.`,
  watchSend: 'Prévenez-moi',
  watchBack: 'Revenir aux horaires',
  watchDone: 'Nous vous préviendrons quand un horaire se libère',
  watchDoneLead: (email: string, branch: string, until: string) =>
    `Nous écrirons à ${email} quand ${branch} aura un horaire qui convient, au plus une fois par jour, jusqu’au ${until}. Rien n’est réservé tant que vous n’avez pas envoyé de demande pour un horaire. L’e-mail que nous venons de vous envoyer contient un lien pour l’arrêter.`,
} satisfies ElementWords<WatchStrings>;
