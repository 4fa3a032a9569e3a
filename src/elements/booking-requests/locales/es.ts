/** `<booking-requests>`'s words in Spanish, for staff. */
import { boardWords } from '../../../shared/locales/staff-es.js';
import type { ElementWords } from '../../../shared/translations.js';
import type { BookingRequestsStrings } from '../booking-requests.strings.js';

const rules = new Intl.PluralRules('es');
/** The singular or the plural, as Spanish counts. */
const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);
const requests = (count: number) => plural(count, 'solicitud', 'solicitudes');

export default {
  ...boardWords,
  errorSession: 'Inicia sesión como personal para ver las solicitudes de cita.',
  errorSetup: 'Esta bandeja no puede mostrar estas sucursales. Consulta a quien configuró esta página.',
  errorInvalid: 'Esta bandeja no está bien configurada.',
  label: 'Solicitudes de cita',
  periodLine: (days: number) => `Solicitudes de los últimos ${days} días, las más recientes primero.`,
  reading: (count: string, read: number) => `Leyendo las solicitudes: ${count} ${requests(read)} hasta ahora`,
  readingLabel: 'Sucursales leídas',
  partial: 'No se pudieron leer todas las solicitudes: pueden faltar las más antiguas.',
  empty: (days: number) => `No hay solicitudes en los últimos ${days} días.`,
  unhandled: (count: string, number: number) =>
    number === 0 ? 'Todas las solicitudes están atendidas.' : `${count} ${plural(number, 'sin atender', 'sin atender')}`,
  arrived: (count: number) => `${count} ${plural(count, 'solicitud nueva', 'solicitudes nuevas')}`,
  signedOut: 'Tu sesión ha terminado: vuelve a iniciar sesión para ver las nuevas solicitudes a medida que llegan.',
  noMatch: 'Ninguna solicitud coincide con estos filtros.',
  statusReceived: 'Nueva',
  statusContacted: 'Contactada',
  statusConfirmed: 'Confirmada',
  statusDeclined: 'Rechazada',
  statusWithdrawn: 'Retirada',
  statusCancelled: 'Cancelada',
  statusExpired: 'Caducada',
  listHeading: 'Solicitudes',
  received: (when: string) => `Recibida ${when}`,
  wants: (when: string) => `Pide ${when}`,
  withGroomer: (name: string) => `con ${name}`,
  anyGroomer: 'peluquero sin nombre',
  pet: (name: string) => `Mascota: ${name}`,
  reference: (reference: string) => `Referencia ${reference}`,
  contactMessage: (name: string, pet: string, when: string, business: string) =>
    `Hola ${name || ''}, te escribimos de ${business || 'tu peluquería'} por tu solicitud para ${pet || 'tu mascota'} el ${when}.`,
  contactSubject: (business: string) => `Tu solicitud de cita con ${business}`,
  showing: (shown: string, total: string, count: number) => `Se muestran ${shown} de ${total} ${requests(count)}`,
  markContacted: 'Marcar contactada',
  confirm: 'Confirmar',
  decline: 'Rechazar',
  cancelBooking: 'Cancelar la cita',
  noteLabel: 'Nota (opcional)',
  save: 'Guardar',
  cancel: 'Cancelar',
  saving: 'Guardando…',
  refused: (reason: string) => `El cambio no se guardó y se deshizo: ${reason}`,
  conflict: (status: string, who: string, note: string) =>
    `Otra persona cambió esta solicitud mientras tanto: ${who} la marcó como ${status}${note ? ` («${note}»)` : ''}. Revísala y decide.`,
  someone: 'alguien',
  historyHeading: 'Historial',
  change: (status: string, who: string, when: string) => `${status} por ${who}, ${when}`,
  resent: (channel: string, who: string, when: string) => `${channel} enviado de nuevo por ${who}, ${when}`,
  deliveriesHeading: 'Enviada al negocio',
  noDeliveries: 'No se envía al negocio más que a esta bandeja.',
  channelWebhook: 'Webhook',
  channelEmail: 'Correo',
  deliverySent: 'enviada',
  deliveryPending: (when: string) => (when ? `reintentando (próximo intento ${when})` : 'reintentando'),
  deliveryFailed: 'fallida',
  deliveryNoSender: (channel: string) =>
    `en espera, porque ninguna pasarela envía ${channel === 'email' ? 'correos' : 'webhooks'} ahora: consulta a quien administra la pasarela`,
  resendButton: (channel: string) => (channel === 'email' ? 'Enviar el correo de nuevo' : 'Enviar el webhook de nuevo'),
  resendQueued: (channel: string) =>
    channel === 'email' ? 'El correo se enviará de nuevo en breve.' : 'El webhook se enviará de nuevo en breve.',
  resendFailed: (channel: string, reason: string) => `${channel === 'email' ? 'El correo' : 'El webhook'} no se envió de nuevo. ${reason}`,
  resendMeanwhile: (channel: string) =>
    `${channel === 'email' ? 'El correo' : 'El webhook'} ya no está fallido: alguien lo envió de nuevo mientras tanto, o ya salió. Los detalles muestran cómo está ahora.`,
  attempts: (count: number) => `${count} ${plural(count, 'intento', 'intentos')}`,
  notes: (notes: string) => `Notas del cliente: ${notes}`,
  csvReceived: (zone: string) => `Recibida (${zone})`,
  csvRequested: (zone: string) => `Hora pedida (${zone})`,
  csvGroomer: 'Peluquero',
  csvCustomer: 'Cliente',
  csvPet: 'Mascota',
  csvReference: 'Referencia',
  csvId: 'ID de la solicitud',
  invalidStatuses: (known: string) => `El atributo statuses solo puede nombrar ${known}.`,
} satisfies ElementWords<BookingRequestsStrings> & Pick<BookingRequestsStrings, 'errorSession' | 'errorSetup' | 'errorInvalid'>;
