/**
 * The demo's fully booked branch (DEMO ONLY): when the demo starts, every time of one branch's
 * next days is booked in the reference world, as a salon's own calendar fills up, so the flow
 * shows a week with no free time and offers "Tell me when a time opens". The demo's receiver page
 * then frees a time there, as a cancellation would, and the gateway's watcher finds it.
 *
 * It books through the reference API's test control (`POST /_ref/_bookings`): one booking per
 * groomer over the whole span. Freeing a time splits its groomer's booking around a window of two
 * hours the world would otherwise offer (long enough for the longest service), chosen from the
 * times the branch had free before it was filled, the earliest first.
 *
 * - `GET /_demo/calendar`: `{ businessId, until, freed }`: the branch, the instant the span ends,
 *   and the times freed so far.
 * - `POST /_demo/calendar/free`: frees the next time, `201 { staffId, staffName, startTime, endTime }`,
 *   or `409` when none is left.
 */
import { availabilityPath } from '../src/api/paths.js';
import { gatewayApiKey } from './access.js';
import { isJsonObject } from './request-fields.js';

/** A time the demo freed, or could free. */
export interface DemoFreedTime {
  readonly staffId: string;
  readonly staffName: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** What `GET /_demo/calendar` answers. */
export interface DemoCalendarState {
  readonly businessId: string;
  readonly until: string;
  readonly freed: readonly DemoFreedTime[];
}

export interface DemoCalendar {
  /** `/_demo/calendar` and `/_demo/calendar/free`; any other request is not its own. */
  readonly fetch: (request: Request) => Promise<Response | undefined>;
}

/** How long a freed time is: the longest service of the world takes 90 minutes. */
const freedMs = 2 * 3_600_000;
/** A freed time starts at least this long from now, so that it is still ahead when the e-mail is read. */
const leadMs = 3_600_000;
/** Every call to the reference API has a time limit. */
const callMs = 10_000;

interface Booking {
  id: string;
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * The reference API's answer to a control call, or a thrown Error that says which. A connection
 * kept from an earlier call may be closed by the server as it is reused (its keep-alive ran out
 * while the demo started): that call is made once more, on a new connection.
 */
async function control(url: string, init: RequestInit): Promise<Response> {
  const call = () => fetch(url, { ...init, signal: AbortSignal.timeout(callMs) });
  const response = await call().catch((error: unknown) => {
    if (error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET') return call();
    throw error;
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}`);
  return response;
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Books every time of `businessId` from now for `days` days in the reference API at `url`, and
 * serves the control that frees one.
 */
export async function startDemoCalendar(options: {
  readonly url: string;
  readonly companyId: string;
  readonly businessId: string;
  readonly days: number;
  readonly now: () => Date;
}): Promise<DemoCalendar> {
  const { url, companyId, businessId } = options;
  const startMs = options.now().getTime();
  const endMs = startMs + options.days * 86_400_000;
  // What the branch has free before it is filled: the times it can free later, the earliest first.
  const answer = await control(`${url}/secured${availabilityPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(gatewayApiKey)}` },
    body: JSON.stringify({ companyId, businessId, filter: { startDate: dateOf(startMs), endDate: dateOf(endMs) } }),
  });
  const { windows: candidates, staff } = freeTimes(await answer.json(), startMs + leadMs, endMs);
  const bookings = new Map<string, Booking[]>();
  const book = async (staffId: string, from: number, to: number): Promise<Booking> => {
    const body = JSON.stringify({ businessId, staffId, startTime: new Date(from).toISOString(), endTime: new Date(to).toISOString() });
    const made = await control(`${url}/_ref/_bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { id } = (await made.json()) as { id: string };
    return { id, startMs: from, endMs: to };
  };
  for (const staffId of staff) bookings.set(staffId, [await book(staffId, startMs, endMs)]);
  const freed: DemoFreedTime[] = [];

  /** Splits the booking that holds `time` around it. */
  const free = async (time: FreeWindow): Promise<void> => {
    const held = bookings.get(time.staffId) ?? [];
    const holder = held.find((booking) => booking.startMs <= time.startMs && time.endMs <= booking.endMs);
    if (!holder) return;
    const rest = held.filter((booking) => booking !== holder);
    if (holder.startMs < time.startMs) rest.push(await book(time.staffId, holder.startMs, time.startMs));
    if (time.endMs < holder.endMs) rest.push(await book(time.staffId, time.endMs, holder.endMs));
    await control(`${url}/_ref/_bookings/${holder.id}`, { method: 'DELETE' });
    bookings.set(time.staffId, rest);
  };

  return {
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_demo/calendar' && request.method === 'GET') {
        const state: DemoCalendarState = { businessId, until: new Date(endMs).toISOString(), freed };
        return Response.json(state, { headers: { 'cache-control': 'no-store' } });
      }
      if (path !== '/_demo/calendar/free' || request.method !== 'POST') return undefined;
      const nowMs = options.now().getTime();
      // Not one that overlaps a time freed already: each press frees a new time.
      const next = candidates.find(
        (each) => each.startMs >= nowMs + leadMs && !freed.some((time) => time.staffId === each.staffId && overlaps(time, each)),
      );
      if (!next) return Response.json({ message: 'No booked time is left to free.' }, { status: 409 });
      await free(next);
      const time: DemoFreedTime = {
        staffId: next.staffId,
        staffName: next.staffName,
        startTime: new Date(next.startMs).toISOString(),
        endTime: new Date(next.endMs).toISOString(),
      };
      freed.push(time);
      return Response.json(time, { status: 201, headers: { 'cache-control': 'no-store' } });
    },
  };
}

interface FreeWindow {
  readonly staffId: string;
  readonly staffName: string;
  readonly startMs: number;
  readonly endMs: number;
}

function overlaps(time: DemoFreedTime, window: FreeWindow): boolean {
  return Date.parse(time.startTime) < window.endMs && window.startMs < Date.parse(time.endTime);
}

/**
 * The groomers with any free time in the availability answer, and the windows of `freedMs` it
 * offers whole (a slot at their start and one at the start of their second hour, each an hour
 * long) from `fromMs` to `toMs`, the earliest first.
 */
function freeTimes(answer: unknown, fromMs: number, toMs: number): { windows: FreeWindow[]; staff: Set<string> } {
  const windows: FreeWindow[] = [];
  const staff = new Set<string>();
  const days = isJsonObject(answer) && Array.isArray(answer.availability) ? answer.availability.slice(0, 100) : [];
  for (const day of days) {
    const groomers = isJsonObject(day) && Array.isArray(day.staff) ? day.staff.slice(0, 100) : [];
    for (const groomer of groomers) {
      if (!isJsonObject(groomer) || typeof groomer.staffId !== 'string' || !Array.isArray(groomer.availableSlots)) continue;
      staff.add(groomer.staffId);
      const starts = new Set(
        groomer.availableSlots
          .slice(0, 1000)
          .map((slot) => (isJsonObject(slot) && typeof slot.startTime === 'string' ? Date.parse(slot.startTime) : Number.NaN)),
      );
      const staffName = `${String(groomer.firstName ?? '')} ${String(groomer.lastName ?? '')}`.trim();
      for (const startMs of starts) {
        const endMs = startMs + freedMs;
        if (startMs >= fromMs && endMs <= toMs && starts.has(startMs + freedMs / 2)) {
          windows.push({ staffId: groomer.staffId, staffName, startMs, endMs });
        }
      }
    }
  }
  return { windows: windows.sort((a, b) => a.startMs - b.startMs), staff };
}
