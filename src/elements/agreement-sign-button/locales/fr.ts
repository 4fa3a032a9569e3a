/** `<agreement-sign-button>`'s words in French. */
import type { ElementWords } from '../../../shared/translations.js';
import type { AgreementSignButtonStrings } from '../agreement-sign-button.strings.js';

export default {
  signAgreement: 'Signer le document',
  signTitled: (title: string) => `Signer ${title}`,
  opening: 'Ouverture du document…',
  openedInNewWindow: 'Le document s’est ouvert dans une nouvelle fenêtre.',
  windowBlocked: 'Votre navigateur a bloqué la nouvelle fenêtre.',
  openSignPage: 'Ouvrir le document pour le signer',
  agreementDeleted: 'Ce document a été retiré par l’établissement et ne peut plus être signé.',
  agreementNotFound: 'Ce document est introuvable et ne peut donc pas être signé. Veuillez contacter l’établissement.',
  unsafeSignLink:
    'Le service de réservation a envoyé un lien de signature qui n’est pas une adresse web sûre\u00a0: il n’a pas été ouvert.',
  invalidTarget: (target: string) => `L’attribut target doit valoir _blank ou _self, et non «\u00a0${target}\u00a0».`,
} satisfies ElementWords<AgreementSignButtonStrings>;
