/** `<franchise-finder>`'s words in Spanish. */
import type { ElementWords } from '../../../shared/translations.js';
import type { FranchiseFinderStrings } from '../franchise-finder.strings.js';

export default {
  zipcodeLabel: 'Código postal',
  find: 'Buscar',
  zipcodeBlank: 'Escribe tu código postal.',
  zipcodeMalformed: 'Escribe un código postal como 02134 o 02134-1234, o uno de letras y números.',
  searching: (zipcode: string) => `Buscando la sucursal que atiende el ${zipcode}…`,
  branchFound: (zipcode: string) => `Tu sucursal para el ${zipcode}:`,
  bookingUnavailable: 'Esta sucursal no acepta reservas en línea. Comunícate con ella para pedir tu cita.',
  notServed: (zipcode: string) => `Lo sentimos, todavía no llegamos a la zona del ${zipcode}.`,
  notServedHint: 'Prueba con el código postal de una dirección cercana.',
} satisfies ElementWords<FranchiseFinderStrings>;
