// `npm run screenshots`: every element in each of its states, at 375 and 1280 px wide (and the
// picker's at 320 too), on a light and on a dark page, written to screenshots/ (not committed) to be looked at by eye. The pages
// load the built script tag from an origin that serves the reference API behind the gateway
// (tools/page-server.mjs). Run `npm run build` first. Give names to take only some, e.g.
// `npm run screenshots -- flow-dialog picker-month`.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { startPageServer } from '../tools/page-server.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

const themes = {
  light: 'color-scheme: light; background: #fff; color: #1d1d1f;',
  dark: 'color-scheme: dark; background: #121212; color: #f1f1f1;',
};

function page(body, theme) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>Screenshot</title>
    <script type="module" src="/dist/booking-elements.js"></script>
    <style>body { ${themes[theme]} font-family: system-ui, sans-serif; margin: 0; padding: 16px; }</style>
    </head><body>${body}</body></html>`;
}

/** Scenarios: the markup, then what a customer does before the picture is taken. */
function scenariosFor({ enabledBranch, agreements, customers, branches }, tokens, staffToken) {
  const { companyId, businessId, zipcode } = enabledBranch;
  // The staff pages: the insights of a franchise's busiest branch, and of all its branches.
  const parkSlope = branches.find((branch) => branch.businessName.endsWith('Park Slope')) ?? enabledBranch;
  const franchise = branches.filter((branch) => branch.companyId === parkSlope.companyId);
  const branchNames = JSON.stringify(Object.fromEntries(franchise.map((branch) => [branch.businessId, branch.businessName])));
  const insights = (ids) =>
    `<review-insights company-id="${parkSlope.companyId}" business-ids="${ids}"></review-insights>
    <script type="module">document.querySelector('review-insights').branches = ${branchNames};</script>`;
  // The abandoned bookings of the franchise's branches, read through the gateway for a staff token
  // of the demo's identity provider. (Its choice of company needs ListCompanies, which a gateway kept to
  // its companies, as the demo's is, does not offer: the element's tests show it.)
  const abandoned = (attributes) =>
    `<abandoned-bookings business-ids="${franchise.map((branch) => branch.businessId).join(' ')}" ${attributes}></abandoned-bookings>
    <script type="module">Object.assign(document.querySelector('abandoned-bookings'), { branches: ${branchNames}, token: ${JSON.stringify(staffToken)} });</script>`;
  // The inbox of the franchise's branches, after three customers asked for a time the bookable
  // branch offers (each with a key of its own, so that a page loaded again asks nothing twice) and
  // one of them was confirmed with a note. With `waiting`, customers also left slot watches at two
  // of the branches (as `<booking-flow watch>` leaves them), for "Waiting for a time".
  const requests = (attributes, answered = false, waiting = false) =>
    `<div id="inbox-host"></div>
    <script type="module">
      const branch = ${JSON.stringify({ companyId, businessId })};
      const json = { 'content-type': 'application/json' };
      const staff = { ...json, authorization: 'Bearer ${staffToken}' };
      const today = new Date().toISOString().slice(0, 10);
      const end = new Date(Date.now() + 14 * 86400000).toISOString().slice(0, 10);
      const free = await (await fetch('/v1/online_booking/availability', { method: 'POST', headers: json, body: JSON.stringify({ ...branch, filter: { startDate: today, endDate: end } }) })).json();
      const slots = free.availability.flatMap((day) => day.staff.flatMap((groomer) => groomer.availableSlots.map((slot) => ({ staffId: groomer.staffId, ...slot })))).filter((slot) => Date.parse(slot.startTime) > Date.now() + 3600000);
      const people = [['Ana Ruiz', 'Bella', '+1 555 0110', 'ana@example.com'], ['Ben Okafor', 'Rex', '', 'ben@example.com'], ['Chloé Martin', 'Mochi', '+1 555 0199', '']];
      for (const [index, [name, petName, phone, email]] of people.entries()) {
        const slot = slots[index * 3];
        if (!slot) break;
        const answer = await fetch('/booking-requests', { method: 'POST', headers: { ...json, 'Idempotency-Key': 'screenshot-${answered ? 'answered-' : ''}' + index + '-' + today }, body: JSON.stringify({ ...branch, ...slot, customer: { name, petName, phone, email, petType: 'DOG', notes: index === 0 ? 'Nervous with clippers.' : '' }, language: 'en' }) });
        const { id } = await answer.json();
        const read = await fetch('/booking-requests/' + id, { headers: staff });
        if (index === 1 && (await read.clone().json()).status === 'received') {
          await fetch('/booking-requests/' + id, { method: 'PATCH', headers: { ...staff, 'If-Match': read.headers.get('etag') }, body: JSON.stringify({ status: 'confirmed', note: 'Booked in the calendar.' }) });
        }
        // The answered states: the phone-only customer declined with words and two other times.
        if (index === 2 && ${answered} && (await read.clone().json()).status === 'received') {
          const offers = slots.slice(10, 12).map(({ staffId, startTime, endTime }) => ({ staffId, startTime, endTime }));
          await fetch('/booking-requests/' + id, { method: 'PATCH', headers: { ...staff, 'If-Match': read.headers.get('etag') }, body: JSON.stringify({ status: 'declined', note: 'Double-booked.', message: 'Sorry, Mochi’s groomer is away that day. Two other times are below.', offers }) });
        }
      }
      const watchers = [
        ['Dana Whitfield-Okonkwo', ['SATURDAY'], ['morning'], [slots[0]?.staffId].filter(Boolean)],
        ['Eli Brandt', ['SATURDAY', 'SUNDAY'], ['morning']],
        ['Farah Haddad', [], []],
        ['Gus Lindqvist', ['WEDNESDAY'], ['evening']],
      ];
      const other = ${JSON.stringify(franchise.find((each) => each.businessId !== businessId) ?? null)};
      for (const [index, [name, days, parts, staffIds = []]] of (${waiting} ? watchers : []).entries()) {
        const at = index === 3 && other ? { companyId: other.companyId, businessId: other.businessId } : branch;
        const until = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
        const email = name.split(' ')[0].toLowerCase() + '@example.com';
        await fetch('/slot-watches', { method: 'POST', headers: { ...json, 'Idempotency-Key': 'screenshot-watch-' + index + '-' + today }, body: JSON.stringify({ ...at, staffIds, days, parts, until, services: [], petType: 'DOG', customer: { name, email }, language: 'en' }) });
      }
      const inbox = document.createElement('booking-requests');
      inbox.setAttribute('business-ids', ${JSON.stringify(franchise.map((branch) => branch.businessId).join(' '))});
      Object.assign(inbox, { branches: ${branchNames}, token: ${JSON.stringify(staffToken)} });
      document.getElementById('inbox-host').outerHTML = '<div ${attributes}></div>';
      document.querySelector('div[data-inbox]').append(inbox);
    </script>`;
  // The customer's status page (<booking-request-status>), opened from the link of a request the
  // bookable branch received (a key of its own at each load: the capability is in the first answer
  // only), then answered by the front desk as the state says; `gone` is a link that opens nothing.
  const allBranchNames = JSON.stringify(Object.fromEntries(branches.map((branch) => [branch.businessId, branch.businessName])));
  const status = (state, attributes = '') =>
    `<div id="status-host"></div>
    <script type="module">
      const branch = ${JSON.stringify({ companyId, businessId })};
      const json = { 'content-type': 'application/json' };
      const staff = { ...json, authorization: 'Bearer ${staffToken}' };
      let token = 'no-such-capability-0123456789';
      if ('${state}' !== 'gone') {
        const today = new Date().toISOString().slice(0, 10);
        const end = new Date(Date.now() + 14 * 86400000).toISOString().slice(0, 10);
        const free = await (await fetch('/v1/online_booking/availability', { method: 'POST', headers: json, body: JSON.stringify({ ...branch, filter: { startDate: today, endDate: end } }) })).json();
        const slots = free.availability.flatMap((day) => day.staff.flatMap((groomer) => groomer.availableSlots.map((slot) => ({ staffId: groomer.staffId, ...slot })))).filter((slot) => Date.parse(slot.startTime) > Date.now() + 3600000);
        const customer = { name: 'Ana Ruiz', petName: 'Bella', phone: '+1 555 0110', email: 'ana@example.com', petType: 'DOG', notes: '' };
        const services = [{ id: 'svc_full', name: 'Full groom' }, { id: 'svc_nails', name: 'Nail trim' }];
        const answer = await fetch('/booking-requests', { method: 'POST', headers: { ...json, 'Idempotency-Key': 'status-' + crypto.randomUUID() }, body: JSON.stringify({ ...branch, ...slots[0], customer, services, language: 'en' }) });
        const sent = await answer.json();
        token = sent.statusToken;
        const change = async (body) => {
          const read = await fetch('/booking-requests/' + sent.id, { headers: staff });
          await fetch('/booking-requests/' + sent.id, { method: 'PATCH', headers: { ...staff, 'If-Match': read.headers.get('etag') }, body: JSON.stringify(body) });
        };
        if ('${state}' === 'confirmed') await change({ status: 'confirmed', message: 'See you then! Please bring Bella’s vaccination record.' });
        if ('${state}' === 'declined') {
          const offers = [slots[4], slots[8], slots[12]].filter(Boolean).map(({ staffId, startTime, endTime }) => ({ staffId, startTime, endTime }));
          await change({ status: 'declined', note: 'Double-booked.', message: 'Sorry, our groomer is away that morning. Would one of these suit you?', offers });
        }
        if ('${state}' === 'withdrawn')
          await fetch('/booking-requests/mine/withdraw', { method: 'POST', headers: { ...json, authorization: 'Bearer ' + token, 'If-Match': '"1"' }, body: '{}' });
      }
      history.replaceState(null, '', '#request=' + token);
      const element = document.createElement('booking-request-status');
      element.branches = ${allBranchNames};
      document.getElementById('status-host').outerHTML = '<div data-status ${attributes}></div>';
      document.querySelector('div[data-status]').append(element);
    </script>`;
  const agreement = agreements.normal;
  const customer = customers.find((candidate) => candidate.companyId === companyId) ?? customers[0];
  // The customer the pages play, and the token the business's server mints for them.
  const signer = `customer-id="${customer.id}" customer-token="${tokens.get(customer.id)}"`;
  const picker = (layout) =>
    `<availability-picker company-id="${companyId}" business-id="${businessId}" layout="${layout}"></availability-picker>`;
  // What a customer does, through the tests' page objects (test/pages), injected into each tab.
  const chooseDayAndSlot = (tab) =>
    tab.evaluate(async () => {
      const { FlowPage, PickerPage } = window.bookingPages;
      const element = document.querySelector('booking-flow, availability-picker');
      const picker = element.localName === 'booking-flow' ? await new FlowPage(element).shownPicker() : new PickerPage(element);
      await picker.chooseFirstFreeTime();
    });
  const toAgreements = async (tab) => {
    await chooseDayAndSlot(tab);
    await tab.evaluate(async () => {
      const flow = new window.bookingPages.FlowPage(document.querySelector('booking-flow'));
      flow.confirmTimeButton.click();
      await flow.shownAgreements();
    });
  };
  const openAgreements = async (tab) => {
    await toAgreements(tab);
    // Each sign button opens the reference sign page in a new window; the flow marks it "Opened".
    await tab.evaluate(async () => {
      const flow = new window.bookingPages.FlowPage(document.querySelector('booking-flow'));
      for (const sign of flow.signButtons) {
        sign.button.click();
        await sign.settled();
      }
    });
  };
  const toSummary = async (tab) => {
    await openAgreements(tab);
    await tab.evaluate(() => new window.bookingPages.FlowPage(document.querySelector('booking-flow')).finishButton.click());
  };
  // The day of the week shown with the most free times (its name ends with their number), then its first time.
  const chooseBusiestDay = (tab) =>
    tab.evaluate(async () => {
      const picker = new window.bookingPages.PickerPage(document.querySelector('availability-picker'));
      const free = await new Promise((resolve) => {
        const look = () => (picker.freeDays.length ? resolve(picker.freeDays) : setTimeout(look, 100));
        look();
      });
      const count = (day) => Number(/, (\d+)\D*$/.exec(day.textContent.trim())?.[1] ?? 0);
      const busiest = free.reduce((most, day) => (count(day) > count(most) ? day : most));
      await picker.click(busiest);
      await picker.click(picker.slots[0]);
    });
  // "Your details" (`details`): reached from a chosen time; left empty and sent, its problems shown;
  // filled in, then the journey to its end.
  const toDetails = async (tab) => {
    await chooseDayAndSlot(tab);
    await tab.evaluate(async () => {
      const flow = new window.bookingPages.FlowPage(document.querySelector('booking-flow'));
      await flow.click(flow.confirmTimeButton);
      await flow.shownDetails();
    });
  };
  const detailsProblems = async (tab) => {
    await toDetails(tab);
    await tab.evaluate(async () => {
      const flow = new window.bookingPages.FlowPage(document.querySelector('booking-flow'));
      await flow.fill('email', 'jane@example');
      await flow.click(flow.finishButton);
    });
  };
  const toCompletion = async (tab) => {
    await toDetails(tab);
    await tab.evaluate(async () => {
      const flow = new window.bookingPages.FlowPage(document.querySelector('booking-flow'));
      for (const [field, value] of Object.entries({ name: 'Jane Doe', phone: '555 123 4567', petName: 'Biscuit', petType: 'DOG' })) {
        await flow.fill(field, value);
      }
      await flow.fill('note', 'Shy with the dryer; likes treats.');
      await flow.click(flow.finishButton);
    });
  };
  const failed = (tab) =>
    tab.evaluate(async () => {
      const element = document.querySelector('availability-picker');
      await new window.bookingPages.ElementPage(element).shownAlert();
    });
  return {
    'finder-idle': { body: '<franchise-finder></franchise-finder>' },
    'finder-found': { body: `<franchise-finder zipcode="${zipcode}"></franchise-finder>`, ready: '[part~="result"], [role="status"]' },
    'picker-week': { body: picker('week'), act: chooseDayAndSlot, widths: [320, 375, 1280] },
    'picker-month': { body: picker('month'), act: chooseDayAndSlot, widths: [320, 375, 1280] },
    // A busy day, and the same in French and right to left (English words, Arabic dates).
    'picker-busy': { body: picker('week'), act: chooseBusiestDay, widths: [320, 375, 1280] },
    'picker-busy-fr': { body: `<div lang="fr">${picker('week')}</div>`, act: chooseBusiestDay, widths: [320, 375] },
    'picker-busy-rtl': { body: `<div lang="ar" dir="rtl">${picker('week')}</div>`, act: chooseBusiestDay, widths: [320, 375] },
    // A picker that cannot reach its gateway, and one whose company id has a typo.
    'picker-unreachable': {
      body: `<availability-picker base-url="http://127.0.0.1:9" company-id="${companyId}" business-id="${businessId}" layout="month"></availability-picker>`,
      act: failed,
    },
    'picker-unknown-company': {
      body: `<availability-picker company-id="cmp_typo" business-id="${businessId}"></availability-picker>`,
      act: failed,
    },
    'sign-button': {
      body: `<agreement-sign-button agreement-id="${agreement.id}" company-id="${agreement.companyId}" ${signer} business-id="${agreement.businessId}"></agreement-sign-button>`,
    },
    feed: { body: `<review-feed business-id="${businessId}" page-size="5"></review-feed>`, ready: '[role="list"]' },
    insights: { body: insights(parkSlope.businessId), ready: '[part~="overview"]' },
    // A topic of what customers mention opened, its reviews under the table.
    'insights-topic': {
      body: insights(parkSlope.businessId),
      ready: '[part~="overview"]',
      act: async (tab) => {
        await tab.evaluate(() => window.deep('.topic-button').click());
        await tab.waitForFunction(() => window.deep('[part~="topic-reviews"]'), { timeout: 20000 });
      },
    },
    'insights-branches': { body: insights(franchise.map((branch) => branch.businessId).join(' ')), ready: '[part~="overview"]' },
    abandoned: { body: abandoned(`company-id="${parkSlope.companyId}" days="45"`), ready: '[part~="summary"]' },
    'abandoned-details': {
      body: abandoned(`company-id="${parkSlope.companyId}"`),
      ready: '[part~="summary"]',
      act: async (tab) => {
        await tab.evaluate(() => {
          const board = new window.bookingPages.AbandonedPage(document.querySelector('abandoned-bookings'));
          board.button(/^Details/, board.bookings()[1]).click();
        });
        await tab.waitForFunction(() => window.deep('[part~="details"][aria-busy="false"]'), { timeout: 20000 });
      },
    },
    'abandoned-filtered': {
      body: abandoned(`company-id="${parkSlope.companyId}" lang="es"`),
      ready: '[part~="summary"]',
      act: async (tab) => {
        await tab.evaluate(() => {
          const select = window.deep('#filter-step');
          select.value = 'SELECT_TIME';
          select.dispatchEvent(new Event('change'));
        });
      },
    },
    requests: { body: requests('data-inbox'), ready: '[part~="requests"]', live: true },
    'requests-details': {
      body: requests('data-inbox'),
      ready: '[part~="requests"]',
      live: true,
      act: async (tab) => {
        await tab.evaluate(() => {
          const inbox = new window.bookingPages.RequestsPage(document.querySelector('booking-requests'));
          const button = (name, words) =>
            [...inbox.request(name).querySelectorAll('button')].find((each) => each.textContent.trim().startsWith(words));
          button('Ben Okafor', 'Details').click();
          button('Ana Ruiz', 'Decline').click();
        });
        await tab.waitForFunction(() => window.deep('.history li'), { timeout: 20000 });
        // The decline's form with its words typed and two times chosen.
        await tab.waitForFunction(() => window.deep('.offers input[type="checkbox"]'), { timeout: 20000 });
        await tab.evaluate(() => {
          const textarea = window.deep('.answer textarea');
          textarea.value = 'Sorry, Bella’s groomer is away that day. Here are two other times.';
          for (const box of [...window.deep('.offers').querySelectorAll('input[type="checkbox"]')].slice(0, 2)) box.click();
        });
      },
    },
    'requests-answered': {
      body: requests('data-inbox', true),
      ready: '[part~="requests"]',
      live: true,
      act: async (tab) => {
        await tab.waitForFunction(() => window.deep('[part~="tell-by-phone"]'), { timeout: 20000 });
      },
    },
    'requests-answered-es-rtl': { body: requests('data-inbox lang="es" dir="rtl"', true), ready: '[part~="tell-by-phone"]', live: true },
    'requests-es-rtl': { body: requests('data-inbox lang="es" dir="rtl"'), ready: '[part~="requests"]', live: true },
    // "Waiting for a time" opened, and its first group's watches.
    ...Object.fromEntries(
      [
        ['requests-waiting', 'data-inbox'],
        ['requests-waiting-es-rtl', 'data-inbox lang="es" dir="rtl"'],
      ].map(([name, attributes]) => [
        name,
        {
          body: requests(attributes, false, true),
          ready: '[part~="requests"]',
          live: true,
          act: async (tab) => {
            await tab.evaluate(() => window.deep('[part~="waiting-button"]').click());
            await tab.waitForFunction(() => window.deep('[part~="watch-group-button"]'), { timeout: 20000 });
            await tab.evaluate(() => window.deep('[part~="watch-group-button"]').click());
            await tab.waitForFunction(() => window.deep('[part~="watch"]'), { timeout: 20000 });
          },
        },
      ]),
    ),
    'status-received': { body: status('received'), ready: '[part~="request"]', live: true },
    'status-confirmed': { body: status('confirmed'), ready: '[part~="request"]', live: true },
    'status-declined': { body: status('declined'), ready: '[part~="offers"]', live: true },
    'status-withdrawn': { body: status('withdrawn'), ready: '[part~="request"]', live: true },
    'status-gone': { body: status('gone'), ready: '[part~="no-request"]', live: true },
    'status-declined-es-rtl': { body: status('declined', 'lang="es" dir="rtl"'), ready: '[part~="offers"]', live: true },
    'flow-step-1': { body: '<booking-flow></booking-flow>' },
    'flow-step-2': { body: `<booking-flow zipcode="${zipcode}"></booking-flow>`, act: chooseDayAndSlot },
    'flow-step-3': { body: `<booking-flow zipcode="${zipcode}" ${signer}></booking-flow>`, act: toAgreements },
    'flow-opened': { body: `<booking-flow zipcode="${zipcode}" ${signer}></booking-flow>`, act: openAgreements },
    'flow-summary': { body: `<booking-flow zipcode="${zipcode}" ${signer}></booking-flow>`, act: toSummary },
    'flow-details': { body: `<booking-flow zipcode="${zipcode}" details></booking-flow>`, act: toDetails },
    'flow-details-problems': { body: `<booking-flow zipcode="${zipcode}" details></booking-flow>`, act: detailsProblems },
    'flow-completion': { body: `<booking-flow zipcode="${zipcode}" details></booking-flow>`, act: toCompletion },
    'flow-month': { body: `<booking-flow zipcode="${zipcode}" layout="month"></booking-flow>`, act: chooseDayAndSlot },
    'flow-dialog': {
      body: `<p>Our salon page.</p><button data-booking-flow>Book now</button><booking-flow mode="dialog" zipcode="${zipcode}"></booking-flow>`,
      act: async (tab) => {
        await tab.click('button[data-booking-flow]');
        await chooseDayAndSlot(tab);
      },
    },
  };
}

const wanted = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
});
// The sign buttons open the reference sign page in a new window: close it, the page under test stays in front.
browser.on('targetcreated', async (target) => {
  const opened = target.type() === 'page' && target.opener() ? await target.page() : null;
  await opened?.close();
});
const server = await startPageServer((found, tokens, staffToken) =>
  Object.fromEntries(
    Object.entries(scenariosFor(found, tokens, staffToken)).flatMap(([name, { body }]) =>
      Object.keys(themes).map((theme) => [`/${name}-${theme}.html`, page(body, theme)]),
    ),
  ),
);
const scenarios = scenariosFor(server.fixtures, server.tokens, server.staffToken);

/** Finds the first match of a selector in the document and every open shadow root below it (a scenario's `ready`). */
const deepQuery = `window.deepAll = (selector, root = document) => [
  ...root.querySelectorAll(selector),
  ...[...root.querySelectorAll('*')].flatMap((element) => (element.shadowRoot ? window.deepAll(selector, element.shadowRoot) : [])),
];
window.deep = (selector) => window.deepAll(selector)[0] ?? null;`;

/** The tests' page objects in one script (window.bookingPages), for the scenarios' actions. */
const pageObjects = (
  await build({
    entryPoints: ['test/pages/index.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'bookingPages',
    target: 'es2022',
    write: false,
  })
).outputFiles[0].text;

let taken = 0;
try {
  for (const [name, scenario] of Object.entries(scenarios)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    for (const theme of Object.keys(themes)) {
      for (const width of scenario.widths ?? [375, 1280]) {
        const tab = await browser.newPage();
        await tab.setViewport({ width, height: width < 600 ? 812 : 900 });
        await tab.evaluateOnNewDocument(deepQuery);
        await tab.evaluateOnNewDocument(pageObjects);
        // The inbox keeps its news stream open: the network is never idle there, and `ready` waits for it.
        await tab.goto(`${server.origin}/${name}-${theme}.html`, { waitUntil: scenario.live ? 'load' : 'networkidle0' });
        if (scenario.ready) await tab.waitForFunction((selector) => window.deep(selector), { timeout: 20000 }, scenario.ready);
        if (scenario.act) {
          try {
            await scenario.act(tab);
          } catch (error) {
            // The picture of where it stopped says more than the timeout does.
            await tab.screenshot({ path: `${outDir}/${name}-${theme}-${width}-FAILED.png`, fullPage: true });
            throw error;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 600));
        await tab.screenshot({ path: `${outDir}/${name}-${theme}-${width}.png`, fullPage: true });
        await tab.close();
        taken += 1;
      }
    }
  }
  console.log(`${taken} screenshots in ${outDir}/`);
} finally {
  await browser.close();
  await server.close();
}
