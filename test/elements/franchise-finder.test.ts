import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createClient } from '../../src/api/client.js';
import type { Operation, RequestOf, ResponseOf } from '../../src/api/operation.js';
import { createTransport, type CallOptions, type Transport } from '../../src/api/transport.js';
import '../../src/elements/franchise-finder/define.js';
import type { FranchiseFinder } from '../../src/elements/franchise-finder/franchise-finder.js';
import type { FranchiseFoundDetail } from '../../src/elements/franchise-finder/events.js';
import { newScope, plan, referenceFixtures, requestLog, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { typeOver } from '../helpers/keyboard.js';
import { accessibleDescription, byRole, queryByRole } from '../helpers/roles.js';
import { FinderPage } from '../pages/index.js';

/** A branch of the reference world as `franchise-found` reports it for one of its ZIP codes. */
function expectedDetail(branch: ReferenceFixtures['enabledBranch'], zipcode: string): FranchiseFoundDetail {
  const { businessId, companyId, businessName, bookOnlineName, isEnable } = branch;
  return { zipcode, businessId, companyId, businessName, bookOnlineName, isEnable };
}

async function lookupsSeen(scope: string): Promise<Array<{ zipcode: unknown }>> {
  const { requests } = await requestLog(scope);
  return requests
    .filter((request) => request.operation === 'LookupFranchiseByZipcode')
    .map((request) => ({ zipcode: (request.body as { zipcode?: unknown } | null)?.zipcode }));
}

async function renderFinder(scope: string, zipcode?: string): Promise<{ el: FranchiseFinder; finder: FinderPage }> {
  const el = await fixture<FranchiseFinder>(
    zipcode === undefined
      ? html`<franchise-finder base-url=${scopedBaseUrl(scope)}></franchise-finder>`
      : html`<franchise-finder base-url=${scopedBaseUrl(scope)} zipcode=${zipcode}></franchise-finder>`,
  );
  return { el, finder: new FinderPage(el) };
}

// ---- tests ------------------------------------------------------------------------------

describe('<franchise-finder>', () => {
  let scope: string;
  // ZIP codes of the reference world: a branch that books online, one that does not, and none.
  let bookable: ReferenceFixtures['enabledBranch'];
  let disabled: ReferenceFixtures['disabledBranch'];
  let bookableZip: string;
  let bookableBranch: string;
  let disabledZip: string;
  let disabledBranch: string;
  let unservedZip: string;
  /** A branch whose territory is written with letters (a British outward code). */
  let lettered: { businessName: string; zipcode: string };

  before(async () => {
    const world = await referenceFixtures();
    bookable = world.enabledBranch;
    disabled = world.disabledBranch;
    bookableZip = bookable.zipcode;
    bookableBranch = bookable.businessName;
    disabledZip = disabled.zipcode;
    disabledBranch = disabled.businessName;
    unservedZip = world.unassignedZipcode;
    const letteredBranch = world.branches.find((branch) => branch.zipcodes.some((zipcode) => /[A-Z]/.test(zipcode)));
    const letteredZip = letteredBranch?.zipcodes.find((zipcode) => /[A-Z]/.test(zipcode));
    if (!letteredBranch || !letteredZip) throw new Error('the reference world has no postal code with letters');
    lettered = { businessName: letteredBranch.businessName, zipcode: letteredZip };
  });

  beforeEach(() => {
    scope = newScope();
  });

  describe('form', () => {
    it('offers a "ZIP code" field and a "Find" button, and sends nothing until asked', async () => {
      const { el, finder } = await renderFinder(scope);
      const field = byRole<HTMLInputElement>(el, 'textbox', 'ZIP code');
      expect(field.getAttribute('autocomplete')).to.equal('postal-code');
      expect(field.getAttribute('inputmode')).to.be.oneOf(['numeric', 'text']);
      expect(field.value).to.equal('');
      expect(field.getAttribute('aria-invalid')).to.equal('false');
      expect(finder.findButton.type).to.equal('submit');
      expect(field.form).to.equal(finder.findButton.form);
      expect(el.franchise).to.equal(null);
      expect(finder.statusText).to.equal('');
      await expect(el).to.be.accessible();
      expect(await lookupsSeen(scope)).to.deep.equal([]);
    });

    it('draws no search in progress on its first render, when there is nothing to look up', async () => {
      const el = document.createElement('franchise-finder');
      el.baseUrl = scopedBaseUrl(scope);
      document.body.append(el);
      const finder = new FinderPage(el);
      try {
        await el.updateComplete;
        expect(finder.statusText).to.equal('');
        expect(finder.status.getAttribute('aria-busy')).to.equal('false');
      } finally {
        el.remove();
      }
    });

    it('asks phones for a numeric keypad where postal codes are digits, and a full keyboard elsewhere', async () => {
      const us = await fixture<FranchiseFinder>(html`<div lang="en-US"><franchise-finder></franchise-finder></div>`);
      const gb = await fixture<FranchiseFinder>(html`<div lang="en-GB"><franchise-finder></franchise-finder></div>`);
      const usField = new FinderPage(us.querySelector('franchise-finder')!).zipField;
      const gbField = new FinderPage(gb.querySelector('franchise-finder')!).zipField;
      expect(usField.getAttribute('inputmode')).to.equal('numeric');
      expect(gbField.getAttribute('inputmode')).to.equal('text');
    });

    it('looks a ZIP code up when Enter is pressed in the field, keeping its leading zero', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, bookableZip);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail.zipcode).to.equal(bookableZip);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }]);
      expect(finder.focused).to.equal(finder.zipField);
    });

    it('looks a ZIP code up when "Find" is clicked', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, bookableZip);
      const found = oneEvent(el, 'franchise-found');
      finder.findButton.click();
      expect((await found).detail.businessName).to.equal(bookableBranch);
    });

    it('runs the lookup at once for a zipcode attribute present at connection', async () => {
      const { el, finder } = await renderFinder(scope, disabledZip);
      expect(finder.zipField.value).to.equal(disabledZip);
      const { detail } = await oneEvent(el, 'franchise-found');
      expect(detail.zipcode).to.equal(disabledZip);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: disabledZip }]);
    });

    it('runs a new lookup when the host sets zipcode', async () => {
      const { el, finder } = await renderFinder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');
      const notFound = oneEvent(el, 'franchise-not-found');
      el.zipcode = unservedZip;
      expect((await notFound).detail).to.deep.equal({ zipcode: unservedZip });
      expect(finder.zipField.value).to.equal(unservedZip);
    });
    it('looks the same code up again when "Find" is pressed again, and reports the answer again', async () => {
      const { el, finder } = await renderFinder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');
      const again = oneEvent(el, 'franchise-found');
      finder.findButton.click();
      expect((await again).detail.zipcode).to.equal(bookableZip);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }, { zipcode: bookableZip }]);
    });

    it('asks the new service again when base-url or client changes', async () => {
      const { el } = await renderFinder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');

      const movedScope = newScope();
      const foundThere = oneEvent(el, 'franchise-found');
      el.baseUrl = scopedBaseUrl(movedScope);
      expect((await foundThere).detail).to.deep.equal(expectedDetail(bookable, bookableZip));
      expect(await lookupsSeen(movedScope)).to.deep.equal([{ zipcode: bookableZip }]);

      const clientScope = newScope();
      const foundByClient = oneEvent(el, 'franchise-found');
      el.client = createClient({ baseUrl: scopedBaseUrl(clientScope) });
      expect((await foundByClient).detail.zipcode).to.equal(bookableZip);
      expect(await lookupsSeen(clientScope)).to.deep.equal([{ zipcode: bookableZip }]);
      expect(await lookupsSeen(scope)).to.have.length(1);
      expect(await lookupsSeen(movedScope)).to.have.length(1);
    });

    it('sends nothing when base-url changes before any lookup', async () => {
      const { el, finder } = await renderFinder(scope);
      const movedScope = newScope();
      el.baseUrl = scopedBaseUrl(movedScope);
      await el.updateComplete;
      await aTimeout(50);
      expect(finder.statusText).to.equal('');
      expect(await lookupsSeen(movedScope)).to.deep.equal([]);
    });
  });

  describe('validation', () => {
    it('refuses a blank field with a message tied to it, and sends nothing', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, '   ');
      finder.findButton.click();
      await el.updateComplete;
      const field = finder.zipField;
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      expect(accessibleDescription(field)).to.equal('Enter your ZIP code.');
      expect(finder.focused).to.equal(field, 'focus moves to the field to fix');
      expect(field.value).to.equal('   ');
      await expect(el).to.be.accessible();
      expect(await lookupsSeen(scope)).to.deep.equal([]);
    });

    for (const malformed of ['12#45', '021 34 12', '02134--1234', '7', 'ABCDEFGHIJK', '-0213']) {
      it(`refuses the malformed code "${malformed}" and sends nothing`, async () => {
        const { el, finder } = await renderFinder(scope);
        await typeOver(finder.zipField, malformed);
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true');
        expect(accessibleDescription(finder.zipField)).to.match(/^Enter a ZIP code such as 02134/);
        expect(finder.zipField.value).to.equal(malformed);
        expect(await lookupsSeen(scope)).to.deep.equal([]);
      });
    }

    it('passes the accessibility check with a malformed code', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, '12#45');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('shows a malformed zipcode attribute as a message instead of sending it', async () => {
      const { finder } = await renderFinder(scope, '02134!');
      expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true');
      expect(finder.zipField.value).to.equal('02134!');
      await aTimeout(50);
      expect(await lookupsSeen(scope)).to.deep.equal([]);
    });

    it('clears the message as soon as the field is right, without nagging while typing', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, '');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true');
      await sendKeys({ type: '0' });
      await el.updateComplete;
      expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true', 'one digit is not a code yet');
      await sendKeys({ type: '2' });
      await el.updateComplete;
      expect(finder.zipField.getAttribute('aria-invalid')).to.equal('false');
      expect(finder.zipField.hasAttribute('aria-describedby')).to.equal(false);
    });

    it('trims the input and keeps what was typed in the field', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, `  ${bookableZip} `);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      expect((await found).detail.zipcode).to.equal(bookableZip);
      expect(finder.zipField.value).to.equal(`  ${bookableZip} `);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }]);
    });

    it('accepts ZIP+4', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, `${bookableZip}-1234`);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail.zipcode).to.equal(`${bookableZip}-1234`);
      expect(detail.businessName).to.equal(bookableBranch);
    });

    it('accepts postal codes of other countries: letters, digits, one space', async () => {
      const { el, finder } = await renderFinder(scope);
      const typed = lettered.zipcode.toLowerCase();
      await typeOver(finder.zipField, typed);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail.businessName).to.equal(lettered.businessName);
      expect(detail.zipcode).to.equal(lettered.zipcode, 'postal codes are case-insensitive: sent upper-cased');
      expect(finder.zipField.value).to.equal(typed);

      await typeOver(finder.zipField, 'K1A 0B1');
      const notFound = oneEvent(el, 'franchise-not-found');
      await sendKeys({ press: 'Enter' });
      expect((await notFound).detail).to.deep.equal({ zipcode: 'K1A 0B1' });
    });
  });

  describe('answers', () => {
    it('shows the branch found, reports it, and keeps it as franchise', async () => {
      const { el, finder } = await renderFinder(scope);
      const events: FranchiseFoundDetail[] = [];
      el.addEventListener('franchise-found', (event) => events.push(event.detail));
      await typeOver(finder.zipField, bookableZip);
      const found = oneEvent(document, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const event = await found;
      expect(event.bubbles && event.composed, 'bubbles and composed').to.equal(true);
      const { detail } = event;
      expect(Object.keys(detail).sort()).to.deep.equal([
        'bookOnlineName',
        'businessId',
        'businessName',
        'companyId',
        'isEnable',
        'zipcode',
      ]);
      expect(detail).to.deep.equal(expectedDetail(bookable, bookableZip));
      expect(el.franchise).to.deep.equal(detail);
      // The event fires once the answer is on screen.
      expect(finder.statusText).to.include(bookableBranch);
      expect(finder.statusText).to.include(bookableZip);
      expect(finder.statusText).not.to.match(/not available/);
      expect(finder.status.getAttribute('aria-busy')).to.equal('false');
      expect(finder.zipField.value).to.equal(bookableZip);
      expect(events).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('says when the branch found does not take bookings online', async () => {
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, disabledZip);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail).to.deep.equal(expectedDetail(disabled, disabledZip));
      expect(detail.isEnable).to.equal(false);
      expect(finder.statusText).to.include(disabledBranch);
      expect(finder.statusText).to.include('Online booking is not available at this branch');
      expect(el.franchise?.isEnable).to.equal(false);
      expect(finder.zipField.value).to.equal(disabledZip);
      await expect(el).to.be.accessible();
    });

    it('says when the area is not served yet, and forgets the earlier branch', async () => {
      const { el, finder } = await renderFinder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');
      expect(el.franchise?.businessName).to.equal(bookableBranch);
      await typeOver(finder.zipField, unservedZip);
      const notFound = oneEvent(el, 'franchise-not-found');
      await sendKeys({ press: 'Enter' });
      const event = await notFound;
      expect(event.detail).to.deep.equal({ zipcode: unservedZip });
      expect(event.bubbles && event.composed, 'bubbles and composed').to.equal(true);
      expect(el.franchise).to.equal(null);
      expect(finder.statusText).to.include(`the area of ${unservedZip} is not served yet`);
      expect(finder.statusText).not.to.include(bookableBranch);
      expect(finder.zipField.value).to.equal(unservedZip);
      await expect(el).to.be.accessible();
    });

    it('shows progress with aria-busy while it waits, keeping the field and focus', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 1200 }] });
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, bookableZip);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(finder.status.getAttribute('aria-busy')).to.equal('true');
      expect(finder.statusText).to.include(`Looking for the branch that serves ${bookableZip}`);
      expect(finder.zipField.value).to.equal(bookableZip);
      expect(finder.focused).to.equal(finder.zipField);
      await expect(el).to.be.accessible();
      await oneEvent(el, 'franchise-found');
      expect(finder.status.getAttribute('aria-busy')).to.equal('false');
    });

    it('reads every string from strings', async () => {
      const { el, finder } = await renderFinder(scope);
      el.strings = {
        zipcodeLabel: 'Postcode',
        find: 'Search',
        notServed: (zipcode) => `Nobody serves ${zipcode}.`,
      };
      await el.updateComplete;
      const field = byRole<HTMLInputElement>(el, 'textbox', 'Postcode');
      byRole(el, 'button', 'Search').click();
      await el.updateComplete;
      expect(accessibleDescription(field)).to.equal('Enter your ZIP code.');
      await typeOver(field, unservedZip);
      const notFound = oneEvent(el, 'franchise-not-found');
      await sendKeys({ press: 'Enter' });
      await notFound;
      expect(finder.statusText).to.include(`Nobody serves ${unservedZip}.`);
    });
  });

  describe('failures', () => {
    it('shows a failure with "Try again", reports booking-error, and keeps the field', async () => {
      // A failure that another try may mend (a refusal would not be: tests/elements/setup-mistakes.test.ts).
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', error: 'RESOURCE_EXHAUSTED' }] });
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, bookableZip);
      const failed = oneEvent(el, 'booking-error');
      await sendKeys({ press: 'Enter' });
      const event = await failed;
      expect(event.detail.operation).to.equal('lookupFranchiseByZipcode');
      expect(event.detail.code).to.equal('RESOURCE_EXHAUSTED');
      expect(event.bubbles && event.composed, 'bubbles and composed').to.equal(true);
      const alert = await finder.shownAlert();
      expect(alert.textContent).to.include('The booking service is busy right now.');
      byRole(el, 'button', 'Try again');
      expect(finder.zipField.value).to.equal(bookableZip);
      expect(finder.status.getAttribute('aria-busy')).to.equal('false');
      expect(el.franchise).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('takes a branch of no company for a broken answer: a failure with "Try again", not a branch', async () => {
      await plan(scope, {
        steps: [{ operation: 'LookupFranchiseByZipcode', json: { businessId: 'biz_orphan', businessName: 'Paws', isEnable: true } }],
      });
      const { el, finder } = await renderFinder(scope);
      await typeOver(finder.zipField, bookableZip);
      const failed = oneEvent(el, 'booking-error');
      let found = false;
      el.addEventListener('franchise-found', () => (found = true));
      await sendKeys({ press: 'Enter' });
      expect((await failed).detail).to.include({ operation: 'lookupFranchiseByZipcode', code: 'INVALID_RESPONSE' });
      await finder.shownAlert();
      byRole(el, 'button', 'Try again');
      expect(found).to.equal(false);
      expect(el.franchise).to.equal(null);
      expect(finder.zipField.value).to.equal(bookableZip);
      await expect(el).to.be.accessible();
    });

    it('"Try again" runs the same lookup again and keeps focus in the form', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', error: 'RESOURCE_EXHAUSTED' }] });
      const { el, finder } = await renderFinder(scope, disabledZip);
      await oneEvent(el, 'booking-error');
      expect((await finder.shownAlert()).textContent).to.include('busy right now');
      await expect(el).to.be.accessible();
      const retry = byRole(el, 'button', 'Try again');
      retry.focus();
      const found = oneEvent(el, 'franchise-found');
      retry.click();
      const { detail } = await found;
      expect(detail.zipcode).to.equal(disabledZip);
      expect(queryByRole(el, 'alert')).to.equal(null);
      expect(finder.focused).to.equal(finder.zipField);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: disabledZip }, { zipcode: disabledZip }]);
    });

    it('shows a failure after the client has retried a server error', async () => {
      await plan(scope, {
        steps: [
          { operation: 'LookupFranchiseByZipcode', status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html', times: 3 },
        ],
      });
      const { el, finder } = await renderFinder(scope, bookableZip);
      const { detail } = await oneEvent(el, 'booking-error');
      expect(detail.code).to.equal('UNAVAILABLE');
      expect((await finder.shownAlert()).textContent).to.include('not available right now');
      expect(await lookupsSeen(scope)).to.have.length(3);
    });
  });

  describe('overlapping lookups', () => {
    it('aborts a lookup still in flight when a new one starts, and never shows its late answer', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 800 }] });
      const signals: AbortSignal[] = [];
      const transport = createTransport({ baseUrl: scopedBaseUrl(scope) });
      const recording: Transport = {
        send<Op extends Operation>(operation: Op, request: RequestOf<Op>, options?: CallOptions): Promise<ResponseOf<Op>> {
          if (options?.signal) signals.push(options.signal);
          return transport.send(operation, request, options);
        },
      };
      const el = await fixture<FranchiseFinder>(html`<franchise-finder .client=${recording}></franchise-finder>`);
      const finder = new FinderPage(el);
      const answers: string[] = [];
      el.addEventListener('franchise-found', (event) => answers.push(event.detail.zipcode));
      const errors: string[] = [];
      el.addEventListener('booking-error', (event) => errors.push(event.detail.code));

      await typeOver(finder.zipField, bookableZip);
      await sendKeys({ press: 'Enter' });
      await waitUntil(async () => (await lookupsSeen(scope)).length === 1, 'the slow lookup reaches the server');
      await typeOver(finder.zipField, disabledZip);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => answers.length === 1, 'the newer lookup is answered');
      expect(signals).to.have.length(2);
      expect(signals[0]!.aborted, 'the older request is aborted').to.equal(true);

      // Give the slow answer every chance to arrive, then check it changed nothing.
      await aTimeout(1000);
      expect(answers).to.deep.equal([disabledZip]);
      expect(errors).to.deep.equal([], 'an aborted lookup is not a failure');
      expect(el.franchise?.zipcode).to.equal(disabledZip);
      expect(finder.statusText).to.include(disabledBranch);
      expect(finder.statusText).not.to.include(bookableBranch);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }, { zipcode: disabledZip }]);
    });

    it('lets the newest lookup win when the host changes zipcode during a slow one', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 800 }] });
      const { el } = await renderFinder(scope, bookableZip);
      const outcomes: string[] = [];
      el.addEventListener('franchise-found', (event) => outcomes.push(`found ${event.detail.zipcode}`));
      el.addEventListener('franchise-not-found', (event) => outcomes.push(`not found ${event.detail.zipcode}`));
      await waitUntil(async () => (await lookupsSeen(scope)).length === 1, 'the slow lookup reaches the server');
      el.zipcode = unservedZip;
      await waitUntil(() => outcomes.length === 1, 'the newer lookup is answered');
      await aTimeout(1000);
      expect(outcomes).to.deep.equal([`not found ${unservedZip}`]);
      expect(el.franchise).to.equal(null);
      expect(await lookupsSeen(scope)).to.have.length(2);
    });

    it('resumes a lookup that removing the element cut short', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 600 }] });
      const { el } = await renderFinder(scope, bookableZip);
      const errors: string[] = [];
      el.addEventListener('booking-error', (event) => errors.push(event.detail.code));
      await waitUntil(async () => (await lookupsSeen(scope)).length === 1, 'the slow lookup reaches the server');
      const parent = el.parentElement!;
      el.remove();
      await aTimeout(50);
      const found = oneEvent(el, 'franchise-found');
      parent.append(el);
      expect((await found).detail.zipcode).to.equal(bookableZip);
      expect(errors).to.deep.equal([]);
      expect(await lookupsSeen(scope)).to.have.length(2);
    });
  });
});
