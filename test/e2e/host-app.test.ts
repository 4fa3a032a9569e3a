// The Vite host app that scripts/check-host-app.mjs builds from the package's own entries
// (`booking-elements/define`, `createClient` from `booking-elements`), running in the browser.
// `npm test` runs that script before the browser tests.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../helpers/until.js';
import { FinderPage } from '../pages/index.js';

const hostApp = '/node_modules/.cache/booking-elements/host-app/full/dist/index.html';

describe('a Vite app built from the package entries', () => {
  let frame: HTMLIFrameElement | undefined;

  before(async () => {
    const response = await fetch(hostApp, { method: 'HEAD' });
    if (!response.ok) {
      throw new Error(`${hostApp} is missing: run \`npm run build && node scripts/check-host-app.mjs\` first; \`npm test\` does.`);
    }
  });
  after(() => frame?.remove());

  it('defines the elements and wires the finder to the picker through its own client', async function () {
    this.timeout(20000);
    const { enabledBranch } = (await (await fetch('/_ref/_fixtures')).json()) as {
      enabledBranch: { zipcode: string; businessId: string; companyId: string };
    };
    frame = document.createElement('iframe');
    const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.src = hostApp;
    document.body.append(frame);
    await loaded;
    const page = frame.contentWindow as Window & { hostApp?: { defined: boolean[] } };
    const app = await until('the host app to start', () => page.hostApp);
    // Every element the package defines, as many as its define entry registers.
    expect(app.defined.length).to.be.at.least(6);
    expect(app.defined.every(Boolean)).to.equal(true);

    const doc = frame.contentDocument!;
    const finder = new FinderPage(doc.querySelector('franchise-finder')!);
    const input = await until('the ZIP code field', () => finder.zipField);
    input.focus();
    await sendKeys({ type: enabledBranch.zipcode });
    await sendKeys({ press: 'Enter' });
    const picker = doc.querySelector('availability-picker')!;
    await until('the picker to get the branch', () => picker.getAttribute('business-id') === enabledBranch.businessId);
    expect(picker.getAttribute('company-id')).to.equal(enabledBranch.companyId);
  });
});
