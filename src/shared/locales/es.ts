/** The shared messages in Spanish. */
import type { ErrorStrings } from '../strings.js';

export default {
  tryAgain: 'Reintentar',
  loading: 'Cargando…',
  errorNetwork: 'No pudimos conectar con el servicio de reservas. Revisa tu conexión e inténtalo de nuevo.',
  errorUnreachable: 'No podemos conectar con el servicio de reservas en este momento. Inténtalo de nuevo en un momento.',
  errorTimeout: 'El servicio de reservas está tardando demasiado en responder. Inténtalo de nuevo.',
  errorBusy: 'El servicio de reservas está muy solicitado ahora mismo. Inténtalo de nuevo en un momento.',
  errorUnavailable: 'El servicio de reservas no está disponible en este momento. Inténtalo de nuevo.',
  errorSetup: 'Esto no está disponible en esta página en este momento.',
  errorSession: 'No pudimos confirmar quién eres. Vuelve a cargar la página e inténtalo de nuevo.',
  errorInvalid: 'Este módulo de reservas no está bien configurado.',
  errorPrecondition: 'Esto ya no se puede hacer. Vuelve a cargar la página e inténtalo de nuevo.',
  errorResponse: 'El servicio de reservas envió una respuesta que no pudimos leer.',
  errorUnknown: 'Algo salió mal.',
  missingAttribute: (name: string) => `El atributo ${name} es obligatorio.`,
} satisfies ErrorStrings;
