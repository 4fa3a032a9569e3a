/**
 * "Waiting for a time" in `<booking-requests>` (issue 41): the active slot watches of the inbox's
 * branches, by branch, day of the week and part of the day. Watches are left for real through the
 * test runner's gateway (`POST /slot-watches`, as `<booking-flow watch>` leaves them), and one is
 * stopped through its customer's e-mail link. Nothing of them is read until the person opens the
 * section; each opening reads them again. The counts a group shows are compared with what the
 * gateway lists at that moment (other tests of the run leave watches at the same branches), and
 * the watches of this test are found in the groups they belong to. Loading, empty, failure with
 * "Try again" and a `booking-error`, Spanish right to left on a phone; axe in each.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { BookingRequests } from '../../../src/elements/booking-requests/booking-requests.js';
import '../../../src/elements/booking-requests/define.js';
import type { BookingErrorDetail } from '../../../src/shared/events.js';
import { staffToken } from '../../helpers/booking-requests.js';
import { linksTo } from '../../helpers/demo-mail.js';
import { suiteToday } from '../../helpers/clock.js';
import { gatewayBaseUrl, referenceAvailability, type ReferenceFixtures, referenceFixtures } from '../../helpers/reference.js';
import { allByRole, byRole, deepActiveElement, queryByRole } from '../../helpers/roles.js';
import { until } from '../../helpers/until.js';
import { RequestsPage } from '../../pages/booking-requests.js';

type Branch = ReferenceFixtures['branches'][number];

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const someAddress = () => `waiting-${Math.random().toString(36).slice(2, 10)}@example.com`;
const someName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

/** The date `days` after `date` (`YYYY-MM-DD`). */
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Wanted {
  readonly name: string;
  readonly email: string;
  readonly days?: readonly string[];
  readonly parts?: readonly string[];
  readonly staffIds?: readonly string[];
  readonly services?: readonly { id: string; name: string }[];
}

/** A watch left as a customer leaves one through `<booking-flow watch>`: its reference. */
async function leaveWatch(branch: Branch, wanted: Wanted): Promise<string> {
  const answer = await fetch(`${gatewayBaseUrl}/slot-watches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `waiting-${Math.random().toString(36).slice(2, 14)}` },
    body: JSON.stringify({
      companyId: branch.companyId,
      businessId: branch.businessId,
      staffIds: wanted.staffIds ?? [],
      days: wanted.days ?? [],
      parts: wanted.parts ?? [],
      until: dayAfter(suiteToday(branch.timeZone), 30),
      services: wanted.services ?? [],
      petType: 'DOG',
      customer: { name: wanted.name, email: wanted.email },
      language: 'en',
    }),
  });
  expect(answer.status, await answer.clone().text()).to.equal(201);
  return ((await answer.json()) as { reference: string }).reference;
}

/** Stops the watch of `email` as its customer does, from the link of the confirmation they were e-mailed. */
async function stopFromEmail(email: string): Promise<void> {
  const [link] = await linksTo(email, (each) => each.includes('#watch='));
  expect(link, `the watch's e-mail to ${email}`).to.be.a('string');
  const answer = await fetch(`${gatewayBaseUrl}/slot-watches/mine/stop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${new URL(link!).hash.slice('#watch='.length)}` },
    body: '{}',
  });
  expect(answer.status, await answer.clone().text()).to.equal(200);
}

interface ListedWatch {
  reference: string;
  businessId: string;
  days: string[];
  parts: string[];
  status: string;
}

/** How many active watches of the branch want `day` and `part` ("" for those that name none), as the gateway lists them now. */
async function countNow(branch: Branch, day: string, part: string, owner: string): Promise<number> {
  const answer = await fetch(`${gatewayBaseUrl}/slot-watches?business_id=${branch.businessId}&page_size=500`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(answer.status).to.equal(200);
  const { watches, nextPageToken } = (await answer.json()) as { watches: ListedWatch[]; nextPageToken: string };
  expect(nextPageToken, 'every watch of the branch on one page').to.equal('');
  const names = (list: string[], one: string) => (one === '' ? list.length === 0 : list.includes(one));
  return watches.filter((watch) => watch.status === 'active' && names(watch.days, day) && names(watch.parts, part)).length;
}

/** The fetches of the page to the gateway's `/slot-watches`, counted; while `failing`, answered 503 without reaching it; while `held`, kept until released; with `empty`, answered with no watch. */
function slotWatchReads() {
  const original = window.fetch;
  let release: () => void = () => undefined;
  const reads = {
    count: 0,
    failing: false,
    empty: false,
    held: undefined as Promise<void> | undefined,
    hold() {
      reads.held = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      reads.held = undefined;
      release();
    },
    restore: () => (window.fetch = original),
  };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === `${gatewayBaseUrl}/slot-watches` && (init?.method ?? 'GET') === 'GET') {
      reads.count += 1;
      if (reads.held) await reads.held;
      const answer = (body: unknown, status: number) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (reads.failing) return answer({ code: 14, message: 'The database is not reachable just now.' }, 503);
      if (reads.empty) return answer({ watches: [], nextPageToken: '' }, 200);
    }
    return original(input, init);
  };
  return reads;
}

describe('<booking-requests> "Waiting for a time"', function () {
  this.timeout(60000);
  let fixtures: ReferenceFixtures;
  let owner: string;
  /** Two branches of the owner's company, and a groomer of the first with free times (which the inbox names). */
  let first: Branch;
  let second: Branch;
  let groomer: { id: string; name: string };
  let reads: ReturnType<typeof slotWatchReads>;

  before(async () => {
    fixtures = await referenceFixtures();
    owner = await staffToken('staff_owner');
    const company = fixtures.branches.filter((branch) => branch.companyId === fixtures.enabledBranch.companyId);
    first = company.find((branch) => branch.businessId === fixtures.enabledBranch.businessId)!;
    second = company.find((branch) => branch !== first)!;
    expect(second, 'a second branch of the owner’s company').to.exist;
    const today = suiteToday(first.timeZone);
    const free = await referenceAvailability(first, today, dayAfter(today, 14));
    const staffId = free.availability.flatMap((day) => day.staff).find((staff) => staff.availableSlots.length > 0)?.staffId;
    const staff = fixtures.staff.find((each) => each.id === staffId);
    if (!staff) throw new Error('the first branch has no groomer with a free time in the next two weeks');
    groomer = { id: staff.id, name: `${staff.firstName} ${staff.lastName}` };
  });

  beforeEach(() => {
    reads = slotWatchReads();
  });

  afterEach(async () => {
    reads.release();
    reads.restore();
    await setViewport({ width: 800, height: 600 });
  });

  async function renderInbox(attributes: { lang?: string; dir?: string } = {}): Promise<RequestsPage> {
    const el = await fixture<BookingRequests>(
      html`<booking-requests base-url=${gatewayBaseUrl} business-ids="${first.businessId} ${second.businessId}" .token=${owner}
        .branches=${{ [first.businessId]: first.businessName, [second.businessId]: second.businessName }}
        lang=${attributes.lang ?? 'en'} dir=${attributes.dir ?? 'ltr'}></booking-requests>`,
    );
    const page = new RequestsPage(el);
    // Read in whatever language: the board's region is named in its words.
    await until('the inbox read', () => el.shadowRoot!.querySelector('[part~="board"]')?.getAttribute('aria-busy') === 'false');
    return page;
  }

  /** Presses a key on a button, as the keyboard does. */
  async function press(button: HTMLElement, key: 'Enter' | 'Space'): Promise<void> {
    button.focus();
    await sendKeys({ press: key });
  }

  const waitingRegion = (page: RequestsPage, name = 'Waiting for a time') => byRole(page.el, 'region', name);
  const waitingRead = (page: RequestsPage, name?: string) =>
    until('the watches read', () => waitingRegion(page, name).getAttribute('aria-busy') === 'false');
  /** The groups of a branch: the list named by the branch's name. */
  const groupsOf = (page: RequestsPage, branch: Branch) => byRole(waitingRegion(page), 'list', branch.businessName);
  /** A group's button, by the start of its name ("Saturday · Morning"). */
  const group = (page: RequestsPage, branch: Branch, name: string) =>
    byRole<HTMLButtonElement>(groupsOf(page, branch), 'button', new RegExp(`^${name} \\d+ waiting$`));
  const countOf = (button: HTMLElement) => Number(/(\d+) waiting$/.exec(squash(button.textContent))?.[1]);

  it('reads nothing until it is opened; then counts the active watches by branch, day and part of the day, and shows a group’s watches', async () => {
    const ada = { name: someName('Ada'), email: someAddress() };
    const bo = { name: someName('Bo'), email: someAddress() };
    const cy = { name: someName('Cy'), email: someAddress() };
    const di = { name: someName('Di'), email: someAddress() };
    const gone = { name: someName('Ed'), email: someAddress() };
    const service = fixtures.services.find((each) => each.companyId === first.companyId)!;
    const adaReference = await leaveWatch(first, {
      ...ada,
      days: ['SATURDAY'],
      parts: ['morning'],
      staffIds: [groomer.id],
      services: [{ id: service.id, name: service.name }],
    });
    // Saturday and Sunday mornings: in both groups, once in the branch's count.
    const boReference = await leaveWatch(first, { ...bo, days: ['SATURDAY', 'SUNDAY'], parts: ['morning'] });
    // Any day, any time: one group of its own, not seven days of three parts.
    await leaveWatch(first, { ...cy });
    await leaveWatch(second, { ...di, days: ['MONDAY'], parts: ['evening'] });
    // A watch its customer stopped waits for nothing.
    const goneReference = await leaveWatch(first, { ...gone, days: ['SATURDAY'], parts: ['morning'] });
    await stopFromEmail(gone.email);

    const page = await renderInbox();
    const open = byRole<HTMLButtonElement>(page.el, 'button', 'Waiting for a time');
    expect(open.getAttribute('aria-expanded')).to.equal('false');
    expect(reads.count, 'no watch read on the inbox’s first load').to.equal(0);
    await expect(page.el).to.be.accessible();

    await press(open, 'Enter');
    await waitingRead(page);
    expect(open.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(open);
    expect(reads.count).to.be.at.least(2);

    // Each branch under its name; the counts are what the gateway lists as active now.
    const [saturday, sunday, anyTime, monday] = await Promise.all([
      countNow(first, 'SATURDAY', 'morning', owner),
      countNow(first, 'SUNDAY', 'morning', owner),
      countNow(first, '', '', owner),
      countNow(second, 'MONDAY', 'evening', owner),
    ]);
    expect(byRole(waitingRegion(page), 'heading', first.businessName)).to.exist;
    expect(countOf(group(page, first, 'Saturday · Morning'))).to.equal(saturday);
    expect(countOf(group(page, first, 'Sunday · Morning'))).to.equal(sunday);
    expect(countOf(group(page, first, 'Any day · Any time of day'))).to.equal(anyTime);
    expect(countOf(group(page, second, 'Monday · Evening'))).to.equal(monday);
    expect(queryByRole(groupsOf(page, second), 'button', /^Saturday/), 'a group of the other branch').to.equal(null);
    // Monday to Sunday, then "Any day".
    const names = allByRole(groupsOf(page, first), 'button').map((button) => squash(button.querySelector('.group-name')?.textContent));
    expect(names.indexOf('Saturday · Morning')).to.be.below(names.indexOf('Sunday · Morning'));
    expect(names.at(-1)).to.match(/^Any day · /);
    await expect(page.el).to.be.accessible();

    // A group opened with Enter: its watches, the stopped one not among them.
    const saturdayMorning = group(page, first, 'Saturday · Morning');
    await press(saturdayMorning, 'Enter');
    const watches = await until('the group’s watches', () => queryByRole(groupsOf(page, first), 'list', 'Saturday · Morning'));
    expect(saturdayMorning.getAttribute('aria-expanded')).to.equal('true');
    expect(allByRole(watches, 'listitem')).to.have.length(saturday);
    const adaItem = squash(byRole(watches, 'listitem', ada.name).textContent);
    expect(adaItem).to.contain(ada.email);
    expect(adaItem).to.contain(`Reference ${adaReference}`);
    expect(adaItem).to.contain(`Groomer: ${groomer.name}`);
    expect(adaItem).to.contain(`Services: ${service.name}`);
    expect(adaItem).to.contain('Pet type: dog');
    const until30 = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.parse(`${dayAfter(suiteToday(first.timeZone), 30)}T00:00:00Z`),
    );
    expect(adaItem).to.contain(`Until ${until30}`);
    expect(adaItem).to.contain('No time offered yet');
    expect(adaItem).to.match(/Left \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/);
    const boItem = squash(byRole(watches, 'listitem', bo.name).textContent);
    expect(boItem).to.contain(`Reference ${boReference}`);
    expect(boItem).to.contain('Any groomer');
    expect(squash(watches.textContent)).to.not.contain(goneReference);
    await expect(page.el).to.be.accessible();

    // Closed and opened again, it reads again: a watch left meanwhile is counted, the group still open.
    await leaveWatch(first, { name: someName('Fay'), email: someAddress(), days: ['SATURDAY'], parts: ['morning'] });
    const before = reads.count;
    await press(open, 'Space');
    await until('the section closed', () => queryByRole(page.el, 'region', 'Waiting for a time') === null);
    expect(open.getAttribute('aria-expanded')).to.equal('false');
    await press(open, 'Enter');
    await waitingRead(page);
    expect(reads.count).to.be.above(before);
    expect(countOf(group(page, first, 'Saturday · Morning'))).to.equal(saturday + 1);
    await until(
      'the group still open',
      () => allByRole(byRole(groupsOf(page, first), 'list', 'Saturday · Morning'), 'listitem').length === saturday + 1,
    );
  });

  it('shows that it reads, then says so when no one is waiting', async () => {
    const page = await renderInbox();
    reads.hold();
    reads.empty = true;
    await press(byRole(page.el, 'button', 'Waiting for a time'), 'Enter');
    const region = await until('the region', () => queryByRole(page.el, 'region', 'Waiting for a time'));
    expect(region.getAttribute('aria-busy')).to.equal('true');
    expect(squash(byRole(region, 'status').textContent)).to.equal('Reading who is waiting for a time…');
    await expect(page.el).to.be.accessible();
    reads.release();
    await waitingRead(page);
    expect(squash(region.textContent)).to.equal('No one is waiting for a time.');
    await expect(page.el).to.be.accessible();
  });

  it('says a failure in plain words with "Try again" and a booking-error, and reads again', async () => {
    const page = await renderInbox();
    reads.failing = true;
    const failed = oneEvent(page.el, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
    await press(byRole(page.el, 'button', 'Waiting for a time'), 'Enter');
    const { detail } = await failed;
    expect(detail.operation).to.equal('listSlotWatches');
    const alert = await until('the failure', () => queryByRole(waitingRegion(page), 'alert'));
    expect(alert.textContent).to.not.contain('database');
    expect(waitingRegion(page).getAttribute('aria-busy')).to.equal('false');
    await expect(page.el).to.be.accessible();
    reads.failing = false;
    await press(byRole(alert, 'button', 'Try again'), 'Enter');
    await waitingRead(page);
    await until(
      'the branches',
      () =>
        queryByRole(waitingRegion(page), 'heading', first.businessName) ||
        squash(waitingRegion(page).textContent) === 'No one is waiting for a time.',
    );
    expect(queryByRole(waitingRegion(page), 'alert')).to.equal(null);
  });

  it('speaks Spanish, right to left, on a phone', async () => {
    await setViewport({ width: 375, height: 800 });
    await leaveWatch(first, { name: someName('Gil'), email: someAddress(), days: ['SATURDAY'], parts: ['morning'] });
    await leaveWatch(first, { name: someName('Hana'), email: someAddress() });
    const page = await renderInbox({ lang: 'es', dir: 'rtl' });
    const open = await until('the Spanish words', () => queryByRole<HTMLButtonElement>(page.el, 'button', 'En espera de un horario'));
    await press(open, 'Enter');
    await waitingRead(page, 'En espera de un horario');
    const region = waitingRegion(page, 'En espera de un horario');
    const groups = byRole(region, 'list', first.businessName);
    const saturday = byRole(groups, 'button', /^Sábado · Mañana \d+ en espera$/);
    byRole(groups, 'button', /^Cualquier día · Cualquier momento del día \d+ en espera$/);
    await press(saturday, 'Enter');
    const watches = await until('the group’s watches', () => queryByRole(groups, 'list', 'Sábado · Mañana'));
    expect(squash(watches.textContent)).to.contain('Tipo de mascota: perro');
    expect(squash(watches.textContent)).to.contain('Aún no se le ofreció un horario');
    // The group's name starts at the right.
    const row = saturday.getBoundingClientRect();
    const name = saturday.querySelector('.group-name')!.getBoundingClientRect();
    expect(row.right - name.right).to.be.below(name.left - row.left);
    expect(document.documentElement.scrollWidth, 'nothing wider than the phone').to.be.at.most(375);
    await expect(page.el).to.be.accessible();
  });
});
