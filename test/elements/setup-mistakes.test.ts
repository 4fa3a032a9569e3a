// Mistakes in a page's setup, told to the right person: the customer reads a short, neutral
// message (with "Try again" only where another try can help), and the page's owner reads once, in
// the console, what to fix: the attribute, its value, and what the service or the gateway answered.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/define.js';
import type { AvailabilityPicker } from '../../src/elements/availability-picker/availability-picker.js';
import type { BookingElement } from '../../src/shared/booking-element.js';
import type { BookingErrorDetail } from '../../src/shared/events.js';
import {
  customerOf,
  gatewayBaseUrl,
  newScope,
  oneBranchGatewayUrl,
  plan,
  referenceFixtures,
  scopedBaseUrl,
  type ReferenceFixtures,
} from '../helpers/reference.js';
import { byRole } from '../helpers/roles.js';
import { ElementPage, PickerPage } from '../pages/index.js';
import { restoreWindowOpen, stubWindowOpen } from '../helpers/window-open.js';

const neutral = 'This is not available on this page right now.';

/**
 * The owner's warnings, once they are written: the words load on the first mistake, so a warning
 * comes a moment after the failure it is about; any other would come within the same moment.
 */
async function warningsOf(watch: { readonly warnings: string[] }): Promise<string[]> {
  await waitUntil(() => watch.warnings.length > 0, 'the owner was never warned', { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  return watch.warnings;
}

/** What the console was told, while a test runs. */
function watchWarnings(): { readonly warnings: string[]; restore(): void } {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

/** The element of `template`, what it shows, and the failures it reported. */
async function render(template: ReturnType<typeof html>) {
  const errors: BookingErrorDetail[] = [];
  const host = await fixture<HTMLElement>(
    html`<div @booking-error=${(event: CustomEvent<BookingErrorDetail>) => errors.push(event.detail)}>${template}</div>`,
  );
  const el = host.firstElementChild as BookingElement;
  return { el, shown: new ElementPage(el), errors };
}

describe('mistakes in the setup, told to the right person', function () {
  this.timeout(20000);
  let world: ReferenceFixtures;
  let console: ReturnType<typeof watchWarnings>;

  before(async () => {
    world = await referenceFixtures();
  });
  beforeEach(() => {
    console = watchWarnings();
  });
  afterEach(() => {
    console.restore();
    restoreWindowOpen();
  });

  it('an unknown company: a neutral message without "Try again", no bookable day, one warning naming the attribute', async () => {
    const branch = world.enabledBranch;
    const { el, shown, errors } = await render(
      html`<availability-picker base-url=${scopedBaseUrl(newScope())} company-id="cmp_typo" business-id=${branch.businessId}></availability-picker>`,
    );
    await waitUntil(() => errors.length === 2, 'both GetCompany and GetBookingAvailability fail', { timeout: 9000 });
    await el.updateComplete;
    expect(errors.map((error) => error.code)).to.deep.equal(['NOT_FOUND', 'NOT_FOUND']);
    expect(shown.alert!.textContent!.trim()).to.equal(neutral);
    expect(shown.tryAgain).to.equal(null);
    const picker = new PickerPage(el as AvailabilityPicker);
    expect(picker.days.every((day) => day.getAttribute('aria-disabled') === 'true')).to.equal(true);
    expect(picker.parts('skeleton'), 'every placeholder ends').to.have.length(0);
    expect(await warningsOf(console)).to.have.length(1);
    expect(console.warnings[0]).to.match(
      /^<availability-picker>: the booking service does not know company-id="cmp_typo" business-id="biz_\w+" \(NOT_FOUND/,
    );
    await expect(el).to.be.accessible();
  });

  it('a month calendar that fails draws no day as bookable, past days included', async () => {
    const scope = newScope();
    await plan(scope, { steps: [{ operation: 'GetBookingAvailability', error: 'UNAVAILABLE', times: 3 }] });
    const branch = world.enabledBranch;
    const { el, shown, errors } = await render(
      html`<availability-picker base-url=${scopedBaseUrl(scope)} company-id=${branch.companyId} business-id=${branch.businessId} layout="month"></availability-picker>`,
    );
    await waitUntil(() => errors.length === 1, 'the availability never failed', { timeout: 9000 });
    await el.updateComplete;
    const days = new PickerPage(el as AvailabilityPicker).days;
    expect(days.length).to.be.above(27);
    expect(days.every((day) => day.getAttribute('aria-disabled') === 'true' && !day.classList.contains('available'))).to.equal(true);
    expect(shown.tryAgain).to.exist;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(console.warnings, 'a service that is down is nobody’s mistake').to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('a branch the gateway does not serve: neutral for the customer, the gateway’s lists for the owner', async () => {
    const other = world.branches.find((branch) => branch.isEnable && branch.businessId !== world.enabledBranch.businessId)!;
    const { el, shown, errors } = await render(
      html`<availability-picker base-url=${oneBranchGatewayUrl} company-id=${other.companyId} business-id=${other.businessId}></availability-picker>`,
    );
    await waitUntil(() => errors.some((error) => error.code === 'PERMISSION_DENIED'), 'the gateway never refused', { timeout: 9000 });
    await waitUntil(() => shown.alert, 'no alert');
    expect(shown.alert!.textContent!.trim()).to.equal(neutral);
    expect(shown.tryAgain).to.equal(null);
    expect(await warningsOf(console)).to.have.length(1);
    expect(console.warnings[0]).to.contain(`base-url="${oneBranchGatewayUrl}" refused`);
    expect(console.warnings[0]).to.contain(`business-id="${other.businessId}"`);
    expect(console.warnings[0]).to.contain('BOOKING_BUSINESSES');
    await expect(el).to.be.accessible();
  });

  it('a base-url that answers a web page: neutral, no "Try again", and the owner told it is not the API', async () => {
    const scope = newScope();
    await plan(scope, {
      steps: [
        { operation: 'ListReviews', status: 200, body: '<!doctype html><title>Our salon</title>', contentType: 'text/html', times: 10 },
      ],
    });
    const { el, shown, errors } = await render(
      html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${world.enabledBranch.businessId}></review-feed>`,
    );
    await waitUntil(() => shown.alert, 'no alert', { timeout: 9000 });
    expect(errors[0]).to.include({ operation: 'listReviews', code: 'INVALID_RESPONSE' });
    expect(shown.alert!.textContent!.trim()).to.equal(neutral);
    expect(shown.tryAgain).to.equal(null);
    expect(await warningsOf(console)).to.have.length(1);
    expect(console.warnings[0]).to.equal(
      `<review-feed>: base-url="${scopedBaseUrl(scope)}" answered HTTP 200 (text/html) to listReviews, which is not the booking API. ` +
        'Point base-url at your gateway (npx booking-elements-gateway) or at the API root.',
    );
    await expect(el).to.be.accessible();
  });

  it('a base-url on a path the web server does not know: the same, whatever the path', async () => {
    const { shown, errors } = await render(
      html`<franchise-finder base-url="/no-api-here" zipcode=${world.enabledBranch.zipcode}></franchise-finder>`,
    );
    await waitUntil(() => shown.alert, 'no alert', { timeout: 9000 });
    expect(errors[0]).to.include({ operation: 'lookupFranchiseByZipcode', code: 'NOT_FOUND' });
    expect(shown.alert!.textContent!.trim()).to.equal(neutral);
    expect(shown.tryAgain).to.equal(null);
    expect(await warningsOf(console)).to.have.length(1);
    expect(console.warnings[0]).to.match(/^<franchise-finder>: base-url="\/no-api-here" answered HTTP 404 .*which is not the booking API/);
  });

  it('a base-url where nothing answers: "cannot be reached" with "Try again", and the owner told to check the address and the origins', async () => {
    const { el, shown, errors } = await render(
      html`<franchise-finder base-url="http://127.0.0.1:9" zipcode=${world.enabledBranch.zipcode}></franchise-finder>`,
    );
    await waitUntil(() => shown.alert, 'no alert', { timeout: 9000 });
    expect(errors[0]).to.include({ operation: 'lookupFranchiseByZipcode', code: 'NETWORK' });
    expect(shown.alert!.textContent).to.contain('The booking service cannot be reached right now.');
    expect(shown.alert!.textContent).to.not.contain('connection');
    expect(shown.tryAgain).to.exist;
    expect(await warningsOf(console)).to.have.length(1);
    expect(console.warnings[0]).to.contain('no answer from base-url="http://127.0.0.1:9"');
    expect(console.warnings[0]).to.contain(`(${location.origin}) in BOOKING_ALLOWED_ORIGINS`);
    // Asked again, the same mistake is not told twice.
    shown.tryAgain!.click();
    await waitUntil(() => errors.length === 2, 'the second try never failed', { timeout: 9000 });
    expect(await warningsOf(console)).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('a sign link through the gateway without a customer token: "reload", no "Try again", and the owner told to set customer-token', async () => {
    stubWindowOpen();
    const agreement = world.agreements.normal;
    const customerId = await customerOf(agreement.companyId);
    const { el, shown, errors } = await render(
      html`<agreement-sign-button base-url=${gatewayBaseUrl} agreement-id=${agreement.id} business-id=${agreement.businessId} customer-id=${customerId}></agreement-sign-button>`,
    );
    byRole(el, 'button', 'Sign agreement').click();
    await waitUntil(() => shown.alert, 'no alert', { timeout: 9000 });
    expect(errors[0]).to.include({ operation: 'getAgreementSignLink', code: 'UNAUTHENTICATED' });
    expect(shown.alert!.textContent).to.contain('Please reload the page and try again.');
    expect(shown.tryAgain).to.equal(null);
    expect(await warningsOf(console)).to.have.length(1);
    expect(console.warnings[0]).to.contain(
      `the gateway refused the sign link for agreement-id="${agreement.id}" customer-id="${customerId}"`,
    );
    expect(console.warnings[0]).to.contain('Set customer-token');
    await expect(el).to.be.accessible();
  });

  it('a missing attribute: the problem on screen for whoever sets the page up, and in the console once', async () => {
    const { shown } = await render(html`<review-feed base-url=${scopedBaseUrl(newScope())}></review-feed>`);
    await waitUntil(() => shown.alert, 'no alert');
    expect(shown.alert!.textContent).to.contain('The business-id attribute is required.');
    expect(shown.tryAgain).to.equal(null);
    expect(await warningsOf(console)).to.deep.equal(['<review-feed>: The business-id attribute is required.']);
  });
});
