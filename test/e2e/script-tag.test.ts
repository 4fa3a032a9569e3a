// The script-tag bundle as a business uses it: a plain HTML page (script-tag.html) loads only the
// built dist/booking-elements.js, and a customer goes through the journey with the keyboard:
// ZIP code, Enter, the branch found, a date in the picker's grid, a time slot, `slot-select`.
// `npm test` builds dist/ first; without it this test fails and says so.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { newScope, referenceFixtures, requestLog, scopedBaseUrl } from '../helpers/reference.js';
import { until } from '../helpers/until.js';
import { deepActiveElement } from '../helpers/roles.js';
import { FeedPage, FinderPage, PickerPage } from '../pages/index.js';

const bundleUrl = '/dist/booking-elements.js';
const allInOneUrl = '/dist/booking-elements.all.js';
const tags = ['franchise-finder', 'availability-picker', 'agreement-sign-button', 'review-feed', 'booking-flow'];

interface Fixtures {
  enabledBranch: { zipcode: string; businessId: string; companyId: string; businessName: string; timeZone: string };
}

async function requireBundle(): Promise<void> {
  const response = await fetch(bundleUrl, { method: 'HEAD' });
  if (!response.ok) {
    throw new Error(`${bundleUrl} is missing (HTTP ${response.status}): run \`npm run build\` first; \`npm test\` builds it.`);
  }
}

/** The next event of `type` on `target`, or a failure after `timeout` ms. */
function nextEvent<Detail>(target: EventTarget, type: string, timeout = 8000): Promise<CustomEvent<Detail>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeout} ms`)), timeout);
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve(event as CustomEvent<Detail>);
      },
      { once: true },
    );
  });
}

async function openPage(src: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 900px; height: 900px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return frame;
}

describe('dist/booking-elements.js in a plain page, with the keyboard', () => {
  let frame: HTMLIFrameElement | undefined;

  before(requireBundle);
  afterEach(() => frame?.remove());

  it('finds the branch of a ZIP code and picks a date and a time slot', async function () {
    this.timeout(30000);
    const fixtures = (await (await fetch('/_ref/_fixtures')).json()) as Fixtures;
    const branch = fixtures.enabledBranch;
    frame = await openPage('/test/e2e/script-tag.html');
    const page = frame.contentWindow!;
    const doc = frame.contentDocument!;
    await page.customElements.whenDefined('franchise-finder');

    // The entry and the finder's chunks only: no source module, no code of an element the page
    // does not hold. (The test server adds its own web socket client to every page it serves.)
    const scripts = () =>
      page.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(m?js|ts)$/.test(path) && !path.startsWith('/__web-dev-server'));
    expect(scripts()[0]).to.equal(bundleUrl);
    expect(
      scripts()
        .slice(1)
        .every((path) => /^\/dist\/chunks\/[\w-]+\.js$/.test(path)),
      scripts().join(' '),
    ).to.equal(true);
    expect(scripts().some((path) => path.startsWith('/dist/chunks/franchise-finder-'))).to.equal(true);
    expect(scripts().some((path) => path.startsWith('/dist/chunks/availability-picker-'))).to.equal(false);
    for (const tag of tags.filter((tag) => tag !== 'franchise-finder')) expect(page.customElements.get(tag), tag).to.equal(undefined);

    // Tab into the ZIP code field, type, press Enter.
    page.focus();
    doc.body.focus();
    const finder = doc.querySelector('franchise-finder')!;
    const input = await until('the ZIP code field', () => new FinderPage(finder).zipField);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(doc), 'Tab reaches the ZIP code field first').to.equal(input);
    const found = nextEvent<{ businessId: string; companyId: string; businessName: string; zipcode: string }>(doc, 'franchise-found');
    await sendKeys({ type: branch.zipcode });
    await sendKeys({ press: 'Enter' });
    const { detail: franchise } = await found;
    expect(franchise).to.include({
      zipcode: branch.zipcode,
      businessId: branch.businessId,
      companyId: branch.companyId,
      businessName: branch.businessName,
    });
    await until('the branch name on screen', () => finder.shadowRoot!.textContent!.includes(branch.businessName));

    // The host page hands the branch to the picker, as <booking-flow> will.
    // A picker created by script: its code is fetched once it is in the document.
    const picker = doc.createElement('availability-picker');
    const loaded = nextEvent<{ availableDates: string[] }>(picker, 'availability-load', 15000);
    picker.setAttribute('company-id', franchise.companyId);
    picker.setAttribute('business-id', franchise.businessId);
    doc.querySelector('#booking')!.append(picker);
    await page.customElements.whenDefined('availability-picker');
    expect(scripts().some((path) => path.startsWith('/dist/chunks/availability-picker-'))).to.equal(true);
    const { detail: availability } = await loaded;
    expect(availability.availableDates, 'the branch has free times this week').not.to.be.empty;
    const wanted = availability.availableDates[0]!;

    // Into the grid of dates, then arrow keys to the first date with free times, and Enter.
    const pickerPage = new PickerPage(picker);
    const tabStop = await until('the grid tab stop', () => pickerPage.tabStop);
    tabStop.focus();
    const days = pickerPage.days.map((day) => day.dataset.date!);
    const steps = days.indexOf(wanted) - days.indexOf(tabStop.dataset.date!);
    expect(steps, `${wanted} is in the grid`).to.be.at.least(0);
    for (let step = 0; step < steps; step += 1) await sendKeys({ press: 'ArrowRight' });
    const focusedDay = await until('the wanted date focused', () => {
      const active = deepActiveElement(doc) as HTMLElement | null;
      return active?.dataset.date === wanted && active;
    });
    expect(focusedDay.getAttribute('aria-disabled')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await until('the times of the chosen date', () => pickerPage.slots[0]);

    // Tab on to the first time slot, and choose it with Enter.
    let slotButton: HTMLElement | undefined;
    for (let presses = 0; presses < 40 && !slotButton; presses += 1) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement(doc) as HTMLButtonElement | null;
      if (active && pickerPage.slots.includes(active)) slotButton = active;
    }
    expect(slotButton, 'Tab reaches a time slot').to.exist;
    const selected = nextEvent<{ date: string; staffId: string; startTime: string; endTime: string; timeZone: string }>(
      picker,
      'slot-select',
    );
    await sendKeys({ press: 'Enter' });
    const { detail: slot } = await selected;
    expect(slot.date).to.equal(wanted);
    expect(slot.timeZone).to.equal(branch.timeZone);
    expect(slot.staffId).to.be.a('string').and.not.be.empty;
    expect(new Date(slot.startTime).getTime()).to.be.below(new Date(slot.endTime).getTime());
    expect(slotButton!.getAttribute('aria-pressed')).to.equal('true');
    expect((picker as unknown as { value: unknown }).value).to.deep.equal(slot);
  });
});

describe('dist/booking-elements.js: one file beside the entry, whatever the page holds', () => {
  let frame: HTMLIFrameElement | undefined;

  before(requireBundle);
  afterEach(() => frame?.remove());

  /** A page of `body` with the script tag; resolves once `tags` are defined there. */
  async function pageWith(body: string, tags: readonly string[], entry = bundleUrl): Promise<Window> {
    frame = document.createElement('iframe');
    const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = `<!doctype html><html lang="en"><head><script type="module" src="${entry}"></script></head><body>${body}</body></html>`;
    document.body.append(frame);
    await loaded;
    const page = frame.contentWindow!;
    await Promise.all(tags.map((tag) => page.customElements.whenDefined(tag)));
    return page;
  }

  /** The scripts a page fetched, by path (the test server's own web socket client left out). */
  const scriptsOf = (page: Window) =>
    page.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\.(m?js|ts)$/.test(path) && !path.startsWith('/__web-dev-server'));

  it('loads one file for the finder and the feed, which go together often, so that Lit and zod come once', async () => {
    const page = await pageWith('<franchise-finder></franchise-finder><review-feed></review-feed>', ['franchise-finder', 'review-feed']);
    const scripts = scriptsOf(page);
    expect(scripts.length, scripts.join(' ')).to.equal(2);
    expect(scripts[1]).to.match(/^\/dist\/chunks\/franchise-finder-and-review-feed-[\w-]+\.js$/);
    // Nothing the page does not hold: neither the picker nor any staff element.
    for (const absent of ['availability-picker', 'booking-flow', 'review-insights', 'abandoned-bookings', 'booking-requests']) {
      expect(page.customElements.get(absent), absent).to.equal(undefined);
    }
  });

  it('loads one file for the flow and the feed, without a staff element', async () => {
    const page = await pageWith('<booking-flow></booking-flow><review-feed></review-feed>', ['booking-flow', 'review-feed']);
    const scripts = scriptsOf(page);
    expect(scripts.length, scripts.join(' ')).to.equal(2);
    expect(scripts[1]).to.match(/^\/dist\/chunks\/booking-flow-and-review-feed-[\w-]+\.js$/);
    for (const staff of ['review-insights', 'abandoned-bookings', 'booking-requests'])
      expect(page.customElements.get(staff), staff).to.equal(undefined);
  });

  it('loads booking-elements.all.js alone for a page that mixes customer and staff elements', async () => {
    const page = await pageWith('<franchise-finder></franchise-finder><review-insights></review-insights>', tags);
    expect(scriptsOf(page)).to.deep.equal([bundleUrl, allInOneUrl]);
  });

  it('loads elements added side by side in one change together, in one file', async () => {
    const page = await pageWith('', []);
    const [finder, feed] = ['franchise-finder', 'review-feed'].map((tag) => page.document.createElement(tag));
    page.document.body.append(finder!, feed!);
    await Promise.all(['franchise-finder', 'review-feed'].map((tag) => page.customElements.whenDefined(tag)));
    const scripts = scriptsOf(page);
    expect(scripts.length, scripts.join(' ')).to.equal(2);
    expect(scripts[1]).to.match(/^\/dist\/chunks\/franchise-finder-and-review-feed-[\w-]+\.js$/);
  });

  it('tries a failed load again under a new URL, and defines the element then', async function () {
    this.timeout(15000);
    // The test server fails every element file under /failing-dist/ but one asked to retry.
    const page = await pageWith('<franchise-finder></franchise-finder>', ['franchise-finder'], '/failing-dist/booking-elements.js');
    const finderFile = page.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/failing-dist/chunks/franchise-finder-'));
    expect(finderFile.map((url) => url.search)).to.deep.equal(['', '?retry=1']);
    expect(page.customElements.get('review-feed')).to.equal(undefined);
  });

  it('loads only the file of <booking-flow> for a page with the flow, which defines the finder and the picker, and no sign button', async () => {
    const page = await pageWith('<booking-flow></booking-flow>', ['booking-flow', 'franchise-finder', 'availability-picker']);
    // Settled: a flow without customer-id fetches nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const scripts = scriptsOf(page);
    expect(scripts.length, scripts.join(' ')).to.equal(2);
    expect(scripts[1]).to.match(/^\/dist\/chunks\/booking-flow-[\w-]+\.js$/);
    expect(page.customElements.get('agreement-sign-button')).to.equal(undefined);
    expect(page.customElements.get('review-feed')).to.equal(undefined);
  });

  it("fetches the sign button for a flow with customer-id, from a file that takes the rest from the flow's", async () => {
    const page = await pageWith('<booking-flow customer-id="cus_1"></booking-flow>', ['booking-flow', 'agreement-sign-button']);
    const scripts = scriptsOf(page);
    expect(scripts.length, scripts.join(' ')).to.equal(3);
    expect(scripts[1]).to.match(/^\/dist\/chunks\/booking-flow-[\w-]+\.js$/);
    expect(scripts[2]).to.match(/^\/dist\/chunks\/sign-button-[\w-]+\.js$/);
  });

  it("loads one file for the flow and a sign button of the page's own", async () => {
    const page = await pageWith('<booking-flow></booking-flow><agreement-sign-button></agreement-sign-button>', [
      'booking-flow',
      'agreement-sign-button',
    ]);
    const scripts = scriptsOf(page);
    expect(scripts.length, scripts.join(' ')).to.equal(2);
    expect(scripts[1]).to.match(/^\/dist\/chunks\/booking-flow-and-agreement-sign-button-[\w-]+\.js$/);
  });
});

describe("dist/booking-elements.js: a picker's first requests leave while its code loads", () => {
  let frame: HTMLIFrameElement | undefined;

  before(requireBundle);
  afterEach(() => frame?.remove());

  async function pageWith(body: string): Promise<Window> {
    frame = document.createElement('iframe');
    const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = `<!doctype html><html lang="en"><head><script type="module" src="${bundleUrl}"></script></head><body>${body}</body></html>`;
    document.body.append(frame);
    await loaded;
    return frame.contentWindow!;
  }

  it('asks for the company and the first range once: the entry starts them, the picker takes their answers', async () => {
    const { enabledBranch } = await referenceFixtures();
    const scope = newScope();
    const page = await pageWith(
      `<availability-picker base-url="${scopedBaseUrl(scope)}" company-id="${enabledBranch.companyId}" business-id="${enabledBranch.businessId}"></availability-picker>`,
    );
    const picker = new PickerPage(await until('the picker', () => page.document.querySelector('availability-picker')));
    await until('a free day', () => picker.freeDays[0]);
    const { requests } = await requestLog(scope);
    expect(requests.filter((request) => request.operation === 'GetCompany')).to.have.length(1);
    // The first range once (the picker may go on to prefetch the next one, which is another body).
    const ranges = requests
      .filter((request) => request.operation === 'GetBookingAvailability')
      .map((request) => JSON.stringify(request.body));
    expect(ranges.length).to.be.at.least(1);
    expect(new Set(ranges).size, ranges.join('\n')).to.equal(ranges.length);
    // The requests left from the entry's small file, beside the picker's own.
    const scripts = page.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(scripts.some((path) => /\/dist\/chunks\/first-requests-[\w-]+\.js$/.test(path))).to.equal(true);
  });

  it('starts nothing for a page without a picker', async () => {
    const page = await pageWith('<franchise-finder></franchise-finder>');
    await page.customElements.whenDefined('franchise-finder');
    const paths = page.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(paths.filter((path) => path.includes('first-requests') || path.startsWith('/v1/'))).to.deep.equal([]);
  });
});

describe('dist/booking-elements.js and booking-elements.all.js loaded twice and together', () => {
  before(requireBundle);

  it('defines every element once and does no harm', async () => {
    const holders = tags.map((tag) => document.body.appendChild(document.createElement(tag)));
    try {
      await import(/* @vite-ignore */ bundleUrl);
      await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
      const defined = tags.map((tag) => customElements.get(tag));
      // Second copies under other URLs run again: their defines must be skipped, not throw.
      await import(/* @vite-ignore */ `${bundleUrl}?copy=2`);
      await import(/* @vite-ignore */ allInOneUrl);
      await import(/* @vite-ignore */ `${allInOneUrl}?copy=2`);
      for (const [index, tag] of tags.entries()) {
        expect(defined[index], tag).to.be.a('function');
        expect(customElements.get(tag) === defined[index], `${tag} keeps its first definition`).to.equal(true);
      }
    } finally {
      for (const holder of holders) holder.remove();
    }
  });

  it("works under Trusted Types for lit-html once and style-src 'self', with both files loaded twice", async function () {
    this.timeout(20000);
    const { enabledBranch } = (await (await fetch('/_ref/_fixtures')).json()) as Fixtures;
    const frame = await openPage('/test/e2e/trusted-types.html');
    try {
      const page = frame.contentWindow! as Window & { problems?: string[] };
      const doc = frame.contentDocument!;
      const finder = doc.querySelector('franchise-finder')!;
      await page.customElements.whenDefined('franchise-finder');
      await until('the finder drawn', () => new FinderPage(finder).zipField);

      // The states that size things from data: the feed's histogram, the picker's times kept in
      // place while another day's load.
      const feed = doc.createElement('review-feed');
      feed.setAttribute('business-id', enabledBranch.businessId);
      const picker = doc.createElement('availability-picker');
      picker.setAttribute('company-id', enabledBranch.companyId);
      picker.setAttribute('business-id', enabledBranch.businessId);
      doc.body.append(feed, picker);
      const pickerPage = new PickerPage(picker);
      await until('the histogram drawn', () => new FeedPage(feed).part('histogram-fill'), 15000);
      await until('the times of a day', () => pickerPage.slots[0], 15000);
      const otherDay = pickerPage.days.find(
        (day) => day.getAttribute('aria-disabled') === 'false' && day.getAttribute('aria-selected') !== 'true',
      );
      otherDay?.click();
      await until('the other day shown', () => pickerPage.slots[0]);
      expect(page.problems).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
