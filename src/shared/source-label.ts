/**
 * The channel a review came from, in words, for every element that shows reviews: the words of
 * the known channels (each element spreads `sourceStrings` into its own, and its languages give
 * them), and a readable form of a channel the API added after this version.
 */
import { reviewSources } from '../api/review.js';
import { isOneOf } from '../api/enums.js';

export const sourceStrings = {
  sourcePetParentPortal: 'Pet parent portal',
  sourceSms: 'SMS',
  sourceGroomingReport: 'Grooming report',
  /** Shown for SOURCE_UNSPECIFIED; empty shows nothing. */
  sourceUnspecified: '',
};
export type SourceStrings = typeof sourceStrings;

/**
 * The channel in words; "" shows nothing. A channel the API added after this version still reads:
 * `NEW_SOURCE_X` reads "New source x".
 */
export function sourceLabel(source: string, text: SourceStrings): string {
  if (isOneOf(reviewSources, source)) {
    const labels: Record<(typeof reviewSources)[number], string> = {
      SOURCE_UNSPECIFIED: text.sourceUnspecified,
      SMS: text.sourceSms,
      GROOMING_REPORT: text.sourceGroomingReport,
      PET_PARENT_PORTAL: text.sourcePetParentPortal,
    };
    return labels[source];
  }
  return enumWords(source);
}

/**
 * A value of an enum this version does not know, in words, for every label of an enum:
 * `NEW_SOURCE_X` reads "New source x".
 */
export function enumWords(value: string): string {
  const words = value.toLowerCase().replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
