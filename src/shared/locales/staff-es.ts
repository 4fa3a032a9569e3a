/** The words the staff elements say alike, in Spanish (staff-strings.ts has them in English). */
import type { BoardWords, StaffWords } from '../staff-strings.js';

const rules = new Intl.PluralRules('es');
/** The singular or the plural, as Spanish counts: for every staff element's words in Spanish. */
export const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);

export const staffWords = {
  invalidBusinessIds: 'El atributo business-ids debe nombrar al menos una sucursal.',
  invalidDays: (maximum: number) => `El atributo days debe ser un número entero del 1 al ${maximum}.`,
} satisfies StaffWords;

/** A list's count line ("Showing 50 of 120 bookings"), for what a board lists, singular or plural by `count`. */
export const showingOf = (listed: (count: number) => string) => (shown: string, total: string, count: number) =>
  `Se muestran ${shown} de ${total} ${listed(count)}`;

export const boardWords = {
  ...staffWords,
  zoneLine: (zone: string) => `Horario: ${zone}.`,
  filtersLabel: 'Mostrar',
  statusLabel: 'Estado',
  branchLabel: 'Sucursal',
  anyValue: 'Todos',
  clearFilters: 'Quitar filtros',
  downloadCsv: 'Descargar CSV',
  call: 'Llamar',
  text: 'SMS',
  email: 'Correo',
  noContact: 'Sin teléfono ni correo para contactar',
  details: 'Detalles',
  showMore: (count: number) => `Mostrar ${count} más`,
  csvEmail: 'Correo',
  csvPhone: 'Teléfono',
} satisfies BoardWords;
