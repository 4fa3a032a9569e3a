/**
 * The figures of `<abandoned-bookings>` over the bookings the filters keep: how many left, were
 * contacted and were recovered, the recovery rate, and the median time to the first contact, each
 * with what it measures where that is not plain.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Figures } from './board.js';
import type { BoardFormat } from './board-format.js';

function figure(label: string, value: string, note?: string): TemplateResult {
  return html`<div class="figure" part="figure">
    <dt>${label}</dt>
    <dd class="value">${value}</dd>
    ${note ? html`<dd class="figure-note">${note}</dd>` : nothing}
  </div>`;
}

export function summaryView(figures: Figures, format: BoardFormat): TemplateResult {
  const { text } = format;
  return html`<dl class="figures" part="summary">
    ${figure(text.abandonedLabel, format.count(figures.abandoned))}
    ${figure(text.contactedLabel, format.count(figures.contacted), text.contactedNote)}
    ${figure(text.recoveredLabel, format.count(figures.recovered))}
    ${figure(text.recoveryRateLabel, format.share(figures.recoveryRate))}
    ${figure(
      text.firstContactLabel,
      format.duration(figures.medianFirstContactMs),
      text.firstContactNote(format.count(figures.timedContacts), figures.timedContacts),
    )}
  </dl>`;
}
