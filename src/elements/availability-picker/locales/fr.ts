/** `<availability-picker>`'s words in French. */
import type { ElementWords } from '../../../shared/translations.js';
import type { AvailabilityPickerStrings } from '../availability-picker.strings.js';

const rules = new Intl.PluralRules('fr');
/** The singular or the plural, as French counts. */
const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);

export default {
  previousRange: 'Semaine précédente',
  nextRange: 'Semaine suivante',
  followingRange: 'Afficher la semaine suivante',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  followingMonth: 'Afficher le mois suivant',
  viewLabel: 'Afficher les horaires',
  byGroomer: 'Par toiletteur',
  anyGroomer: 'Sans préférence',
  timeZone: (zone: string) => `Horaires indiqués en ${zone}.`,
  datesLabel: (range: string) => `Dates du ${range}`,
  freeTimes: (count: number) => (count === 0 ? 'aucun créneau libre' : `${count} ${plural(count, 'créneau libre', 'créneaux libres')}`),
  dayLabel: (date: string, freeTimes: string) => `${date}, ${freeTimes}`,
  dayLoading: (date: string) => `${date}, recherche des créneaux libres`,
  dayCount: (count: number) => `${count} ${plural(count, 'libre', 'libres')}`,
  daySummary: (date: string, freeTimes: string, groomers: number) =>
    `${date}\u00a0: ${freeTimes} avec ${groomers} ${plural(groomers, 'toiletteur', 'toiletteurs')}`,
  withGroomer: (what: string, groomer: string) => `${what} avec ${groomer}`,
  anyGroomerName: 'n’importe quel toiletteur',
  showAllTimes: (count: number) => `Afficher les ${count} créneaux`,
  showFewerTimes: 'Afficher moins de créneaux',
  morning: 'Matin',
  afternoon: 'Après-midi',
  evening: 'Soir',
  emptyRange: (range: string) => `Aucun créneau libre du ${range}.`,
  chooseDate: 'Choisissez une date pour voir ses créneaux libres.',
  chosenSlot: (date: string, time: string, groomer: string) => `Votre choix\u00a0: ${date} à ${time} avec ${groomer}.`,
  unnamedGroomer: 'Toiletteur',
  loadingTimes: 'Recherche des créneaux libres…',
  invalidDate: (name: string, value: string) =>
    `L’attribut ${name} doit être une date au format AAAA-MM-JJ\u00a0; il vaut «\u00a0${value}\u00a0».`,
  invalidRange: (months: number) => `L’attribut end-date doit être compris entre start-date et ${months} mois plus tard.`,
  startAfterMaxDate: 'L’attribut start-date doit être au plus tard max-date.',
  invalidTimeZone: (value: string) =>
    `L’attribut time-zone doit être un nom de fuseau horaire IANA, comme America/New_York\u00a0; il vaut «\u00a0${value}\u00a0».`,
  invalidPetTypes: (unknown: string, known: string) =>
    `L’attribut pet-types contient ${unknown}, qui n’est pas un type d’animal\u00a0; utilisez ${known}.`,
} satisfies ElementWords<AvailabilityPickerStrings>;
