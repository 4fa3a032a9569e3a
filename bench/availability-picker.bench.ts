/**
 * What a large answer costs `<availability-picker>`: a 14-day range with 30 groomers, each free
 * 40 times a day (16,800 slots). Prints (a) parse and validation of the body with the client's
 * schema next to a bare `JSON.parse`, (b) the first render with that answer, and (c) the switch
 * to another date. An in-memory client keeps the network out of (b) and (c).
 */
import * as z from 'zod/mini';
import { expect, fixture, html } from '@open-wc/testing';
import { bookingAvailabilitySchema, type BookingAvailability } from '../src/api/online-booking.js';
import type { Operation, RequestOf, ResponseOf } from '../src/api/operation.js';
import type { Transport } from '../src/api/transport.js';
import type { AvailabilityPicker } from '../src/elements/availability-picker/availability-picker.js';
import '../src/elements/availability-picker/define.js';
import { PickerPage } from '../test/pages/index.js';
import { availabilityBody, median } from './availability-body.js';

const startDate = '2030-01-07';
const endDate = '2030-01-20';
const days = 14;
const groomers = 30;
const slotsPerDay = 40;
const timeZone = 'America/New_York';
const parseRuns = 15;
const renderRuns = 5;
const switchesPerRender = 3;

/** Answers the measured range with `data`, the company with its zone, anything else (the prefetch) with nothing. */
function cannedClient(data: BookingAvailability): Transport {
  return {
    async send<Op extends Operation>(operation: Op, request: RequestOf<Op>): Promise<ResponseOf<Op>> {
      if (operation.name === 'getCompany') {
        return { id: 'cmp_bench', name: 'Bench', country: 'US', timezone: { id: timeZone } } as ResponseOf<Op>;
      }
      const filter = (request as { filter?: { startDate?: string } }).filter;
      const answer = filter?.startDate === startDate ? data : { availableDates: [], availability: [] };
      return answer as ResponseOf<Op>;
    },
  };
}

describe('<availability-picker> benchmark', () => {
  it('prints parse, first render and date switch times for 14 days × 30 groomers × 40 slots', async function () {
    this.timeout(120_000);
    const body = availabilityBody(days, groomers, slotsPerDay);

    // Warm both paths once so that the medians compare steady states.
    JSON.parse(body);
    z.parse(bookingAvailabilitySchema, JSON.parse(body));
    const bareParseMs: number[] = [];
    const schemaParseMs: number[] = [];
    for (let run = 0; run < parseRuns; run += 1) {
      let start = performance.now();
      JSON.parse(body);
      bareParseMs.push(performance.now() - start);
      start = performance.now();
      z.parse(bookingAvailabilitySchema, JSON.parse(body));
      schemaParseMs.push(performance.now() - start);
    }

    const firstRenderMs: number[] = [];
    const switchMs: number[] = [];
    for (let run = 0; run < renderRuns; run += 1) {
      // A fresh answer per run: the picker groups each answer once and would otherwise reuse it.
      const data = z.parse(bookingAvailabilitySchema, JSON.parse(body));
      const client = cannedClient(data);
      let shown = (): void => undefined;
      const loaded = new Promise<void>((resolve) => (shown = resolve));
      const start = performance.now();
      const picker = await fixture<AvailabilityPicker>(
        html`<availability-picker
          @availability-load=${() => shown()}
          company-id="cmp_bench"
          business-id="biz_bench"
          start-date=${startDate}
          end-date=${endDate}
          .client=${client}
        ></availability-picker>`,
      );
      await loaded;
      await picker.updateComplete;
      picker.getBoundingClientRect();
      firstRenderMs.push(performance.now() - start);

      for (let index = 1; index <= switchesPerRender; index += 1) {
        const button = new PickerPage(picker).days[index]!;
        const switchStart = performance.now();
        button.click();
        await picker.updateComplete;
        picker.getBoundingClientRect();
        switchMs.push(performance.now() - switchStart);
      }
      picker.remove();
    }

    const rows: [string, number][] = [
      ['JSON.parse (ms, median)', median(bareParseMs)],
      ['schema parse + validation (ms, median)', median(schemaParseMs)],
      ['ratio schema / JSON.parse', median(schemaParseMs) / median(bareParseMs)],
      ['first render (ms, median)', median(firstRenderMs)],
      ['switch chosen date (ms, median)', median(switchMs)],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(
      [
        `<availability-picker>: ${days} days × ${groomers} groomers × ${slotsPerDay} slots (${(body.length / 1024).toFixed(0)} KiB body)`,
        ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value.toFixed(2).padStart(9)}`),
      ].join('\n'),
    );

    for (const [, value] of rows) expect(Number.isFinite(value) && value > 0).to.equal(true);
  });
});
