/**
 * A staff list drawn a page at a time: the first `listPageSize` items, how many of how many are
 * shown, and "Show more" while some are not (the staff base class keeps how many are drawn, and
 * puts the focus on the first item a page adds). Or, when the filters keep nothing, the words that
 * say so.
 */
import { html, nothing, type TemplateResult } from 'lit';

/** How many items a page of a list adds. */
export const listPageSize = 50;

/** The class of the list whose items "Show more" focuses. */
export const expandableClass = 'expandable';

/** The words of a list; every staff list has them under these keys. */
export interface ListStrings {
  /** The filters keep nothing. */
  readonly noMatch: string;
  /** How many are shown, of how many (formatted, and the total as a number for the plural). */
  readonly showing: (shown: string, total: string, count: number) => string;
  readonly showMore: (count: number) => string;
}

export interface ExpandableList<Item> {
  /** The id of the heading that names the list. */
  readonly labelId: string;
  /** The list's part: `bookings`, `requests`. */
  readonly part: string;
  readonly items: readonly Item[];
  /** How many of them are drawn. */
  readonly drawn: number;
  /** The items drawn, as list items. */
  readonly draw: (drawn: readonly Item[]) => unknown;
  readonly text: ListStrings;
  readonly count: (value: number) => string;
  /**
   * Whether the count is said politely when it changes. Not for a list that grows by itself while
   * it is read (new requests are announced apart, once).
   */
  readonly sayCount: boolean;
  readonly onMore: () => void;
}

export function expandableList<Item>(list: ExpandableList<Item>): TemplateResult {
  const { items, text, count } = list;
  if (items.length === 0) return html`<p class="empty" part="empty">${text.noMatch}</p>`;
  const drawn = Math.min(list.drawn, items.length);
  const left = items.length - drawn;
  return html`<ul class="stack ${expandableClass}" part=${list.part} role="list" aria-labelledby=${list.labelId}>
      ${list.draw(items.slice(0, drawn))}
    </ul>
    <div class="more">
      <p role=${list.sayCount ? 'status' : nothing}>${text.showing(count(drawn), count(items.length), items.length)}</p>
      ${
        left > 0
          ? html`<button type="button" part="more-button" @click=${list.onMore}>${text.showMore(Math.min(left, listPageSize))}</button>`
          : nothing
      }
    </div>`;
}
