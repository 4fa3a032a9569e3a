/**
 * The top of the inbox: first, once the staff token ended while the page was open, that staff must
 * sign in again (an alert, drawn once: it stays the same node until a new token is read, so that a
 * screen reader says it once); then the period and the zone of its times, whether every request
 * could be read, how many are not handled yet, where new requests are announced, and "Pause new
 * requests" (a toggle button), with the count of those held while it is pressed and "Show them".
 * The count of those held is not a live region: holding them is what keeps the page quiet.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { InboxFormat } from './inbox-format.js';

export interface HeadSettings {
  readonly format: InboxFormat;
  readonly days: number;
  /** The zone's name as staff read it. */
  readonly zone: string;
  readonly partial: boolean;
  readonly unhandled: number;
  /** New requests heard of since the list was read. */
  readonly arrived: number;
  readonly signedOut: boolean;
  /** Whether new requests are held aside ("Pause new requests" pressed), and how many are. */
  readonly paused: boolean;
  readonly held: number;
  readonly onPause: () => void;
  readonly onShowHeld: () => void;
}

export function inboxHead(settings: HeadSettings): TemplateResult {
  const { format, days, zone, partial, unhandled, arrived, signedOut, paused, held } = settings;
  const { text } = format;
  return html`${signedOut ? html`<p class="signed-out" part="signed-out" role="alert">${text.signedOut}</p>` : nothing}
    <p class="period">${text.periodLine(days)}</p>
    <p class="zone muted">${text.zoneLine(zone)}</p>
    ${partial ? html`<p class="note">${text.partial}</p>` : nothing}
    <p class="unhandled" part="unhandled">${text.unhandled(format.count(unhandled), unhandled)}</p>
    <p class="announcement" part="announcement" role="status">${arrived > 0 ? text.arrived(arrived) : nothing}</p>
    <div class="pause" part="pause">
      <button type="button" part="pause-button" aria-pressed=${paused} @click=${settings.onPause}>${text.pause}</button>
      ${
        held > 0
          ? html`<span class="held" part="held">${text.held(format.count(held), held)}</span>
              <button type="button" part="show-held-button" @click=${settings.onShowHeld}>${text.showHeld}</button>`
          : nothing
      }
    </div>`;
}
