/**
 * `<booking-requests>` in each of its states, with the gateway's answers made in the page (a fetch
 * of its own), so that each state is seen as long as it needs: loading, empty, a failure with
 * "Try again", Spanish and French, right to left, 375 and 1280 px; axe in each.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import { daysAgo } from '../../helpers/clock.js';
import { byRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request = (id: string, name: string, businessId = 'biz_a') => ({
  id,
  reference: `BR-${id}`,
  companyId: 'cmp_1',
  businessId,
  staffId: 'st_1',
  startTime: daysAgo(-2),
  endTime: daysAgo(-2),
  customer: { name, phone: '+1 555 0110', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
  status: 'received',
  receivedTime: daysAgo(1),
  version: 1,
});

/** Answers the inbox's requests from `list` (its pages), a quiet news stream and the company's zone. */
function gateway(list: (url: URL) => Promise<Response>): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.href);
    if (url.pathname.startsWith('/inbox/v1/companies/')) return json({ id: 'cmp_1', name: 'Bench', timezone: { id: 'America/New_York' } });
    if (url.pathname.includes('availability')) return json({ availableDates: [], availability: [] });
    if (url.pathname.endsWith('/events'))
      return new Response(
        new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n')) }),
      );
    return list(url);
  };
  return () => (window.fetch = original);
}

const inbox = (attributes = '') =>
  fixture<BookingRequests>(
    html`<div .innerHTML=${`<booking-requests base-url="/inbox" business-ids="biz_a biz_b" ${attributes}></booking-requests>`}></div>`,
  ).then((host) => host.querySelector('booking-requests')!);

describe('<booking-requests> states', function () {
  this.timeout(20000);
  let restore: () => void = () => undefined;
  afterEach(async () => {
    restore();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows its progress while the requests come, and is accessible', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    restore = gateway(async () => {
      await held;
      return json({ requests: [], nextPageToken: '' });
    });
    const el = await inbox();
    const page = new RequestsPage(el);
    await until('the progress', () => el.shadowRoot!.querySelector('[part~="progress"]'));
    expect(page.region.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    release();
    await page.loaded();
  });

  it('says so when the period has no request', async () => {
    restore = gateway(async () => json({ requests: [], nextPageToken: '' }));
    const page = new RequestsPage(await inbox());
    await page.loaded();
    expect(page.text).to.contain('No booking requests in the last 30 days.');
    expect(page.unhandled).to.equal('Every request is handled.');
    await expect(page.el).to.be.accessible();
  });

  it('offers "Try again" after a failure, which reads again', async () => {
    let fail = true;
    restore = gateway(async (url) =>
      fail
        ? json({ code: 14, message: 'down' }, 503)
        : json({ requests: url.searchParams.get('business_id') === 'biz_a' ? [request('1', 'Ana Ruiz')] : [], nextPageToken: '' }),
    );
    const el = await inbox('');
    const page = new RequestsPage(el);
    await until('the failure', () => page.alert);
    await expect(el).to.be.accessible();
    fail = false;
    byRole(el, 'button', 'Try again').click();
    await page.shownRequest('Ana Ruiz');
  });

  for (const [lang, label, status, pet] of [
    ['es', 'Solicitudes de cita', 'Nueva', 'Mascota: Bella (perro)'],
    ['fr', 'Demandes de rendez-vous', 'Nouvelle', 'Animal : Bella (chien)'],
  ] as const) {
    it(`speaks ${lang}, right to left too`, async () => {
      restore = gateway(async (url) =>
        json({ requests: url.searchParams.get('business_id') === 'biz_a' ? [request('1', 'Ana Ruiz')] : [], nextPageToken: '' }),
      );
      const el = await inbox(`lang="${lang}" dir="rtl"`);
      const page = new RequestsPage(el);
      await until('the words', () => el.shadowRoot!.querySelector(`[aria-label="${label}"]`));
      await page.shownRequest('Ana Ruiz');
      expect(page.statusOf('Ana Ruiz')).to.equal(status);
      // The pet's type in the page's words, not the API's code.
      expect(page.request('Ana Ruiz')!.textContent!.replace(/\s+/g, ' ')).to.contain(pet);
      const item = page.request('Ana Ruiz')!.getBoundingClientRect();
      const name = page.request('Ana Ruiz')!.querySelector('h3')!.getBoundingClientRect();
      // The customer's name starts at the right.
      expect(item.right - name.right).to.be.below(name.left - item.left);
      await expect(el).to.be.accessible();
    });
  }

  for (const width of [375, 1280]) {
    it(`fits ${width} px without scrolling sideways`, async () => {
      await setViewport({ width, height: 800 });
      const many = Array.from({ length: 60 }, (_, index) =>
        request(String(index), `Customer ${index} with a rather long name`, index % 2 ? 'biz_b' : 'biz_a'),
      );
      restore = gateway(async (url) =>
        json({ requests: many.filter((each) => each.businessId === url.searchParams.get('business_id')), nextPageToken: '' }),
      );
      const el = await inbox();
      el.branches = new Map([
        ['biz_a', 'Pawsome Grooming Brookline and Surroundings'],
        ['biz_b', 'Pawsome Grooming Park Slope'],
      ]);
      const page = new RequestsPage(el);
      await page.loaded();
      await until('the first 50', () => el.shadowRoot!.querySelectorAll('li.request').length === 50);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      // "Show 10 more" moves the focus on to the first it adds.
      byRole(el, 'button', 'Show 10 more').click();
      await until('the next requests', () => el.shadowRoot!.querySelectorAll('li.request').length === 60);
      await until('the focus on the 51st', () => el.shadowRoot!.activeElement === el.shadowRoot!.querySelectorAll('li.request')[50]);
      await expect(el).to.be.accessible();
    });
  }

  it('keeps what the person reads in place when a request arrives at the top, and tells it politely', async () => {
    await setViewport({ width: 800, height: 600 });
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...request(String(100 + index), `Customer ${index}`),
      receivedTime: daysAgo(1 + index / 10),
    }));
    let push: (text: string) => void = () => undefined;
    const original = window.fetch;
    restore = gateway(async (url) => json({ requests: url.searchParams.get('business_id') === 'biz_a' ? many : [], nextPageToken: '' }));
    const quiet = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/events')) return quiet(input, init);
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
          push('event: ready\ndata: {}\n\n');
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    };
    restore = () => (window.fetch = original);
    const el = await inbox();
    const page = new RequestsPage(el);
    await page.shownRequest('Customer 10');
    page.request('Customer 10')!.scrollIntoView();
    const before = page.request('Customer 10')!.getBoundingClientRect().top;
    push(`event: created\ndata: ${JSON.stringify({ ...request('999', 'Dana New'), receivedTime: daysAgo(0) })}\n\n`);
    await page.shownRequest('Dana New');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(Math.abs(page.request('Customer 10')!.getBoundingClientRect().top - before)).to.be.below(2);
    expect(page.announcement).to.equal('1 new request');
    await expect(el).to.be.accessible();
  });

  it('passes the accessibility check on a dark page', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      restore = gateway(async (url) =>
        json({ requests: url.searchParams.get('business_id') === 'biz_a' ? [request('1', 'Ana Ruiz')] : [], nextPageToken: '' }),
      );
      const host = await fixture<HTMLDivElement>(html`<div style="color-scheme: dark; background: #121212; color: #f1f1f1">
        <booking-requests base-url="/inbox" business-ids="biz_a"></booking-requests>
      </div>`);
      const page = new RequestsPage(host.querySelector('booking-requests')!);
      await page.shownRequest('Ana Ruiz');
      await expect(host).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('filters by branch, and keeps to the statuses attribute; an unknown status is a setup problem', async () => {
    const both = [
      request('1', 'Ana Ruiz'),
      { ...request('2', 'Ben Okafor', 'biz_b'), status: 'confirmed' },
      request('3', 'Cleo Park', 'biz_b'),
    ];
    restore = gateway(async (url) =>
      json({ requests: both.filter((each) => each.businessId === url.searchParams.get('business_id')), nextPageToken: '' }),
    );
    const page = new RequestsPage(await inbox());
    await page.shownRequest('Ana Ruiz');
    const branch = page.filter('Branch');
    branch.value = 'biz_b';
    branch.dispatchEvent(new Event('change'));
    await until('one branch', () => page.request('Ana Ruiz') === null);
    expect(page.request('Ben Okafor')).to.not.equal(null);
    expect(page.unhandled).to.equal('2 not handled yet');

    const received = new RequestsPage(await inbox('statuses="received"'));
    await received.shownRequest('Cleo Park');
    expect(received.request('Ben Okafor')).to.equal(null);

    const wrong = new RequestsPage(await inbox('statuses="received maybe"'));
    await until('the problem', () => wrong.alert);
    expect(wrong.alert!.textContent).to.contain(
      'The statuses attribute may only name received, contacted, confirmed, declined, withdrawn, cancelled, expired.',
    );
    await expect(wrong.el).to.be.accessible();
  });
});
