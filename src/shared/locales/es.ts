/** The shared messages in Spanish. */
import type { ErrorStrings } from '../strings.js';

export default {
  tryAgain: 'Reintentar',
  loading: 'Cargando…',
  errorNetwork: 'No pudimos conectar con el servicio de reservas. Revisa tu conexión e inténtalo de nuevo.',
  errorTimeout: 'El servicio de reservas está tardando demasiado en responder. Inténtalo de nuevo.',
  errorBusy: 'El servicio de reservas está muy solicitado ahora mismo. Inténtalo de nuevo en un momento.',
  errorUnavailable: 'El servicio de reservas no está disponible en este momento. Inténtalo de nuevo.',
  errorNotFound: 'No encontramos lo que esta página buscaba.',
  errorDenied: 'Esta página no tiene permiso para usar el servicio de reservas. Su propietario debe revisar su pasarela de reservas.',
  errorInvalid: 'Este módulo de reservas no está bien configurado.',
  errorPrecondition: 'Esto ya no se puede hacer. Vuelve a cargar la página e inténtalo de nuevo.',
  errorResponse: 'El servicio de reservas envió una respuesta que no pudimos leer.',
  errorUnknown: 'Algo salió mal.',
  missingAttribute: (name: string) => `El atributo ${name} es obligatorio.`,
} satisfies ErrorStrings;
