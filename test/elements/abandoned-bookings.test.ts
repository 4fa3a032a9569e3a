import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { AbandonedBooking } from '../../src/api/abandoned-bookings.js';
import { createClient } from '../../src/api/client.js';
import { paginate } from '../../src/api/paginate.js';
import type { AbandonedBookings } from '../../src/elements/abandoned-bookings/abandoned-bookings.js';
import '../../src/elements/abandoned-bookings/define.js';
import type { AbandonedBookingContactDetail } from '../../src/elements/abandoned-bookings/events.js';
import type { BookingErrorDetail, BookingWarningDetail } from '../../src/shared/events.js';
import { newScope, plan, referenceFixtures, requestLog, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { deepActiveElement } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { AbandonedPage } from '../pages/abandoned-bookings.js';
import { suiteNow } from '../helpers/clock.js';

// ---- What the board should show, worked out here from the API's answers ----------------------

/** `YYYY-MM-DD` of an instant in a zone (en-CA writes dates so). */
const dayIn = (zone: string, instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** The flow's steps in order, with the words the board gives them. */
const stepWords: [string, string][] = [
  ['WELCOME_PAGE', 'Welcome page'],
  ['BASIC_INFO', 'Basic info'],
  ['SELECT_CARE_TYPE', 'Care type'],
  ['SELECT_ADDRESS', 'Address'],
  ['SELECT_PET', 'Pet'],
  ['SELECT_DATE', 'Date'],
  ['SELECT_SERVICE', 'Service'],
  ['SELECT_GROOMER', 'Groomer'],
  ['SELECT_TIME', 'Time'],
  ['ADDITIONAL_PET_INFO', 'Pet details'],
  ['PERSONAL_INFO', 'Personal info'],
  ['CARD_ON_FILE', 'Card on file'],
  ['PREPAY', 'Prepayment'],
  ['PRE_AUTH', 'Pre-authorization'],
  ['SUBMIT_APPT', 'Submit'],
];

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Every booking of the branches from `from` (a date in the zone) until now, read here in two
 * halves of the period with the client alone, each page of each.
 */
async function everyBooking(companyId: string, businessIds: readonly string[], from: string, zone: string): Promise<AbandonedBooking[]> {
  const api = createClient({ baseUrl: scopedBaseUrl(newScope()) });
  const start = Date.parse(`${from}T00:00:00Z`) - 86_400_000;
  const now = suiteNow();
  const middle = Math.round((start + now) / 2);
  const seen = new Map<string, AbandonedBooking>();
  for (const [startTime, endTime] of [
    [start, middle],
    [middle, now],
  ] as const) {
    const filter = { abandonTime: { startTime: new Date(startTime).toISOString(), endTime: new Date(endTime).toISOString() } };
    const request = { companyId, businessIds: [...businessIds], filter, pagination: { pageSize: 200 } };
    for await (const page of paginate(api.listAbandonedBookings, request))
      for (const booking of page.bookings) seen.set(booking.id, booking);
  }
  return [...seen.values()].filter((booking) => dayIn(zone, booking.abandonTime!) >= from);
}

/** From leaving to the earlier of the last text and e-mail after it, as the board measures it. */
function firstContact(booking: AbandonedBooking): number | undefined {
  const left = Date.parse(booking.abandonTime!);
  const after = [booking.lastTextedTime, booking.lastEmailedTime]
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => time >= left);
  return after.length ? Math.min(...after) - left : undefined;
}

// ---- The element in the reference world ---------------------------------------------------

describe('<abandoned-bookings>', () => {
  let world: ReferenceFixtures;
  let pawsome: string;
  let pawsomeBranches: ReferenceFixtures['branches'];
  let parkSlope: ReferenceFixtures['branches'][number];
  const zone = 'America/New_York';

  before(async () => {
    world = await referenceFixtures();
    parkSlope = world.branches.find((branch) => branch.businessName.endsWith('Park Slope'))!;
    pawsome = parkSlope.companyId;
    pawsomeBranches = world.branches.filter((branch) => branch.companyId === pawsome);
  });

  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  async function shown(markup: ReturnType<typeof html>): Promise<AbandonedPage> {
    const loaded = AbandonedPage.loaded();
    const el = await fixture<AbandonedBookings>(markup);
    await loaded;
    await el.updateComplete;
    return new AbandonedPage(el);
  }

  const board = (scope: string, days = 30) =>
    html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} company-id=${pawsome} business-ids=${parkSlope.businessId} days=${days}></abandoned-bookings>`;

  it('reads the days a month at a time, newest first, every page of 500, and shows figures and a funnel that match the bookings', async () => {
    const scope = newScope();
    const ids = pawsomeBranches.map((branch) => branch.businessId);
    const names = new Map(pawsomeBranches.map((branch) => [branch.businessId, branch.businessName]));
    const loaded = AbandonedPage.loaded();
    const el = await fixture<AbandonedBookings>(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} company-id=${pawsome} business-ids=${ids.join(' ')} days="45" .branches=${names}></abandoned-bookings>`,
    );
    const detail = await loaded;
    await el.updateComplete;
    const page = new AbandonedPage(el);
    const bookings = await everyBooking(pawsome, ids, detail.from, zone);
    expect(detail.to).to.equal(dayIn(zone, suiteNow()));
    expect(detail.count).to.equal(bookings.length);
    expect(bookings.length, 'the reference world has a busy month and a half').to.be.above(150);

    // Two windows of at most a month, newest first, meeting end to start; pages of 500.
    const asked = (await requestLog(scope)).requests.filter((entry) => entry.operation === 'ListAbandonedBookings');
    const windows = asked.map(
      (entry) => (entry.body as { filter: { abandonTime: { startTime: string; endTime: string } } }).filter.abandonTime,
    );
    expect(windows).to.have.length(2);
    expect(windows[0]!.startTime).to.equal(windows[1]!.endTime);
    expect(dayIn(zone, windows[1]!.startTime)).to.equal(detail.from);
    for (const window of windows) {
      const start = new Date(window.startTime);
      const monthLater = new Date(start);
      monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
      expect(Date.parse(window.endTime)).to.be.at.most(monthLater.getTime());
    }
    for (const entry of asked) expect(entry.body).to.deep.include({ companyId: pawsome, businessIds: ids, pagination: { pageSize: 500 } });

    // The funnel: every step in the flow's order, a column per branch and the total.
    expect(page.columns('Where customers left')).to.deep.equal(['Step', ...ids.map((id) => names.get(id)), 'Total']);
    const expected = stepWords.map(([step, words]) => {
      const left = bookings.filter((booking) => booking.abandonStep === step);
      return [words, ...ids.map((id) => count(left.filter((booking) => booking.businessId === id).length)), count(left.length)];
    });
    expect(page.rows('Where customers left')).to.deep.equal(expected);

    // The figures.
    const contacted = bookings.filter((booking) => booking.abandonStatus === 'CONTACTED' || firstContact(booking) !== undefined);
    const recovered = bookings.filter((booking) => booking.abandonStatus === 'RECOVERED');
    const delays = bookings
      .map(firstContact)
      .filter((delay): delay is number => delay !== undefined)
      .sort((a, b) => a - b);
    const middle = delays.length >> 1;
    const median = delays.length % 2 ? delays[middle]! : (delays[middle - 1]! + delays[middle]!) / 2;
    expect(page.figure('Abandoned').value).to.equal(count(bookings.length));
    expect(page.figure('Contacted').value).to.equal(count(contacted.length));
    expect(page.figure('Recovered').value).to.equal(count(recovered.length));
    expect(page.figure('Recovery rate').value).to.equal((recovered.length / bookings.length).toLocaleString('en-US', { style: 'percent' }));
    const hours = median / 3_600_000;
    const inWords = (value: number, unit: string) =>
      `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}${value === 1 ? '' : 's'}`;
    expect(page.figure('Median time to first contact').value).to.equal(
      hours < 1 ? inWords(Math.round(hours * 60), 'minute') : hours < 48 ? inWords(hours, 'hour') : inWords(hours / 24, 'day'),
    );
    expect(page.figure('Median time to first contact').note).to.equal(
      `From leaving to the first text or e-mail on record, over ${count(delays.length)} bookings`,
    );

    // The list: the newest first, fifty of them.
    const newest = [...bookings].sort((a, b) => Date.parse(b.abandonTime!) - Date.parse(a.abandonTime!));
    expect(page.bookings()).to.have.length(50);
    const nameOf = (booking: AbandonedBooking) =>
      `${booking.customer?.firstName ?? ''} ${booking.customer?.lastName ?? ''}`.trim() || 'Name not given';
    expect(page.names()).to.deep.equal(newest.slice(0, 50).map(nameOf));
    expect(page.status!.textContent!.trim()).to.equal(`Showing 50 of ${count(bookings.length)} bookings`);
    // Each with when it was left and its last contact, in the business's zone.
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    const words = (instant: string) => when.format(new Date(instant)).replace(/\s/g, ' ');
    for (const [index, booking] of newest.slice(0, 50).entries()) {
      const shownText = page.bookings()[index]!.textContent!.replace(/\s+/g, ' ');
      expect(shownText).to.include(words(booking.abandonTime!));
      const [texted, emailed] = [booking.lastTextedTime, booking.lastEmailedTime].map((time) => (time ? Date.parse(time) : Number.NaN));
      if (!Number.isNaN(texted) && !(emailed > texted)) expect(shownText).to.include(`Texted ${words(booking.lastTextedTime!)}`);
      else if (!Number.isNaN(emailed)) expect(shownText).to.include(`E-mailed ${words(booking.lastEmailedTime!)}`);
      else expect(shownText).to.not.match(/Texted|E-mailed/);
    }
    expect(page.text).to.include('Times as they are in Eastern Time.');
    await expect(el).to.be.accessible();
  });

  it('narrows the funnel, the figures and the list together with its filters, from the keyboard too', async () => {
    const page = await shown(board(newScope()));
    const everyone = Number(page.figure('Abandoned').value.replace(/,/g, ''));
    const timeRow = () => page.rows('Where customers left').find((row) => row[0] === 'Time')!;
    const leftAtTime = Number(timeRow()[1]);
    expect(leftAtTime).to.be.above(0);

    // The step "Time", chosen with the arrow keys.
    const step = page.select('Step');
    step.focus();
    for (let index = 0; index < 9; index += 1) await sendKeys({ press: 'ArrowDown' });
    await page.el.updateComplete;
    expect(step.selectedOptions[0]!.textContent).to.equal('Time');
    expect(page.figure('Abandoned').value).to.equal(String(leftAtTime));
    expect(page.rows('Where customers left').filter((row) => row[1] !== '0')).to.deep.equal([['Time', String(leftAtTime)]]);
    expect(page.bookings().length).to.equal(Math.min(50, leftAtTime));
    expect(page.bookings().every((item) => item.textContent!.includes('Left at: Time'))).to.equal(true);

    // And the status: the list and the funnel agree.
    await page.choose('Status', 'Not contacted');
    const notContacted = page.bookings().length;
    expect(page.bookings().every((item) => item.textContent!.includes('Not contacted'))).to.equal(true);
    expect(timeRow()[1]).to.equal(String(notContacted));
    expect(page.figure('Contacted').value).to.equal('0');
    await expect(page.el).to.be.accessible();

    // Clearing brings everything back.
    page.button('Clear filters').click();
    await page.el.updateComplete;
    expect(page.figure('Abandoned').value).to.equal(count(everyone));
    expect(page.select('Step').value).to.equal('');
  });

  it('says so when its filters keep nothing, and offers the lead types it knows', async () => {
    const page = await shown(board(newScope()));
    expect([...page.select('Lead type').options].map((option) => option.textContent)).to.include.members([
      'All',
      'New visitor',
      'Existing client',
    ]);
    // A new visitor who left at the welcome page gave no way to reach them: none was recovered.
    await page.choose('Step', 'Welcome page');
    await page.choose('Lead type', 'New visitor');
    await page.choose('Status', 'Recovered');
    expect(page.list).to.equal(null);
    expect(page.text).to.include('No abandoned bookings match these filters.');
    expect(page.figure('Recovery rate').value).to.equal('none');
    expect(page.figure('Median time to first contact').value).to.equal('none');
    await expect(page.el).to.be.accessible();
  });

  it('offers the contact its data allows, with the message prefilled and encoded, and says which was used', async () => {
    const page = await shown(board(newScope()));
    const items = page.bookings();
    const withPhone = items.find((item) => page.links(item).some((link) => link.href.startsWith('tel:')))!;
    const name = page.names()[items.indexOf(withPhone)]!;
    const links = page.links(withPhone);
    expect(links.map((link) => link.name).slice(0, 2)).to.deep.equal([`Call ${name}`, `Text ${name}`]);
    const tel = links[0]!.href;
    expect(tel).to.match(/^tel:\+?\d{5,15}$/);
    const sms = new URL(links[1]!.href);
    expect(sms.protocol).to.equal('sms:');
    expect(sms.pathname).to.equal(tel.slice(4));
    const body = sms.searchParams.get('body')!;
    expect(body).to.match(new RegExp(`^Hi ${name.split(' ')[0]}, it's Pawsome Grooming Co\\. here: you started booking`));
    expect(links[1]!.href).to.not.include(' ');

    const email = items.flatMap((item) => page.links(item)).find((link) => link.href.startsWith('mailto:'))!;
    const mailto = new URL(email.href);
    expect(mailto.pathname).to.match(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    expect(mailto.searchParams.get('subject')).to.equal('Your booking with Pawsome Grooming Co.');
    expect(mailto.searchParams.get('body')).to.match(/^Hi \S+, it's Pawsome Grooming Co\. here: /);
    expect(email.href).to.not.match(/[\s"<>]/);

    // A booking without a phone number or an e-mail a client can take offers neither.
    const bare = items.find((item) => item.textContent!.includes('No phone number or e-mail to reach them'));
    if (bare) expect(page.links(bare)).to.deep.equal([]);

    // Following a link says which: the host can log it.
    const link = withPhone.querySelectorAll('a')[1]!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const contacted = oneEvent(page.el, 'abandoned-booking-contact') as Promise<CustomEvent<AbandonedBookingContactDetail>>;
    link.click();
    const { detail } = await contacted;
    expect(detail.channel).to.equal('text');
    expect(detail.bookingId).to.match(/^abk_/);
  });

  it('opens a booking’s details from GetAbandonedBooking in place, keeps the focus, and shows what customers typed as text', async () => {
    const scope = newScope();
    const brookline = pawsomeBranches.find((branch) => branch.businessName.endsWith('Brookline'))!;
    const page = await shown(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} company-id=${pawsome} business-ids=${brookline.businessId} days="7"></abandoned-bookings>`,
    );
    // One of the branch's newest flows holds markup in its note (the tests' world): found here with the client.
    const api = createClient({ baseUrl: scopedBaseUrl(newScope()) });
    const listed = (
      await api.listAbandonedBookings({ companyId: pawsome, businessIds: [brookline.businessId], pagination: { pageSize: 20 } })
    ).bookings;
    let hostile = -1;
    for (const [index, each] of listed.entries()) {
      if ((await api.getAbandonedBooking({ id: each.id })).additionalNote.includes('<img')) hostile = index;
      if (hostile >= 0) break;
    }
    expect(hostile).to.be.at.least(0);
    const item = page.bookings()[hostile]!;
    const toggle = page.button(/^Details /, item);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await page.el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(toggle);
    const region = await until('the details', () => item.querySelector<HTMLElement>('[part~="details"][aria-busy="false"]'));
    const asked = (await requestLog(scope)).requests.filter((entry) => entry.operation === 'GetAbandonedBooking');
    expect(asked).to.have.length(1);
    expect(region.textContent).to.include('Notes');
    expect(region.textContent).to.include('<img src=x onerror=');
    expect(region.querySelector('img')).to.equal(null);
    expect(document.title).to.not.equal('pwned');
    expect(region.textContent).to.include('Answers');
    await expect(page.el).to.be.accessible();

    // Closed and opened again: no second request; the list kept its place.
    await sendKeys({ press: 'Enter' });
    await page.el.updateComplete;
    expect(item.querySelector('[part~="details"]')).to.equal(null);
    await sendKeys({ press: 'Enter' });
    await page.el.updateComplete;
    expect((await requestLog(scope)).requests.filter((entry) => entry.operation === 'GetAbandonedBooking')).to.have.length(1);
    expect(deepActiveElement()).to.equal(toggle);
  });

  it('shows a booking’s details that failed with "Try again" in place, which asks again', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'GetAbandonedBooking', error: 'RESOURCE_EXHAUSTED', message: 'Slow down.' }] });
    const page = await shown(board(scope));
    const item = page.bookings()[0]!;
    const failed = oneEvent(page.el, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    page.button(/^Details /, item).click();
    expect((await failed).detail).to.deep.include({ operation: 'getAbandonedBooking', code: 'RESOURCE_EXHAUSTED' });
    const alert = await until('the failure in the details', () => item.querySelector<HTMLElement>('[part~="details"] [role="alert"]'));
    expect(alert.textContent).to.include('The booking service is busy right now.');
    expect(page.bookings()).to.have.length(50);
    await expect(page.el).to.be.accessible();
    page.button('Try again', alert).click();
    await until('the details', () => item.querySelector('[part~="details"][aria-busy="false"]:not(:has([role="alert"]))'));
    expect((await requestLog(scope)).requests.filter((entry) => entry.operation === 'GetAbandonedBooking')).to.have.length(2);
  });

  it('shows fifty more at a time, and moves the focus to the first of them', async () => {
    const page = await shown(board(newScope()));
    const more = page.button(/^Show \d+ more$/);
    more.focus();
    await sendKeys({ press: 'Enter' });
    await page.el.updateComplete;
    expect(page.bookings()).to.have.length.above(50);
    await until('the focus on the 51st booking', () => deepActiveElement() === page.bookings()[50]);
  });

  it('downloads what the filters keep as CSV, formulas made harmless', async () => {
    const scope = newScope();
    const booking = (id: string, firstName: string, lastName: string, minutesAgo: number) => ({
      id,
      businessId: parkSlope.businessId,
      customer: { firstName, lastName, email: 'ana@example.com', phoneNumber: '+1 (555) 010-2030' },
      pets: [{ petServiceDetail: { pet: { id: 'pet_1', name: 'Bella, "the boss"' }, serviceDetails: [{ id: 's', name: 'Full Groom' }] } }],
      abandonStep: 'SELECT_TIME',
      abandonStatus: 'ABANDONED',
      leadType: 'NEW_VISITOR',
      careType: 'GROOMING',
      abandonTime: new Date(suiteNow() - minutesAgo * 60_000).toISOString(),
    });
    await plan(scope, {
      steps: [
        {
          operation: 'ListAbandonedBookings',
          json: {
            bookings: [booking('abk_1', '=HYPERLINK("http://x")', 'Ruiz', 30), booking('abk_2', 'Ben', '@Lee', 90)],
            nextPageToken: '',
          },
          times: 2,
        },
      ],
    });
    const page = await shown(board(scope));
    let saved: Blob | undefined;
    let fileName = '';
    const createObjectURL = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:captured';
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      fileName = this.download;
    };
    try {
      page.button('Download CSV').click();
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    expect(fileName).to.match(/^abandoned-bookings-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    expect(saved!.type).to.equal('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    const csv = await saved!.text();
    const lines = csv.split('\r\n');
    expect(lines).to.have.length(4);
    expect(lines[0]).to.equal(
      'Left at (Eastern Time),Branch,First name,Last name,Email,Phone,Pets and services,Care type,Step,Status,Lead type,Last text,Last e-mail,Booking ID',
    );
    expect(lines[1]).to.include(
      `,${parkSlope.businessId},"'=HYPERLINK(""http://x"")",Ruiz,ana@example.com,'+1 (555) 010-2030,"Bella, ""the boss"" (Full Groom)",Grooming,Time,Not contacted,New visitor,,,abk_1`,
    );
    expect(lines[2]).to.include(",Ben,'@Lee,");
    expect(lines[3]).to.equal('');
  });

  for (const [dir, width] of [
    ['ltr', 320],
    ['rtl', 320],
    ['ltr', 375],
  ] as const) {
    it(`fits ${width} px ${dir === 'rtl' ? 'right to left, bars growing from the right' : 'left to right'}: nothing outside the column but tables that scroll`, async () => {
      await setViewport({ width, height: 800 });
      const loaded = AbandonedPage.loaded();
      const host = await fixture<HTMLElement>(
        html`<div dir=${dir}>
          <abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(newScope())} company-id=${pawsome}
            business-ids=${pawsomeBranches.map((branch) => branch.businessId).join(' ')}></abandoned-bookings>
        </div>`,
      );
      await loaded;
      const el = host.querySelector('abandoned-bookings')!;
      await el.updateComplete;
      const page = new AbandonedPage(el);
      page.button(/^Details /, page.bookings()[0]!).click();
      await until('the details', () => el.shadowRoot!.querySelector('[part~="details"][aria-busy="false"]'));
      const box = host.getBoundingClientRect();
      const outside = [...el.shadowRoot!.querySelectorAll('*')]
        .filter((node) => !node.closest('.table-region'))
        .filter((node) => {
          const rect = node.getBoundingClientRect();
          return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
        })
        .map((node) => `${node.localName}.${node.getAttribute('class') ?? ''}`);
      expect(outside).to.deep.equal([]);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const fill = el.shadowRoot!.querySelector('.bar-fill')!.getBoundingClientRect();
      const track = el.shadowRoot!.querySelector('.bar-track')!.getBoundingClientRect();
      if (dir === 'rtl') expect(Math.abs(fill.right - track.right)).to.be.below(1);
      else expect(Math.abs(fill.left - track.left)).to.be.below(1);
      await expect(el).to.be.accessible();
    });
  }

  it('shows progress over its months while pages arrive', async () => {
    const scope = newScope();
    await plan(scope, {
      steps: [
        { operation: 'GetCompany', latencyMs: 400 },
        { operation: 'ListAbandonedBookings', latencyMs: 0 },
        { operation: 'ListAbandonedBookings', latencyMs: 1500 },
      ],
    });
    const el = await fixture<AbandonedBookings>(board(scope, 60));
    const page = new AbandonedPage(el);
    // While the company's zone is asked for.
    expect(page.status!.textContent!.trim()).to.equal('Loading…');
    expect(page.region.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    await until('the first month read', () => page.status?.textContent?.includes('1 of'));
    expect(page.region.getAttribute('aria-busy')).to.equal('true');
    expect(page.progressBar!.value).to.be.above(0).and.below(1);
    expect(page.status!.textContent!.trim()).to.match(
      /^Reading abandoned bookings one month at a time: 1 of [23] read, [\d,]+ bookings so far$/,
    );
    await expect(el).to.be.accessible();
    await AbandonedPage.loaded();
  });

  it('says so when the period has no abandoned booking', async () => {
    const scope = newScope();
    // Every window of the 30 days is empty: two of a month, or three where the months around are short.
    await plan(scope, { steps: [{ operation: 'ListAbandonedBookings', times: 3, json: { bookings: [], nextPageToken: '' } }] });
    const page = await shown(board(scope));
    expect(page.shadow.querySelector('[part~="empty"]')!.textContent!.trim()).to.equal('No abandoned bookings in the last 30 days.');
    expect(page.list).to.equal(null);
    await expect(page.el).to.be.accessible();
  });

  it('shows a failure in staff words with "Try again", which reads again', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListAbandonedBookings', error: 'RESOURCE_EXHAUSTED', message: 'Slow down.' }] });
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<AbandonedBookings>(board(scope));
    expect((await failed).detail).to.deep.include({
      operation: 'listAbandonedBookings',
      code: 'RESOURCE_EXHAUSTED',
      message: 'Slow down.',
    });
    const page = new AbandonedPage(el);
    await until('the failure shown', () => page.alert);
    expect(page.alert!.textContent).to.include('The booking service is busy right now.');
    await expect(el).to.be.accessible();
    const loaded = AbandonedPage.loaded();
    page.button('Try again', page.alert!).focus();
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(page.alert).to.equal(null);
  });

  it('asks staff to sign in when the service refuses who they are, without "Try again"', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'ListAbandonedBookings', error: 'UNAUTHENTICATED', message: 'Bearer token expired' }] });
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<AbandonedBookings>(board(scope));
    expect((await failed).detail.code).to.equal('UNAUTHENTICATED');
    const page = new AbandonedPage(el);
    await until('the failure shown', () => page.alert);
    expect(page.alert!.textContent!.trim()).to.equal('Sign in as staff to see abandoned bookings.');
    expect(page.queryButton('Try again')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('asks staff to sign in when its token function throws, tells the host why, and sends nothing without the token', async () => {
    const scope = newScope();
    let asked = 0;
    const failing = () => {
      asked += 1;
      throw new Error('login_required');
    };
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<AbandonedBookings>(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} company-id=${pawsome} business-ids=${parkSlope.businessId}
        .token=${failing}></abandoned-bookings>`,
    );
    const { detail } = await failed;
    expect(detail).to.deep.include({ operation: 'getCompany', code: 'UNAUTHENTICATED' });
    expect(detail.message).to.include('login_required');
    const page = new AbandonedPage(el);
    await until('the failure shown', () => page.alert);
    expect(page.alert!.textContent!.trim()).to.equal('Sign in as staff to see abandoned bookings.');
    expect(page.queryButton('Try again')).to.equal(null);
    expect(asked).to.equal(1);
    expect((await requestLog(scope)).requests).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('reads an answer it cannot read as one, and copes with what a service may send', async () => {
    const scope = newScope();
    const at = (minutes: number) => new Date(suiteNow() - minutes * 60_000).toISOString();
    await plan(scope, {
      steps: [
        {
          operation: 'ListAbandonedBookings',
          json: {
            bookings: [
              {
                id: 'abk_new',
                businessId: parkSlope.businessId,
                abandonStep: 'NEW_STEP_X',
                abandonStatus: 'SNOOZED',
                leadType: 7,
                abandonTime: at(10),
              },
              { id: 'abk_bare', abandonTime: at(20) },
              {
                id: 'abk_timeless',
                businessId: parkSlope.businessId,
                customer: { firstName: 'Cleo', phoneNumber: 'call me maybe', email: 'cleo at example' },
              },
            ],
            nextPageToken: 'again',
          },
          times: 3,
        },
      ],
    });
    const warned = oneEvent(document, 'booking-warning') as Promise<CustomEvent<BookingWarningDetail>>;
    const page = await shown(board(scope, 14));
    expect((await warned).detail.message).to.match(/page token/);
    expect(page.text).to.include('Not every abandoned booking could be read');
    expect(page.rows('Where customers left').at(-1)).to.deep.equal(['New step x', '1']);
    expect(page.names()).to.deep.equal(['Name not given', 'Name not given', 'Cleo']);
    expect(page.booking('Cleo').textContent).to.include('Time not recorded');
    expect(page.links(page.booking('Cleo'))).to.deep.equal([]);
    await expect(page.el).to.be.accessible();

    const broken = newScope();
    await plan(broken, { steps: [{ operation: 'ListAbandonedBookings', json: { bookings: 'none', nextPageToken: 5 } }] });
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<AbandonedBookings>(board(broken));
    expect((await failed).detail.code).to.equal('INVALID_RESPONSE');
    const brokenPage = new AbandonedPage(el);
    await until('the failure shown', () => brokenPage.alert);
    expect(brokenPage.alert!.textContent).to.include('The booking service sent an answer we could not read.');
    expect(brokenPage.queryButton('Try again')).to.not.equal(null);
  });

  it('names what is wrong with its attributes, and asks nothing', async () => {
    const scope = newScope();
    const failed = oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    const el = await fixture<AbandonedBookings>(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} company-id=${pawsome} steps="select-time, lunch"></abandoned-bookings>`,
    );
    expect((await failed).detail.message).to.equal('The business-ids attribute must name at least one branch.');
    const page = new AbandonedPage(el);
    el.businessIds = [parkSlope.businessId];
    await el.updateComplete;
    expect(page.alert!.textContent).to.include('The steps attribute has LUNCH; use WELCOME_PAGE');
    expect(page.queryButton('Try again')).to.equal(null);
    await expect(el).to.be.accessible();
    el.steps = ['select-time'];
    el.setAttribute('lead-types', 'walk_in');
    await el.updateComplete;
    expect(page.alert!.textContent).to.include('The lead-types attribute has WALK_IN; use NEW_VISITOR, EXISTING_CLIENT.');
    el.setAttribute('days', '0');
    el.setAttribute('lead-types', 'new-visitor');
    await el.updateComplete;
    expect(page.alert!.textContent).to.include('The days attribute must be a whole number from 1 to 366.');
    expect((await requestLog(scope)).requests).to.have.length(0);
  });

  it('sends the filters of its attributes and the staff token as a bearer token with every request', async () => {
    const scope = newScope();
    const page = await shown(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} company-id=${pawsome} business-ids=${parkSlope.businessId}
        steps="select-time Personal_Info" statuses="abandoned" lead-types="new-visitor" .token=${() => 'staff.jwt.here'}></abandoned-bookings>`,
    );
    const { requests } = await requestLog(scope);
    expect(requests.map((entry) => entry.operation)).to.include.members(['GetCompany', 'ListAbandonedBookings']);
    for (const entry of requests) expect(entry.authorization).to.equal('Bearer staff.jwt.here');
    const list = requests.find((entry) => entry.operation === 'ListAbandonedBookings')!;
    expect((list.body as { filter: object }).filter).to.deep.include({
      steps: ['SELECT_TIME', 'PERSONAL_INFO'],
      statuses: ['ABANDONED'],
      leadTypes: ['NEW_VISITOR'],
    });
    expect(page.bookings().every((item) => /Left at: (Time|Personal info)/.test(item.textContent!))).to.equal(true);
  });

  it('lets staff choose among the companies their sign-in reaches, without company-id', async () => {
    const scope = newScope();
    const el = await fixture<AbandonedBookings>(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids=${parkSlope.businessId}></abandoned-bookings>`,
    );
    const page = new AbandonedPage(el);
    await until('the companies', () => el.shadowRoot!.querySelector('select'));
    const options = [...page.select('Company').options].map((option) => option.textContent!.trim());
    expect(options).to.deep.equal([
      'Choose a company',
      ...world.companies.map((company) => company.name).sort((a, b) => a.localeCompare(b, 'en')),
    ]);
    expect(page.text).to.include('Choose a company to see its abandoned bookings.');
    expect((await requestLog(scope)).requests.map((entry) => entry.operation)).to.deep.equal(['ListCompanies']);
    await expect(el).to.be.accessible();
    const loaded = AbandonedPage.loaded();
    await page.choose('Company', 'Pawsome Grooming Co.');
    await loaded;
    await el.updateComplete;
    expect(page.bookings().length).to.be.above(0);
    expect(page.select('Company').value).to.equal(pawsome);
  });

  it('uses the only company a sign-in reaches, and shows no choice', async () => {
    const scope = newScope();
    const pawsomeCompany = world.companies.find((company) => company.id === pawsome)!;
    await plan(scope, {
      steps: [
        {
          operation: 'ListCompanies',
          json: { companies: [{ id: pawsome, name: pawsomeCompany.name, country: 'US', timezone: { id: zone } }], nextPageToken: '' },
        },
      ],
    });
    const page = await shown(
      html`<abandoned-bookings lang="en-US" base-url=${scopedBaseUrl(scope)} business-ids=${parkSlope.businessId}></abandoned-bookings>`,
    );
    expect(page.el.shadowRoot!.querySelector('[part~="company"]')).to.equal(null);
    // The company first, then the bookings of its one company (a window of a month at a time: one or two of them for 30 days).
    const [first, ...then] = (await requestLog(scope)).requests.map((entry) => entry.operation);
    expect(first).to.equal('ListCompanies');
    expect(then.length).to.be.within(1, 2);
    expect(new Set(then)).to.deep.equal(new Set(['ListAbandonedBookings']));
  });

  it('speaks Spanish with the numbers and dates of Spain', async () => {
    const page = await shown(
      html`<abandoned-bookings lang="es-ES" base-url=${scopedBaseUrl(newScope())} company-id=${pawsome} business-ids=${parkSlope.businessId}></abandoned-bookings>`,
    );
    expect(page.columns('Dónde se fueron los clientes')).to.deep.equal(['Paso', 'Clientes que se fueron']);
    expect(page.figure('Tasa de recuperación').value).to.match(/^\d+\s%$/);
    expect(page.button('Descargar CSV')).to.exist;
    expect(page.text).to.include('Los últimos 30 días');
    await expect(page.el).to.be.accessible();
  });
});
