/**
 * The demo's receiver page: what the business's server and the customer got for each request,
 * every time labelled with its zone, a change of status told as one, text shown as text.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { mountReceiverPage } from '../../demo/receiver-page.js';

/** A JSON answer the page fetches, as a data: address (the page's world, owned by this test). */
const served = (body: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(body))}`;

const fixtures = {
  branches: [{ businessId: 'biz_1', businessName: 'Park Slope', timeZone: 'America/New_York' }],
  staff: [{ id: 'stf_1', firstName: 'Ava', lastName: 'Dubois' }],
};

const received = {
  deliveries: [
    {
      id: 'msg_2',
      at: '2026-12-06T22:31:00Z',
      verified: true,
      attempts: 1,
      type: 'booking_request.updated',
      data: { id: 'r1', reference: 'W9NA-R37Z', status: 'confirmed', previousStatus: 'received', version: 2 },
    },
    {
      id: 'msg_1',
      at: '2026-12-06T22:30:00Z',
      verified: true,
      attempts: 2,
      type: 'booking_request.received',
      data: {
        reference: 'W9NA-R37Z',
        businessId: 'biz_1',
        staffId: 'stf_1',
        startTime: '2026-12-07T15:00:00Z',
        customer: { name: 'Nadia <b>Rossi</b>', email: 'nadia@example.com', petName: 'Biscuit' },
      },
    },
  ],
  mails: [
    {
      at: '2026-12-06T22:30:05Z',
      to: ['nadia@example.com'],
      subject: 'We received your grooming request W9NA-R37Z: not booked yet',
      text: 'Hello',
      links: ['https://shop.example/request.html#request=abc', 'javascript:alert(1)'],
      calendar: { method: 'PUBLISH', status: 'TENTATIVE', summary: 'Grooming request', sequence: 0 },
    },
  ],
};

describe('demo receiver page', () => {
  it('labels the time asked for with the branch’s zone and every other time with the browser’s, and tells a change as a change', async () => {
    const root = await fixture<HTMLElement>(html`<main></main>`);
    mountReceiverPage(root, served(received), served(fixtures));
    await waitUntil(() => root.textContent?.includes('America/New_York'), 'the branch’s zone named');
    const [update, request] = [...root.querySelectorAll('article')];
    // 15:00 UTC is 10:00 AM in New York, and it says so.
    expect(request.textContent).to.match(/10:00\sAM \(America\/New_York\)/);
    expect(request.textContent).to.include('Ava Dubois');
    expect(request.textContent).to.include("this browser's zone");
    // The customer's words are text: the tags are shown, not made.
    expect(request.textContent).to.include('Nadia <b>Rossi</b>');
    expect(request.querySelector('b')).to.equal(null);
    // An update holds only the change: no empty branch, time or customer.
    expect(update.textContent).to.include('received → confirmed, version 2');
    expect(update.textContent).not.to.include('Time asked for');
    await expect(root).to.be.accessible();
  });

  it('tells a slot watch’s events as a watch: what it asks for, then the time that opened in the branch’s zone', async () => {
    const watchEvents = {
      deliveries: [
        {
          id: 'msg_4',
          at: '2026-12-06T22:41:00Z',
          verified: true,
          attempts: 1,
          type: 'slot_watch.notified',
          data: {
            reference: 'GUWA-CVK9',
            businessId: 'biz_1',
            staffId: 'stf_1',
            staffName: 'Ava Dubois',
            startTime: '2026-12-07T14:00:00Z',
            endTime: '2026-12-07T15:30:00Z',
          },
        },
        {
          id: 'msg_3',
          at: '2026-12-06T22:40:00Z',
          verified: true,
          attempts: 1,
          type: 'slot_watch.created',
          data: {
            reference: 'GUWA-CVK9',
            businessId: 'biz_1',
            days: ['SATURDAY'],
            parts: [],
            until: '2027-01-06',
            customer: { name: 'Nadia' },
          },
        },
      ],
      mails: [],
    };
    const root = await fixture<HTMLElement>(html`<main></main>`);
    mountReceiverPage(root, served(watchEvents), served(fixtures));
    await waitUntil(() => root.textContent?.includes('America/New_York'), 'the branch’s zone named');
    const [opened, created] = [...root.querySelectorAll('article')];
    expect(opened.querySelector('h3')?.textContent).to.equal('Slot watch GUWA-CVK9');
    expect(opened.textContent).to.match(/Time that opened\s*Dec 7, 2026, 9:00\sAM \(America\/New_York\) with Ava Dubois/);
    expect(created.textContent).to.match(/Asks for\s*SATURDAY; any time of day; until 2027-01-06/);
    expect(created.textContent).not.to.include('Time asked for');
    await expect(root).to.be.accessible();
  });

  it('links only the http(s) addresses of an e-mail', async () => {
    const root = await fixture<HTMLElement>(html`<main></main>`);
    mountReceiverPage(root, served(received), served(fixtures));
    await waitUntil(() => root.textContent?.includes('not booked yet'), 'the customer’s e-mail shown');
    const links = [...root.querySelectorAll('article a')].map((link) => link.getAttribute('href'));
    expect(links).to.deep.equal(['https://shop.example/request.html#request=abc']);
  });

  it('frees a time at the fully booked branch with one press, and lists what was freed in the branch’s zone', async () => {
    const freed = { staffId: 'stf_1', staffName: 'Ava Dubois', startTime: '2026-12-08T19:00:00Z', endTime: '2026-12-08T21:00:00Z' };
    const calendar = { businessId: 'biz_1', until: '2026-12-14T05:00:00Z', freed: [] as (typeof freed)[] };
    // The demo server's calendar, played in the page: a GET reads it, a POST to /free frees the time.
    const original = window.fetch;
    const presses: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/test-calendar')) return original(input, init);
      if (url === '/test-calendar/free' && init?.method === 'POST') {
        presses.push(url);
        calendar.freed.push(freed);
        return Promise.resolve(Response.json(freed, { status: 201 }));
      }
      return Promise.resolve(Response.json(calendar));
    };
    try {
      const root = await fixture<HTMLElement>(html`<main></main>`);
      mountReceiverPage(root, served(received), served(fixtures), '/test-calendar');
      await waitUntil(
        () => root.querySelector('button') !== null && root.textContent?.includes('Park Slope is fully booked'),
        'the calendar shown',
      );
      expect(root.textContent).to.match(/fully booked until Dec 14, 2026, 12:00\sAM \(America\/New_York\)/);
      const button = root.querySelector('button')!;
      expect(button.textContent?.trim()).to.equal('Free a time at Park Slope');
      button.click();
      await waitUntil(() => root.querySelector('.freed li'), 'the freed time listed');
      expect(presses).to.deep.equal(['/test-calendar/free']);
      expect(root.querySelector('.freed li')?.textContent).to.match(/Dec 8, 2026, 2:00\sPM \(America\/New_York\).*4:00\sPM.*Ava Dubois/s);
      expect([...root.querySelectorAll('[role="status"]')].map((status) => status.textContent?.trim())).to.include(
        'A time was freed: a watcher hears of it at the next look.',
      );
      await expect(root).to.be.accessible();
    } finally {
      window.fetch = original;
    }
  });
});
