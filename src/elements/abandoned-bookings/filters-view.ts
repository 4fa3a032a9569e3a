/**
 * The filters of `<abandoned-bookings>`: a choice of step, status, lead type and (with several
 * branches) branch, each "All" or one value, which narrow the figures, the funnel and the list
 * together, over what was read; "Clear filters" once one is set; and "Download CSV" of what they
 * keep (src/shared/filter-choice.ts draws them).
 */
import type { TemplateResult } from 'lit';
import { branchFilter, type FilterField, filtersView } from '../../shared/filter-choice.js';
import type { BoardFilter, BoardFilterKey, Choices } from './board.js';
import type { BoardFormat } from './board-format.js';

export interface FiltersSettings {
  readonly filter: BoardFilter;
  readonly choices: Choices;
  readonly businessIds: readonly string[];
  readonly format: BoardFormat;
  readonly onChange: (filter: BoardFilter) => void;
  readonly onDownload: () => void;
}

export function boardFilters({ filter, choices, businessIds, format, onChange, onDownload }: FiltersSettings): TemplateResult {
  const { text } = format;
  const fields: FilterField<BoardFilterKey>[] = [
    { key: 'step', label: text.stepLabel, values: choices.steps, words: format.step },
    { key: 'status', label: text.statusLabel, values: choices.statuses, words: format.status },
    { key: 'leadType', label: text.leadTypeLabel, values: choices.leadTypes, words: format.leadType },
    ...branchFilter(businessIds, text.branchLabel, format.branch),
  ];
  return filtersView(fields, filter, text, onChange, onDownload);
}
