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
  opened: 'Abierto',
  finishInWindow: 'Termina de firmar en la ventana que se abrió.',
  toSign: 'Por firmar',
  nothingToSign: 'No hay nada que firmar.',
  finish: 'Finalizar',
  signFirst: 'Primero abre todos los documentos obligatorios',
  completed: '¡Gracias! Tu solicitud está lista.',
  whatNext: (branch: string) => `${branch} recibe tu solicitud y te confirmará la cita. Hasta entonces, el horario no está reservado.`,
  summaryBranch: 'Sucursal',
  summaryTime: 'Día y hora',
  summaryAgreements: 'Enviados para firmar',
  chosenTime: (date: string, time: string, zone: string, groomer: string) => `${date}, ${time} (${zone}), con ${groomer}`,
  unnamedGroomer: 'tu estilista',
} satisfies ElementWords<BookingFlowStrings>;
