/**
 * `<booking-requests>` offers only the changes the lifecycle lets staff make
 * (src/api/booking-requests/lifecycle.ts): a button per status a request may move on to, none for
 * an answered one. The gateway's answers are made in the page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import { daysAgo } from '../../helpers/clock.js';
import { RequestsPage } from '../../pages/booking-requests.js';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const request = (id: string, name: string, status: string) => ({
  id,
  reference: `BR-${id}`,
  companyId: 'cmp_1',
  businessId: 'biz_a',
  staffId: 'st_1',
  startTime: daysAgo(-2),
  endTime: daysAgo(-2),
  customer: { name, phone: '+1 555 0110', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
  status,
  receivedTime: daysAgo(1),
  version: 2,
});

const statusButtons = (page: RequestsPage, name: string) =>
  [...page.request(name)!.querySelectorAll('[part~="status-button"]')].map((button) => button.textContent!.replace(name, '').trim());

describe('<booking-requests> and the lifecycle', () => {
  let original: typeof window.fetch;
  beforeEach(() => {
    original = window.fetch;
    window.fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.startsWith('/inbox/v1/companies/')) return json({ id: 'cmp_1', name: 'Salon', timezone: { id: 'UTC' } });
      if (url.pathname.includes('availability')) return json({ availableDates: [], availability: [] });
      if (url.pathname.endsWith('/events'))
        return new Response(
          new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n')) }),
        );
      return json({
        requests: [
          request('1', 'Ana New', 'received'),
          request('2', 'Bo Called', 'contacted'),
          request('3', 'Cy Booked', 'confirmed'),
          request('4', 'Di Turned', 'declined'),
        ],
        nextPageToken: '',
      });
    };
  });
  afterEach(() => {
    window.fetch = original;
  });

  it('offers on each request only the changes staff may make from its status', async () => {
    const el = await fixture<BookingRequests>(html`<booking-requests base-url="/inbox" business-ids="biz_a"></booking-requests>`);
    const page = new RequestsPage(el);
    await page.loaded();
    await page.shownRequest('Di Turned');
    expect(statusButtons(page, 'Ana New')).to.deep.equal(['Mark contacted', 'Confirm', 'Decline']);
    expect(statusButtons(page, 'Bo Called')).to.deep.equal(['Confirm', 'Decline']);
    expect(statusButtons(page, 'Cy Booked')).to.deep.equal(['Cancel booking']);
    expect(statusButtons(page, 'Di Turned')).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});
