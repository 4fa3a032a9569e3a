/**
 * Review texts beyond the English fragments of `texts.ts`: some customers write in Spanish or
 * French, and two groomers have a habit their customers write about (one is often late, the
 * other's cuts are not what was asked), so that `<review-insights>` has true things to find.
 * Drawn from a random stream of their own, so that every other figure of the world stays as it was.
 */
import type { Random } from '../random.js';

export type Language = 'en' | 'es' | 'fr';
/** What a groomer's customers write about: lateness, or cuts not as asked. */
export type Habit = 'late' | 'off-style' | undefined;

/** Fragments by score (index 0 for 1 star): an opening, middle sentences, a closing; `{pet}` and `{groomer}` filled in. */
interface Fragments {
  readonly openings: readonly (readonly string[])[];
  readonly details: readonly (readonly string[])[];
  readonly closings: readonly (readonly string[])[];
}

const spanish: Fragments = {
  openings: [
    ['Muy decepcionados esta vez.', 'No lo recomiendo.'],
    ['Regular, esperaba más.', 'Ni bien ni mal.'],
    ['Correcto, sin más.', 'Una visita normal.'],
    ['¡Muy buena visita!', 'Muy contentos con el resultado.'],
    ['¡Increíble!', 'El mejor peluquero de la ciudad.'],
  ],
  details: [
    [
      '{pet} volvió con una herida en la oreja y nadie nos avisó.',
      'El local estaba sucio y olía mal.',
      'Nos cobraron mucho más de lo acordado.',
    ],
    ['El baño estuvo bien pero las uñas quedaron largas.', 'Subieron el precio sin avisar.'],
    ['{pet} salió limpio, nada especial.', 'Tuve que llamar para confirmar la cita.'],
    ['{groomer} tuvo mucha paciencia con {pet}.', 'Reservar en línea fue muy fácil.'],
    ['{pet} salió feliz y sin nada de estrés.', 'Nos mandaron fotos durante el baño.'],
  ],
  closings: [
    ['No volveremos.'],
    ['Quizás probemos otra vez.'],
    ['Para un baño rápido, bien.'],
    ['¡Gracias {groomer}!'],
    ['¡Ya reservamos la próxima!'],
  ],
};

const french: Fragments = {
  openings: [
    ['Très déçus cette fois.', 'Je ne recommande pas.'],
    ['Mitigé.', 'Pas terrible, pas catastrophique.'],
    ['Correct, sans plus.', 'Une visite ordinaire.'],
    ['Très bonne visite !', 'Très contents du résultat.'],
    ['Génial !', 'Le meilleur toiletteur du quartier.'],
  ],
  details: [
    [
      '{pet} est revenu avec une coupure à l’oreille et personne ne nous a prévenus.',
      'Le salon était sale et sentait mauvais.',
      'La facture était bien plus élevée que prévu.',
    ],
    ['Le bain était bien mais les griffes sont restées longues.', 'Le prix a encore augmenté sans prévenir.'],
    ['{pet} est ressorti propre, rien de spécial.', 'J’ai dû appeler pour confirmer le rendez-vous.'],
    ['{groomer} a été très patient avec {pet}.', 'La réservation en ligne a pris deux minutes.'],
    ['{pet} est ressorti heureux, sans aucun stress.', 'Ils nous ont envoyé des photos pendant le toilettage.'],
  ],
  closings: [
    ['Nous ne reviendrons pas.'],
    ['On réessaiera peut-être.'],
    ['Bien pour un bain rapide.'],
    ['Merci {groomer} !'],
    ['Déjà réservé pour la prochaine fois !'],
  ],
};

/** What a habit makes customers write, by language: a complaint (1-3 stars), a mild word (4), a denial (5). */
const habitSentences: Record<Exclude<Habit, undefined>, Record<Language, { complaint: string[]; mild: string[]; denial: string[] }>> = {
  late: {
    en: {
      complaint: [
        'We waited 40 minutes past our appointment time before {groomer} even started.',
        '{groomer} was running late again and {pet} sat in the lobby for half an hour.',
        'Our 10 o’clock slot started at 10:45, a long wait again.',
      ],
      mild: ['A bit of a wait at drop-off, but the groom was lovely.'],
      denial: ['Not late at all this time, right on schedule.'],
    },
    es: {
      complaint: [
        'Esperamos 40 minutos después de la hora de la cita.',
        '{groomer} llegó tarde otra vez y {pet} estuvo media hora esperando.',
      ],
      mild: ['Hubo algo de espera al llegar, pero quedó precioso.'],
      denial: ['Esta vez no tardaron nada.'],
    },
    fr: {
      complaint: [
        'Nous avons attendu 40 minutes après l’heure du rendez-vous.',
        '{groomer} était encore en retard, {pet} a attendu une demi-heure.',
      ],
      mild: ['Un peu d’attente à l’arrivée, mais le résultat est beau.'],
      denial: ['Pas en retard cette fois, parfait.'],
    },
  },
  'off-style': {
    en: {
      complaint: [
        'I asked for a teddy bear face and {pet} came back with a shave-down.',
        'The haircut was not what I asked for: way too short on the legs.',
        'The cut was uneven, one ear longer than the other.',
      ],
      mild: ['The cut was a little shorter than I asked for, but it will grow back.'],
      denial: [],
    },
    es: {
      complaint: ['Pedí un corte de osito y {pet} volvió rapado.', 'El corte no era lo que pedí, demasiado corto.'],
      mild: ['El corte quedó un poco más corto de lo que pedí.'],
      denial: [],
    },
    fr: {
      complaint: ['J’avais demandé une coupe nounours et {pet} est revenu tondu.', 'La coupe était inégale, pas ce que j’avais demandé.'],
      mild: ['La coupe est un peu trop courte, mais ça repoussera.'],
      denial: [],
    },
  },
};

/** How often each habit shows in a review, by score (index 0 for 1 star). */
const habitChance = [0.75, 0.7, 0.5, 0.25, 0.1];

/** The language a customer writes in: mostly English, some Spanish, a few French. */
export function drawLanguage(random: Random): Language {
  const draw = random.next();
  return draw < 0.15 ? 'es' : draw < 0.23 ? 'fr' : 'en';
}

function compose(random: Random, fragments: Fragments, tier: number): string {
  const sentences = [random.pick(fragments.openings[tier] ?? [])];
  sentences.push(...random.sample(fragments.details[tier] ?? [], random.integer(1, 2)));
  if (random.chance(0.7)) sentences.push(random.pick(fragments.closings[tier] ?? []));
  return sentences.join(' ');
}

/**
 * The text of a review of `score` stars in `language` (the English one given as written), with
 * the groomer's habit where it shows; `{pet}` and `{groomer}` left to fill.
 */
export function reviewText(random: Random, english: string, score: number, language: Language, habit: Habit): string {
  const tier = Math.min(4, Math.max(0, score - 1));
  const text = language === 'es' ? compose(random, spanish, tier) : language === 'fr' ? compose(random, french, tier) : english;
  if (!habit || !random.chance(habitChance[tier] ?? 0)) return text;
  const { complaint, mild, denial } = habitSentences[habit][language];
  const said = score <= 3 ? complaint : score === 4 ? mild : denial;
  if (said.length === 0) return text;
  // The complaint leads, as customers write it; a milder word follows the opening.
  return score <= 3 ? `${random.pick(said)} ${text}` : `${text} ${random.pick(said)}`;
}
