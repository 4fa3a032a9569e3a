/** The review channels' names in French, for every element that names them. */
import type { SourceStrings } from '../source-label.js';

export const sourceWords = {
  sourcePetParentPortal: 'Espace client',
  sourceSms: 'SMS',
  sourceGroomingReport: 'Compte rendu de toilettage',
  sourceUnspecified: '',
} satisfies SourceStrings;
