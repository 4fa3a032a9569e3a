/** The picker's toolbar (the zone every time is shown in, the groomer view switch) and the range's navigation. */
import { html, nothing, type TemplateResult } from 'lit';
import { timeZoneLabel } from '../../common/time.js';
import type { AvailabilityPickerStrings } from './availability-picker.strings.js';

export interface ToolbarView {
  /** The zone every time is shown in; undefined until known. */
  readonly zone: string | undefined;
  /** Whether the zone failed: its placeholder ends. */
  readonly failed: boolean;
  readonly anyGroomer: boolean;
  readonly locale: string;
  readonly text: AvailabilityPickerStrings;
  readonly onView: (anyGroomer: boolean) => void;
}

export function toolbar(view: ToolbarView): TemplateResult {
  const { zone, text } = view;
  const viewButton = (anyGroomer: boolean, label: string) =>
    html`<button type="button" part="view-button" aria-pressed=${view.anyGroomer === anyGroomer} @click=${() => view.onView(anyGroomer)}>
      ${label}
    </button>`;
  return html`<div class="toolbar" part="toolbar">
    <p class="time-zone" part="time-zone">
      ${
        zone
          ? // A generic name ("Eastern Time"), the same on either side of a daylight-saving change.
            text.timeZone(`${timeZoneLabel(zone, view.locale)} (${zone})`)
          : view.failed
            ? nothing
            : html`<span class="skeleton" part="skeleton"></span>`
      }
    </p>
    <div class="view-switch" part="view-switch" role="group" aria-label=${text.viewLabel}>
      ${viewButton(false, text.byGroomer)}${viewButton(true, text.anyGroomer)}
    </div>
  </div>`;
}

export interface RangeNavView {
  /** The range's words in the pieces a line may break between (`rangePieces`). */
  readonly label: readonly string[];
  readonly month: boolean;
  readonly canGoBack: boolean;
  readonly canGoForward: boolean;
  readonly text: AvailabilityPickerStrings;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/** A button's chevron, for the eye only (the button's name says where it goes); turned in right-to-left text by the styles. */
const chevron = (shape: string) => html`<span class="chevron" aria-hidden="true">${shape}</span>`;

export function rangeNav(view: RangeNavView): TemplateResult {
  const { month, text } = view;
  return html`<div class="range-nav" part="range-nav">
    <button
      type="button"
      part="previous-button"
      aria-label=${month ? text.previousMonth : text.previousRange}
      aria-disabled=${!view.canGoBack}
      @click=${view.onPrevious}
    >
      ${chevron('‹')}
    </button>
    <p class="range-label" part="range-label">${view.label.map((piece) => {
      // The space after a piece stays outside it, where the line may break.
      const words = piece.trimEnd();
      return html`<span>${words}</span>${piece.slice(words.length)}`;
    })}</p>
    <button type="button" part="next-button" aria-label=${month ? text.nextMonth : text.nextRange} aria-disabled=${!view.canGoForward} @click=${view.onNext}>
      ${chevron('›')}
    </button>
  </div>`;
}
