import { expect } from '@open-wc/testing';
import type { BookingRequestRecord } from '../../../src/api/booking-request-inbox.js';
import type { Company } from '../../../src/api/company.js';
import { bookingRequestsStrings } from '../../../src/elements/booking-requests/booking-requests.strings.js';
import { groomerNames, namingRange, zoneOfCompany } from '../../../src/elements/booking-requests/business-facts.js';
import { filtered, Inbox, nextStatuses, noFilter } from '../../../src/elements/booking-requests/inbox.js';
import { inboxFormat, requestRows } from '../../../src/elements/booking-requests/inbox-format.js';
import { missedRequests, waitBefore } from '../../../src/elements/booking-requests/live-requests.js';
import { mostPages, readRequests } from '../../../src/elements/booking-requests/read-requests.js';

const request = (id: string, receivedTime: string, changes: Partial<BookingRequestRecord> = {}): BookingRequestRecord => ({
  id,
  reference: `BR-${id}`,
  companyId: 'co_1',
  businessId: 'biz_a',
  staffId: 'st_1',
  startTime: '2026-03-12T15:00:00.000Z',
  endTime: '2026-03-12T16:00:00.000Z',
  customer: { name: 'Ana Ruiz', phone: '+1 555 0110', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
  customerId: '',
  status: 'received',
  receivedTime,
  version: 1,
  ...changes,
});

const since = Date.parse('2026-03-01T00:00:00Z');

describe('the inbox as data', () => {
  it('keeps the requests of its branches and period, newest first, a later version over an earlier one', () => {
    const inbox = new Inbox(new Set(['biz_a', 'biz_b']), since);
    const added = inbox.add([
      request('1', '2026-03-02T10:00:00.000Z'),
      request('2', '2026-03-05T10:00:00.000Z', { businessId: 'biz_b' }),
      request('3', '2026-02-20T10:00:00.000Z'),
      request('4', '2026-03-06T10:00:00.000Z', { businessId: 'biz_z' }),
    ]);
    expect(added).to.deep.equal(['1', '2']);
    expect(inbox.all.map((each) => each.id)).to.deep.equal(['2', '1']);
    inbox.add([request('1', '2026-03-02T10:00:00.000Z', { status: 'confirmed', version: 2 })]);
    inbox.add([request('1', '2026-03-02T10:00:00.000Z', { status: 'contacted', version: 1 })]);
    expect(inbox.get('1')?.status).to.equal('confirmed');
    expect(inbox.unhandled).to.equal(1);
    inbox.remove('2');
    expect(inbox.size).to.equal(1);
  });

  it('filters by status, branch and the attribute’s statuses', () => {
    const all = [
      request('1', '2026-03-02T10:00:00.000Z'),
      request('2', '2026-03-03T10:00:00.000Z', { status: 'declined', businessId: 'biz_b' }),
    ];
    expect(filtered(all, noFilter, []).length).to.equal(2);
    expect(filtered(all, { status: 'declined', businessId: '' }, []).map((each) => each.id)).to.deep.equal(['2']);
    expect(filtered(all, { status: '', businessId: 'biz_a' }, []).map((each) => each.id)).to.deep.equal(['1']);
    expect(filtered(all, noFilter, ['received']).map((each) => each.id)).to.deep.equal(['1']);
    expect(nextStatuses('received')).to.deep.equal(['contacted', 'confirmed', 'declined']);
    expect(nextStatuses('confirmed')).to.deep.equal(['contacted', 'declined']);
  });

  it('reads every page of each branch until the period’s start, and no more than it may', async () => {
    const asked: string[] = [];
    const read = await readRequests({
      businessIds: ['biz_a'],
      since,
      page: async (_, token) => {
        asked.push(token);
        const old = token === 'p2';
        return {
          requests: [request(`r${token}`, old ? '2026-02-01T00:00:00Z' : '2026-03-09T00:00:00Z')],
          nextPageToken: old ? 'p3' : 'p2',
        };
      },
      onProgress: () => undefined,
    });
    expect(asked).to.deep.equal(['', 'p2']);
    expect(read.partial).to.equal(false);
    let pages = 0;
    const endless = await readRequests({
      businessIds: ['biz_a'],
      since,
      page: async () => ({ requests: [request(`r${pages++}`, '2026-03-09T00:00:00Z')], nextPageToken: 'more' }),
      onProgress: () => undefined,
    });
    expect(pages).to.equal(mostPages);
    expect(endless.partial).to.equal(true);
  });

  it('waits longer after each failed connection, at most 30 seconds', () => {
    expect(waitBefore(0, 0)).to.equal(500);
    expect(waitBefore(0, 1)).to.equal(1000);
    expect(waitBefore(3, 1)).to.equal(8000);
    expect(waitBefore(10, 1)).to.equal(30_000);
  });

  it('writes the CSV rows in the page’s words and the business’s zone', () => {
    const format = inboxFormat({
      text: bookingRequestsStrings,
      locale: 'en-US',
      timeZone: 'America/New_York',
      branches: new Map([['biz_a', 'Park Slope']]),
      groomers: new Map([['st_1', 'Sam Lee']]),
    });
    const rows = requestRows([request('1', '2026-03-02T10:00:00.000Z', { status: 'contacted' })], format, 'Eastern Time');
    expect(rows[0]![0]).to.equal('Received (Eastern Time)');
    expect(rows[1]).to.deep.equal([
      '2026-03-02 05:00',
      'Park Slope',
      '2026-03-12 11:00',
      'Sam Lee',
      'Ana Ruiz',
      'Bella',
      '+1 555 0110',
      'ana@example.com',
      'Contacted',
      'BR-1',
      '1',
    ]);
  });

  it('names the groomers from the availability of each branch with requests, once', async () => {
    expect(namingRange('2026-03-01')).to.deep.equal({ startDate: '2026-03-01', endDate: '2026-03-31' });
    const asked: string[] = [];
    const names = await groomerNames(
      [request('1', '2026-03-02T10:00:00Z'), request('2', '2026-03-03T10:00:00Z')],
      async (_, businessId) => {
        asked.push(businessId);
        return {
          availableDates: [],
          availability: [{ date: '2026-03-04', staff: [{ staffId: 'st_1', firstName: 'Sam', lastName: 'Lee', availableSlots: [] }] }],
        };
      },
    );
    expect(asked).to.deep.equal(['biz_a']);
    expect(names.get('st_1')).to.equal('Sam Lee');
  });

  it('reads the newest page of each branch for what was missed, past a branch that fails', async () => {
    const found = await missedRequests(['biz_a', 'biz_b'], async (businessId) => {
      if (businessId === 'biz_a') throw new Error('down');
      return { requests: [request('9', '2026-03-09T00:00:00Z', { businessId })], nextPageToken: 'more' };
    });
    expect(found.map((each) => each.id)).to.deep.equal(['9']);
  });

  it('shows times in the company’s zone, else the browser’s', async () => {
    const company = { timezone: { id: 'America/Chicago' } } as Company;
    expect(await zoneOfCompany('co_1', async () => company)).to.equal('America/Chicago');
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await zoneOfCompany('', async () => company)).to.equal(browser);
    expect(await zoneOfCompany('co_1', async () => Promise.reject(new Error('down')))).to.equal(browser);
  });
});
