/** What a sign request needs, read from the button's attributes, and what can be wrong with it. */
import { isOneOf } from '../../api/enums.js';
import type { AgreementSignButtonStrings } from './agreement-sign-button.strings.js';

export const signTargets = ['_blank', '_self'] as const;
/** Where the sign page opens: a new window (default) or this page. */
export type SignTarget = (typeof signTargets)[number];

/** The attributes, trimmed; `target` is checked by `signSettingsProblem`, not here. */
export interface SignSettings {
  readonly agreementId: string;
  readonly customerId: string;
  readonly businessId: string;
  readonly companyId: string;
  readonly target: string;
  /** The customer token sent with the sign link request, or empty. */
  readonly customerToken: string;
}

type Attributes = { readonly [Name in keyof SignSettings]: string | null | undefined };

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Reads the settings; a removed attribute reads as blank, a blank target as `_blank`. */
export function readSignSettings(attributes: Attributes): SignSettings {
  return {
    agreementId: trimmed(attributes.agreementId),
    customerId: trimmed(attributes.customerId),
    businessId: trimmed(attributes.businessId),
    companyId: trimmed(attributes.companyId),
    target: trimmed(attributes.target) || '_blank',
    customerToken: trimmed(attributes.customerToken),
  };
}

/** The first thing wrong with the settings, in the button's strings, or undefined. */
export function signSettingsProblem(
  settings: SignSettings,
  text: Pick<AgreementSignButtonStrings, 'missingAttribute' | 'invalidTarget'>,
): string | undefined {
  if (!settings.agreementId) return text.missingAttribute('agreement-id');
  if (!settings.customerId) return text.missingAttribute('customer-id');
  if (!settings.businessId) return text.missingAttribute('business-id');
  if (!isOneOf(signTargets, settings.target)) return text.invalidTarget(settings.target);
  return undefined;
}
