// Runs every test in headless Debian Chromium, with the reference API served on the same
// origin as the tests, so that the client and the elements are tested over real HTTP.
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundleForNode, cacheDir } from './tools/node-bundle.mjs';
import { startCliGateway } from './test/helpers/cli-gateway.mjs';
import { installSuiteClock, suiteClock } from './test/helpers/suite-clock.mjs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';

mkdirSync(cacheDir, { recursive: true });
const adapterFile = `${cacheDir}/reference-servers.mjs`;
await bundleForNode({ entryPoints: ['reference/node.ts'], outfile: adapterFile });
const { startReferenceServers, newCustomerSecret } = await import(pathToFileURL(adapterFile).href);
// The port the tests' pages are served on (`--port` moves it), whose origin the command's gateway allows.
const portFlag = process.argv.indexOf('--port');
const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 8000;
// One customer secret for the gateways and the demo's business server that mints tokens for them.
const customerSecret = newCustomerSecret();
// The instant the whole run plays (BOOKING_TEST_NOW moves it): the reference world's now, and
// every page's `Date` (installed by `createPage` below).
const clock = suiteClock();
console.log(`Suite clock: ${new Date(clock.instant).toISOString()} (BOOKING_TEST_NOW moves it)`);
// The reference API on the tests' origin, and the gateway in front of the same API on a loopback
// port, under /gateway, calling the scope `via-gateway` so that tests can read what reached the API
// (test/helpers/reference.ts names both).
const gatewayScope = 'via-gateway';
const servers = await startReferenceServers({
  gatewayPath: '/gateway',
  oneBranchGatewayPath: '/gateway-one-branch',
  hostileTexts: true,
  customerSecret,
  upstreamMount: `/_ref/${gatewayScope}/secured`,
  log: false,
  now: () => new Date(clock.now()),
  // The status page of the customers' e-mails: with it the gateway offers slot watches, whose
  // capability reaches the customer only through the e-mail's link (read from the demo's mail server).
  statusUrl: `http://localhost:${port}/request.html`,
});

// The built command in front of the same API, as a business runs it (test/e2e/pasted-snippet.test.ts).
const cliGateway = await startCliGateway({
  upstream: `${servers.upstreamUrl}/_ref/via-cli-gateway/secured`,
  allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
  customerSecret,
  apiKey: 'demo-gateway-key',
});
/** Pages a test pasted, served beside dist/ as `/dist/pasted-<name>.html`. */
const pastedPages = new Map();

/** Prints one plain "N passed, N failed" line that tools can read. */
function plainCountReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const visit = (suite) => {
        for (const test of suite.tests) {
          if (test.skipped) skipped += 1;
          else if (test.passed) passed += 1;
          else failed += 1;
        }
        for (const child of suite.suites) visit(child);
      };
      for (const session of sessions) {
        if (session.testResults) visit(session.testResults);
        if (!session.passed && !session.testResults) failed += 1;
      }
      console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    },
  };
}

/**
 * `forced-colors` for a test page (`executeServerCommand('emulate-forced-colors', { active })`):
 * the emulateMedia command covers colour scheme and motion only.
 */
function forcedColorsCommand() {
  // Puppeteer's emulateMediaFeatures refuses `forced-colors`; the DevTools protocol takes it. The
  // emulation lasts as long as its protocol session, so each page keeps one.
  const sessions = new WeakMap();
  return {
    name: 'emulate-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      const page = session.browser.getPage(session.id);
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      await sessions.get(page).send('Emulation.setEmulatedMedia', {
        features: [{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }],
      });
      return true;
    },
  };
}

const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Tests press keys, move focus and wait for frames: a page in the background must not be
  // throttled, or those waits stretch past the test timeout.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

export default {
  // The gateway's tests need raw HTTP and run in Node (npm run test:gateway).
  files: ['test/**/*.test.ts', '!test/gateway/**'],
  nodeResolve: true,
  // One page at a time: focus and keyboard tests need the page to be the focused one.
  concurrency: 1,
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  // A test file that hangs fails after two minutes instead of holding CI for five.
  testsFinishTimeout: 120000,
  // a11ySnapshot: Chromium's accessibility tree, which test/accessibility/ reads (required fields, headings).
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }), forcedColorsCommand(), a11ySnapshotPlugin()],
  port,
  middleware: [
    // Where the command's gateway listens, and the pages a test pastes beside dist/.
    async (context, next) => {
      if (context.path === '/_test/cli-gateway') {
        context.body = cliGateway;
        return undefined;
      }
      const pasted = /^\/_test\/pasted\/([a-z0-9-]{1,40})$/.exec(context.path);
      if (pasted && context.method === 'PUT') {
        const chunks = [];
        for await (const chunk of context.req) chunks.push(chunk);
        pastedPages.set(pasted[1], Buffer.concat(chunks).toString('utf8').slice(0, 100_000));
        context.status = 204;
        return undefined;
      }
      const served = /^\/dist\/pasted-([a-z0-9-]{1,40})\.html$/.exec(context.path);
      if (served && pastedPages.has(served[1])) {
        context.type = 'text/html';
        context.body = pastedPages.get(served[1]);
        return undefined;
      }
      return next();
    },
    // dist/ again under /failing-dist/, where each element file fails with 503 until it is
    // asked again under a `retry` URL (test/e2e/script-tag.test.ts: a failed load is retried).
    async (context, next) => {
      if (!context.path.startsWith('/failing-dist/')) return next();
      if (context.path.startsWith('/failing-dist/chunks/') && !context.querystring.includes('retry=')) {
        context.status = 503;
        return undefined;
      }
      context.url = context.url.replace('/failing-dist/', '/dist/');
      return next();
    },
    async (context, next) => {
      const handled =
        (await servers.gateway(context.req, context.res)) ||
        (await servers.customerTokens(context.req, context.res)) ||
        (await servers.staffSignIn(context.req, context.res)) ||
        (await servers.webhookReceived(context.req, context.res)) ||
        (await servers.referenceApi(context.req, context.res));
      if (handled) context.respond = false;
      else await next();
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: chromiumArgs,
        // Run the browser far from every business time zone of the reference data, in a zone
        // with a half-hour offset, so that code leaning on the browser's zone shows up wrong.
        env: { ...process.env, TZ: 'Asia/Kolkata' },
      },
      // Every frame of the page (the test's, and the iframes of pasted snippets and host apps)
      // shows the suite's clock before its own scripts run.
      async createPage({ context }) {
        const page = await context.newPage();
        await page.evaluateOnNewDocument(installSuiteClock, clock.instant, clock.startedAt);
        return page;
      },
    }),
  ],
  // Lit's dev-mode notice, and the owner's console warnings that tests provoke on purpose (tests
  // that check them watch console.warn themselves).
  filterBrowserLogs: ({ type, args }) => {
    const first = String(args[0] ?? '');
    return !first.includes('Lit is in dev mode') && !(type === 'warn' && /^<[a-z]+(-[a-z]+)+>: /.test(first));
  },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), plainCountReporter()],
};
