/** `<booking-flow>`'s words in Spanish. */
import type { ElementWords } from '../../../shared/translations.js';
import type { BookingFlowStrings } from '../booking-flow.strings.js';

export default {
  title: 'Reserva tu cita',
  close: 'Cerrar',
  steps: ['Encuentra tu sucursal', 'Elige un horario', 'Firma los documentos'],
  stepDone: (step: string) => `${step} (completado)`,
  stepUpcoming: (step: string) => `${step} (pendiente)`,
  confirmTime: 'Confirmar horario',
  chooseTimeFirst: 'Primero elige un horario',
  sign: (title: string) => `Firmar ${title}`,
  optional: '(opcional)',
  signed: 'Firmado',
  toSign: 'Por firmar',
  nothingToSign: 'No hay nada que firmar.',
  finish: 'Finalizar',
  signFirst: 'Primero firma todos los documentos obligatorios',
  completed: '¡Gracias! Ya está todo listo.',
  summaryBranch: 'Sucursal',
  summaryTime: 'Día y hora',
  summaryAgreements: 'Documentos firmados',
  chosenTime: (date: string, time: string, zone: string, groomer: string) => `${date}, ${time} (${zone}), con ${groomer}`,
  unnamedGroomer: 'tu estilista',
} satisfies ElementWords<BookingFlowStrings>;
