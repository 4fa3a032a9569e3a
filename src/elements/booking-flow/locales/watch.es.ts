/** The slot watch's form (`watch`) in Spanish, fetched only by a flow with `watch` that shows Spanish. */
import type { ElementWords } from '../../../shared/translations.js';
import type { WatchStrings } from '../watch-form.strings.js';

export default {
  watchNoneSuit: 'Ninguno de estos horarios me sirve',
  watchWhenOpens: 'Avísame cuando haya un horario libre',
  watchHeading: 'Avísame cuando haya un horario libre',
  watchLead: (branch: string) => `Dinos cuándo podrías venir y te escribiremos cuando ${branch} tenga un horario que coincida.`,
  watchDays: '¿Qué días?',
  watchParts: '¿En qué momento del día?',
  noneMeansAny: 'Deja todas sin marcar para cualquiera.',
  morning: (noon: string) => `Mañana (antes de las ${noon})`,
  afternoon: (noon: string, five: string) => `Tarde (de ${noon} a ${five})`,
  evening: (five: string) => `Noche (desde las ${five})`,
  watchGroomer: 'Peluquero',
  anyGroomer: 'Cualquier peluquero',
  watchUntil: 'Hasta',
  untilHint: (last: string) => `Como máximo 60 días: hasta el ${last}.`,
  untilInvalid: (first: string, last: string) => `Elige un día entre el ${first} y el ${last}.`,
  emailMissing: 'Escribe tu correo electrónico.',
  watchConsent: (until: string) =>
    `Te escribiremos cuando se libere un horario que coincida, como mucho una vez al día, hasta el ${until}. Puedes detenerlo desde el correo.`,
  watchSend: 'Avísame',
  watchBack: 'Volver a los horarios',
  watchDone: 'Te avisaremos cuando haya un horario libre',
  watchDoneLead: (email: string, branch: string, until: string) =>
    `Escribiremos a ${email} cuando ${branch} tenga un horario que coincida, como mucho una vez al día, hasta el ${until}. No se reserva nada hasta que envíes una solicitud para un horario. El correo que acabamos de enviarte tiene un enlace para detenerlo.`,
} satisfies ElementWords<WatchStrings>;
