/** Events of `<agreement-sign-button>`. */

export interface AgreementSignLinkDetail {
  /** The agreement the customer is asked to sign. */
  readonly agreementId: string;
  /** The agreement record the service created for this signing. */
  readonly agreementRecordId: string;
  /** Where the customer signs: always an absolute `http:` or `https:` URL. */
  readonly signUrl: string;
}

declare global {
  interface HTMLElementEventMap {
    'agreement-sign-link': CustomEvent<AgreementSignLinkDetail>;
  }
}
