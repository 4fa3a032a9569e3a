/**
 * What `<abandoned-bookings>` costs with 5,000 abandoned bookings in its month (issue 22: the list
 * must stay smooth at that size), next to a plain `<table>` of the same 5,000 rows drawn in the
 * same page: the time from the last page to the board on screen (figures, funnel, filters and the
 * list's first page), the time a filter takes to narrow all of it again, and the longest task the
 * page is held for meanwhile. The pages come from memory, so that what is measured is the element.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createClient } from '../src/api/client.js';
import type { AbandonedBookings } from '../src/elements/abandoned-bookings/abandoned-bookings.js';
import '../src/elements/abandoned-bookings/define.js';

const bookingCount = 5_000;
const samples = 7;
const zone = 'America/New_York';
const steps = [
  'WELCOME_PAGE',
  'BASIC_INFO',
  'SELECT_CARE_TYPE',
  'SELECT_PET',
  'SELECT_SERVICE',
  'SELECT_TIME',
  'PERSONAL_INFO',
  'CARD_ON_FILE',
];
const statuses = ['ABANDONED', 'CONTACTED', 'RECOVERED'];
const names = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'];

/** A month of bookings over three branches, newest first, each with a customer, a pet and its services. */
function monthOfBookings(now: number): Record<string, unknown>[] {
  return Array.from({ length: bookingCount }, (_, index) => {
    const abandonTime = now - Math.round(((index + 0.5) / bookingCount) * 28 * 86_400_000);
    const status = statuses[index % 3]!;
    return {
      id: `abk_${index}`,
      businessId: `biz_${index % 3}`,
      customer: {
        firstName: names[index % names.length],
        lastName: `Customer ${index}`,
        email: `customer${index}@example.com`,
        phoneNumber: `+1 555 01${String(index % 100).padStart(2, '0')}`,
      },
      pets: [{ petServiceDetail: { pet: { id: `pet_${index}`, name: 'Bella' }, serviceDetails: [{ id: 'svc_1', name: 'Full Groom' }] } }],
      abandonStep: steps[(index * 7) % steps.length],
      abandonStatus: status,
      leadType: index % 2 ? 'NEW_VISITOR' : 'EXISTING_CLIENT',
      careType: 'GROOMING',
      abandonTime: new Date(abandonTime).toISOString(),
      ...(status !== 'ABANDONED' && { lastTextedTime: new Date(abandonTime + ((index % 30) + 1) * 3_600_000).toISOString() }),
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The next frame after the work, laid out: what the staff see. */
const painted = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));

describe('abandoned bookings benchmark', () => {
  it(`draws and filters ${bookingCount.toLocaleString('en-US')} abandoned bookings, next to a plain table of the same rows`, async function () {
    this.timeout(300_000);
    const now = Date.now();
    const bookings = monthOfBookings(now);
    let lastPageAt = 0;
    const client = createClient({
      baseUrl: 'https://bench.invalid',
      fetch: async (input, init) => {
        const url = String(input);
        const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (url.includes('/v1/companies/')) return json({ id: 'cmp_bench', name: 'Bench Grooming', timezone: { id: zone } });
        const { pagination, filter } = JSON.parse(String(init?.body)) as {
          pagination: { pageToken?: string };
          filter: { abandonTime: { startTime: string; endTime: string } };
        };
        const [from, to] = [Date.parse(filter.abandonTime.startTime), Date.parse(filter.abandonTime.endTime)];
        const inWindow = bookings.filter((booking) => {
          const time = Date.parse(booking['abandonTime'] as string);
          return time >= from && time <= to;
        });
        const start = Number(pagination.pageToken ?? 0);
        const next = start + 500 < inWindow.length ? String(start + 500) : '';
        lastPageAt = performance.now();
        return json({ bookings: inWindow.slice(start, start + 500), nextPageToken: next });
      },
    });
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (lastPageAt > 0) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const loaded = new Promise<void>((resolve) => document.addEventListener('abandoned-bookings-load', () => resolve(), { once: true }));
    const startedAt = performance.now();
    const element = await fixture<AbandonedBookings>(
      html`<abandoned-bookings lang="en-US" company-id="cmp_bench" business-ids="biz_0 biz_1 biz_2" .client=${client}></abandoned-bookings>`,
    );
    await loaded;
    const shownAt = await painted();
    const readMs = lastPageAt - startedAt;
    const drawMs = shownAt - lastPageAt;
    const drawLongest = Math.max(0, ...longTasks);
    const count = element.shadowRoot!.querySelector('[part~="summary"] dd')!.textContent!.trim();

    // Filters, one after another, as staff narrow the board: each time until the next frame.
    const step = element.shadowRoot!.querySelector<HTMLSelectElement>('#filter-step')!;
    const status = element.shadowRoot!.querySelector<HTMLSelectElement>('#filter-status')!;
    const filterTimes: number[] = [];
    longTasks.length = 0;
    for (let sample = 0; sample < samples; sample += 1) {
      for (const [select, value] of [
        [step, steps[sample % steps.length]!],
        [status, statuses[sample % 3]!],
        [step, ''],
        [status, ''],
      ] as const) {
        const start = performance.now();
        select.value = value;
        select.dispatchEvent(new Event('change'));
        await element.updateComplete;
        filterTimes.push((await painted()) - start);
      }
    }
    const filterLongest = Math.max(0, ...longTasks);
    observer.disconnect();
    const rowsDrawn = element.shadowRoot!.querySelectorAll('li.booking').length;

    // The baseline: a plain table of every row, drawn at once, then filtered by hiding rows.
    const plainStart = performance.now();
    const table = document.createElement('table');
    const body = table.createTBody();
    for (const booking of bookings) {
      const row = body.insertRow();
      const customer = booking['customer'] as { firstName: string; lastName: string };
      for (const text of [
        booking['abandonTime'],
        `${customer.firstName} ${customer.lastName}`,
        'Bella (Full Groom)',
        booking['abandonStep'],
        booking['abandonStatus'],
        booking['lastTextedTime'] ?? '',
        booking['businessId'],
      ])
        row.insertCell().textContent = String(text);
    }
    document.body.append(table);
    const plainMs = (await painted()) - plainStart;
    const plainFilters: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      const start = performance.now();
      const wanted = steps[sample % steps.length];
      for (const [index, row] of [...body.rows].entries()) row.hidden = bookings[index]!['abandonStep'] !== wanted;
      plainFilters.push((await painted()) - start);
    }
    table.remove();

    console.log(
      `abandoned bookings, ${bookingCount.toLocaleString('en-US')} in a month over three branches (${count} shown as abandoned, ${rowsDrawn} list rows drawn):\n` +
        `  <abandoned-bookings>: read ${readMs.toFixed(0)} ms (pages from memory); last page to the board on screen ${drawMs.toFixed(1)} ms, longest task ${drawLongest.toFixed(0)} ms; ` +
        `a filter to the next frame ${median(filterTimes).toFixed(1)} ms (median of ${filterTimes.length}), longest task ${filterLongest.toFixed(0)} ms\n` +
        `  plain <table> of the same ${bookingCount.toLocaleString('en-US')} rows: drawn ${plainMs.toFixed(1)} ms, a filter (rows hidden) ${median(plainFilters).toFixed(1)} ms (median of ${samples})`,
    );
    expect(count).to.equal(bookingCount.toLocaleString('en-US'));
    expect(median(filterTimes), 'a filter').to.be.below(100);
  });
});
