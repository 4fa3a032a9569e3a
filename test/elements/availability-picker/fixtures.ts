// What the picker's tests by feature share: dates and times computed with Intl, apart from the
// element; branches of the reference world looked up by time zone; a picker rendered with the
// events it emits recorded; and the requests it sent, read from the reference API's log.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AvailabilityPicker } from '../../../src/elements/availability-picker/availability-picker.js';
import type { AvailabilityLoadDetail, SlotSelectDetail } from '../../../src/elements/availability-picker/events.js';
import type { BookingErrorDetail } from '../../../src/shared/events.js';
import {
  type AvailabilityAnswer,
  newScope,
  plan,
  referenceAvailability,
  referenceFixtures,
  requestLog,
  scopedBaseUrl,
  type ReferenceFixtures,
  type ReferencePlan,
} from '../../helpers/reference.js';
import { suiteToday } from '../../helpers/clock.js';
import { accessibleName } from '../../helpers/roles.js';
import { PickerPage, spokenDate } from '../../pages/index.js';

export const newYork = 'America/New_York';

export const losAngeles = 'America/Los_Angeles';

// ---- dates and times computed independently of the element, with Intl ---------------------

export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day of the month `months` after a date's (before, when negative). */
export function monthStart(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

export function monthEnd(date: string): string {
  return shiftDate(monthStart(date, 1), -1);
}

/** 0 for Sunday through 6 for Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function monthName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.parse(date));
}

/** The accessible name of a month calendar's grid: its dates, such as "Dates from Dec 1 – 31, 2026". */
export function monthGridName(date: string): string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
  return `Dates from ${format.formatRange(Date.parse(monthStart(date)), Date.parse(monthEnd(date)))}`;
}

/** "9:30 AM" as people type it (Intl puts a narrow no-break space before AM). */
export function wallTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/[\u202f\u00a0]/g, ' ');
}

function utcOffset(timeZone: string, instant: number): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** The first date, from today on, whose noon has another UTC offset than the noon before it. */
export function nextOffsetChange(timeZone: string): string {
  const today = suiteToday(timeZone);
  for (let days = 1; days < 400; days += 1) {
    const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
    const date = shiftDate(today, days);
    if (utcOffset(timeZone, noon(date)) !== utcOffset(timeZone, noon(shiftDate(date, -1)))) return date;
  }
  throw new Error(`${timeZone} has no offset change within a year`);
}

// ---- the reference world -------------------------------------------------------------------

interface Branch {
  companyId: string;
  businessId: string;
  staffNames: Map<string, string>;
}

export async function branchIn(timeZone: string, index = 0): Promise<Branch> {
  const world: ReferenceFixtures = await referenceFixtures();
  const companyId = world.companyByTimeZone[timeZone];
  const branch = world.branches.filter((candidate) => candidate.companyId === companyId && candidate.isEnable)[index];
  if (!companyId || !branch) throw new Error(`no branch in ${timeZone}`);
  const staffNames = new Map(
    world.staff
      .filter((staff) => staff.workPatterns.some((pattern) => pattern.businessId === branch.businessId))
      .map((staff) => [staff.id, `${staff.firstName} ${staff.lastName}`]),
  );
  return { companyId, businessId: branch.businessId, staffNames };
}

/** Each day button names its full date and how many times the answer has free that day, or none (and is then disabled). */
export function expectDayNames(buttons: readonly HTMLElement[], raw: AvailabilityAnswer): void {
  for (const button of buttons) {
    const name = accessibleName(button);
    const date = raw.availability.find((day) => name.startsWith(spokenDate(day.date)));
    if (date) {
      const times = new Set(date.staff.flatMap((staff) => staff.availableSlots.map((slot) => slot.startTime)));
      expect(name).to.equal(`${spokenDate(date.date)}, ${times.size} free ${times.size === 1 ? 'time' : 'times'}`);
      expect(button.getAttribute('aria-disabled')).to.equal('false');
    } else {
      expect(name).to.match(/, no free times$/);
      expect(button.getAttribute('aria-disabled')).to.equal('true');
    }
  }
}

/** 8:00 on the wall clock of New York on a date (a quiet one: the offset of its noon holds all morning), in epoch milliseconds. */
function eightInNewYork(date: string): number {
  const [, sign = '-', hours = '0', minutes = '0'] =
    /GMT([+-])(\d{2}):(\d{2})/.exec(utcOffset(newYork, Date.parse(`${date}T12:00:00Z`))) ?? [];
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return Date.parse(`${date}T08:00:00Z`) - offsetMinutes * 60_000;
}

/** A canned answer for a range: every day `groomers` groomers free every 15 minutes from 8:00 New York time. */
export function cannedAvailability(startDate: string, days: number, groomers: number, slotsPerDay: number): AvailabilityAnswer {
  const dates = Array.from({ length: days }, (_, index) => shiftDate(startDate, index));
  return {
    availableDates: dates,
    availability: dates.map((date) => ({
      date,
      staff: Array.from({ length: groomers }, (_, groomer) => ({
        staffId: `stf_canned_${groomer}`,
        firstName: `Groomer${groomer}`,
        lastName: 'Canned',
        availableSlots: Array.from({ length: slotsPerDay }, (_, slot) => {
          const start = eightInNewYork(date) + slot * 15 * 60_000;
          return { startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
        }),
      })),
    })),
  };
}

/** Whether New York keeps one UTC offset at noon from `first` to `last`: no daylight-saving change between them. */
function oneOffset(first: string, last: string): boolean {
  const offset = (date: string) => utcOffset(newYork, Date.parse(`${date}T12:00:00Z`));
  for (let date = first; date <= last; date = shiftDate(date, 1)) if (offset(date) !== offset(first)) return false;
  return true;
}

/**
 * The first of the weeks starting two weeks or more after today (the next after `after`, when
 * given) whose week, the week before and the three after keep one offset in New York: a quiet
 * week to move around in, clear of daylight-saving changes.
 */
export function quietWeek(after?: string): string {
  const today = suiteToday(newYork);
  let start = after ? shiftDate(after, 7) : shiftDate(today, 14);
  for (let weeks = 0; weeks < 53; weeks += 1, start = shiftDate(start, 7)) {
    if (oneOffset(shiftDate(start, -7), shiftDate(start, 27))) return start;
  }
  throw new Error(`New York changes its offset in every five weeks of the year after ${today}`);
}

/**
 * The first quiet week (see `quietWeek`) that has a day `wanted` accepts, found in the branch's
 * answers, and that day; fails saying what was looked for when eight quiet weeks have none.
 */
export async function quietWeekWith(
  branch: Branch,
  wanted: (day: AvailabilityAnswer['availability'][number]) => boolean,
  what: string,
): Promise<{ start: string; raw: AvailabilityAnswer; day: AvailabilityAnswer['availability'][number] }> {
  let start = quietWeek();
  for (let weeks = 0; weeks < 8; weeks += 1, start = quietWeek(start)) {
    const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
    const day = [...raw.availability].reverse().find(wanted);
    if (day) return { start, raw, day };
  }
  throw new Error(`the reference world has no ${what} in eight quiet weeks from ${quietWeek()}`);
}

// ---- rendering and waiting -------------------------------------------------------------------

interface Rendered {
  el: AvailabilityPicker;
  picker: PickerPage;
  loads: AvailabilityLoadDetail[];
  selects: SlotSelectDetail[];
  errors: BookingErrorDetail[];
}

export interface RenderOptions {
  scope?: string;
  plan?: ReferencePlan;
  /** Width of the box the picker stands in, in CSS pixels. */
  width?: number;
  /** Style of the page around the picker, such as a dark background. */
  pageStyle?: string;
}

export async function renderPicker(attributes: Record<string, string>, options: RenderOptions = {}): Promise<Rendered> {
  const scope = options.scope ?? newScope();
  if (options.plan) await plan(scope, options.plan);
  const el = document.createElement('availability-picker');
  el.setAttribute('base-url', scopedBaseUrl(scope));
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const rendered: Rendered = { el, picker: new PickerPage(el), loads: [], selects: [], errors: [] };
  el.addEventListener('availability-load', (event) => rendered.loads.push(event.detail));
  el.addEventListener('slot-select', (event) => rendered.selects.push(event.detail));
  el.addEventListener('booking-error', (event) => rendered.errors.push(event.detail));
  await fixture(html`<div style=${`${options.width ? `width:${options.width}px;` : ''}${options.pageStyle ?? ''}`}>${el}</div>`);
  await el.updateComplete;
  return rendered;
}

export async function loadsReach(rendered: Rendered, count: number): Promise<void> {
  await waitUntil(() => rendered.loads.length >= count, `availability-load #${count} never came`, { timeout: 9000 });
  await rendered.el.updateComplete;
}

/** A New York branch's picker on a quiet week, once it has shown its first range. */
export async function quietWeekPicker(scope?: string) {
  const branch = await branchIn(newYork);
  const start = quietWeek();
  const rendered = await renderPicker(
    { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
    scope ? { scope } : {},
  );
  await loadsReach(rendered, 1);
  return { branch, start, rendered, el: rendered.el, picker: rendered.picker };
}

/** The same on a scope of its own, once the next week has been prefetched too. */
export async function prefetchedQuietWeekPicker() {
  const scope = newScope();
  const shown = await quietWeekPicker(scope);
  const next = shiftDate(shown.start, 7);
  await waitUntil(async () => (await availabilityRequests(scope)).some((filter) => filter.startDate === next), 'no prefetch');
  return { ...shown, scope, next };
}

export async function availabilityRequests(scope: string): Promise<{ startDate: string; endDate: string }[]> {
  const { requests } = await requestLog(scope);
  return requests
    .filter((request) => request.operation === 'GetBookingAvailability')
    .map((request) => (request.body as { filter: { startDate: string; endDate: string } }).filter);
}

export async function companyRequests(scope: string): Promise<number> {
  const { requests } = await requestLog(scope);
  return requests.filter((request) => request.operation === 'GetCompany').length;
}

/** Buttons by the row they are drawn on, top to bottom, each row in reading order (left to right, or right to left). */
export function chipRows<T extends HTMLElement>(buttons: readonly T[]): T[][] {
  const rows = new Map<number, T[]>();
  for (const button of buttons) {
    const top = Math.round(button.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), button]);
  }
  const rtl = buttons[0]?.matches(':dir(rtl)') ?? false;
  const start = (button: T) => (rtl ? -button.getBoundingClientRect().right : button.getBoundingClientRect().left);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => start(a) - start(b)));
}

/** Presses a key, and waits for the picker to draw where it moved. */
export async function press(el: AvailabilityPicker, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}
