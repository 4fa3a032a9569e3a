import { expect } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import type { BookingRequestEvent } from '../../../src/api/booking-requests/events.js';
import type { BookingRequestDetail, BookingRequestRecord, RequestChange } from '../../../src/api/booking-requests/inbox.js';
import type { Company } from '../../../src/api/company.js';
import { ApiError } from '../../../src/api/errors.js';
import { bookingRequestsStrings } from '../../../src/elements/booking-requests/booking-requests.strings.js';
import { groomerNames, namingRange, zoneOfCompany } from '../../../src/shared/branch-facts.js';
import { clashesOf } from '../../../src/elements/booking-requests/clashes.js';
import { filtered, Inbox, nextStatuses, noFilter } from '../../../src/elements/booking-requests/inbox.js';
import { inboxFormat, requestRows } from '../../../src/elements/booking-requests/inbox-format.js';
import { type Connection, LiveRequests, missedRequests, waitBefore } from '../../../src/elements/booking-requests/live-requests.js';
import { mostPages, readRequests } from '../../../src/elements/booking-requests/read-requests.js';
import { deliveryLine, historyLine } from '../../../src/elements/booking-requests/request-details.js';
import esWords from '../../../src/elements/booking-requests/locales/es.js';
import frWords from '../../../src/elements/booking-requests/locales/fr.js';
import { until } from '../../helpers/until.js';

const request = (id: string, receivedTime: string, changes: Partial<BookingRequestRecord> = {}): BookingRequestRecord => ({
  id,
  reference: `BR-${id}`,
  companyId: 'co_1',
  businessId: 'biz_a',
  staffId: 'st_1',
  staffName: 'Priya O\u2019Connor',
  startTime: '2026-03-12T15:00:00.000Z',
  endTime: '2026-03-12T16:00:00.000Z',
  customer: { name: 'Ana Ruiz', phone: '+1 555 0110', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
  customerId: '',
  status: 'received',
  receivedTime,
  version: 1,
  services: [],
  message: '',
  offers: [],
  replaces: '',
  answerBy: undefined,
  overdue: false,
  internalNotes: '',
  ...changes,
});

const since = Date.parse('2026-03-01T00:00:00Z');
/** The day of an instant in UTC, as the inbox gives it in the business's zone. */
const utcDay = (instant: string) => instant.slice(0, 10);

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

  it('searches by name, e-mail or reference whatever the case and accents, by phone on its digits, and by the days of the requested time', () => {
    const all = [
      request('1', '2026-03-02T10:00:00.000Z', {
        reference: 'Q5NP-B3RU',
        customer: { name: 'José Núñez', phone: '+1 (555) 010-0110', email: 'jose@example.com', petName: 'Rex', petType: 'DOG', notes: '' },
        startTime: '2026-03-12T15:00:00.000Z',
      }),
      request('2', '2026-03-03T10:00:00.000Z', {
        customer: { name: 'Ana Ruiz', phone: '', email: 'ANA@Example.com', petName: 'Bella', petType: 'CAT', notes: '' },
        startTime: '2026-03-14T15:00:00.000Z',
      }),
    ];
    const found = (filter: Record<string, string>) => filtered(all, filter, [], utcDay).map((each) => each.id);
    expect(found({ q: 'jose nunez' })).to.deep.equal(['1']);
    expect(found({ q: 'ana@example' })).to.deep.equal(['2']);
    expect(found({ q: 'q5np' })).to.deep.equal(['1']);
    expect(found({ q: '555 010' })).to.deep.equal(['1']);
    expect(found({ q: '(555) 010-0110' })).to.deep.equal(['1']);
    // Two digits are too few to look for in phones; words are not digits.
    expect(found({ q: '55' })).to.deep.equal([]);
    expect(found({ q: 'example.com' })).to.deep.equal(['1', '2']);
    expect(found({ q: '   ' })).to.deep.equal(['1', '2']);
    expect(found({ from: '2026-03-13' })).to.deep.equal(['2']);
    expect(found({ to: '2026-03-12' })).to.deep.equal(['1']);
    expect(found({ from: '2026-03-12', to: '2026-03-14' })).to.deep.equal(['1', '2']);
    expect(found({ from: '2026-03-15' })).to.deep.equal([]);
  });

  it('filters by status, branch and the attribute’s statuses', () => {
    const all = [
      request('1', '2026-03-02T10:00:00.000Z'),
      request('2', '2026-03-03T10:00:00.000Z', { status: 'declined', businessId: 'biz_b' }),
    ];
    expect(filtered(all, noFilter, [], utcDay).length).to.equal(2);
    expect(filtered(all, { status: 'declined', businessId: '' }, [], utcDay).map((each) => each.id)).to.deep.equal(['2']);
    expect(filtered(all, { status: '', businessId: 'biz_a' }, [], utcDay).map((each) => each.id)).to.deep.equal(['1']);
    expect(filtered(all, noFilter, ['received'], utcDay).map((each) => each.id)).to.deep.equal(['1']);
    // Only what the lifecycle lets staff do: an answered request is not taken back; a confirmed one may be cancelled.
    // Withdrawing is the customer's, expiring the gateway's: never a staff button.
    expect(nextStatuses('received')).to.deep.equal(['contacted', 'confirmed', 'declined']);
    expect(nextStatuses('contacted')).to.deep.equal(['confirmed', 'declined']);
    expect(nextStatuses('confirmed')).to.deep.equal(['cancelled']);
    for (const status of ['declined', 'withdrawn', 'cancelled', 'expired']) expect(nextStatuses(status)).to.deep.equal([]);
  });

  it('finds the requests that overlap for one groomer, a confirmed one first, among those still standing', () => {
    const at = (id: string, start: string, end: string, changes: Partial<BookingRequestRecord> = {}) =>
      request(id, '2026-03-02T10:00:00.000Z', {
        startTime: `2026-03-12T${start}:00.000Z`,
        endTime: `2026-03-12T${end}:00.000Z`,
        ...changes,
      });
    const clashes = clashesOf([
      at('new', '15:00', '16:00'),
      at('booked', '15:30', '16:30', { status: 'confirmed' }),
      at('later', '16:00', '17:00'),
      at('other groomer', '15:00', '16:00', { staffId: 'st_2' }),
      at('declined', '15:00', '16:00', { status: 'declined' }),
      at('no groomer', '15:00', '16:00', { staffId: '' }),
    ]);
    const ids = (id: string) => clashes.get(id)?.map((each) => each.id);
    // Touching ends do not overlap: 15:00-16:00 and 16:00-17:00 share no minute.
    expect(ids('new')).to.deep.equal(['booked']);
    expect(ids('booked')).to.deep.equal(['new', 'later']);
    expect(ids('later')).to.deep.equal(['booked']);
    for (const alone of ['other groomer', 'declined', 'no groomer']) expect(clashes.has(alone)).to.equal(false);
    // Of several, the confirmed one is named first.
    const both = clashesOf([at('a', '15:00', '16:00'), at('b', '15:00', '16:00'), at('c', '15:00', '16:00', { status: 'confirmed' })]);
    expect(both.get('a')?.map((each) => each.id)).to.deep.equal(['c', 'b']);
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
    });
    expect(asked).to.deep.equal(['', 'p2']);
    expect(read.partial).to.equal(false);
    let pages = 0;
    const problems: string[] = [];
    const endless = await readRequests({
      businessIds: ['biz_a'],
      since,
      page: async () => ({ requests: [request(`r${pages}`, '2026-03-09T00:00:00Z')], nextPageToken: `p${++pages}` }),
      onProblem: (problem) => problems.push(problem),
    });
    expect(pages).to.equal(mostPages);
    expect(endless.partial).to.equal(true);
    expect(problems).to.deep.equal([`More than ${mostPages} pages: the rest are not read.`]);
  });

  it('stops a branch at a page token that comes back, says so, and reads the next branch', async () => {
    const asked: string[] = [];
    const problems: string[] = [];
    const read = await readRequests({
      businessIds: ['biz_a', 'biz_b'],
      since,
      page: async (businessId, token) => {
        asked.push(`${businessId}:${token}`);
        return { requests: [request(`${businessId}${token}`, '2026-03-09T00:00:00Z', { businessId })], nextPageToken: 'again' };
      },
      onProblem: (problem) => problems.push(problem),
    });
    expect(asked).to.deep.equal(['biz_a:', 'biz_a:again', 'biz_b:', 'biz_b:again']);
    expect(read.partial).to.equal(true);
    expect(read.requests).to.have.length(4);
    expect(problems).to.deep.equal([
      'The service returned a page token it had already returned.',
      'The service returned a page token it had already returned.',
    ]);
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
    const services = [
      { id: 'svc_full', name: 'Full groom' },
      { id: 'svc_nails', name: 'Nail trim' },
    ];
    const rows = requestRows(
      [request('1', '2026-03-02T10:00:00.000Z', { status: 'contacted', services, internalNotes: 'Called twice\nLeft a voicemail' })],
      format,
      'Eastern Time',
    );
    expect(rows[0]![0]).to.equal('Received (Eastern Time)');
    expect(rows[0]!.slice(5, 8)).to.deep.equal(['Pet', 'Pet type', 'Services']);
    expect(rows[1]).to.deep.equal([
      '2026-03-02 05:00',
      'Park Slope',
      '2026-03-12 11:00',
      'Sam Lee',
      'Ana Ruiz',
      'Bella',
      'dog',
      'Full groom, Nail trim',
      '+1 555 0110',
      'ana@example.com',
      'Contacted',
      'BR-1',
      '1',
      'Called twice\nLeft a voicemail',
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

  it('reads each branch again back to a little before the newest request known, however many pages, past a branch that fails', async () => {
    // Branch b has a request a minute, newest first, 3 a page: the reading stops at the page that
    // reaches 10 minutes before the newest known (09:00), whatever came after it.
    const minute = (n: number) => new Date(Date.parse('2026-03-09T09:00:00Z') + n * 60_000).toISOString();
    const page = (index: number) => [30, 29, 28].map((n) => request(`b${n - 3 * index}`, minute(n - 3 * index)));
    const asked: string[] = [];
    const found = await missedRequests(request('known', minute(0)), {
      businessIds: ['biz_a', 'biz_b'],
      since: Date.parse('2026-02-01T00:00:00Z'),
      page: async (businessId, pageToken) => {
        asked.push(`${businessId}:${pageToken}`);
        if (businessId === 'biz_a') throw new Error('down');
        const index = Number(pageToken || '0');
        return { requests: page(index).map((each) => ({ ...each, businessId })), nextPageToken: String(index + 1) };
      },
    });
    // The 14th page (08:51, 08:50, 08:49) is the first to reach past 08:50, the reading's start.
    expect(found.at(0)?.id).to.equal('b30');
    expect(found.at(-1)?.id).to.equal('b-11');
    expect(asked.filter((page) => page.startsWith('biz_b')).length).to.equal(14);
  });

  it('shows times in the company’s zone, else the browser’s', async () => {
    const company = { timezone: { id: 'America/Chicago' } } as Company;
    expect(await zoneOfCompany('co_1', async () => company)).to.equal('America/Chicago');
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await zoneOfCompany('', async () => company)).to.equal(browser);
    expect(await zoneOfCompany('co_1', async () => Promise.reject(new Error('down')))).to.equal(browser);
  });

  it('says each delivery and history line in staff words: a delivery that waits for a gateway that sends by its channel, one sent again', () => {
    // The test runner's gateway sends by both channels, so no delivery there waits for one: the
    // words of such a delivery are checked on a detail as the gateway writes it.
    const format = (text = bookingRequestsStrings) =>
      inboxFormat({ text, locale: 'en-US', timeZone: 'America/New_York', branches: undefined, groomers: undefined });
    const waiting: BookingRequestDetail['deliveries'][number] = {
      id: 'd1',
      channel: 'email',
      event: 'booking_request.received',
      historyId: '1',
      status: 'pending',
      nextAttemptTime: '2026-03-02T10:00:20.000Z',
      noSender: true,
      attempts: [],
    };
    expect(deliveryLine(waiting, format())).to.equal(
      'E-mail: waiting, as no gateway sends e-mail now: ask whoever runs the gateway (0 attempts)',
    );
    expect(deliveryLine({ ...waiting, channel: 'webhook' }, format())).to.equal(
      'Webhook: waiting, as no gateway sends webhooks now: ask whoever runs the gateway (0 attempts)',
    );
    const next = 'Mar 2, 2026, 5:00 AM';
    expect(deliveryLine({ ...waiting, noSender: false }, format())).to.equal(`E-mail: retrying (next try ${next}) (0 attempts)`);
    expect(deliveryLine(waiting, format({ ...bookingRequestsStrings, ...esWords }))).to.match(
      /^Correo: en espera, porque ninguna pasarela envía correos/,
    );
    expect(deliveryLine(waiting, format({ ...bookingRequestsStrings, ...frWords }))).to.equal(
      'Courriel: en attente, car aucune passerelle n’envoie de courriels pour l’instant : demandez à la personne qui gère la passerelle (0 essai)',
    );
    const resent = {
      id: '2',
      action: 'resent',
      status: 'received',
      note: '',
      message: '',
      offers: [] as RequestChange['offers'],
      channel: 'email',
      actor: 'staff_owner',
      at: '2026-03-02T15:00:00.000Z',
    } as const;
    const at = 'Mar 2, 2026, 10:00 AM';
    expect(historyLine(resent, format())).to.equal(`E-mail sent again by staff_owner, ${at}`);
    expect(historyLine({ ...resent, channel: 'webhook', actor: '' }, format())).to.equal(`Webhook sent again by someone, ${at}`);
    expect(historyLine({ ...resent, action: 'status', status: 'confirmed' }, format())).to.equal(`Confirmed by staff_owner, ${at}`);
  });

  describe('the news stream, when the gateway ends it for its token', () => {
    /** A LiveRequests whose streams are scripted: each connection plays the next script. */
    function scripted(scripts: ((connection: Connection) => Promise<void>)[]) {
      const told: string[] = [];
      let connections = 0;
      const host: ReactiveControllerHost = {
        addController: () => undefined,
        removeController: () => undefined,
        requestUpdate: () => undefined,
        updateComplete: Promise.resolve(true),
      };
      const live = new LiveRequests(host);
      live.start({
        connect: async (connection) => {
          const script = scripts[connections];
          connections += 1;
          if (!script) return new Promise<void>((resolve) => connection.signal.addEventListener('abort', () => resolve()));
          return script(connection);
        },
        onEvent: (event) => told.push(event.type),
        onReady: () => told.push('ready'),
        onSignedOut: () => told.push('signed out'),
        onRefused: () => told.push('refused'),
      });
      return { told, live, connections: () => connections };
    }
    const play =
      (...events: BookingRequestEvent[]) =>
      async ({ onEvent }: Connection) => {
        for (const event of events) onEvent(event);
      };
    const unauthenticated = async () => {
      throw new ApiError({ code: 'UNAUTHENTICATED', operation: 'readBookingRequestEvents', message: 'expired', status: 401 });
    };

    it('connects again at once, and asks staff to sign in when the same token is refused', async () => {
      const { told, connections } = scripted([play({ type: 'ready' }, { type: 'end', reason: 'token-expired' }), unauthenticated]);
      await until('signed out', () => told.includes('signed out'), 1000);
      expect(told).to.deep.equal(['ready', 'signed out']);
      expect(connections()).to.equal(2);
    });

    it('goes on with a fresh token that a token function gave, without asking anything', async () => {
      const request = { id: 'r1' } as BookingRequestRecord;
      const created = async ({ onEvent, signal }: Connection) => {
        onEvent({ type: 'resumed' });
        onEvent({ type: 'created', request });
        return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      };
      const { told, live, connections } = scripted([play({ type: 'ready' }, { type: 'end', reason: 'token-expired' }), created]);
      await until('the news of the second stream', () => told.includes('created'), 1000);
      live.stop();
      expect(told).to.deep.equal(['ready', 'created']);
      expect(connections()).to.equal(2);
    });

    it('asks staff to sign in when the try at once ends for its token too, rather than reconnecting in a loop', async () => {
      const { told, connections } = scripted([
        play({ type: 'ready' }, { type: 'end', reason: 'token-expired' }),
        play({ type: 'resumed' }, { type: 'end', reason: 'token-expired' }),
      ]);
      await until('signed out', () => told.includes('signed out'), 1000);
      expect(told).to.deep.equal(['ready', 'signed out']);
      expect(connections()).to.equal(2);
    });
  });
});
