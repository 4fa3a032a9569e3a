/** `<availability-picker>`'s words in Spanish. */
import type { ElementWords } from '../../../shared/translations.js';
import type { AvailabilityPickerStrings } from '../availability-picker.strings.js';

const rules = new Intl.PluralRules('es');
/** The singular or the plural, as Spanish counts. */
const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);

export default {
  previousRange: 'Semana anterior',
  nextRange: 'Semana siguiente',
  followingRange: 'Ver la semana siguiente',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  followingMonth: 'Ver el mes siguiente',
  viewLabel: 'Mostrar horarios',
  byGroomer: 'Por estilista',
  anyGroomer: 'Cualquier estilista',
  timeZone: (zone: string) => `Los horarios se muestran en ${zone}.`,
  datesLabel: (range: string) => `Fechas del ${range}`,
  freeTimes: (count: number) => (count === 0 ? 'ningún horario libre' : `${count} ${plural(count, 'horario libre', 'horarios libres')}`),
  dayLabel: (date: string, freeTimes: string) => `${date}, ${freeTimes}`,
  dayLoading: (date: string) => `${date}, buscando horarios libres`,
  dayCount: (count: number) => `${count} ${plural(count, 'libre', 'libres')}`,
  daySummary: (date: string, freeTimes: string, groomers: number) =>
    `${date}: ${freeTimes} con ${groomers} ${plural(groomers, 'estilista', 'estilistas')}`,
  withGroomer: (what: string, groomer: string) => `${what} con ${groomer}`,
  anyGroomerName: 'cualquier estilista',
  showAllTimes: (count: number) => `Ver los ${count} horarios`,
  showFewerTimes: 'Ver menos horarios',
  morning: 'Mañana',
  afternoon: 'Tarde',
  evening: 'Noche',
  emptyRange: (range: string) => `No hay horarios libres del ${range}.`,
  chooseDate: 'Elige una fecha para ver sus horarios libres.',
  chosenSlot: (date: string, time: string, groomer: string) => `Tu elección: ${date}, ${time}, con ${groomer}.`,
  unnamedGroomer: 'Estilista',
  loadingTimes: 'Buscando horarios libres…',
  invalidDate: (name: string, value: string) => `El atributo ${name} debe ser una fecha con el formato AAAA-MM-DD; es "${value}".`,
  invalidRange: (months: number) => `El atributo end-date debe estar entre start-date y ${months} meses después.`,
  startAfterMaxDate: 'El atributo start-date debe ser anterior o igual a max-date.',
  invalidTimeZone: (value: string) =>
    `El atributo time-zone debe ser el nombre de una zona horaria IANA, como America/New_York; es "${value}".`,
  invalidPetTypes: (unknown: string, known: string) =>
    `El atributo pet-types incluye ${unknown}, que no es un tipo de mascota; usa ${known}.`,
} satisfies ElementWords<AvailabilityPickerStrings>;
