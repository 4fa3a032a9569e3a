/** `<agreement-sign-button>`'s words in Spanish. */
import type { ElementWords } from '../../../shared/translations.js';
import type { AgreementSignButtonStrings } from '../agreement-sign-button.strings.js';

export default {
  signAgreement: 'Firmar el documento',
  signTitled: (title: string) => `Firmar ${title}`,
  opening: 'Abriendo el documento…',
  openedInNewWindow: 'El documento se abrió en una ventana nueva.',
  windowBlocked: 'Tu navegador bloqueó la ventana nueva.',
  openSignPage: 'Abre el documento para firmarlo',
  agreementDeleted: 'La empresa retiró este documento y ya no se puede firmar.',
  agreementNotFound: 'No encontramos este documento, así que no se puede firmar. Comunícate con la empresa.',
  unsafeSignLink: 'El servicio de reservas envió un enlace de firma que no es una dirección web segura, así que no lo abrimos.',
  invalidTarget: (target: string) => `El atributo target debe ser _blank o _self, no "${target}".`,
} satisfies ElementWords<AgreementSignButtonStrings>;
