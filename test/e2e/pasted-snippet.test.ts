// The configurator's snippet as a business owner uses it: copied for each element, pasted into
// an empty file served beside dist/, in front of the built `booking-elements-gateway` command
// (its own process, configured by env alone: the key, the upstream, this page's origin, the
// customer secret), and completed in the browser as a customer would. `npm test` builds dist/
// first; without the build these tests fail and say so.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { mountConfigurator, type Configurator } from '../../demo/main.js';
import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import { basicAuthorization, referenceFixtures, requestLog, type ReferenceFixtures } from '../helpers/reference.js';
import { accessibleName, allByRole, byRole, queryByRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { FeedPage, FlowPage, PickerPage } from '../pages/index.js';

/** Where the command listens, or why it does not. */
async function cliGatewayUrl(): Promise<string> {
  const answer = (await (await fetch('/_test/cli-gateway')).json()) as { url?: string; missing?: string };
  if (!answer.url) throw new Error(answer.missing);
  return answer.url;
}

function nextEvent<Detail>(target: EventTarget, type: string, timeout = 15000): Promise<Detail> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeout} ms`)), timeout);
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve((event as CustomEvent<Detail>).detail);
      },
      { once: true },
    );
  });
}

describe('the configurator’s snippet, pasted beside dist/ and served through the gateway command', function () {
  this.timeout(60000);

  let world: ReferenceFixtures;
  let gateway: string;
  let root: HTMLElement;
  let configurator: Configurator;
  let frame: HTMLIFrameElement | undefined;

  before(async () => {
    world = await referenceFixtures();
    gateway = await cliGatewayUrl();
  });

  beforeEach(async () => {
    root = await fixture(html`<div></div>`);
    configurator = await mountConfigurator(root, { apiBaseUrl: gateway });
  });

  afterEach(() => {
    configurator.dispose();
    frame?.remove();
  });

  const snippetOf = () => byRole(root, 'region', 'Snippet').querySelector('pre')!.textContent ?? '';

  function choose(name: string, value: string): void {
    const select = byRole<HTMLSelectElement>(byRole(root, 'region', 'Configure'), 'combobox', new RegExp(`^${name}( required)?$`));
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** Turns a boolean attribute of the form off. */
  function turnOff(name: string): void {
    const box = byRole<HTMLInputElement>(byRole(root, 'region', 'Configure'), 'checkbox', new RegExp(`^${name}\\b`));
    if (!box.checked) return;
    box.checked = false;
    box.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /**
   * The flow's snippet without "Your details" and send-request, which the demo turns on: the
   * command's gateway here runs on the machine's clock while the reference world plays the suite's
   * instant, so it could not judge whether a requested time is past (the flow's own tests send
   * requests through a gateway on the suite's clock).
   */
  const withoutSending = () => {
    turnOff('details');
    turnOff('send-request');
  };

  /** Chooses the element, waits for what its snippet must hold, pastes it beside dist/ and opens it. */
  async function paste(
    tag: string,
    name: string,
    ready: (snippet: string) => boolean,
    setUp: () => void = () => undefined,
  ): Promise<Document> {
    choose('Element', tag);
    setUp();
    const snippet = await until(`the snippet of <${tag}>`, () => {
      const text = snippetOf();
      return text.includes(`<${tag}`) && ready(text) && text;
    });
    expect(snippet.startsWith('<!doctype html>')).to.equal(true);
    expect(snippet).to.contain(`base-url="${gateway}"`);
    const stored = await fetch(`/_test/pasted/${name}`, { method: 'PUT', body: snippet });
    expect(stored.status).to.equal(204);
    frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1000px; height: 900px; border: 0';
    const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
    frame.src = `/dist/pasted-${name}.html`;
    document.body.append(frame);
    await loaded;
    const page = frame.contentDocument!;
    expect(page.compatMode, 'no quirks mode').to.equal('CSS1Compat');
    expect(page.documentElement.lang).to.equal('en');
    await frame.contentWindow!.customElements.whenDefined(tag);
    return page;
  }

  /** Records what the page would open, without opening anything. */
  function stubOpen(page: Document): string[] {
    const opened: string[] = [];
    (page.defaultView as Window).open = () => {
      const location = {
        set href(address: string) {
          opened.push(address);
        },
      };
      return { opener: null, closed: false, location, close: () => undefined } as unknown as Window;
    };
    return opened;
  }

  it('<franchise-finder>: the branch of the ZIP code', async () => {
    const page = await paste('franchise-finder', 'finder', (text) => text.includes('zipcode='));
    const found = await nextEvent<{ businessId: string }>(page, 'franchise-found');
    expect(found.businessId).to.equal(world.enabledBranch.businessId);
    const finder = page.querySelector('franchise-finder')!;
    await until('the branch on screen', () => finder.shadowRoot!.textContent!.includes(world.enabledBranch.businessName));
  });

  it('<availability-picker>: a free time of the branch', async () => {
    const page = await paste('availability-picker', 'picker', (text) => text.includes('business-id='));
    const picker = page.querySelector('availability-picker')!;
    const selected = nextEvent<{ staffId: string; timeZone: string }>(page, 'slot-select');
    await new PickerPage(picker).chooseFirstFreeTime();
    expect((await selected).timeZone).to.equal(world.enabledBranch.timeZone);
  });

  it('<agreement-sign-button>: a sign link for the customer its token vouches for', async () => {
    const page = await paste('agreement-sign-button', 'sign', (text) => /customer-token="[\w-]+\.[\w-]+\.[\w-]+"/.test(text));
    expect(snippetOf()).to.contain('customer-token: minted by your server');
    const opened = stubOpen(page);
    const button = page.querySelector('agreement-sign-button')!;
    // With company-id it first reads the agreement, and names its button after it.
    const ready = await until('the button named after the agreement', () =>
      queryByRole<HTMLButtonElement>(button, 'button', `Sign ${world.agreements.normal.title}`),
    );
    expect(ready.getAttribute('aria-disabled')).to.equal(null);
    const link = nextEvent<{ signUrl: string; agreementRecordId: string }>(page, 'agreement-sign-link');
    ready.click();
    const { signUrl, agreementRecordId } = await link;
    expect(agreementRecordId).to.match(/\S/);
    await until('the sign page opened', () => opened.includes(signUrl));
    // It went through the command, which added the key that the page never held.
    expect(snippetOf()).to.not.contain('demo-gateway-key');
    const signed = (await requestLog('via-cli-gateway')).requests.filter((request) => request.operation === 'GetAgreementSignLink');
    expect(signed.at(-1)?.authorization).to.equal(basicAuthorization('demo-gateway-key'));
  });

  it('<review-feed>: the branch’s reviews, page after page', async () => {
    const page = await paste('review-feed', 'feed', (text) => text.includes('business-id='));
    const feed = page.querySelector('review-feed')!;
    const first = await nextEvent<{ reviews: unknown[]; nextPageToken: string }>(page, 'reviews-load');
    expect(first.reviews.length).to.be.above(0);
    const more = await until('"Show more reviews"', () => new FeedPage(feed).showMoreButton);
    const second = nextEvent<{ reviews: unknown[] }>(page, 'reviews-load');
    more.click();
    expect((await second).reviews.length).to.be.above(0);
  });

  interface Completed {
    agreements: { title: string }[];
    slot: unknown;
    services: { id: string; name: string }[];
    petType: string;
  }

  /**
   * A flow in `page`, from the ZIP code to "Finish": what it completes with. The snippet names the
   * services the preview showed and sets the customer the configurator names, so "What would you
   * like?" comes after the branch, the pet type already that customer's pet's.
   */
  async function completeFlow(page: Document, flow: BookingFlow): Promise<Completed> {
    const opened = stubOpen(page);
    const flowPage = new FlowPage(flow);
    const field = await until('the ZIP code field', () => flowPage.finder?.zipField);
    field.focus();
    await sendKeys({ type: world.enabledBranch.zipcode });
    await sendKeys({ press: 'Enter' });
    await until('"What would you like?"', () => flowPage.currentStep === 'What would you like?');
    const customer = world.customers.find((candidate) => candidate.id === flow.getAttribute('customer-id'))!;
    const petType = await until('the pet type', () => queryByRole<HTMLSelectElement>(flowPage.shownPanel!, 'combobox', 'Type of pet'));
    expect(petType.value).to.equal(customer.pets[0]!.type);
    byRole<HTMLInputElement>(flowPage.shownPanel!, 'checkbox', 'Full Groom').click();
    await flow.updateComplete;
    flowPage.continueButton.click();
    const picker = await flowPage.shownPicker();
    await picker.chooseFirstFreeTime();
    flowPage.confirmTimeButton.click();
    await flowPage.shownAgreements();
    const required = flowPage.signButtons.filter((signButton) => !signButton.el.closest('li')!.querySelector('[part="optional"]'));
    expect(required.length).to.be.above(0);
    for (const signButton of required) {
      const link = nextEvent(page, 'agreement-sign-link');
      byRole<HTMLButtonElement>(signButton.el, 'button', /^Sign /).click();
      await link;
    }
    await until(
      'every sign page opened',
      () => opened.length === required.length && opened.every((address) => /^https?:\/\//.test(address)),
    );
    const completed = nextEvent<Completed>(page, 'booking-flow-complete');
    await until('"Finish" ready', () => flowPage.finishButton.getAttribute('aria-disabled') !== 'true');
    flowPage.finishButton.click();
    const detail = await completed;
    expect(detail.agreements.map((agreement) => agreement.title)).to.deep.equal(
      required.map((signButton) => accessibleName(signButton.button).replace(/^Sign /, '')),
    );
    await until('the completion', () => allByRole(flow, 'heading', 'Thank you! Your request is ready.').length === 1);
    return detail;
  }

  it('<booking-flow>: the whole journey, the sign links vouched by the customer token', async () => {
    const page = await paste(
      'booking-flow',
      'flow',
      (text) => /customer-token="[\w-]+\.[\w-]+\.[\w-]+"/.test(text) && !text.includes('send-request'),
      withoutSending,
    );
    const detail = await completeFlow(page, page.querySelector('booking-flow')!);
    expect(detail.slot).to.exist;
    const groom = world.services.find((service) => service.companyId === world.enabledBranch.companyId && service.name === 'Full Groom')!;
    expect(detail.services).to.deep.equal([{ id: groom.id, name: 'Full Groom' }]);
  });

  it('<booking-flow mode="dialog">: opened by the button the snippet adds, then the whole journey', async () => {
    const page = await paste(
      'booking-flow',
      'flow-dialog',
      (text) => text.includes('mode="dialog"') && text.includes('customer-token="') && !text.includes('send-request'),
      () => {
        choose('mode', 'dialog');
        withoutSending();
      },
    );
    expect(snippetOf()).to.contain('<button type="button" data-booking-flow>Book an appointment</button>');
    const flow = page.querySelector('booking-flow')!;
    byRole<HTMLButtonElement>(page.body, 'button', 'Book an appointment').click();
    await until('the dialog open', () => new FlowPage(flow).dialog?.open);
    await completeFlow(page, flow);
  });
});
