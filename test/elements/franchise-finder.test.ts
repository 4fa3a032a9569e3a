import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createClient } from '../../src/api/client.js';
import type { Operation, RequestOf, ResponseOf } from '../../src/api/operation.js';
import { createTransport, type CallOptions, type Transport } from '../../src/api/transport.js';
import '../../src/elements/franchise-finder/define.js';
import type { FranchiseFinder } from '../../src/elements/franchise-finder/franchise-finder.js';
import type { FranchiseFoundDetail } from '../../src/elements/franchise-finder/events.js';
import { newScope, plan, referenceFixtures, requestLog, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { byRole, queryByRole, spokenText } from '../helpers/roles.js';

/** A branch of the reference world as `franchise-found` reports it for one of its ZIP codes. */
function expectedDetail(branch: ReferenceFixtures['enabledBranch'], zipcode: string): FranchiseFoundDetail {
  const { businessId, companyId, businessName, bookOnlineName, isEnable } = branch;
  return { zipcode, businessId, companyId, businessName, bookOnlineName, isEnable };
}

const zipField = (el: FranchiseFinder) => byRole(el, 'textbox', 'ZIP code') as HTMLInputElement;
const findButton = (el: FranchiseFinder) => byRole(el, 'button', 'Find') as HTMLButtonElement;
const statusRegion = (el: FranchiseFinder) => byRole(el, 'status');
const statusText = (el: FranchiseFinder) => (statusRegion(el).textContent ?? '').replace(/\s+/g, ' ').trim();

/** The description a screen reader reads with the field. */
function fieldDescription(el: FranchiseFinder): string {
  const ids = byRole(el, 'textbox').getAttribute('aria-describedby');
  if (!ids) return '';
  return ids
    .split(/\s+/)
    .map((id) => {
      const described = el.shadowRoot!.getElementById(id);
      return described ? spokenText(described) : '';
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Types into the field as a user does: focus it, select what is there, type over it. */
async function typeZip(el: FranchiseFinder, value: string): Promise<void> {
  const field = byRole(el, 'textbox') as HTMLInputElement;
  field.focus();
  field.select();
  if (value) await sendKeys({ type: value });
  else await sendKeys({ press: 'Backspace' });
}

async function lookupsSeen(scope: string): Promise<Array<{ zipcode: unknown }>> {
  const { requests } = await requestLog(scope);
  return requests
    .filter((request) => request.operation === 'LookupFranchiseByZipcode')
    .map((request) => ({ zipcode: (request.body as { zipcode?: unknown } | null)?.zipcode }));
}

async function finder(scope: string, zipcode?: string): Promise<FranchiseFinder> {
  return fixture<FranchiseFinder>(
    zipcode === undefined
      ? html`<franchise-finder base-url=${scopedBaseUrl(scope)}></franchise-finder>`
      : html`<franchise-finder base-url=${scopedBaseUrl(scope)} zipcode=${zipcode}></franchise-finder>`,
  );
}

function shadowFocus(el: FranchiseFinder): Element | null {
  return el.shadowRoot!.activeElement;
}

/** `booking-error` fires as the request fails; the failure is on screen a moment later. */
async function shownAlert(el: FranchiseFinder): Promise<HTMLElement> {
  await waitUntil(() => queryByRole(el, 'alert'), 'the failure is shown');
  return byRole(el, 'alert');
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
      const el = await finder(scope);
      const field = zipField(el);
      expect(field.getAttribute('autocomplete')).to.equal('postal-code');
      expect(field.getAttribute('inputmode')).to.be.oneOf(['numeric', 'text']);
      expect(field.value).to.equal('');
      expect(field.getAttribute('aria-invalid')).to.equal('false');
      expect(findButton(el).type).to.equal('submit');
      expect(field.form).to.equal(findButton(el).form);
      expect(el.franchise).to.equal(null);
      expect(statusText(el)).to.equal('');
      await expect(el).to.be.accessible();
      expect(await lookupsSeen(scope)).to.deep.equal([]);
    });

    it('draws no search in progress on its first render, when there is nothing to look up', async () => {
      const el = document.createElement('franchise-finder');
      el.baseUrl = scopedBaseUrl(scope);
      document.body.append(el);
      try {
        await el.updateComplete;
        expect(statusText(el)).to.equal('');
        expect(statusRegion(el).getAttribute('aria-busy')).to.equal('false');
      } finally {
        el.remove();
      }
    });

    it('asks phones for a numeric keypad where postal codes are digits, and a full keyboard elsewhere', async () => {
      const us = await fixture<FranchiseFinder>(html`<div lang="en-US"><franchise-finder></franchise-finder></div>`);
      const gb = await fixture<FranchiseFinder>(html`<div lang="en-GB"><franchise-finder></franchise-finder></div>`);
      const usField = zipField(us.querySelector('franchise-finder')!);
      const gbField = zipField(gb.querySelector('franchise-finder')!);
      expect(usField.getAttribute('inputmode')).to.equal('numeric');
      expect(gbField.getAttribute('inputmode')).to.equal('text');
    });

    it('looks a ZIP code up when Enter is pressed in the field, keeping its leading zero', async () => {
      const el = await finder(scope);
      await typeZip(el, bookableZip);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail.zipcode).to.equal(bookableZip);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }]);
      expect(shadowFocus(el)).to.equal(zipField(el));
    });

    it('looks a ZIP code up when "Find" is clicked', async () => {
      const el = await finder(scope);
      await typeZip(el, bookableZip);
      const found = oneEvent(el, 'franchise-found');
      findButton(el).click();
      expect((await found).detail.businessName).to.equal(bookableBranch);
    });

    it('runs the lookup at once for a zipcode attribute present at connection', async () => {
      const el = await finder(scope, disabledZip);
      expect(zipField(el).value).to.equal(disabledZip);
      const { detail } = await oneEvent(el, 'franchise-found');
      expect(detail.zipcode).to.equal(disabledZip);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: disabledZip }]);
    });

    it('runs a new lookup when the host sets zipcode', async () => {
      const el = await finder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');
      const notFound = oneEvent(el, 'franchise-not-found');
      el.zipcode = unservedZip;
      expect((await notFound).detail).to.deep.equal({ zipcode: unservedZip });
      expect(zipField(el).value).to.equal(unservedZip);
    });
    it('looks the same code up again when "Find" is pressed again, and reports the answer again', async () => {
      const el = await finder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');
      const again = oneEvent(el, 'franchise-found');
      findButton(el).click();
      expect((await again).detail.zipcode).to.equal(bookableZip);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }, { zipcode: bookableZip }]);
    });

    it('asks the new service again when base-url or client changes', async () => {
      const el = await finder(scope, bookableZip);
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
      const el = await finder(scope);
      const movedScope = newScope();
      el.baseUrl = scopedBaseUrl(movedScope);
      await el.updateComplete;
      await aTimeout(50);
      expect(statusText(el)).to.equal('');
      expect(await lookupsSeen(movedScope)).to.deep.equal([]);
    });
  });

  describe('validation', () => {
    it('refuses a blank field with a message tied to it, and sends nothing', async () => {
      const el = await finder(scope);
      await typeZip(el, '   ');
      findButton(el).click();
      await el.updateComplete;
      const field = zipField(el);
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      expect(fieldDescription(el)).to.equal('Enter your ZIP code.');
      expect(shadowFocus(el)).to.equal(field, 'focus moves to the field to fix');
      expect(field.value).to.equal('   ');
      await expect(el).to.be.accessible();
      expect(await lookupsSeen(scope)).to.deep.equal([]);
    });

    for (const malformed of ['12#45', '021 34 12', '02134--1234', '7', 'ABCDEFGHIJK', '-0213']) {
      it(`refuses the malformed code "${malformed}" and sends nothing`, async () => {
        const el = await finder(scope);
        await typeZip(el, malformed);
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(zipField(el).getAttribute('aria-invalid')).to.equal('true');
        expect(fieldDescription(el)).to.match(/^Enter a ZIP code such as 02134/);
        expect(zipField(el).value).to.equal(malformed);
        expect(await lookupsSeen(scope)).to.deep.equal([]);
      });
    }

    it('passes the accessibility check with a malformed code', async () => {
      const el = await finder(scope);
      await typeZip(el, '12#45');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('shows a malformed zipcode attribute as a message instead of sending it', async () => {
      const el = await finder(scope, '02134!');
      expect(zipField(el).getAttribute('aria-invalid')).to.equal('true');
      expect(zipField(el).value).to.equal('02134!');
      await aTimeout(50);
      expect(await lookupsSeen(scope)).to.deep.equal([]);
    });

    it('clears the message as soon as the field is right, without nagging while typing', async () => {
      const el = await finder(scope);
      await typeZip(el, '');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(zipField(el).getAttribute('aria-invalid')).to.equal('true');
      await sendKeys({ type: '0' });
      await el.updateComplete;
      expect(zipField(el).getAttribute('aria-invalid')).to.equal('true', 'one digit is not a code yet');
      await sendKeys({ type: '2' });
      await el.updateComplete;
      expect(zipField(el).getAttribute('aria-invalid')).to.equal('false');
      expect(zipField(el).hasAttribute('aria-describedby')).to.equal(false);
    });

    it('trims the input and keeps what was typed in the field', async () => {
      const el = await finder(scope);
      await typeZip(el, `  ${bookableZip} `);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      expect((await found).detail.zipcode).to.equal(bookableZip);
      expect(zipField(el).value).to.equal(`  ${bookableZip} `);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }]);
    });

    it('accepts ZIP+4', async () => {
      const el = await finder(scope);
      await typeZip(el, `${bookableZip}-1234`);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail.zipcode).to.equal(`${bookableZip}-1234`);
      expect(detail.businessName).to.equal(bookableBranch);
    });

    it('accepts postal codes of other countries: letters, digits, one space', async () => {
      const el = await finder(scope);
      const typed = lettered.zipcode.toLowerCase();
      await typeZip(el, typed);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail.businessName).to.equal(lettered.businessName);
      expect(detail.zipcode).to.equal(lettered.zipcode, 'postal codes are case-insensitive: sent upper-cased');
      expect(zipField(el).value).to.equal(typed);

      await typeZip(el, 'K1A 0B1');
      const notFound = oneEvent(el, 'franchise-not-found');
      await sendKeys({ press: 'Enter' });
      expect((await notFound).detail).to.deep.equal({ zipcode: 'K1A 0B1' });
    });
  });

  describe('answers', () => {
    it('shows the branch found, reports it, and keeps it as franchise', async () => {
      const el = await finder(scope);
      const events: FranchiseFoundDetail[] = [];
      el.addEventListener('franchise-found', (event) => events.push(event.detail));
      await typeZip(el, bookableZip);
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
      expect(statusText(el)).to.include(bookableBranch);
      expect(statusText(el)).to.include(bookableZip);
      expect(statusText(el)).not.to.match(/not available/);
      expect(statusRegion(el).getAttribute('aria-busy')).to.equal('false');
      expect(zipField(el).value).to.equal(bookableZip);
      expect(events).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('says when the branch found does not take bookings online', async () => {
      const el = await finder(scope);
      await typeZip(el, disabledZip);
      const found = oneEvent(el, 'franchise-found');
      await sendKeys({ press: 'Enter' });
      const { detail } = await found;
      expect(detail).to.deep.equal(expectedDetail(disabled, disabledZip));
      expect(detail.isEnable).to.equal(false);
      expect(statusText(el)).to.include(disabledBranch);
      expect(statusText(el)).to.include('Online booking is not available at this branch');
      expect(el.franchise?.isEnable).to.equal(false);
      expect(zipField(el).value).to.equal(disabledZip);
      await expect(el).to.be.accessible();
    });

    it('says when the area is not served yet, and forgets the earlier branch', async () => {
      const el = await finder(scope, bookableZip);
      await oneEvent(el, 'franchise-found');
      expect(el.franchise?.businessName).to.equal(bookableBranch);
      await typeZip(el, unservedZip);
      const notFound = oneEvent(el, 'franchise-not-found');
      await sendKeys({ press: 'Enter' });
      const event = await notFound;
      expect(event.detail).to.deep.equal({ zipcode: unservedZip });
      expect(event.bubbles && event.composed, 'bubbles and composed').to.equal(true);
      expect(el.franchise).to.equal(null);
      expect(statusText(el)).to.include(`the area of ${unservedZip} is not served yet`);
      expect(statusText(el)).not.to.include(bookableBranch);
      expect(zipField(el).value).to.equal(unservedZip);
      await expect(el).to.be.accessible();
    });

    it('shows progress with aria-busy while it waits, keeping the field and focus', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 1200 }] });
      const el = await finder(scope);
      await typeZip(el, bookableZip);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(statusRegion(el).getAttribute('aria-busy')).to.equal('true');
      expect(statusText(el)).to.include(`Looking for the branch that serves ${bookableZip}`);
      expect(zipField(el).value).to.equal(bookableZip);
      expect(shadowFocus(el)).to.equal(zipField(el));
      await expect(el).to.be.accessible();
      await oneEvent(el, 'franchise-found');
      expect(statusRegion(el).getAttribute('aria-busy')).to.equal('false');
    });

    it('reads every string from strings', async () => {
      const el = await finder(scope);
      el.strings = {
        zipcodeLabel: 'Postcode',
        find: 'Search',
        notServed: (zipcode) => `Nobody serves ${zipcode}.`,
      };
      await el.updateComplete;
      byRole(el, 'textbox', 'Postcode');
      byRole(el, 'button', 'Search').click();
      await el.updateComplete;
      expect(fieldDescription(el)).to.equal('Enter your ZIP code.');
      await typeZip(el, unservedZip);
      const notFound = oneEvent(el, 'franchise-not-found');
      await sendKeys({ press: 'Enter' });
      await notFound;
      expect(statusText(el)).to.include(`Nobody serves ${unservedZip}.`);
    });
  });

  describe('failures', () => {
    it('shows a failure with "Try again", reports booking-error, and keeps the field', async () => {
      // A failure that another try may mend (a refusal would not be: tests/elements/setup-mistakes.test.ts).
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', error: 'RESOURCE_EXHAUSTED' }] });
      const el = await finder(scope);
      await typeZip(el, bookableZip);
      const failed = oneEvent(el, 'booking-error');
      await sendKeys({ press: 'Enter' });
      const event = await failed;
      expect(event.detail.operation).to.equal('lookupFranchiseByZipcode');
      expect(event.detail.code).to.equal('RESOURCE_EXHAUSTED');
      expect(event.bubbles && event.composed, 'bubbles and composed').to.equal(true);
      const alert = await shownAlert(el);
      expect(alert.textContent).to.include('The booking service is busy right now.');
      byRole(el, 'button', 'Try again');
      expect(zipField(el).value).to.equal(bookableZip);
      expect(statusRegion(el).getAttribute('aria-busy')).to.equal('false');
      expect(el.franchise).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('takes a branch of no company for a broken answer: a failure with "Try again", not a branch', async () => {
      await plan(scope, {
        steps: [{ operation: 'LookupFranchiseByZipcode', json: { businessId: 'biz_orphan', businessName: 'Paws', isEnable: true } }],
      });
      const el = await finder(scope);
      await typeZip(el, bookableZip);
      const failed = oneEvent(el, 'booking-error');
      let found = false;
      el.addEventListener('franchise-found', () => (found = true));
      await sendKeys({ press: 'Enter' });
      expect((await failed).detail).to.include({ operation: 'lookupFranchiseByZipcode', code: 'INVALID_RESPONSE' });
      await shownAlert(el);
      byRole(el, 'button', 'Try again');
      expect(found).to.equal(false);
      expect(el.franchise).to.equal(null);
      expect(zipField(el).value).to.equal(bookableZip);
      await expect(el).to.be.accessible();
    });

    it('"Try again" runs the same lookup again and keeps focus in the form', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', error: 'RESOURCE_EXHAUSTED' }] });
      const el = await finder(scope, disabledZip);
      await oneEvent(el, 'booking-error');
      expect((await shownAlert(el)).textContent).to.include('busy right now');
      await expect(el).to.be.accessible();
      const retry = byRole(el, 'button', 'Try again');
      retry.focus();
      const found = oneEvent(el, 'franchise-found');
      retry.click();
      const { detail } = await found;
      expect(detail.zipcode).to.equal(disabledZip);
      expect(queryByRole(el, 'alert')).to.equal(null);
      expect(shadowFocus(el)).to.equal(zipField(el));
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: disabledZip }, { zipcode: disabledZip }]);
    });

    it('shows a failure after the client has retried a server error', async () => {
      await plan(scope, {
        steps: [
          { operation: 'LookupFranchiseByZipcode', status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html', times: 3 },
        ],
      });
      const el = await finder(scope, bookableZip);
      const { detail } = await oneEvent(el, 'booking-error');
      expect(detail.code).to.equal('UNAVAILABLE');
      expect((await shownAlert(el)).textContent).to.include('not available right now');
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
      const answers: string[] = [];
      el.addEventListener('franchise-found', (event) => answers.push(event.detail.zipcode));
      const errors: string[] = [];
      el.addEventListener('booking-error', (event) => errors.push(event.detail.code));

      await typeZip(el, bookableZip);
      await sendKeys({ press: 'Enter' });
      await waitUntil(async () => (await lookupsSeen(scope)).length === 1, 'the slow lookup reaches the server');
      await typeZip(el, disabledZip);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => answers.length === 1, 'the newer lookup is answered');
      expect(signals).to.have.length(2);
      expect(signals[0]!.aborted, 'the older request is aborted').to.equal(true);

      // Give the slow answer every chance to arrive, then check it changed nothing.
      await aTimeout(1000);
      expect(answers).to.deep.equal([disabledZip]);
      expect(errors).to.deep.equal([], 'an aborted lookup is not a failure');
      expect(el.franchise?.zipcode).to.equal(disabledZip);
      expect(statusText(el)).to.include(disabledBranch);
      expect(statusText(el)).not.to.include(bookableBranch);
      expect(await lookupsSeen(scope)).to.deep.equal([{ zipcode: bookableZip }, { zipcode: disabledZip }]);
    });

    it('lets the newest lookup win when the host changes zipcode during a slow one', async () => {
      await plan(scope, { steps: [{ operation: 'LookupFranchiseByZipcode', latencyMs: 800 }] });
      const el = await finder(scope, bookableZip);
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
      const el = await finder(scope, bookableZip);
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
