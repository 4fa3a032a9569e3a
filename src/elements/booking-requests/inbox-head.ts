/**
 * The top of the inbox: first, once the staff token ended while the page was open, that staff must
 * sign in again (an alert, drawn once: it stays the same node until a new token is read, so that a
 * screen reader says it once); then the period and the zone of its times, whether every request
 * could be read, how many are not handled yet, and where new requests are announced.
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
}

export function inboxHead({ format, days, zone, partial, unhandled, arrived, signedOut }: HeadSettings): TemplateResult {
  const { text } = format;
  return html`${signedOut ? html`<p class="signed-out" part="signed-out" role="alert">${text.signedOut}</p>` : nothing}
    <p class="period">${text.periodLine(days)}</p>
    <p class="zone muted">${text.zoneLine(zone)}</p>
    ${partial ? html`<p class="note">${text.partial}</p>` : nothing}
    <p class="unhandled" part="unhandled">${text.unhandled(format.count(unhandled), unhandled)}</p>
    <p class="announcement" part="announcement" role="status">${arrived > 0 ? text.arrived(arrived) : nothing}</p>`;
}
