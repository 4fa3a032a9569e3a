/** The shared messages in French. */
import type { ErrorStrings } from '../strings.js';

export default {
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
  errorNetwork: 'Impossible de joindre le service de réservation. Vérifiez votre connexion et réessayez.',
  errorUnreachable: 'Le service de réservation est injoignable pour le moment. Réessayez dans un instant.',
  errorTimeout: 'Le service de réservation met trop de temps à répondre. Veuillez réessayer.',
  errorBusy: 'Le service de réservation est très sollicité en ce moment. Réessayez dans un instant.',
  errorUnavailable: 'Le service de réservation est indisponible pour le moment. Veuillez réessayer.',
  errorSetup: 'Ce service n’est pas disponible sur cette page pour le moment.',
  errorSession: 'Nous n’avons pas pu confirmer votre identité. Rechargez la page et réessayez.',
  errorInvalid: 'Ce module de réservation est mal configuré.',
  errorPrecondition: 'Cette action n’est plus possible. Rechargez la page et réessayez.',
  errorResponse: 'Le service de réservation a envoyé une réponse illisible.',
  errorUnknown: 'Une erreur s’est produite.',
  missingAttribute: (name: string) => `L’attribut ${name} est obligatoire.`,
} satisfies ErrorStrings;
