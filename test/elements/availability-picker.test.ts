import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createClient } from '../../src/api/client.js';
import '../../src/elements/availability-picker/define.js';
import type { AvailabilityPicker } from '../../src/elements/availability-picker/availability-picker.js';
import type { AvailabilityLoadDetail, SlotSelectDetail } from '../../src/elements/availability-picker/events.js';
import type { BookingErrorDetail } from '../../src/shared/events.js';
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
} from '../helpers/reference.js';
import { suiteToday } from '../helpers/clock.js';
import { contrastRatio } from '../helpers/contrast.js';
import { accessibleName, allByRole, byRole, queryByRole, spokenText } from '../helpers/roles.js';
import { PickerPage, slotName, spokenDate } from '../pages/index.js';

const newYork = 'America/New_York';
const losAngeles = 'America/Los_Angeles';

// ---- dates and times computed independently of the element, with Intl ---------------------

function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day of the month `months` after a date's (before, when negative). */
function monthStart(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

function monthEnd(date: string): string {
  return shiftDate(monthStart(date, 1), -1);
}

/** 0 for Sunday through 6 for Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function monthName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.parse(date));
}

/** The accessible name of a month calendar's grid: its dates, such as "Dates from Dec 1 – 31, 2026". */
function monthGridName(date: string): string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
  return `Dates from ${format.formatRange(Date.parse(monthStart(date)), Date.parse(monthEnd(date)))}`;
}

/** "9:30 AM" as people type it (Intl puts a narrow no-break space before AM). */
function wallTime(instant: string, timeZone: string): string {
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
function nextOffsetChange(timeZone: string): string {
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

async function branchIn(timeZone: string, index = 0): Promise<Branch> {
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
function expectDayNames(buttons: readonly HTMLElement[], raw: AvailabilityAnswer): void {
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
function cannedAvailability(startDate: string, days: number, groomers: number, slotsPerDay: number): AvailabilityAnswer {
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
function quietWeek(after?: string): string {
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
async function quietWeekWith(
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

interface RenderOptions {
  scope?: string;
  plan?: ReferencePlan;
  /** Width of the box the picker stands in, in CSS pixels. */
  width?: number;
  /** Style of the page around the picker, such as a dark background. */
  pageStyle?: string;
}

async function renderPicker(attributes: Record<string, string>, options: RenderOptions = {}): Promise<Rendered> {
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

async function loadsReach(rendered: Rendered, count: number): Promise<void> {
  await waitUntil(() => rendered.loads.length >= count, `availability-load #${count} never came`, { timeout: 9000 });
  await rendered.el.updateComplete;
}

/** A New York branch's picker on a quiet week, once it has shown its first range. */
async function quietWeekPicker(scope?: string) {
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
async function prefetchedQuietWeekPicker() {
  const scope = newScope();
  const shown = await quietWeekPicker(scope);
  const next = shiftDate(shown.start, 7);
  await waitUntil(async () => (await availabilityRequests(scope)).some((filter) => filter.startDate === next), 'no prefetch');
  return { ...shown, scope, next };
}

async function availabilityRequests(scope: string): Promise<{ startDate: string; endDate: string }[]> {
  const { requests } = await requestLog(scope);
  return requests
    .filter((request) => request.operation === 'GetBookingAvailability')
    .map((request) => (request.body as { filter: { startDate: string; endDate: string } }).filter);
}

async function companyRequests(scope: string): Promise<number> {
  const { requests } = await requestLog(scope);
  return requests.filter((request) => request.operation === 'GetCompany').length;
}

/** Buttons by the row they are drawn on, top to bottom, each row in reading order (left to right, or right to left). */
function chipRows<T extends HTMLElement>(buttons: readonly T[]): T[][] {
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
async function press(el: AvailabilityPicker, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}

describe('<availability-picker>', function () {
  this.timeout(20000);

  describe('configuration', () => {
    it('says which required attribute is missing, reports it and sends nothing', async () => {
      const { companyId } = await branchIn(newYork);
      const scope = newScope();
      const { el, errors } = await renderPicker({ 'company-id': companyId }, { scope });
      await waitUntil(() => errors.length > 0, 'booking-error never came');
      expect(errors[0]).to.include({ code: 'INVALID_ARGUMENT' });
      expect(byRole(el, 'alert').textContent).to.contain('The business-id attribute is required.');
      expect((await requestLog(scope)).requests).to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('explains a malformed start-date and an unknown time zone', async () => {
      const branch = await branchIn(newYork);
      const ids = { 'company-id': branch.companyId, 'business-id': branch.businessId };
      const badDate = await renderPicker({ ...ids, 'start-date': '2026-02-30' });
      expect(byRole(badDate.el, 'alert').textContent).to.contain('start-date attribute must be a date written as YYYY-MM-DD');
      const badZone = await renderPicker({ ...ids, 'time-zone': 'Mars/Olympus_Mons' });
      expect(byRole(badZone.el, 'alert').textContent).to.contain('IANA time zone name');
      await expect(badZone.el).to.be.accessible();
    });
  });

  describe('loading and the result', () => {
    it('shows a skeleton of the result’s size while loading, then the dates with their free times', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { plan: { steps: [{ operation: 'GetBookingAvailability', latencyMs: 1200 }] } },
      );
      const { el, picker } = rendered;
      await waitUntil(() => el.shadowRoot!.querySelector('[aria-busy="true"]'), 'no busy region');
      expect(picker.part('skeleton')).to.exist;
      expect(picker.days).to.have.length(7);
      expect(accessibleName(picker.day(start))).to.equal(`${spokenDate(start)}, looking for free times`);
      const loadingGrid = picker.grid.getBoundingClientRect();
      await expect(el).to.be.accessible();

      await loadsReach(rendered, 1);
      const loadedGrid = picker.grid.getBoundingClientRect();
      expect(loadedGrid.height).to.equal(loadingGrid.height);
      expect(loadedGrid.width).to.equal(loadingGrid.width);
      expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).to.equal(null);

      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      expect(rendered.loads[0]).to.deep.equal({
        startDate: start,
        endDate: shiftDate(start, 6),
        availableDates: raw.availableDates,
      });
      expectDayNames(picker.days, raw);
      await expect(el).to.be.accessible();
    });

    it('asks GetCompany and GetBookingAvailability at the same time and names the business’s zone', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek() },
        {
          scope,
          plan: {
            steps: [
              { operation: 'GetCompany', latencyMs: 1500 },
              { operation: 'GetBookingAvailability', latencyMs: 1500 },
            ],
          },
        },
      );
      await loadsReach(rendered, 1);
      const { requests } = await requestLog(scope);
      const at = (operation: string) => Date.parse(requests.find((request) => request.operation === operation)!.at);
      // Both arrived before either could have been answered: they were in flight together.
      expect(Math.abs(at('GetCompany') - at('GetBookingAvailability'))).to.be.below(1500);
      expect(byRole(rendered.el, 'group', /^Show times$/)).to.exist;
      expect(rendered.el.shadowRoot!.textContent).to.contain('Times are shown in Eastern Time (America/New_York)');
    });

    it('shows a company zone the browser does not know in the browser’s zone, and says so', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      await plan(scope, {
        steps: [
          { operation: 'GetCompany', json: { company: { id: branch.companyId, name: 'Far away', timezone: { id: 'Mars/Olympus' } } } },
        ],
      });
      const warnings: string[] = [];
      const warned = (event: Event) => warnings.push((event as CustomEvent<{ operation: string }>).detail.operation);
      document.addEventListener('booking-warning', warned);
      try {
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek() },
          { scope },
        );
        await loadsReach(rendered, 1);
        expect(warnings).to.deep.equal(['getCompany']);
        // The browser runs in Asia/Kolkata (web-test-runner.config.mjs).
        expect(rendered.el.shadowRoot!.textContent).to.contain('Times are shown in India Standard Time');
        expect(rendered.errors).to.deep.equal([]);
      } finally {
        document.removeEventListener('booking-warning', warned);
      }
    });

    it('starts with a week from today in the business’s zone, not the browser’s', async () => {
      const branch = await branchIn(losAngeles);
      const scope = newScope();
      const rendered = await renderPicker({ 'company-id': branch.companyId, 'business-id': branch.businessId }, { scope });
      await loadsReach(rendered, 1);
      const today = suiteToday(losAngeles);
      expect(rendered.loads[0]).to.include({ startDate: today, endDate: shiftDate(today, 6) });
      // Asked before the zone was known (issue 11): from the earliest today on Earth to a week after
      // the latest, one request whose answer covers the week shown.
      const [first, ...later] = await availabilityRequests(scope);
      expect(first).to.deep.equal({ startDate: suiteToday('Etc/GMT+12'), endDate: shiftDate(suiteToday('Etc/GMT-14'), 6) });
      expect(later.every((filter) => filter.startDate > shiftDate(today, 6))).to.equal(true);
      expect(rendered.el.shadowRoot!.textContent).to.contain('Pacific Time');
    });

    it('sends the first GetBookingAvailability with GetCompany, without waiting for the zone', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId },
        { scope, plan: { steps: [{ operation: 'GetCompany', latencyMs: 1500 }] } },
      );
      await loadsReach(rendered, 1);
      const { requests } = await requestLog(scope);
      const at = (operation: string) => Date.parse(requests.find((request) => request.operation === operation)!.at);
      // The availability request reached the API before the company's answer could have left it.
      expect(at('GetBookingAvailability') - at('GetCompany')).to.be.below(1500);
      expect(requests.filter((request) => request.operation === 'GetBookingAvailability')).to.have.length.at.most(2);
      const today = suiteToday(newYork);
      expect(rendered.loads[0]).to.include({ startDate: today, endDate: shiftDate(today, 6) });
      expect(rendered.picker.slots.length).to.be.above(0);
      await expect(rendered.el).to.be.accessible();
    });

    it('sends the filters of its list attributes, separated by spaces or commas', async () => {
      const branch = await branchIn(newYork);
      const world = await referenceFixtures();
      const services = world.services.filter((service) => service.companyId === branch.companyId).slice(0, 2);
      const staffIds = [...branch.staffNames.keys()];
      const customer = world.customers.find((candidate) => candidate.companyId === branch.companyId)!;
      const scope = newScope();
      const start = quietWeek();
      const rendered = await renderPicker(
        {
          'company-id': branch.companyId,
          'business-id': branch.businessId,
          'start-date': start,
          'service-ids': services.map((service) => service.id).join(', '),
          'staff-ids': staffIds.join(' '),
          'pet-types': 'dog',
          'customer-id': customer.id,
          zipcode: '02134',
        },
        { scope },
      );
      await loadsReach(rendered, 1);
      const { requests } = await requestLog(scope);
      const sent = requests.find((request) => request.operation === 'GetBookingAvailability')!.body;
      expect(sent).to.deep.equal({
        companyId: branch.companyId,
        businessId: branch.businessId,
        filter: {
          startDate: start,
          endDate: shiftDate(start, 6),
          serviceIds: services.map((service) => service.id),
          staffIds,
          customerId: customer.id,
          zipcode: '02134',
          pets: [{ type: 'DOG' }],
        },
      });
    });

    it('shows times in the zone of the time-zone attribute without asking for the company', async () => {
      const branch = await branchIn(newYork);
      const scope = newScope();
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start, 'time-zone': losAngeles },
        { scope },
      );
      await loadsReach(rendered, 1);
      expect(await companyRequests(scope)).to.equal(0);
      expect(rendered.el.shadowRoot!.textContent).to.contain('Pacific Time');
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const firstDay = raw.availability[0]!;
      const first = firstDay.staff[0]!;
      await rendered.picker.chooseDay(firstDay.date);
      const expected = `${wallTime(first.availableSlots[0]!.startTime, losAngeles)} with ${branch.staffNames.get(first.staffId)}`;
      expect(rendered.picker.slots.map(accessibleName)).to.include(expected);
    });
  });

  describe('choosing a slot', () => {
    it('lists the chosen date’s slots by groomer; a click emits slot-select with the API’s timestamps', async () => {
      const { branch, start, rendered, el, picker } = await quietWeekPicker();
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability[raw.availability.length - 1]!;
      await picker.chooseDay(day.date);
      expect(picker.day(day.date).closest('[role="gridcell"]')!.getAttribute('aria-selected')).to.equal('true');

      expect(picker.groups.map(accessibleName)).to.deep.equal(day.staff.map((staff) => branch.staffNames.get(staff.staffId)));
      const groomer = day.staff[0]!;
      const name = branch.staffNames.get(groomer.staffId)!;
      const shown = picker.slotsOf(picker.group(name)).map(accessibleName);
      const expected = groomer.availableSlots.map((slot) => `${wallTime(slot.startTime, newYork)} with ${name}`);
      expect(shown).to.deep.equal(expected.slice(0, shown.length));

      const slot = groomer.availableSlots[0]!;
      const button = byRole(el, 'button', expected[0]!);
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      await picker.click(button);
      expect(rendered.selects).to.have.length(1);
      const [firstName, ...rest] = name.split(' ');
      expect(rendered.selects[0]).to.deep.equal({
        date: day.date,
        staffId: groomer.staffId,
        firstName,
        lastName: rest.join(' '),
        startTime: new Date(slot.startTime).toISOString(),
        endTime: new Date(slot.endTime).toISOString(),
        timeZone: newYork,
      });
      expect(el.value).to.deep.equal(rendered.selects[0]);
      expect(byRole(el, 'button', expected[0]!).getAttribute('aria-pressed')).to.equal('true');
      await expect(el).to.be.accessible();
    });

    it('marks a value set by the page without emitting slot-select', async () => {
      const { branch, start, rendered, el } = await quietWeekPicker();
      expect(el.value).to.equal(null);
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability[1] ?? raw.availability[0]!;
      const groomer = day.staff[0]!;
      const slot = groomer.availableSlots[0]!;
      const name = branch.staffNames.get(groomer.staffId)!;
      const [firstName, ...rest] = name.split(' ');
      const value: SlotSelectDetail = {
        date: day.date,
        staffId: groomer.staffId,
        firstName: firstName!,
        lastName: rest.join(' '),
        startTime: new Date(slot.startTime).toISOString(),
        endTime: new Date(slot.endTime).toISOString(),
        timeZone: newYork,
      };
      el.value = value;
      await el.updateComplete;
      expect(byRole(el, 'button', `${wallTime(slot.startTime, newYork)} with ${name}`).getAttribute('aria-pressed')).to.equal('true');
      expect(el.value).to.deep.equal(value);
      await aTimeout(50);
      expect(rendered.selects).to.have.length(0);
    });

    it('merges every groomer’s times in the "Any groomer" view and picks a groomer free then', async () => {
      const { branch, start, rendered, el, picker } = await quietWeekPicker();
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability.reduce((most, candidate) => (candidate.staff.length > most.staff.length ? candidate : most));
      await picker.chooseDay(day.date);
      await picker.click(byRole(el, 'button', 'Any groomer'));
      expect(byRole(el, 'button', 'Any groomer').getAttribute('aria-pressed')).to.equal('true');

      const starts = [...new Set(day.staff.flatMap((staff) => staff.availableSlots.map((slot) => slot.startTime)))].sort();
      const names = allByRole(el, 'button', / with any groomer$/).map(accessibleName);
      expect(names).to.deep.equal(starts.map((startTime) => `${wallTime(startTime, newYork)} with any groomer`));
      expect(allByRole(el, 'group').map(accessibleName)).to.include('Morning');

      const chosenStart = starts[Math.floor(starts.length / 2)]!;
      await picker.click(byRole(el, 'button', `${wallTime(chosenStart, newYork)} with any groomer`));
      expect(rendered.selects).to.have.length(1);
      const selected = rendered.selects[0]!;
      const freeThen = day.staff.filter((staff) => staff.availableSlots.some((slot) => slot.startTime === chosenStart));
      expect(freeThen.map((staff) => staff.staffId)).to.include(selected.staffId);
      expect(selected.startTime).to.equal(new Date(chosenStart).toISOString());
      expect(byRole(el, 'button', `${wallTime(chosenStart, newYork)} with any groomer`).getAttribute('aria-pressed')).to.equal('true');
      expect(el.shadowRoot!.textContent).to.contain(`with ${branch.staffNames.get(selected.staffId)}`);
      await expect(el).to.be.accessible();
    });

    it('keeps a day with many slots usable: long lists collapse behind "Show all N times"', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const canned = cannedAvailability(start, 7, 30, 40);
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { plan: { steps: [{ operation: 'GetBookingAvailability', json: canned, times: 5 }] } },
      );
      await loadsReach(rendered, 1);
      const { el, picker } = rendered;
      expect(picker.groups.filter((group) => accessibleName(group).startsWith('Groomer'))).to.have.length(30);
      const group = picker.group('Groomer0 Canned');
      const slotsShown = () => picker.slotsOf(group);
      expect(slotsShown()).to.have.length(12);
      const toggle = byRole(el, 'button', 'Show all 40 times with Groomer0 Canned');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      await picker.click(toggle);
      expect(slotsShown()).to.have.length(40);
      expect(byRole(el, 'button', 'Show fewer times with Groomer0 Canned').getAttribute('aria-expanded')).to.equal('true');
      expect(accessibleName(slotsShown()[0]!)).to.equal('8:00 AM with Groomer0 Canned');
      await expect(el).to.be.accessible();
    });
  });

  describe('daylight saving time', () => {
    it('shows every date and time in the business’s zone across its next offset change', async () => {
      const branch = await branchIn(newYork);
      const change = nextOffsetChange(newYork);
      const start = shiftDate(change, -2);
      const end = shiftDate(change, 2);
      const rendered = await renderPicker({
        'company-id': branch.companyId,
        'business-id': branch.businessId,
        'start-date': start,
        'end-date': end,
      });
      await loadsReach(rendered, 1);
      const { picker } = rendered;
      expect(picker.days.map((day) => picker.dateOf(day))).to.deep.equal(
        [-2, -1, 0, 1, 2].map((days) => spokenDate(shiftDate(change, days))),
      );
      // US clocks change on a Sunday.
      expect(accessibleName(picker.day(change))).to.match(/^Sunday, /);

      const raw = await referenceAvailability(branch, start, end);
      const checkedDates = raw.availability.map((day) => day.date);
      expect(checkedDates).to.include.members([shiftDate(change, -1), shiftDate(change, 1)]);
      for (const day of raw.availability) {
        await picker.chooseDay(day.date);
        for (const staff of day.staff) {
          const name = branch.staffNames.get(staff.staffId)!;
          const group = picker.group(name);
          const toggle = queryByRole(group, 'button', /^Show all/);
          if (toggle) await picker.click(toggle);
          const shown = picker.slotsOf(group).map(accessibleName);
          expect(shown, `${name} on ${day.date}`).to.deep.equal(
            staff.availableSlots.map((slot) => `${wallTime(slot.startTime, newYork)} with ${name}`),
          );
          // The branch's groomers work between 8 AM and 6 PM local time, before and after the change.
          for (const label of shown) expect(label).to.match(/^(8|9|10|11):\d\d AM|^(12|1|2|3|4|5):\d\d PM/);
        }
      }
    });
  });

  describe('keyboard', () => {
    it('has one tab stop in the grid, moves with arrows, Home and End, chooses with Enter and reaches the slots with Tab', async () => {
      const branch = await branchIn(newYork);
      // A day whose first groomer's times all show, so that the first Tab stop after the grid is
      // a time rather than that groomer's "Show all N times" (a list cut at 6 times or more).
      const { start, raw, day } = await quietWeekWith(
        branch,
        (candidate) => candidate.staff[0]!.availableSlots.length <= 6,
        'day whose first groomer has 6 free times or fewer',
      );
      const before = document.createElement('button');
      before.textContent = 'before';
      const rendered = await renderPicker({
        'company-id': branch.companyId,
        'business-id': branch.businessId,
        'start-date': start,
      });
      const { el, picker } = rendered;
      el.before(before);
      await loadsReach(rendered, 1);
      const available = raw.availability.map((entry) => entry.date);

      expect(picker.days.filter((button) => button.tabIndex === 0)).to.have.length(1);
      byRole(el, 'button', 'Next week').focus();
      await sendKeys({ press: 'Tab' });
      const first = picker.focused as HTMLElement;
      expect(picker.focusInGrid).to.equal(true);
      expect(accessibleName(first)).to.contain(spokenDate(available[0]!));

      await sendKeys({ press: 'Home' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(start));
      await sendKeys({ press: 'End' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 6)));
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'ArrowRight' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 1)));
      await sendKeys({ press: 'ArrowLeft' });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(start));
      const tabStops = picker.days.filter((button) => button.tabIndex === 0);
      expect(tabStops.length === 1 && tabStops[0] === picker.focused).to.equal(true);

      const target = day.date;
      for (let date = start; date < target; date = shiftDate(date, 1)) await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      const times = new Set(day.staff.flatMap((staff) => staff.availableSlots.map((slot) => slot.startTime))).size;
      expect(picker.statusText).to.contain(`${times} free ${times === 1 ? 'time' : 'times'}`);
      expect(picker.statusText).to.contain(spokenDate(target));

      await sendKeys({ press: 'Tab' });
      const firstSlot = picker.focused as HTMLElement;
      expect(accessibleName(firstSlot)).to.match(slotName);
      expect(accessibleName(firstSlot)).to.equal(
        `${wallTime(day.staff[0]!.availableSlots[0]!.startTime, newYork)} with ${branch.staffNames.get(day.staff[0]!.staffId)}`,
      );
      const selected = oneEvent(el, 'slot-select');
      await sendKeys({ press: 'Enter' });
      expect((await selected).detail.date).to.equal(target);
      before.remove();
    });

    it('follows the reading direction: in right-to-left text the left arrow goes to the next day', async () => {
      const { start, el, picker } = await quietWeekPicker();
      el.setAttribute('dir', 'rtl');
      picker.day(start).focus();
      picker.day(start).click();
      await el.updateComplete;
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 1)));
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(start));
      await expect(el).to.be.accessible();
    });

    it('asks the new service again when base-url changes, and the new client when client is set', async () => {
      const { start, rendered, el } = await quietWeekPicker();
      const week = { startDate: start, endDate: shiftDate(start, 6) };
      const moved = newScope();
      el.setAttribute('base-url', scopedBaseUrl(moved));
      await loadsReach(rendered, 2);
      expect((await availabilityRequests(moved))[0]).to.deep.equal(week);
      expect(await companyRequests(moved)).to.equal(1);

      const hosted = newScope();
      el.client = createClient({ baseUrl: scopedBaseUrl(hosted) });
      await loadsReach(rendered, 3);
      expect((await availabilityRequests(hosted))[0]).to.deep.equal(week);
      expect(rendered.errors).to.deep.equal([]);
    });

    it('PageDown and PageUp move the range; the next range is prefetched and a range seen before is not asked again', async () => {
      const { start, scope, rendered, el, picker, next } = await prefetchedQuietWeekPicker();

      picker.tabStop.focus();
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'PageDown' });
      await loadsReach(rendered, 2);
      expect(rendered.loads[1]).to.include({ startDate: next, endDate: shiftDate(next, 6) });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(next, 1)));

      await sendKeys({ press: 'PageUp' });
      await loadsReach(rendered, 3);
      expect(rendered.loads[2]).to.include({ startDate: start });
      expect(accessibleName(picker.focused!)).to.contain(spokenDate(shiftDate(start, 1)));

      await aTimeout(300);
      const seen = await availabilityRequests(scope);
      expect(seen.filter((filter) => filter.startDate === start)).to.have.length(1);
      expect(seen.filter((filter) => filter.startDate === next)).to.have.length(1);
      expect(await companyRequests(scope)).to.equal(1);

      // The buttons move the range as the keys do.
      await picker.click(byRole(el, 'button', 'Next week'));
      await loadsReach(rendered, 4);
      expect(rendered.loads[3]).to.include({ startDate: next });
      await picker.click(byRole(el, 'button', 'Previous week'));
      await loadsReach(rendered, 5);
      expect(rendered.loads[4]).to.include({ startDate: start });
      expect((await availabilityRequests(scope)).filter((filter) => filter.startDate === start)).to.have.length(1);
    });
  });

  describe('walking through ranges', () => {
    it('asks only for the range the customer stops on when walking ten weeks quickly', async () => {
      const { start, scope, rendered, el, picker, next } = await prefetchedQuietWeekPicker();

      for (let step = 0; step < 10; step += 1) await picker.click(byRole(el, 'button', 'Next week'));
      const stop = shiftDate(start, 70);
      await waitUntil(() => rendered.loads.some((load) => load.startDate === stop), 'the tenth week never showed', { timeout: 9000 });
      await aTimeout(500);
      const seen = (await availabilityRequests(scope)).map((filter) => filter.startDate);
      // The first week, the second (prefetched when idle), the week stopped on, and the one after it.
      expect(seen.filter((date) => date === stop)).to.have.length(1);
      expect(seen.every((date) => [start, next, stop, shiftDate(start, 77)].includes(date))).to.equal(true);
      expect(accessibleName(picker.days[0]!)).to.contain(spokenDate(stop));
      expect(rendered.loads.at(-1)).to.include({ startDate: stop });
      expect(await companyRequests(scope)).to.equal(1);
    });

    it('prefetches the next range only once the browser is idle, and shows it at once', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const idle: (() => void)[] = [];
      const originalIdle = window.requestIdleCallback;
      window.requestIdleCallback = (work: IdleRequestCallback) => idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      try {
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
          { scope },
        );
        const { el } = rendered;
        await loadsReach(rendered, 1);
        await aTimeout(400);
        expect((await availabilityRequests(scope)).map((filter) => filter.startDate)).to.deep.equal([start]);
        expect(idle.length).to.be.above(0);
        for (const work of idle.splice(0)) work();
        const next = shiftDate(start, 7);
        await waitUntil(async () => (await availabilityRequests(scope)).some((filter) => filter.startDate === next), 'no prefetch');
        await aTimeout(300);

        // Shown from the prefetched answer within the same task, before any timer (the settling
        // wait of a range asked for anew) could run.
        byRole(el, 'button', 'Next week').click();
        for (let update = 0; update < 5 && rendered.loads.length < 2; update += 1) await el.updateComplete;
        expect(rendered.loads).to.have.length(2);
        expect(rendered.loads[1]).to.include({ startDate: next });
        expect((await availabilityRequests(scope)).filter((filter) => filter.startDate === next)).to.have.length(1);
      } finally {
        window.requestIdleCallback = originalIdle;
      }
    });
  });

  describe('the times of a day', () => {
    it('lists each groomer’s times as chips under their name, one tab stop each; the arrow keys, Home and End move in them', async () => {
      const { branch, start, rendered, el, picker } = await quietWeekPicker();
      const raw = await referenceAvailability(branch, start, shiftDate(start, 6));
      const day = raw.availability.reduce((most, candidate) => (candidate.staff.length > most.staff.length ? candidate : most));
      expect(day.staff.length).to.be.above(1);
      await picker.chooseDay(day.date);
      const groups = picker.groups;
      for (const [index, group] of groups.entries()) {
        const times = picker.slotsOf(group);
        expect(times.filter((button) => button.tabIndex === 0)).to.have.length(1);
        expect(byRole(group, 'heading', accessibleName(group))).to.exist;
        // Chips in reading order, row after row: every row as full as the first but the last, so no hole is left.
        const rows = chipRows(times);
        expect(rows.flat().map((button) => times.indexOf(button))).to.deep.equal(times.map((_, at) => at));
        for (const row of rows.slice(0, -1)) expect(row).to.have.length(rows[0]!.length);
        // Each group under the one before it, never beside it.
        if (index > 0) expect(group.getBoundingClientRect().top).to.be.at.least(groups[index - 1]!.getBoundingClientRect().bottom);
      }
      const [first, second] = groups as [HTMLElement, HTMLElement];
      const times = picker.slotsOf(first);
      times[0]!.focus();
      await press(el, 'ArrowDown');
      expect(picker.focused).to.equal(times[1]);
      expect(times[1]!.tabIndex).to.equal(0);
      expect(times[0]!.tabIndex).to.equal(-1);
      await press(el, 'End');
      expect(picker.focused).to.equal(times.at(-1));
      await press(el, 'Home');
      expect(picker.focused).to.equal(times[0]);
      await press(el, 'ArrowRight');
      expect(picker.focused).to.equal(times[1]);
      await press(el, 'ArrowUp');
      await press(el, 'ArrowLeft');
      expect(picker.focused).to.equal(times[0]);
      await press(el, 'ArrowDown');

      // Tab leaves the group: to the next groomer's "Show all" button when it has one, then to their tab stop.
      await press(el, 'Tab');
      if (/^Show all/.test(accessibleName(picker.focused!))) await press(el, 'Tab');
      expect(picker.focused).to.equal(picker.slotsOf(second).find((button) => button.tabIndex === 0));
      await sendKeys({ down: 'Shift' });
      await press(el, 'Tab');
      if (/^Show all/.test(accessibleName(picker.focused!))) await press(el, 'Tab');
      await sendKeys({ up: 'Shift' });
      // Back in the first group, on the time the arrows left the tab stop on.
      expect(picker.focused).to.equal(times[1]);
      const selected = oneEvent(el, 'slot-select');
      await press(el, 'Enter');
      expect((await selected).detail.startTime).to.equal(new Date(day.staff[0]!.availableSlots[1]!.startTime).toISOString());
      expect(times[1]!.getAttribute('aria-pressed')).to.equal('true');
      await expect(el).to.be.accessible();

      el.setAttribute('dir', 'rtl');
      await el.updateComplete;
      times[1]!.focus();
      await press(el, 'ArrowLeft');
      expect(picker.focused).to.equal(times[2]);
      await press(el, 'ArrowRight');
      expect(picker.focused).to.equal(times[1]);
      expect(rendered.selects).to.have.length(1);
      await expect(el).to.be.accessible();
    });
  });

  describe('month calendar', () => {
    /** A picker on a month calendar; `start` in the month to show, the branch in New York. */
    async function monthPicker(attributes: Record<string, string> = {}, options: RenderOptions = {}) {
      const branch = await branchIn(newYork);
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, layout: 'month', ...attributes },
        options,
      );
      await loadsReach(rendered, 1);
      return { branch, rendered, el: rendered.el, picker: rendered.picker };
    }

    it('shows a month in weeks of the locale, days around it quiet, each day named with its free times', async () => {
      const month = monthStart(suiteToday(newYork), 1);
      const scope = newScope();
      const { branch, rendered, el, picker } = await monthPicker({ 'start-date': shiftDate(month, 9) }, { scope });
      const last = monthEnd(month);
      expect(rendered.loads[0]).to.include({ startDate: month, endDate: last });
      expect((await availabilityRequests(scope))[0]).to.deep.equal({ startDate: month, endDate: last });
      expect(accessibleName(picker.grid)).to.equal(monthGridName(month));
      expect(picker.part('range-label')!.textContent!.trim()).to.equal(monthName(month));
      expect(allByRole(el, 'columnheader').map(accessibleName)).to.deep.equal([
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ]);
      // Only the weeks the month needs (four to six), from the week of its first day to that of its last.
      const weeks = Math.ceil((weekday(month) + Number(last.slice(8))) / 7);
      expect(allByRole(picker.grid, 'row')).to.have.length(weeks + 1);
      const cells = allByRole(picker.grid, 'gridcell');
      expect(cells).to.have.length(weeks * 7);
      // The first week starts on the Sunday on or before the first of the month; days of the month
      // before show their number, quiet, and are empty cells to screen readers. A month that starts
      // on a Sunday (August 2027) starts with its own first day.
      const firstShown = shiftDate(month, -weekday(month));
      if (firstShown < month) {
        expect(cells[0]!.textContent!.trim()).to.equal(String(Number(firstShown.slice(8))));
        expect(spokenText(cells[0]!).trim()).to.equal('');
      } else {
        expect(cells[0]!.querySelector('button')).to.equal(picker.day(month));
      }
      const buttons = picker.days;
      expect(buttons.map((button) => picker.dateOf(button))).to.deep.equal(
        Array.from({ length: Number(last.slice(8)) }, (_, index) => spokenDate(shiftDate(month, index))),
      );
      expect(cells.filter((cell) => !cell.querySelector('button'))).to.have.length(weeks * 7 - buttons.length);

      const raw = await referenceAvailability(branch, month, last);
      expectDayNames(buttons, raw);
      expect(byRole(el, 'button', 'Previous month').getAttribute('aria-disabled')).to.equal('false');
      await expect(el).to.be.accessible();

      const british = await monthPicker({ 'start-date': month, lang: 'en-GB' });
      expect(allByRole(british.el, 'columnheader').map(accessibleName)[0]).to.equal('Monday');
      await expect(british.el).to.be.accessible();
    });

    it('moves a month at a time, never before this month, and on past three months ahead, a month per request', async () => {
      const scope = newScope();
      const { rendered, el, picker } = await monthPicker({}, { scope });
      const today = suiteToday(newYork);
      expect(rendered.loads[0]).to.include({ startDate: monthStart(today), endDate: monthEnd(today) });
      const previous = byRole(el, 'button', 'Previous month');
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      await picker.click(previous);
      if (today.slice(8) !== '01') expect(picker.day(shiftDate(today, -1)).getAttribute('aria-disabled')).to.equal('true');
      expect(rendered.loads).to.have.length(1);

      // The API's limit of three months is per request, not a horizon: a salon that books six months ahead shows them.
      // Months of five weeks and of six draw only their weeks, in a calendar of one height: nothing below it moves.
      // The months shown, in order: on a month's last day, when only today is free, the picker announces the next
      // month twice (found by npm run test:dates on 31 October and 31 December; one request, two events).
      const shown = () => rendered.loads.filter((load, index, all) => index === 0 || load.startDate !== all[index - 1]!.startDate);
      const gridHeight = () => picker.grid.getBoundingClientRect().height;
      const heights = [gridHeight()];
      for (let months = 1; months <= 6; months += 1) {
        await picker.click(byRole(el, 'button', 'Next month'));
        await waitUntil(() => shown().length > months, `month ${months} was never shown`, { timeout: 9000 });
        expect(shown()[months]).to.include({ startDate: monthStart(today, months), endDate: monthEnd(monthStart(today, months)) });
        expect(byRole(el, 'button', 'Next month').getAttribute('aria-disabled')).to.equal('false');
        heights.push(gridHeight());
      }
      expect(Math.max(...heights) - Math.min(...heights)).to.be.below(1);
      expect(accessibleName(picker.grid)).to.equal(monthGridName(monthStart(today, 6)));
      for (const filter of await availabilityRequests(scope)) {
        expect(filter.endDate <= shiftDate(filter.startDate, 92), `${filter.startDate} to ${filter.endDate}`).to.equal(true);
      }
      await expect(el).to.be.accessible();
    });

    it('stops at the month of max-date, offers no day after it and asks for none', async () => {
      const scope = newScope();
      // From next month: on a month's last day the picker announces the next month twice (see the test above).
      const first = monthStart(suiteToday(newYork), 1);
      const maxDate = shiftDate(monthStart(first, 2), 9);
      const { rendered, el, picker } = await monthPicker({ 'start-date': first, 'max-date': maxDate }, { scope });
      for (let months = 1; months <= 2; months += 1) {
        await picker.click(byRole(el, 'button', 'Next month'));
        await loadsReach(rendered, months + 1);
      }
      const next = byRole(el, 'button', 'Next month');
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      await picker.click(next);
      await aTimeout(600);
      expect(rendered.loads).to.have.length(3);
      expect(accessibleName(picker.grid)).to.equal(monthGridName(monthStart(first, 2)));
      const after = picker.days.filter((button) => button.dataset.date! > maxDate);
      expect(after.length).to.be.above(0);
      expect(after.every((button) => button.getAttribute('aria-disabled') === 'true')).to.equal(true);
      const asked = await availabilityRequests(scope);
      expect(asked.every((filter) => filter.endDate <= maxDate)).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('draws a month of five weeks and one of six at one height, without a needless sixth row', async () => {
      // The next months, from next month on, that need five and six weeks from Sunday.
      const weeksOf = (month: string) => Math.ceil((weekday(month) + Number(monthEnd(month).slice(8))) / 7);
      const months = Array.from({ length: 24 }, (_, index) => monthStart(suiteToday(newYork), index + 1));
      const heights = new Map<number, number>();
      for (const weeks of [5, 6]) {
        const month = months.find((candidate) => weeksOf(candidate) === weeks)!;
        const { el, picker } = await monthPicker({ 'start-date': month });
        expect(allByRole(picker.grid, 'row')).to.have.length(weeks + 1);
        // The month's last day is in the last row drawn: no row of the next month only.
        expect(picker.days.at(-1)!.closest('[role="row"]')).to.equal(allByRole(picker.grid, 'row').at(-1));
        heights.set(weeks, picker.grid.getBoundingClientRect().height);
        await expect(el).to.be.accessible();
      }
      expect(heights.get(5)).to.be.closeTo(heights.get(6)!, 1);
    });

    it('moves a week view with start-date months ahead, which the API answers one request at a time', async () => {
      const start = shiftDate(suiteToday(newYork), 200);
      const rendered = await renderPicker({
        'company-id': (await branchIn(newYork)).companyId,
        'business-id': (await branchIn(newYork)).businessId,
        'start-date': start,
      });
      await loadsReach(rendered, 1);
      await rendered.picker.click(byRole(rendered.el, 'button', 'Next week'));
      await loadsReach(rendered, 2);
      expect(rendered.loads[1]).to.include({ startDate: shiftDate(start, 7) });
      await rendered.picker.click(byRole(rendered.el, 'button', 'Previous week'));
      await rendered.picker.click(byRole(rendered.el, 'button', 'Previous week'));
      await waitUntil(() => rendered.loads.some((load) => load.startDate === shiftDate(start, -7)), 'never moved back', { timeout: 9000 });
    });

    for (const direction of ['ltr', 'rtl'] as const) {
      it(`moves by day, week and month with the keys of the ARIA date grid (${direction})`, async () => {
        const month = monthStart(suiteToday(newYork), 1);
        const { rendered, el, picker } = await monthPicker({ 'start-date': month, dir: direction });
        const [back, forth] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
        const middle = shiftDate(month, 15);
        await picker.chooseDay(middle);
        picker.day(middle).focus();
        expect(picker.days.filter((button) => button.tabIndex === 0)).to.have.length(1);

        await press(el, forth);
        expect(picker.focusedDate).to.equal(spokenDate(shiftDate(middle, 1)));
        await press(el, back);
        expect(picker.focusedDate).to.equal(spokenDate(middle));
        await press(el, 'ArrowDown');
        expect(picker.focusedDate).to.equal(spokenDate(shiftDate(middle, 7)));
        await press(el, 'ArrowUp');
        await press(el, 'Home');
        expect(picker.focusedDate).to.equal(spokenDate(shiftDate(middle, -weekday(middle))));
        await press(el, 'End');
        const weekEnd = shiftDate(middle, 6 - weekday(middle));
        expect(picker.focusedDate).to.equal(spokenDate(weekEnd));
        await expect(el).to.be.accessible();

        // Out of the month, the month follows: Page Down and Page Up keep the day of the month.
        await press(el, 'PageDown');
        const following = monthStart(month, 1);
        expect(accessibleName(picker.grid)).to.equal(monthGridName(following));
        expect(picker.focusedDate).to.equal(spokenDate(shiftDate(following, Number(weekEnd.slice(8)) - 1)));
        await loadsReach(rendered, 2);
        await press(el, 'PageUp');
        expect(accessibleName(picker.grid)).to.equal(monthGridName(month));
        expect(picker.focusedDate).to.equal(spokenDate(weekEnd));
        await picker.chooseDay(month);
        picker.day(month).focus();
        await press(el, back);
        expect(accessibleName(picker.grid)).to.equal(monthGridName(monthStart(month, -1)));
        expect(picker.focusedDate).to.equal(spokenDate(shiftDate(month, -1)));
        await press(el, forth);
        expect(accessibleName(picker.grid)).to.equal(monthGridName(month));
        expect(picker.focusedDate).to.equal(spokenDate(month));
        expect(picker.days.filter((button) => button.tabIndex === 0)).to.have.length(1);
        await expect(el).to.be.accessible();
      });
    }

    it('takes the layout as an attribute or a property; any other value is the week', async () => {
      const month = monthStart(suiteToday(newYork), 1);
      const { rendered, el } = await monthPicker({ 'start-date': month, layout: 'fortnight' });
      expect(rendered.loads[0]).to.include({ startDate: month, endDate: shiftDate(month, 6) });
      expect(byRole(el, 'button', 'Next week')).to.exist;
      expect(allByRole(el, 'columnheader')).to.have.length(0);
      el.layout = 'month';
      await loadsReach(rendered, 2);
      expect(rendered.loads[1]).to.include({ startDate: month, endDate: monthEnd(month) });
      expect(el.getAttribute('layout')).to.equal('fortnight');
      expect(byRole(el, 'button', 'Next month')).to.exist;
      expect(allByRole(el, 'columnheader')).to.have.length(7);
      await expect(el).to.be.accessible();
    });

    it('shows the chosen day’s times beside the calendar when wide, below it when narrow', async () => {
      const month = monthStart(suiteToday(newYork), 1);
      const wide = await monthPicker({ 'start-date': month }, { width: 900 });
      const slotsBox = (picker: PickerPage) => picker.slots[0]!.getBoundingClientRect();
      expect(slotsBox(wide.picker).left).to.be.at.least(wide.picker.grid.getBoundingClientRect().right);
      expect(slotsBox(wide.picker).top).to.be.below(wide.picker.grid.getBoundingClientRect().bottom);
      const narrow = await monthPicker({ 'start-date': month }, { width: 400 });
      expect(slotsBox(narrow.picker).top).to.be.at.least(narrow.picker.grid.getBoundingClientRect().bottom);
      await expect(wide.el).to.be.accessible();
    });
  });

  describe('on a dark page', () => {
    for (const layout of ['week', 'month']) {
      it(`keeps the chosen day and slot at 3:1 against the page, their text at 4.5:1 (${layout})`, async () => {
        const branch = await branchIn(newYork);
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek(), layout },
          { pageStyle: 'color-scheme: dark; background: #121212; color: #f1f1f1' },
        );
        await loadsReach(rendered, 1);
        const { el, picker } = rendered;
        await picker.click(picker.slots[0]!);
        const page = 'rgb(18, 18, 18)';
        const day = getComputedStyle(picker.chosenDay!);
        const slot = getComputedStyle(picker.chosenSlot!);
        for (const chosen of [day, slot]) {
          expect(contrastRatio(chosen.backgroundColor, page)).to.be.at.least(3);
          expect(contrastRatio(chosen.color, chosen.backgroundColor)).to.be.at.least(4.5);
        }
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('at 320 px wide', () => {
    /** Whether an element's content spills out of its box, named for the failure message. */
    const overflowing = (elements: HTMLElement[]) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => accessibleName(element) || element.textContent);

    for (const layout of ['week', 'month']) {
      it(`cuts nothing off and keeps the range buttons on one row (${layout})`, async () => {
        const branch = await branchIn(newYork);
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': quietWeek(), layout },
          { width: 320 },
        );
        await loadsReach(rendered, 1);
        const { el, picker } = rendered;
        const [previous, next] = [picker.previousButton, picker.nextButton];
        const nav = previous.parentElement!;
        const label = nav.querySelector('p')!;
        expect(overflowing([nav, previous, next, label])).to.deep.equal([]);
        const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top);
        const bottom = (element: HTMLElement) => Math.round(element.getBoundingClientRect().bottom);
        expect(top(next)).to.equal(top(previous));
        expect(top(label)).to.be.at.least(top(previous));
        expect(bottom(label)).to.be.at.most(bottom(previous));
        expect(overflowing(picker.days)).to.deep.equal([]);
        expect(overflowing(allByRole(el, 'columnheader'))).to.deep.equal([]);
        expect(overflowing(picker.slots)).to.deep.equal([]);
        expect(overflowing(allByRole(el, 'heading'))).to.deep.equal([]);
        expect(el.getBoundingClientRect().width).to.equal(320);
        expect(picker.part('base')!.scrollWidth).to.be.at.most(320);
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('empty, failed and superseded ranges', () => {
    it('says when a range has no free time and offers the following one', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { scope, plan: { steps: [{ operation: 'GetBookingAvailability', json: { availableDates: [], availability: [] } }] } },
      );
      await loadsReach(rendered, 1);
      const { el, picker } = rendered;
      expect(el.shadowRoot!.textContent).to.contain('No free times from');
      expect(picker.days.every((button) => button.getAttribute('aria-disabled') === 'true')).to.equal(true);
      expect(rendered.loads[0]!.availableDates).to.deep.equal([]);
      await expect(el).to.be.accessible();
      await picker.click(byRole(el, 'button', 'Show the following week'));
      // The button went away with the empty range: focus waits on the new range's days.
      expect(picker.focusInGrid).to.equal(true);
      await loadsReach(rendered, 2);
      expect(rendered.loads[1]).to.include({ startDate: shiftDate(start, 7) });
      expect(picker.slots.length).to.be.above(0);
    });

    it('keeps the range on an error, reports it and loads it again with "Try again"', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        // Reads are retried twice: three failures make one error.
        { plan: { steps: [{ operation: 'GetBookingAvailability', error: 'UNAVAILABLE', times: 3 }] } },
      );
      const { el, picker } = rendered;
      await waitUntil(() => rendered.errors.length > 0, 'booking-error never came', { timeout: 9000 });
      await el.updateComplete;
      expect(rendered.errors[0]).to.include({ operation: 'getBookingAvailability', code: 'UNAVAILABLE' });
      expect(byRole(el, 'alert').textContent).to.contain('The booking service is not available right now.');
      expect(accessibleName(picker.grid)).to.contain(String(Number(start.slice(8))));
      expect(picker.days).to.have.length(7);
      // A failure looks like one: no day offered, no placeholder left waiting.
      expect(picker.days.every((button) => button.getAttribute('aria-disabled') === 'true')).to.equal(true);
      expect(picker.parts('skeleton')).to.have.length(0);
      await expect(el).to.be.accessible();
      await picker.click(byRole(el, 'button', 'Try again'));
      expect(picker.focusInGrid).to.equal(true);
      await loadsReach(rendered, 1);
      expect(rendered.loads[0]).to.include({ startDate: start });
      expect(allByRole(el, 'alert')).to.have.length(0);
    });

    it('keeps the chosen slot and the new range when a later request fails', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { scope },
      );
      const { el, picker } = rendered;
      await loadsReach(rendered, 1);
      await picker.click(picker.slots[0]!);
      const chosen = el.value;
      expect(chosen).to.not.equal(null);
      // Fail everything from now on, the prefetch of the next range included.
      await plan(scope, { steps: [{ operation: 'GetBookingAvailability', error: 'PERMISSION_DENIED', times: 20 }] });
      await picker.click(byRole(el, 'button', 'Next week'));
      await picker.click(byRole(el, 'button', 'Next week'));
      await waitUntil(() => allByRole(el, 'alert').length > 0, 'no error shown', { timeout: 9000 });
      expect(el.value).to.deep.equal(chosen);
      expect(picker.days.map((button) => accessibleName(button))[0]).to.contain(spokenDate(shiftDate(start, 14)));
      expect(rendered.selects).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('aborts superseded requests when moving quickly and never shows a stale range', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const scope = newScope();
      const aborted: string[] = [];
      const originalFetch = window.fetch;
      window.fetch = (input, init) => {
        // Each range's request carries its body; an aborted one is a superseded range.
        init?.signal?.addEventListener('abort', () => aborted.push(String(init.body)));
        return originalFetch(input, init);
      };
      try {
        const rendered = await renderPicker(
          { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
          { scope, plan: { steps: [{ operation: 'GetBookingAvailability', latencyMs: 700, times: 10 }] } },
        );
        const { el, picker } = rendered;
        for (let step = 0; step < 3; step += 1) await picker.click(byRole(el, 'button', 'Next week'));
        const last = shiftDate(start, 21);
        await loadsReach(rendered, 1);
        await aTimeout(900);
        expect(rendered.loads).to.have.length(1);
        expect(rendered.loads[0]).to.include({ startDate: last });
        expect(accessibleName(picker.days[0]!)).to.contain(spokenDate(last));
        // Issue 11: the ranges passed through are never asked for; the first, which had left, is aborted.
        const seen = (await availabilityRequests(scope)).map((filter) => filter.startDate);
        expect(seen.slice(0, 2)).to.deep.equal([start, last]);
        expect(seen).to.not.include(shiftDate(start, 7));
        expect(seen).to.not.include(shiftDate(start, 14));
        expect(aborted.filter((body) => body.includes('"startDate"'))).to.have.length(1);
      } finally {
        window.fetch = originalFetch;
      }
    });

    it('never lets a slow answer for a range left behind replace the newer one', async () => {
      const branch = await branchIn(newYork);
      const start = quietWeek();
      const rendered = await renderPicker(
        { 'company-id': branch.companyId, 'business-id': branch.businessId, 'start-date': start },
        { plan: { steps: [{ operation: 'GetBookingAvailability', latencyMs: 1500, times: 1 }] } },
      );
      const { el, picker } = rendered;
      await picker.click(byRole(el, 'button', 'Next week'));
      await loadsReach(rendered, 1);
      await aTimeout(1700);
      expect(rendered.loads.map((load) => load.startDate)).to.deep.equal([shiftDate(start, 7)]);
      expect(accessibleName(picker.days[0]!)).to.contain(spokenDate(shiftDate(start, 7)));
    });

    it('asks for a company once while the branch changes', async () => {
      const first = await branchIn(newYork, 0);
      const second = await branchIn(newYork, 1);
      const scope = newScope();
      const rendered = await renderPicker(
        { 'company-id': first.companyId, 'business-id': first.businessId, 'start-date': quietWeek() },
        { scope },
      );
      await loadsReach(rendered, 1);
      rendered.el.setAttribute('business-id', second.businessId);
      await loadsReach(rendered, 2);
      expect(await companyRequests(scope)).to.equal(1);
      const { requests } = await requestLog(scope);
      expect(requests.some((request) => (request.body as { businessId?: string } | null)?.businessId === second.businessId)).to.equal(true);
    });
  });
});
