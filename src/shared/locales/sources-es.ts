/** The review channels' names in Spanish, for every element that names them. */
import type { SourceStrings } from '../source-label.js';

export const sourceWords = {
  sourcePetParentPortal: 'Portal de clientes',
  sourceSms: 'SMS',
  sourceGroomingReport: 'Informe de peluquería',
  sourceUnspecified: '',
} satisfies SourceStrings;
