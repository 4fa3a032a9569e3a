/**
 * What `<abandoned-bookings>` can be filtered by: step, status, lead type and (with several
 * branches) branch, each "All" or one value, over what was read; they narrow the figures, the
 * funnel and the list together (the staff list's base class draws them, with "Clear filters" and
 * "Download CSV").
 */
import { branchFilter, type FilterField } from '../../shared/filter-choice.js';
import type { BoardFilterKey, Choices } from './board.js';
import type { BoardFormat } from './board-format.js';

export function boardFilters(choices: Choices, businessIds: readonly string[], format: BoardFormat): FilterField<BoardFilterKey>[] {
  const { text } = format;
  return [
    { key: 'step', label: text.stepLabel, values: choices.steps, words: format.step },
    { key: 'status', label: text.statusLabel, values: choices.statuses, words: format.status },
    { key: 'leadType', label: text.leadTypeLabel, values: choices.leadTypes, words: format.leadType },
    ...branchFilter(businessIds, text.branchLabel, format.branch),
  ];
}
