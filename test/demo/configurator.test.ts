/**
 * The demo configurator, mounted into a fixture the way index.html mounts it into the page,
 * against the reference API served on the test runner's origin. Things are found by role and
 * name, as a visitor (or a screen reader) finds them. Its simulation of a failing or slow network
 * is in configurator-simulation.test.ts; what both share, in configurator-harness.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import { accessibleName, byLabel, byRole, queryByRole } from '../helpers/roles.js';
import { FlowPage } from '../pages/index.js';
import {
  attributeField,
  choose,
  chooseElement,
  elementSelect,
  eventLogged,
  fixtures,
  logEntries,
  logRegion,
  previewElement,
  previewOf,
  previewRegion,
  previewStatus,
  remount,
  region,
  root,
  snippetText,
  squash,
  stage,
  stubClipboard,
  tokenInSnippet,
  typeInto,
  useConfigurator,
} from './configurator-harness.js';

describe('demo configurator', () => {
  useConfigurator();

  it('opens on the whole journey: the flow with its details, sending, status page and services, and the ZIP codes to try beside it', async () => {
    expect(byRole(root, 'heading', /booking-elements/).localName).to.equal('h1');
    for (const name of ['Configure', 'Preview', /^Events/, 'Snippet']) expect(region(name)).to.exist;
    expect(elementSelect().value).to.equal('booking-flow');
    const flow = await previewOf('booking-flow');
    expect(flow.hasAttribute('details')).to.equal(true);
    expect(flow.hasAttribute('send-request')).to.equal(true);
    expect(flow.getAttribute('status-url')).to.equal(new URL('/request.html', location.href).href);
    expect(flow.querySelectorAll('booking-service').length).to.be.above(0);
    // Right above the flow, a ZIP code of each branch of the company whose services it names.
    const hint = squash(previewRegion().querySelector('.preview-try')!.textContent);
    const company = fixtures.branches.filter((branch) => branch.companyId === fixtures.enabledBranch.companyId);
    expect(hint).to.match(/^ZIP codes to try: /);
    expect(hint).to.contain(`${fixtures.enabledBranch.zipcode} (${fixtures.enabledBranch.businessName.split(' ').at(-1)}, books online)`);
    expect(hint).to.contain(
      `${fixtures.disabledBranch.zipcode} (${fixtures.disabledBranch.businessName.split(' ').at(-1)}, online booking off)`,
    );
    expect(hint).to.contain(`${fixtures.unassignedZipcode} (no branch serves it)`);
    for (const branch of company) expect(hint).to.contain(branch.zipcodes[0]!);
    // Each of them is what the flow's first step takes: a bookable one leads to "What would you like?".
    await waitUntil(() => flow.shadowRoot?.querySelector('franchise-finder')?.shadowRoot?.querySelector('input'), 'the finder renders');
    const finder = flow.shadowRoot!.querySelector('franchise-finder')!;
    await typeInto(byRole<HTMLInputElement>(finder.shadowRoot!, 'textbox', 'ZIP code'), fixtures.enabledBranch.zipcode);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => new FlowPage(flow as BookingFlow).currentStep === 'What would you like?', '"What would you like?" is shown', {
      timeout: 10000,
    });
    await expect(root).to.be.accessible();
  });

  it('starts a picker of a reference branch when one is chosen, with its events, and passes the accessibility check', async () => {
    const picker = await chooseElement('availability-picker');
    expect(picker.getAttribute('company-id')).to.equal(fixtures.enabledBranch.companyId);
    expect(picker.getAttribute('business-id')).to.equal(fixtures.enabledBranch.businessId);
    expect(previewStatus()).to.match(/Preview updated: <availability-picker> with company-id, business-id/);
    const loaded = await eventLogged('availability-load');
    expect(loaded.textContent).to.contain('"availableDates"');
    expect(loaded.textContent).to.contain('<availability-picker>');
    await expect(root).to.be.accessible();
  });

  it('offers every registered element, <booking-flow> only once it exists', () => {
    const offered = [...elementSelect().options].map((option) => option.value);
    expect(offered).to.include.members(['franchise-finder', 'availability-picker', 'agreement-sign-button', 'review-feed']);
    expect(offered.includes('booking-flow')).to.equal(customElements.get('booking-flow') !== undefined);
  });

  it("re-creates the preview when another element is chosen, with that element's attributes", async () => {
    const before = previewElement();
    const feed = await chooseElement('review-feed');
    expect(feed).not.to.equal(before);
    expect(feed.getAttribute('business-id')).to.equal(fixtures.enabledBranch.businessId);
    expect(attributeField('combobox', 'business-id').value).to.equal(fixtures.enabledBranch.businessId);
    expect(attributeField<HTMLInputElement>('textbox', 'sources')).to.exist;
    expect(queryByRole(region('Configure'), 'combobox', /^company-id/)).to.equal(null);
    await waitUntil(() => previewStatus().includes('<review-feed>'), 'the change is announced');
    await eventLogged('reviews-load');
    await expect(root).to.be.accessible();
  });

  it('fills attributes from selects of the reference data, keeping company and branch consistent', async () => {
    await chooseElement('availability-picker');
    const company = fixtures.companies.find((candidate) => candidate.id !== fixtures.enabledBranch.companyId)!;
    const branch = fixtures.branches.find((candidate) => candidate.companyId === company.id && candidate.isEnable)!;
    const companySelect = attributeField('combobox', 'company-id');
    // The options are the API's companies, by name.
    expect([...companySelect.options].map((option) => option.textContent)).to.include(`${company.name} (${company.id})`);
    choose(companySelect, company.id);
    await waitUntil(() => previewElement()?.getAttribute('company-id') === company.id, 'the picker gets the company');
    const picker = previewElement()!;
    expect(picker.getAttribute('business-id')).to.equal(branch.businessId);
    const branchSelect = attributeField('combobox', 'business-id');
    expect(branchSelect.value).to.equal(branch.businessId);
    // Only the company's branches are offered now.
    const offered = [...branchSelect.options].map((option) => option.value).filter((value) => value.startsWith('biz_'));
    expect(
      offered.every((value) => fixtures.branches.find((candidate) => candidate.businessId === value)?.companyId === company.id),
    ).to.equal(true);
    expect(snippetText()).to.contain(`company-id="${company.id}"`);
    expect(snippetText()).to.contain(`business-id="${branch.businessId}"`);
  });

  it("lists the branch's agreements through the API for <agreement-sign-button>", async () => {
    const button = await chooseElement('agreement-sign-button');
    const { normal, deleted } = fixtures.agreements;
    expect(button.getAttribute('agreement-id')).to.equal(normal.id);
    const select = attributeField('combobox', 'agreement-id');
    await waitUntil(() => [...select.options].some((option) => option.value === deleted.id), 'the agreements are listed');
    expect([...select.options].find((option) => option.value === deleted.id)!.textContent).to.contain('withdrawn');
    choose(select, deleted.id);
    await waitUntil(() => previewElement()?.getAttribute('agreement-id') === deleted.id, 'the button gets the agreement');
  });

  it('lets a visitor type a value instead of choosing one, and uses date inputs for dates', async () => {
    await chooseElement('availability-picker');
    const branchSelect = attributeField('combobox', 'business-id');
    choose(branchSelect, '__typed__');
    const typed = byRole<HTMLInputElement>(region('Configure'), 'textbox', 'Typed business-id');
    expect(document.activeElement).to.equal(typed);
    const other = fixtures.branches.find(
      (branch) => branch.companyId === fixtures.enabledBranch.companyId && branch.businessId !== fixtures.enabledBranch.businessId,
    )!;
    await typeInto(typed, other.businessId);
    await waitUntil(() => previewElement()?.getAttribute('business-id') === other.businessId, 'the typed value is used', { timeout: 3000 });

    const start = byLabel<HTMLInputElement>(region('Configure'), /^start-date( required)?$/);
    expect(start.type).to.equal('date');
    start.value = '2030-01-07';
    start.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => previewElement()?.getAttribute('start-date') === '2030-01-07', 'the date is used');
    expect(snippetText()).to.contain('start-date="2030-01-07"');
  });

  it('logs the events of an interaction with the preview, newest first, and clears them', async () => {
    const finder = await chooseElement('franchise-finder');
    await eventLogged('franchise-found', 'the lookup of the start ZIP code is logged');
    await waitUntil(() => finder.shadowRoot?.querySelector('input'), 'the finder renders');
    await typeInto(byRole<HTMLInputElement>(finder.shadowRoot!, 'textbox', 'ZIP code'), fixtures.unassignedZipcode);
    await sendKeys({ press: 'Enter' });
    const entry = await eventLogged('franchise-not-found');
    expect(logEntries()[0]).to.equal(entry);
    expect(entry.querySelector('pre')!.textContent).to.equal(JSON.stringify({ zipcode: fixtures.unassignedZipcode }, null, 2));
    expect(squash(byRole(logRegion(), 'heading').textContent)).to.match(/^Events \(\d+\)$/);
    await expect(root).to.be.accessible();

    byRole<HTMLButtonElement>(logRegion(), 'button', 'Clear events').click();
    await waitUntil(() => logEntries().length === 0, 'the log is cleared');
    expect(logRegion().textContent).to.contain('No events yet');
  });

  it("writes a snippet with the build's stylesheet and script tag and the attributes, escaped", async () => {
    await chooseElement('review-feed');
    await typeInto(attributeField<HTMLInputElement>('textbox', 'staff-ids'), 'a"b <c> & d');
    await waitUntil(() => snippetText().includes('staff-ids='), 'the snippet has the typed list');
    const text = snippetText();
    // A whole document: no quirks mode, the page's language, the viewport, then the build's files.
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines.slice(0, 2)).to.deep.equal(['<!doctype html>', '<html lang="en">']);
    expect(lines).to.include.members([
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      '<link rel="stylesheet" href="./booking-elements.css" />',
      '<script type="module" src="./booking-elements.js"></script>',
    ]);
    expect(lines.indexOf('<script type="module" src="./booking-elements.js"></script>')).to.be.below(lines.indexOf('</head>'));
    // base-url always: a pasted page is served elsewhere; the gateway must allow its origin.
    expect(text).to.contain(`base-url="${location.origin}"`);
    expect(text).to.contain('BOOKING_ALLOWED_ORIGINS');
    expect(text).to.contain('<review-feed\n');
    expect(text).to.contain(`business-id="${fixtures.enabledBranch.businessId}"`);
    expect(text).to.contain('staff-ids="a&quot;b &lt;c&gt; &amp; d"');
    expect(text.trim().endsWith('</html>')).to.equal(true);
    // What the markup says is what the preview got.
    const parsed = new DOMParser().parseFromString(text, 'text/html').querySelector('review-feed')!;
    await waitUntil(() => previewElement()?.getAttribute('staff-ids') === 'a"b <c> & d', 'the preview has the typed list', {
      timeout: 3000,
    });
    for (const name of previewElement()!.getAttributeNames())
      expect(parsed.getAttribute(name)).to.equal(previewElement()!.getAttribute(name));
  });

  it("names the element's files of the build as modulepreload links, which exist beside the entry", async () => {
    const preloadLinks = (text: string) => text.match(/<link rel="modulepreload" href="\.\/chunks\/[^"]+" \/>/g) ?? [];
    await chooseElement('availability-picker');
    await waitUntil(() => preloadLinks(snippetText()).length > 0, "the snippet names the picker's files");
    const picker = preloadLinks(snippetText()).map((link) => /href="\.\/([^"]+)"/.exec(link)![1]!);
    expect(picker).to.have.length(2);
    expect(picker[0]).to.match(/^chunks\/availability-picker-[\w-]+\.js$/);
    expect(picker[1]).to.match(/^chunks\/first-requests-[\w-]+\.js$/);
    for (const file of picker) expect((await fetch(`/dist/${file}`)).ok, file).to.equal(true);
    await chooseElement('review-feed');
    await waitUntil(() => snippetText().includes('<review-feed'), 'the snippet shows the feed');
    const feed = preloadLinks(snippetText());
    expect(feed).to.have.length(1);
    expect(feed[0]).to.match(/href="\.\/chunks\/review-feed-[\w-]+\.js"/);
  });

  it('copies the snippet with the Clipboard API and confirms it', async () => {
    await tokenInSnippet();
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    const snippet = region('Snippet');
    byRole(snippet, 'button', 'Copy snippet').click();
    await waitUntil(() => squash(byRole(snippet, 'status').textContent) === 'Copied to the clipboard.', 'the copy is confirmed');
    expect(copied).to.deep.equal([snippetText()]);
  });

  it('selects the snippet when the clipboard refuses, and says so', async () => {
    await tokenInSnippet();
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const snippet = region('Snippet');
    byRole(snippet, 'button', 'Copy snippet').click();
    await waitUntil(() => /selected/.test(byRole(snippet, 'status').textContent ?? ''), 'the fallback is explained');
    expect(window.getSelection()!.toString()).to.equal(snippetText());
  });

  it('switches to the dark theme, which the elements inherit, and edits custom properties live', async () => {
    await chooseElement('availability-picker');
    byRole<HTMLInputElement>(root, 'radio', 'Dark').click();
    await waitUntil(() => getComputedStyle(root).colorScheme === 'dark', 'the page is dark');
    const picker = await previewOf('availability-picker');
    expect(getComputedStyle(picker).colorScheme).to.equal('dark');
    expect(getComputedStyle(picker).getPropertyValue('--booking-accent').trim()).to.equal('#8ab4f8');
    expect(snippetText()).to.contain('color-scheme: dark');

    const accent = byLabel<HTMLInputElement>(root, /^Accent --booking-accent/);
    const pickAccent = (value: string) => {
      accent.value = value;
      accent.dispatchEvent(new Event('input', { bubbles: true }));
    };
    pickAccent('#0f766e');
    expect(getComputedStyle(picker).getPropertyValue('--booking-accent').trim()).to.equal('#0f766e');
    // Dark text on a dark accent: the page says so before a visitor copies it.
    expect(squash(byRole(root, 'status', /^Text on the accent/).textContent)).to.match(/contrast 3\.\d\d:1, below the 4\.5:1/);
    pickAccent('#5eead4');
    expect(squash(byRole(root, 'status', /^Text on the accent/).textContent)).to.match(/enough for text/);
    const radius = byRole<HTMLInputElement>(root, 'slider', /--booking-radius/);
    radius.value = '2';
    radius.dispatchEvent(new Event('input', { bubbles: true }));
    expect(getComputedStyle(picker).getPropertyValue('--booking-radius').trim()).to.equal('2px');
    await waitUntil(() => snippetText().includes('--booking-accent: #5eead4;'), 'the snippet themes the element');
    expect(snippetText()).to.contain('--booking-radius: 2px;');
    await eventLogged('availability-load');
    await expect(root).to.be.accessible();

    byRole<HTMLInputElement>(root, 'radio', 'Light').click();
    await waitUntil(() => getComputedStyle(root).colorScheme === 'light', 'the page is light again');
    expect(getComputedStyle(picker).getPropertyValue('--booking-accent').trim()).to.equal('');
  });

  it('is operable with the keyboard: element choice, attribute order, theme and copying', async () => {
    const copied: string[] = [];
    stubClipboard(async (text) => {
      copied.push(text);
    });
    const select = elementSelect();
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    const next = [...select.options][[...select.options].findIndex((option) => option.value === 'booking-flow') + 1]!.value;
    await previewOf(next);
    await sendKeys({ press: 'Tab' });
    // The element's first attribute follows the element choice.
    const firstAttribute = region('Configure').querySelector('fieldset select, fieldset input')!;
    expect(document.activeElement).to.equal(firstAttribute);

    const light = byRole<HTMLInputElement>(root, 'radio', 'Light');
    light.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => getComputedStyle(root).colorScheme === 'dark', 'the arrow key chose the dark theme');

    byRole(region('Snippet'), 'button', 'Copy snippet').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copied.length === 1, 'Enter copies');

    // Every control of the page has a name.
    for (const control of root.querySelectorAll<HTMLElement>('select, input, button')) {
      expect(accessibleName(control), control.outerHTML.slice(0, 80)).not.to.equal('');
    }
  });

  it("wires the finder to the picker: a found branch sets the picker's company and business", async () => {
    const together = region(/^Together/);
    const finder = together.querySelector('franchise-finder')!;
    await waitUntil(() => finder.shadowRoot?.querySelector('input'), 'the finder renders');
    await typeInto(byRole<HTMLInputElement>(finder.shadowRoot!, 'textbox', 'ZIP code'), fixtures.enabledBranch.zipcode);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => together.querySelector('availability-picker'), 'the picker appears');
    const picker = together.querySelector('availability-picker')!;
    expect(picker.getAttribute('company-id')).to.equal(fixtures.enabledBranch.companyId);
    expect(picker.getAttribute('business-id')).to.equal(fixtures.enabledBranch.businessId);
    expect(squash(byRole(together, 'status').textContent)).to.contain(fixtures.enabledBranch.businessName);
    const logged = await eventLogged('franchise-found');
    expect(logged.textContent).to.contain('Together');

    await typeInto(byRole<HTMLInputElement>(finder.shadowRoot!, 'textbox', 'ZIP code'), fixtures.disabledBranch.zipcode);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !together.querySelector('availability-picker'), 'the picker goes for a branch without online booking');
    expect(squash(byRole(together, 'status').textContent)).to.contain('does not take bookings online');
    await expect(root).to.be.accessible();
  });

  it("includes <booking-flow>, and logs its inner elements' events", async () => {
    const flow = await chooseElement('booking-flow');
    await waitUntil(() => flow.shadowRoot?.querySelector('franchise-finder'), 'the flow renders its finder');
    const finder = flow.shadowRoot!.querySelector('franchise-finder')!;
    await waitUntil(() => finder.shadowRoot?.querySelector('input'), 'the finder renders');
    await typeInto(byRole<HTMLInputElement>(finder.shadowRoot!, 'textbox', 'ZIP code'), fixtures.enabledBranch.zipcode);
    await sendKeys({ press: 'Enter' });
    const found = await eventLogged('franchise-found');
    expect(found.textContent).to.contain('<franchise-finder> in <booking-flow>');
    expect(snippetText()).to.contain('<booking-flow');
    // It names a few of the branch's services, in the preview and in the snippet: the flow asks which.
    const groom = fixtures.services.find(
      (service) => service.companyId === fixtures.enabledBranch.companyId && service.name === 'Full Groom',
    )!;
    expect([...flow.querySelectorAll('booking-service')].map((service) => service.textContent)).to.deep.equal([
      'Full Groom',
      'Bath & Brush',
      'Nail Trim & File',
    ]);
    expect(snippetText()).to.contain(
      `<booking-service service-id="${groom.id}" pet-types="DOG CAT" duration="1 h 30 min" price="$110">Full Groom</booking-service>`,
    );
    expect(snippetText()).to.contain('>Bath &amp; Brush</booking-service>');
    await waitUntil(() => flow.shadowRoot?.querySelector('#step-services'), 'the flow never asked "What would you like?"');
  });

  it('starts "Your details" filled with the configurator\'s customer, and follows another one', async () => {
    const flow = (await previewOf('booking-flow')) as HTMLElement & { updateComplete: Promise<boolean> };
    const customerId = attributeField('combobox', 'customer-id').value;
    const customer = fixtures.customers.find((candidate) => candidate.id === customerId)!;
    const pet = customer.pets[0]!;
    const flowPage = new FlowPage(flow as BookingFlow);
    await waitUntil(() => flowPage.finder?.zipField, 'the finder renders');
    await typeInto(flowPage.finder!.zipField, fixtures.enabledBranch.zipcode);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => flowPage.currentStep === 'What would you like?', '"What would you like?"', { timeout: 10000 });
    // The customer's pet is known: its type is chosen, and the services offered follow it.
    const petType = () => queryByRole<HTMLSelectElement>(flowPage.shownPanel!, 'combobox', 'Type of pet');
    await waitUntil(petType, 'the pet type');
    expect(petType()!.value).to.equal(pet.type);
    byRole<HTMLInputElement>(flowPage.shownPanel!, 'checkbox', 'Full Groom').click();
    await flow.updateComplete;
    flowPage.continueButton.click();
    const picker = await flowPage.shownPicker();
    await picker.chooseFirstFreeTime();
    await flow.updateComplete;
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    expect(flowPage.field('name').value).to.equal(`${customer.firstName} ${customer.lastName}`);
    expect(flowPage.field('phone').value).to.equal(customer.phoneNumber);
    expect(flowPage.field('email').value).to.equal(customer.email);
    expect(flowPage.field('petName').value).to.equal(pet.name);
    expect(flowPage.field<HTMLSelectElement>('petType').value).to.equal(pet.type);
    // The snippet gives the pasted page the same customer, as the site's sign-in would.
    expect(snippetText()).to.contain(`"email": "${customer.email}"`);

    const other = fixtures.customers.find((candidate) => candidate.companyId === customer.companyId && candidate.id !== customer.id)!;
    choose(attributeField('combobox', 'customer-id'), other.id);
    await waitUntil(() => previewElement() !== flow, 'the flow is made anew');
    expect((previewElement() as HTMLElement & { customer: { name: string } }).customer.name).to.equal(
      `${other.firstName} ${other.lastName}`,
    );
    await waitUntil(() => snippetText().includes(`"email": "${other.email}"`), "the snippet names the other customer's details");
  });

  it('writes the flow as a business would paste it: its services inside it, and the customer set by a script after it', async () => {
    await previewOf('booking-flow');
    const text = snippetText();
    const page = new DOMParser().parseFromString(text, 'text/html');
    const flow = page.querySelector('booking-flow')!;
    const shown = previewElement()!;
    expect([...flow.querySelectorAll('booking-service')].map((service) => service.outerHTML)).to.deep.equal(
      [...shown.querySelectorAll('booking-service')].map((service) => service.outerHTML),
    );
    for (const name of shown.getAttributeNames()) expect(flow.getAttribute(name), name).to.equal(shown.getAttribute(name));
    // The script sets exactly the customer the preview got.
    const script = [...page.querySelectorAll('script')].find((each) => each.textContent!.includes('.customer ='))!;
    const json = /\.customer = (\{[\s\S]*\});/.exec(script.textContent!)![1]!;
    expect(JSON.parse(json)).to.deep.equal((shown as HTMLElement & { customer: unknown }).customer);
    expect(script.type).to.equal('module');
    expect(script.textContent).to.contain('// customer: the signed-in customer');
  });

  it('offers the fixed choices of an attribute as a list, a boolean one as a checkbox, and only languages with words', async () => {
    await chooseElement('booking-flow');
    const optionsOf = (name: string) =>
      [...attributeField(name === 'lang' ? 'combobox' : 'combobox', name).options].map((option) => option.value);
    expect(optionsOf('mode')).to.deep.equal(['', 'inline', 'dialog']);
    expect(optionsOf('layout')).to.deep.equal(['', 'week', 'month']);
    expect(optionsOf('analytics')).to.deep.equal(['', 'datalayer']);
    const prefill = attributeField<HTMLInputElement>('checkbox', 'prefill-from-url');
    prefill.click();
    await waitUntil(() => previewElement()?.hasAttribute('prefill-from-url'), 'the flow gets the boolean attribute');
    expect(previewElement()!.getAttribute('prefill-from-url')).to.equal('');
    expect(snippetText()).to.match(/\n\s+prefill-from-url\n/);
    const languages = [...byRole<HTMLSelectElement>(region('Configure'), 'combobox', 'lang').options].map((option) =>
      option.textContent!.trim(),
    );
    for (const name of languages.filter((language) => !/^(Inherit|English|Español|Français)/.test(language))) {
      expect(name, 'a language without words says so').to.contain('dates only');
    }
    await expect(root).to.be.accessible();
  });

  it('gives a flow in dialog mode a button that opens it, in the preview and in the snippet', async () => {
    await chooseElement('booking-flow');
    choose(attributeField('combobox', 'mode'), 'dialog');
    await waitUntil(() => previewElement()?.getAttribute('mode') === 'dialog', 'the flow is in dialog mode');
    const opener = byRole<HTMLButtonElement>(stage(), 'button', 'Book an appointment');
    expect(opener.dataset.bookingFlow).to.equal('');
    opener.click();
    const flow = previewElement()!;
    await waitUntil(() => flow.shadowRoot?.querySelector('dialog')?.open, 'the opener opens the dialog');
    expect(snippetText()).to.contain('<button type="button" data-booking-flow>Book an appointment</button>');
    (flow as HTMLElement & { close(): void }).close();
  });

  it('mints a customer token for the customer, for the preview and the snippet, with a word on who mints it', async () => {
    const button = await chooseElement('agreement-sign-button');
    const token = attributeField<HTMLInputElement>('textbox', 'customer-token');
    expect(token.readOnly).to.equal(true);
    await waitUntil(() => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token.value), 'a token is minted');
    const first = token.value;
    await waitUntil(() => button.getAttribute('customer-token') === first, 'the preview has the token');
    expect(snippetText()).to.contain(`customer-token="${first}"`);
    expect(snippetText()).to.contain('customer-token: minted by your server for this customer with signCustomerToken()');
    const claims = JSON.parse(atob(first.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string };
    expect(claims.sub).to.equal(button.getAttribute('customer-id'));
    // Another customer, another token.
    const other = fixtures.customers.find(
      (customer) => customer.companyId === fixtures.agreements.normal.companyId && customer.id !== claims.sub,
    )!;
    choose(attributeField('combobox', 'customer-id'), other.id);
    await waitUntil(() => snippetText().includes(`customer-id="${other.id}"`) && !snippetText().includes(first), 'the old token goes');
    await waitUntil(() => ![first, ''].includes(token.value), 'a new token is minted');
    const next = token.value;
    expect((JSON.parse(atob(next.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub).to.equal(other.id);
    await expect(root).to.be.accessible();
  });

  it('starts with the element and the theme a link asks for, its fields from custom-elements.json', async () => {
    await remount({ element: 'review-feed', theme: 'dark' });
    await previewOf('review-feed');
    expect(getComputedStyle(root).colorScheme).to.equal('dark');
    expect(squash(region('Configure').textContent)).to.contain('Names and descriptions from custom-elements.json');
    expect(attributeField('combobox', 'business-id').value).to.equal(fixtures.enabledBranch.businessId);
    expect(attributeField('textbox', 'sources')).to.exist;
    expect(attributeField('textbox', 'staff-ids')).to.exist;
    expect(attributeField<HTMLInputElement>('spinbutton', 'page-size').value).to.equal('5');
    await expect(root).to.be.accessible();
  });

  it('says clearly, with the command to run, that it cannot start without custom-elements.json', async () => {
    const failure = await remount({ manifestUrl: '/no-such-manifest.json', element: 'review-feed', theme: 'dark' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).to.be.instanceOf(Error);
    const alert = byRole(root, 'alert');
    expect(squash(alert.textContent)).to.contain('custom-elements.json');
    expect(squash(alert.textContent)).to.contain('/no-such-manifest.json answered 404');
    expect([...alert.querySelectorAll('code')].map((code) => code.textContent)).to.include('npm run manifest');
    // Nothing guessed: no form, no preview.
    expect(queryByRole(root, 'region', 'Configure')).to.equal(null);
    expect(root.querySelector('review-feed')).to.equal(null);
    await expect(root).to.be.accessible();
  });

  it('shows a host that opens the sign link in a frame inside a dialog, after preventDefault()', async () => {
    const opened: unknown[] = [];
    const open = window.open;
    window.open = (...args: Parameters<typeof window.open>) => {
      opened.push(args);
      return null;
    };
    try {
      const host = region('A host that opens the signing page itself');
      const button = host.querySelector('agreement-sign-button')!;
      await waitUntil(
        () => button.shadowRoot && queryByRole(button.shadowRoot, 'button', `Sign ${fixtures.agreements.normal.title}`),
        'the button is titled',
      );
      byRole(button.shadowRoot!, 'button', `Sign ${fixtures.agreements.normal.title}`).click();
      const dialog = byRole<HTMLDialogElement>(host, 'dialog');
      await waitUntil(() => dialog.open, 'the dialog opens');
      const frame = dialog.querySelector('iframe')!;
      expect(new URL(frame.src).protocol).to.match(/^https?:$/);
      expect(frame.title).to.equal('Agreement signing page');
      const logged = await eventLogged('agreement-sign-link');
      expect(logged.textContent).to.contain('the host called preventDefault()');
      expect(logged.textContent).to.contain(frame.src);
      expect(opened).to.deep.equal([]);
      await expect(root).to.be.accessible();
      byRole(dialog, 'button', 'Close').click();
      await waitUntil(() => !dialog.open && !dialog.querySelector('iframe'), 'the dialog closes');
    } finally {
      window.open = open;
    }
  });
});
