import { reviewSources } from '../../api/review.js';
import { isOneOf } from '../../api/wire.js';
import type { ReviewFeedStrings } from './review-feed.strings.js';

type SourceStrings = Pick<ReviewFeedStrings, 'sourcePetParentPortal' | 'sourceSms' | 'sourceGroomingReport' | 'sourceUnspecified'>;

/**
 * The channel a review came from, in words; "" shows nothing. A channel the API added after this
 * version still reads: `NEW_SOURCE_X` reads "New source x".
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
  const words = source.toLowerCase().replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
