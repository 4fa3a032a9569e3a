/**
 * The base class of the staff elements with a list to work through (`<abandoned-bookings>`,
 * `<booking-requests>`): a staff element (staff-element.ts) whose region is a board named by its
 * label, and the state of its list: the filters staff chose, and how many items are drawn ("Show
 * more" adds a page and puts the focus on the first item it adds). A new reading clears both.
 * `FilterKey` names the list's filters.
 */
import { html, type nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { type ExpandableList, expandableClass, expandableList, type ListStrings, listPageSize } from './expandable-list.js';
import { type FilterField, type FiltersStrings, filtersView, type ListFilter } from './filter-choice.js';
import type { ReadingProgress } from './read-every-page.js';
import { StaffElement, type StaffStrings } from './staff-element.js';

/** The words of a staff board: its name, and its list's. */
export interface StaffListStrings extends StaffStrings, ListStrings, FiltersStrings {
  /** The accessible name of the board. */
  readonly label: string;
}

export abstract class StaffListElement<Strings extends StaffListStrings, FilterKey extends string> extends StaffElement<Strings> {
  // Lit adds the base class's properties to these.
  static override properties: PropertyDeclarations = { filter: { attribute: false }, drawn: { attribute: false } };

  /** What staff chose in the list's filters: none at first, and again after each reading. */
  protected filter: ListFilter<FilterKey> = {};
  /** How many items of the list are drawn: a page at first, a page more at each "Show more". */
  protected drawn = listPageSize;

  /** A new reading starts: no filter, the list's first page. */
  protected override startReading(progress?: ReadingProgress): void {
    super.startReading(progress);
    this.changeFilter({});
  }

  /** Staff changed the filters: the list starts again at its first page. */
  protected readonly changeFilter = (filter: ListFilter<FilterKey>): void => {
    this.filter = filter;
    this.drawn = listPageSize;
  };

  /** "Show more": the next page of the list, and the focus on its first new item, so that the keyboard goes on from there. */
  protected readonly showMore = (): void => {
    const first = this.drawn;
    this.drawn += listPageSize;
    this.afterNextRender(() => this.renderRoot.querySelectorAll<HTMLElement>(`.${expandableClass} > li`)[first]?.focus());
  };

  /** The board (part `board`): a region named by the element's label, busy while `busy`, holding the configuration problem if there is one, else `content`. */
  protected renderBoard(busy: boolean, content: () => unknown): TemplateResult {
    const problem = this.renderProblem();
    return html`<div class="board" part="board" role="region" aria-label=${this.text.label} aria-busy=${!problem && busy}>
      ${problem ?? content()}
    </div>`;
  }

  /** The list's filters, `fields` (after its `own` fields, if any), with "Clear filters" and "Download CSV" (`onDownload`). */
  protected renderFilters(
    fields: readonly FilterField<FilterKey>[],
    onDownload: () => void,
    own?: TemplateResult | typeof nothing,
  ): TemplateResult {
    return filtersView(fields, this.filter, this.text, this.changeFilter, onDownload, own);
  }

  /** The list, a page at a time. */
  protected renderList<Item>(list: Pick<ExpandableList<Item>, 'labelId' | 'part' | 'items' | 'draw' | 'sayCount'>): TemplateResult {
    const numbers = new Intl.NumberFormat(this.locale);
    return expandableList({ ...list, drawn: this.drawn, text: this.text, count: numbers.format, onMore: this.showMore });
  }
}
