// `npm run bench:first-slot`: how long a customer on a slow phone waits for the first time slot,
// and how much the page jumps meanwhile. Two pages, served from one origin with the reference
// API behind the gateway, loaded cold in turn in the same Chromium under the same throttling
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4 times slower), the scripts gzipped as
// any static host or CDN serves them:
//   - the script tag: a plain page with dist/booking-elements.js and <availability-picker>, the
//     same with the picker's files named as modulepreload links in its head (as docs/install.md
//     hands them out), and the same picker given its `time-zone` (each printed with its ratio);
//   - the floor: a hand-written page that sends the same availability request and draws the same
//     day and slot buttons with plain DOM, knowing the business's time zone in advance.
// It prints the median time to the first slot button of each, their ratio (goal: at most 1.3),
// and the cumulative layout shift at 375 and 1280 px wide of that page and of a page with every
// element. Run `npm run build` first. BENCH_RUNS changes the number of loads per page (default 7).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startPageServer } from '../tools/page-server.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.env.BENCH_RUNS ?? 7);
/** The files each element's page may name as modulepreload links, written by the build. */
const preload = JSON.parse(readFileSync('dist/booking-elements.preload.json', 'utf8'));

const surroundings = (element) => `
  <header><h1>Pawsome Grooming</h1><p>Book a wash, a trim or a full groom at the branch near you.</p></header>
  <main><h2>Choose a time</h2>${element}</main>
  <footer><p>Open Monday to Saturday. Call us if you need a time that is not listed.</p></footer>`;

const pagesFor = ({ enabledBranch, agreements, customers }) => {
  const { companyId, businessId, timeZone } = enabledBranch;
  const agreement = agreements.normal;
  const customer = customers.find((candidate) => candidate.companyId === agreement.companyId);
  const everyElement = surroundings(`<franchise-finder></franchise-finder><p>Or pick a time at our main branch:</p>
      <availability-picker company-id="${companyId}" business-id="${businessId}"></availability-picker>
      <p>Before your visit:</p><agreement-sign-button agreement-id="${agreement.id}" company-id="${agreement.companyId}" customer-id="${customer.id}" business-id="${agreement.businessId}"></agreement-sign-button>
      <h2>What customers say</h2><review-feed business-id="${businessId}" page-size="5"></review-feed>
      <h2>Book in one go</h2><booking-flow></booking-flow>`);
  return {
    '/script-tag.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Book</title>
    <script type="module" src="/dist/booking-elements.js"></script></head><body>
    ${surroundings(`<availability-picker company-id="${companyId}" business-id="${businessId}"></availability-picker>`)}
    </body></html>`,
    // The same with the picker's files named in the head, as docs/install.md hands them out
    // (dist/booking-elements.preload.json): they load beside the entry, not after it.
    '/script-tag-preload.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Book</title>
    <script type="module" src="/dist/booking-elements.js"></script>
    ${preload['availability-picker'].map((file) => `<link rel="modulepreload" href="/dist/${file}">`).join('')}</head><body>
    ${surroundings(`<availability-picker company-id="${companyId}" business-id="${businessId}"></availability-picker>`)}
    </body></html>`,
    // The same with `time-zone`, as the floor knows it: one request, for the week only.
    '/script-tag-zone.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Book</title>
    <script type="module" src="/dist/booking-elements.js"></script></head><body>
    ${surroundings(`<availability-picker company-id="${companyId}" business-id="${businessId}" time-zone="${timeZone}"></availability-picker>`)}
    </body></html>`,
    // The plain page Lighthouse was pointed at: every element, text around them.
    '/every-element.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Book</title>
    <script type="module" src="/dist/booking-elements.js"></script></head><body>
    ${everyElement}
    </body></html>`,
    // The same, as the README's quick start has it: booking-elements.css linked in the head.
    '/every-element-linked.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Book</title>
    <link rel="stylesheet" href="/dist/booking-elements.css">
    <script type="module" src="/dist/booking-elements.js"></script></head><body>
    ${everyElement}
    </body></html>`,
    // What a developer would write by hand for the same answer: no library, no checks, no zone lookup.
    '/floor.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Book</title>
    <script type="module">
      const zone = ${JSON.stringify(timeZone)};
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const end = new Date(Date.parse(today) + 6 * 864e5).toISOString().slice(0, 10);
      const response = await fetch('/v1/online_booking/availability', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: ${JSON.stringify(companyId)}, businessId: ${JSON.stringify(businessId)}, filter: { startDate: today, endDate: end } }),
      });
      const { availability = [] } = await response.json();
      const root = document.getElementById('picker');
      const days = document.createElement('div');
      const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
      const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
      for (const day of availability) {
        const button = document.createElement('button');
        button.textContent = dayName.format(new Date(day.date));
        days.append(button);
      }
      root.append(days);
      const first = availability.find((day) => day.staff?.some((staff) => staff.availableSlots?.length));
      for (const staff of first?.staff ?? []) {
        const group = document.createElement('div');
        const name = document.createElement('h3');
        name.textContent = staff.firstName + ' ' + staff.lastName;
        group.append(name);
        for (const slot of staff.availableSlots ?? []) {
          const button = document.createElement('button');
          button.setAttribute('aria-pressed', 'false');
          button.setAttribute('part', 'slot');
          button.textContent = time.format(new Date(slot.startTime));
          group.append(button);
        }
        root.append(group);
      }
    </script></head><body>${surroundings('<div id="picker"></div>')}</body></html>`,
  };
};

const { origin, close } = await startPageServer(pagesFor);

// Watches, from the first byte of the page, for the first slot button (through open shadow
// roots) and for layout shifts, as Lighthouse counts them.
const observer = `(() => {
  const state = (window.__bench = { firstSlot: undefined, shift: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const slotIn = (root) => {
    if (root.querySelector('button[part~="slot"]')) return true;
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot && slotIn(element.shadowRoot)) return true;
    return false;
  };
  const look = () => {
    if (document.body && slotIn(document)) state.firstSlot = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});

async function load(path, width) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: width < 600 ? 740 : 900, isMobile: width < 600, deviceScaleFactor: 1 });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(observer);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__bench.firstSlot !== undefined, { timeout: 60000, polling: 100 });
  // Shifts after the first slot (the rest of the week's counts, the zone named) count too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const result = await page.evaluate(() => {
    // The chain: when each link of it had arrived (responseEnd), or, for the API, left (startTime).
    const resources = performance.getEntriesByType('resource');
    const at = (pattern, key = 'responseEnd') => resources.find((entry) => pattern.test(entry.name))?.[key];
    return {
      ...window.__bench,
      chain: {
        entry: at(/booking-elements\.js$/),
        element: at(/chunks\/availability-picker-/),
        early: at(/chunks\/first-requests-/),
        request: at(/\/v1\//, 'startTime'),
        answer: at(/\/v1\/online_booking\/availability/),
      },
    };
  });
  await page.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  const times = { '/script-tag.html': [], '/script-tag-preload.html': [], '/script-tag-zone.html': [], '/floor.html': [] };
  const chains = Object.fromEntries(Object.keys(times).map((path) => [path, []]));
  const shifts = { 375: [], 1280: [] };
  const everyShift = { 375: [], 1280: [] };
  const linkedShift = { 375: [], 1280: [] };
  await load('/floor.html', 375);
  for (let run = 0; run < runs; run += 1) {
    for (const path of Object.keys(times)) {
      const { firstSlot, chain } = await load(path, 375);
      times[path].push(firstSlot);
      chains[path].push(chain);
    }
  }
  for (const width of [375, 1280]) {
    for (let run = 0; run < runs; run += 1) shifts[width].push((await load('/script-tag.html', width)).shift);
    for (let run = 0; run < runs; run += 1) everyShift[width].push((await load('/every-element.html', width)).shift);
    for (let run = 0; run < runs; run += 1) linkedShift[width].push((await load('/every-element-linked.html', width)).shift);
  }
  const elements = median(times['/script-tag.html']);
  const floor = median(times['/floor.html']);
  const round = (value) => Math.round(value);
  console.log(`first slot under throttling (median of ${runs}, 375 px):`);
  console.log(`  script tag + <availability-picker>   ${round(elements)} ms   [${times['/script-tag.html'].map(round).join(', ')}]`);
  const preloaded = times['/script-tag-preload.html'];
  console.log(
    `  the same with modulepreload links     ${round(median(preloaded))} ms   [${preloaded.map(round).join(', ')}]   ratio ${(median(preloaded) / floor).toFixed(2)}`,
  );
  const zoned = times['/script-tag-zone.html'];
  console.log(
    `  the same with time-zone=             ${round(median(zoned))} ms   [${zoned.map(round).join(', ')}]   ratio ${(median(zoned) / floor).toFixed(2)}`,
  );
  console.log(`  hand-written floor                   ${round(floor)} ms   [${times['/floor.html'].map(round).join(', ')}]`);
  console.log(`  ratio                                ${(elements / floor).toFixed(2)} (goal: at most 1.3)`);
  console.log(
    'the chain, medians in ms from navigation (a file: when it had arrived; the API: its first request left, the availability arrived):',
  );
  for (const path of ['/script-tag.html', '/script-tag-preload.html', '/script-tag-zone.html', '/floor.html']) {
    const links = ['entry', 'element', 'early', 'request', 'answer'].map((link) => {
      const times = chains[path].map((chain) => chain[link]).filter((time) => time !== undefined);
      return `${link} ${times.length ? round(median(times)) : '-'}`;
    });
    console.log(`  ${path.padEnd(26)} ${links.join(', ')}, first slot ${round(median(times[path]))}`);
  }
  for (const width of [375, 1280]) {
    console.log(
      `CLS at ${width} px: the picker's page ${median(shifts[width]).toFixed(3)}; every element's page ${median(everyShift[width]).toFixed(3)}, with booking-elements.css linked ${median(linkedShift[width]).toFixed(3)}`,
    );
  }
} finally {
  await browser.close();
  await close();
}
