/**
 * The demo's receiver page (DEMO ONLY): what the gateway sent for each booking request made on the
 * demo's booking page: the signed webhook the business's own server got (verified with the Standard
 * Webhooks library, as docs/gateway.md tells a business to: reference/webhook-receiver.ts), the
 * e-mail its front desk got, and the e-mails the customer got (reference/mail-receiver.ts): their
 * words, links and calendar file. Every text is shown as text, a link only when it is http(s); the
 * page looks again every two seconds.
 */
import { html, nothing, render } from 'lit';
import type { ReferenceFixtures } from './reference-data.js';

/** Branch and groomer names and branch time zones by id, from the reference world's fixtures (a business's server knows its own). */
interface Names {
  readonly branches: ReadonlyMap<string, string>;
  readonly zones: ReadonlyMap<string, string>;
  readonly staff: ReadonlyMap<string, string>;
}

/** One delivery, as `GET /_demo/webhook/received` lists it. */
interface Delivery {
  readonly id: string;
  readonly at: string;
  readonly verified: boolean;
  readonly attempts: number;
  readonly type: string;
  readonly data: {
    readonly reference?: string;
    readonly status?: string;
    readonly previousStatus?: string;
    readonly version?: number;
    readonly businessId?: string;
    readonly staffId?: string;
    readonly startTime?: string;
    readonly endTime?: string;
    /** A slot watch's: the groomer of the time that opened, the days and parts of the day it asks for, its last day. */
    readonly staffName?: string;
    readonly days?: readonly string[];
    readonly parts?: readonly string[];
    readonly until?: string;
    readonly customer?: { readonly name?: string; readonly phone?: string; readonly email?: string; readonly petName?: string };
  } | null;
}

/** One e-mail, as the demo's mail server read it. */
interface Mail {
  readonly at: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
  readonly calendar: { readonly method: string; readonly status: string; readonly summary: string; readonly sequence: number } | undefined;
}

/** The demo's front desk (reference/node.ts); any other address is a customer's. */
const frontDesk = 'front-desk@demo.example';

/** What a calendar file does, in words. */
const calendarWords: Readonly<Record<string, string>> = {
  PUBLISH: 'adds the time, not yet confirmed',
  REQUEST: 'adds or updates the time, confirmed',
  CANCEL: 'removes the time',
};

const isWebLink = (link: string) => /^https?:\/\//.test(link);

const refreshMs = 2000;

/** The demo's fully booked branch, as `GET /_demo/calendar` says (reference/demo-calendar.ts). */
interface Calendar {
  readonly businessId: string;
  readonly until: string;
  readonly freed: readonly { readonly staffId: string; readonly staffName: string; readonly startTime: string; readonly endTime: string }[];
}

/** The calendar's section: the branch booked until when, the times freed, and "Free a time". */
function calendarSection(calendar: Calendar, names: Names, state: { busy: boolean; problem: string }, free: () => void) {
  const branch = names.branches.get(calendar.businessId) ?? calendar.businessId;
  const zone = names.zones.get(calendar.businessId);
  return html`<h2>The branch's own calendar</h2>
    <p>
      In the reference world, ${branch} is fully booked until ${when(calendar.until, zone)}, as a salon's calendar fills
      up: on the <a href="/">demo page</a>, its ZIP code shows a week without a free time, and "Tell me when a time
      opens" leaves a slot watch. A cancellation frees a time: the gateway looks every 10 seconds and e-mails the
      customers who asked (below), whose link opens the status page with the time chosen.
    </p>
    <p><button type="button" ?disabled=${state.busy} @click=${free}>Free a time at ${branch}</button></p>
    <p role="status">${state.problem}</p>
    ${
      calendar.freed.length > 0
        ? html`<ul class="freed">
            ${calendar.freed.map(
              (time) => html`<li>Freed: ${when(time.startTime, zone)} to ${when(time.endTime, zone)} with ${time.staffName}</li>`,
            )}
          </ul>`
        : nothing
    }`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An instant as a date and time with its zone named: the branch's zone when given, else this browser's. */
function when(instant: string | undefined, timeZone?: string): string {
  const time = Date.parse(instant ?? '');
  if (Number.isNaN(time)) return '';
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  const zone = timeZone ? ` (${timeZone})` : ` (${Intl.DateTimeFormat().resolvedOptions().timeZone}, this browser's zone)`;
  return `${new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(time)}${zone}`;
}

/** What an event's data says of the request: the whole request on receipt, a change of status after. */
function eventFacts(request: NonNullable<Delivery['data']>, names: Names) {
  if (request.status && !request.customer) {
    return html`<dt>Change</dt>
      <dd>${request.previousStatus ?? '–'} → ${request.status}${request.version === undefined ? '' : `, version ${request.version}`}</dd>`;
  }
  if (!request.customer) return nothing;
  const customer = request.customer;
  const businessId = request.businessId ?? '';
  return html`<dt>Branch</dt>
    <dd>${names.branches.get(businessId) ?? businessId}</dd>
    <dt>Time asked for</dt>
    <dd>${when(request.startTime, names.zones.get(businessId))} with ${names.staff.get(request.staffId ?? '') ?? request.staffId ?? ''}</dd>
    <dt>Customer</dt>
    <dd>${[customer.name, customer.phone, customer.email].filter(Boolean).join(' · ') || '–'}</dd>
    <dt>Pet</dt>
    <dd>${customer.petName || '–'}</dd>`;
}

/** What a slot watch's event says: the watch asked for (`slot_watch.created`), or the time that opened for it (`slot_watch.notified`). */
function watchFacts(watch: NonNullable<Delivery['data']>, names: Names) {
  const businessId = watch.businessId ?? '';
  const any = (words: readonly string[] | undefined, none: string) => (words && words.length > 0 ? words.join(', ') : none);
  return html`<dt>Branch</dt>
    <dd>${names.branches.get(businessId) ?? businessId}</dd>
    ${
      watch.startTime
        ? html`<dt>Time that opened</dt>
            <dd>${when(watch.startTime, names.zones.get(businessId))} with ${watch.staffName ?? watch.staffId ?? ''}</dd>`
        : html`<dt>Asks for</dt>
            <dd>${any(watch.days, 'any day')}; ${any(watch.parts, 'any time of day')}; until ${watch.until ?? '–'}</dd>
            <dt>Customer</dt>
            <dd>${watch.customer?.name || '–'}</dd>`
    }`;
}

function delivery(each: Delivery, names: Names) {
  const request = each.data;
  const watch = each.type.startsWith('slot_watch.');
  const facts = !request ? nothing : watch ? watchFacts(request, names) : eventFacts(request, names);
  return html`<article class="delivery">
    <h3>${request?.reference ? `${watch ? 'Slot watch' : 'Request'} ${request.reference}` : each.type || 'A delivery'}</h3>
    <p class=${each.verified ? 'verified' : 'refused'}>
      ${each.verified ? '✓ Signature verified' : '✗ Signature refused: not from the gateway, or not this secret'}
    </p>
    <dl>
      <dt>Event</dt>
      <dd>${each.type || '–'}</dd>
      <dt>webhook-id</dt>
      <dd><code>${each.id}</code> (${each.attempts === 1 ? 'one attempt' : `${each.attempts} attempts, one request`})</dd>
      <dt>Received</dt>
      <dd>${when(each.at)}</dd>
      ${facts}
    </dl>
  </article>`;
}

function mail(each: Mail) {
  const { calendar } = each;
  return html`<article class="delivery">
    <h3>${each.subject || 'An e-mail'}</h3>
    <dl>
      <dt>To</dt>
      <dd>${each.to.join(', ')}</dd>
      <dt>Received</dt>
      <dd>${when(each.at)}</dd>
      <dt>Calendar file</dt>
      <dd>
        ${calendar ? `${calendar.summary}: METHOD:${calendar.method}, STATUS:${calendar.status}, SEQUENCE:${calendar.sequence} (${calendarWords[calendar.method] ?? 'unknown'})` : 'None'}
      </dd>
      ${
        each.links.length > 0
          ? html`<dt>Links</dt>
              <dd>${each.links.filter(isWebLink).map((link) => html`<a href=${link} target="_blank" rel="noopener">${new URL(link).pathname}</a> `)}</dd>`
          : nothing
      }
    </dl>
    <details>
      <summary>The message</summary>
      <pre class="mail-text">${each.text}</pre>
    </details>
  </article>`;
}

export function mountReceiverPage(
  root: HTMLElement,
  receivedUrl = '/_demo/webhook/received',
  fixturesUrl = '/_ref/_fixtures',
  calendarUrl = '/_demo/calendar',
): void {
  let names: Names = { branches: new Map(), zones: new Map(), staff: new Map() };
  void fetch(fixturesUrl)
    .then((answer) => answer.json() as Promise<ReferenceFixtures>)
    .then((fixtures) => {
      names = {
        branches: new Map(fixtures.branches.map((branch) => [branch.businessId, branch.businessName])),
        zones: new Map(fixtures.branches.map((branch) => [branch.businessId, branch.timeZone])),
        staff: new Map(fixtures.staff.map((member) => [member.id, `${member.firstName} ${member.lastName}`])),
      };
      draw();
    })
    .catch(() => undefined);
  // The demo's fully booked branch, when the demo server has one.
  let calendar: Calendar | undefined;
  const freeing = { busy: false, problem: '' };
  const readCalendar = async () => {
    const answer = await fetch(calendarUrl, { cache: 'no-store' });
    calendar = answer.ok ? ((await answer.json()) as Calendar) : undefined;
    draw();
  };
  const free = async () => {
    freeing.busy = true;
    freeing.problem = '';
    draw();
    try {
      const answer = await fetch(`${calendarUrl}/free`, { method: 'POST' });
      freeing.problem = answer.ok ? 'A time was freed: a watcher hears of it at the next look.' : 'No booked time is left to free.';
      await readCalendar();
    } catch {
      freeing.problem = 'The demo server does not answer.';
    }
    freeing.busy = false;
    draw();
  };
  void readCalendar().catch(() => undefined);
  let deliveries: readonly Delivery[] = [];
  let mails: readonly Mail[] = [];
  let failed = false;
  const draw = () =>
    render(
      html`<h1>What the business receives</h1>
        <p>
          The gateway delivers each booking request made on the <a href="/">demo page</a> (with <code>send-request</code>) to
          the business's server as a signed webhook, and to its front desk by e-mail, and tells the customer by e-mail;
          this demo's server checks the signature and keeps the last 50 of each. Staff also see them, and answer them, on
          the <a href="/staff.html">staff page</a>.
        </p>
        <p role="status">
          ${failed ? 'The demo server does not answer.' : `${plural(deliveries.length, 'webhook delivery', 'webhook deliveries')}, ${plural(mails.length, 'e-mail', 'e-mails')}`}
        </p>
        ${calendar ? calendarSection(calendar, names, freeing, () => void free()) : nothing}
        <h2>Webhook</h2>
        ${deliveries.map((each) => delivery(each, names))}
        <h2>E-mail to the front desk</h2>
        ${mails.filter((each) => each.to.includes(frontDesk)).map(mail)}
        <h2>E-mail to customers</h2>
        <p>
          A customer who gave an e-mail address hears of the request's receipt and of each answer; one who left a slot
          watch, that it is kept and of each time that opened.
        </p>
        ${mails.filter((each) => !each.to.includes(frontDesk)).map(mail)}`,
      root,
    );
  const look = async () => {
    try {
      const answer = await fetch(receivedUrl, { cache: 'no-store' });
      ({ deliveries, mails } = (await answer.json()) as { deliveries: Delivery[]; mails: Mail[] });
      failed = false;
    } catch {
      failed = true;
    }
    draw();
  };
  draw();
  void look();
  setInterval(() => void look(), refreshMs);
}
