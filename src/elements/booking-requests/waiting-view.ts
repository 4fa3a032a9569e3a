/**
 * "Waiting for a time" as staff see it once the watches are read: each branch under its name with
 * how many wait there, and its groups (a day of the week and a part of the day, or "Any day", "Any
 * time of day") each a button that says how many wait and opens the group's watches: the
 * customer's name and e-mail, the reference, the groomers wanted, the services and pet type, the
 * watch's last day, how many times a time was offered, and when it was left. Everything the
 * gateway sends is drawn as text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { watchDays } from '../../api/booking-requests/watch-days.js';
import type { SlotWatchRecord } from '../../api/booking-requests/watch-record.js';
import { formatDate } from '../../common/time.js';
import type { InboxFormat } from './inbox-format.js';
import type { BranchWaiting, GroupDay, WatchGroup } from './waiting.js';

export interface WaitingSettings {
  /** The inbox's words and formats, naming the groomers of the watches too. */
  readonly format: InboxFormat;
  readonly isOpen: (key: string) => boolean;
  /** Opens or closes a group's watches. */
  readonly onToggle: (key: string) => void;
}

/** A weekday's name in the page's language, from its API name (1 January 2024 was a Monday), capitalised as it starts the group's name ("sábado"). */
function dayName(day: GroupDay, format: InboxFormat): string {
  if (day === 'any') return format.text.anyDay;
  const name = formatDate(`2024-01-0${watchDays.indexOf(day) + 1}`, format.locale, { weekday: 'long' });
  return name.charAt(0).toLocaleUpperCase(format.locale) + name.slice(1);
}

const partWords = { morning: 'partMorning', afternoon: 'partAfternoon', evening: 'partEvening', any: 'anyPart' } as const;

/** The group's name: its day and part of the day. */
export const groupName = (group: Pick<WatchGroup, 'day' | 'part'>, format: InboxFormat): string =>
  `${dayName(group.day, format)} · ${format.text[partWords[group.part]]}`;

function watchItem(watch: SlotWatchRecord, id: string, format: InboxFormat): TemplateResult {
  const { text } = format;
  const groomers = watch.staffIds.map((id) => format.groomer(id) || text.anyGroomer);
  const petType = format.petType(watch.petType);
  return html`<li class="watch card" part="watch" aria-labelledby=${id}>
    <h4 id=${id}>${watch.customer.name || watch.reference}</h4>
    ${watch.customer.email ? html`<p class="watch-email">${watch.customer.email}</p>` : nothing}
    <p class="meta">
      ${watch.reference ? html`<span>${text.reference(watch.reference)}</span>` : nothing}
      <span>${groomers.length > 0 ? text.watchGroomers(groomers.join(', '), groomers.length) : text.watchAnyGroomer}</span>
      ${watch.services.length > 0 ? html`<span>${text.services(watch.services.map((service) => service.name).join(', '))}</span>` : nothing}
      ${petType ? html`<span>${text.watchPetType(petType)}</span>` : nothing}
    </p>
    <p class="meta">
      <span>${text.watchUntil(/^\d{4}-\d\d-\d\d$/.test(watch.until) ? formatDate(watch.until, format.locale, { dateStyle: 'medium' }) : watch.until)}</span>
      <span>${text.watchOffered(watch.offers.length)}</span>
      <span>${text.watchCreated(format.when(watch.createdTime))}</span>
    </p>
  </li>`;
}

function groupItem(group: WatchGroup, id: string, settings: WaitingSettings): TemplateResult {
  const { format } = settings;
  const open = settings.isOpen(group.key);
  const count = group.watches.length;
  const name = groupName(group, format);
  return html`<li class="watch-group" part="watch-group">
    <button type="button" class="toggle group-button" part="watch-group-button" aria-expanded=${open} aria-controls=${id}
      @click=${() => settings.onToggle(group.key)}>
      <span class="group-name">${name}</span>
      <span class="group-count">${format.text.waitingCount(format.count(count))}</span>
    </button>
    ${open ? html`<ul class="stack watches" id=${id} role="list" aria-label=${name}>${group.watches.map((watch, at) => watchItem(watch, `${id}-${at}`, format))}</ul>` : nothing}
  </li>`;
}

/** The branches with watches, or the words that say no one waits; `partial` when a branch could not be read to its end. */
export function waitingView(branches: readonly BranchWaiting[], partial: boolean, settings: WaitingSettings): TemplateResult {
  const { format } = settings;
  const { text } = format;
  const note = partial ? html`<p class="note">${text.waitingPartial}</p>` : nothing;
  if (branches.length === 0) return html`${note}<p class="empty" part="empty">${text.noOneWaiting}</p>`;
  return html`${note}${branches.map(
    (branch, index) => html`<section class="waiting-branch">
      <div class="waiting-branch-head">
        <h3 id="waiting-branch-${index}">${format.branch(branch.businessId)}</h3>
        <p class="muted">${text.waitingInAll(format.count(branch.count))}</p>
      </div>
      <ul class="stack watch-groups" role="list" aria-labelledby="waiting-branch-${index}">
        ${branch.groups.map((group, at) => groupItem(group, `watches-${index}-${at}`, settings))}
      </ul>
    </section>`,
  )}`;
}
