// src/booking-elements.css keeps room for each element before its code has run: the page must
// not move when the element is defined and draws its first state (its form, or its skeleton while
// the answer is on its way). This page loads no element's code until the test defines it.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../helpers/reference.js';

interface Case {
  readonly label: string;
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
}

const widths = [375, 1280] as const;

async function cases(): Promise<Case[]> {
  const fixtures = await referenceFixtures();
  const { companyId, businessId } = fixtures.enabledBranch;
  const agreement = fixtures.agreements.normal;
  const customer = fixtures.customers.find((candidate) => candidate.companyId === agreement.companyId)!;
  // Every answer takes long, so that what is measured is the state drawn while it loads.
  const scope = newScope();
  await plan(scope, { latencyMs: 5000, steps: [] });
  const baseUrl = scopedBaseUrl(scope);
  return [
    { label: '<franchise-finder>', tag: 'franchise-finder', attributes: { 'base-url': baseUrl } },
    {
      label: '<agreement-sign-button>',
      tag: 'agreement-sign-button',
      attributes: {
        'base-url': baseUrl,
        'agreement-id': agreement.id,
        'customer-id': customer.id,
        'business-id': agreement.businessId,
      },
    },
    {
      label: '<availability-picker> (week)',
      tag: 'availability-picker',
      attributes: { 'base-url': baseUrl, 'company-id': companyId, 'business-id': businessId },
    },
    {
      label: '<availability-picker layout="month">',
      tag: 'availability-picker',
      attributes: { 'base-url': baseUrl, 'company-id': companyId, 'business-id': businessId, layout: 'month' },
    },
    { label: '<review-feed>', tag: 'review-feed', attributes: { 'base-url': baseUrl, 'business-id': businessId } },
    { label: '<booking-flow>', tag: 'booking-flow', attributes: { 'base-url': baseUrl } },
    {
      label: '<review-insights>',
      tag: 'review-insights',
      attributes: { 'base-url': baseUrl, 'business-ids': businessId, 'time-zone': 'UTC' },
    },
    {
      label: '<abandoned-bookings>',
      tag: 'abandoned-bookings',
      attributes: { 'base-url': baseUrl, 'company-id': companyId, 'business-ids': businessId },
    },
    { label: '<booking-requests>', tag: 'booking-requests', attributes: { 'base-url': baseUrl, 'business-ids': businessId } },
    // Opened from an e-mail's link (the page's fragment holds the capability): it reads the request first.
    { label: '<booking-request-status>', tag: 'booking-request-status', attributes: { 'base-url': baseUrl } },
  ];
}

function place(testCase: Case, container: HTMLElement): HTMLElement {
  const element = document.createElement(testCase.tag);
  for (const [name, value] of Object.entries(testCase.attributes)) element.setAttribute(name, value);
  container.append(element);
  return element;
}

const defines: Readonly<Record<string, () => Promise<unknown>>> = {
  'franchise-finder': () => import('../../src/elements/franchise-finder/define.js'),
  'agreement-sign-button': () => import('../../src/elements/agreement-sign-button/define.js'),
  'availability-picker': () => import('../../src/elements/availability-picker/define.js'),
  'review-feed': () => import('../../src/elements/review-feed/define.js'),
  'booking-flow': () => import('../../src/elements/booking-flow/define.js'),
  'review-insights': () => import('../../src/elements/review-insights/define.js'),
  'abandoned-bookings': () => import('../../src/elements/abandoned-bookings/define.js'),
  'booking-requests': () => import('../../src/elements/booking-requests/define.js'),
  'booking-request-status': () => import('../../src/elements/booking-request-status/define.js'),
};

describe('room kept before the elements are defined (src/booking-elements.css)', () => {
  const style = document.createElement('style');
  const container = document.createElement('div');

  before(async () => {
    style.textContent = await (await fetch('/src/booking-elements.css')).text();
    document.head.append(style);
    container.style.cssText = 'font: 16px/1.4 system-ui, sans-serif; padding: 16px';
    document.body.append(container);
    history.replaceState(null, '', '#request=room-kept-test');
  });
  after(async () => {
    history.replaceState(null, '', location.pathname);
    style.remove();
    container.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('is the height each element first draws, at 375 and 1280 px wide', async function () {
    this.timeout(20000);
    const all = await cases();
    const before = new Map<string, number>();
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      for (const testCase of all) {
        const element = place(testCase, container);
        expect(customElements.get(testCase.tag), `${testCase.tag} is not defined yet`).to.equal(undefined);
        before.set(`${testCase.label} at ${width}`, element.getBoundingClientRect().height);
        element.remove();
      }
    }

    for (const tag of new Set(all.map((testCase) => testCase.tag))) await defines[tag]!();
    const differences: string[] = [];
    for (const width of widths) {
      await setViewport({ width, height: 900 });
      for (const testCase of all) {
        const element = place(testCase, container) as HTMLElement & { updateComplete: Promise<boolean> };
        await element.updateComplete;
        const key = `${testCase.label} at ${width}`;
        const reserved = before.get(key)!;
        const drawn = element.getBoundingClientRect().height;
        expect(reserved, `${key}: some room is kept`).to.be.above(0);
        if (Math.abs(drawn - reserved) > 2) differences.push(`${key}: ${reserved.toFixed(1)} px kept, ${drawn.toFixed(1)} px drawn`);
        element.remove();
      }
    }
    expect(differences, differences.join('\n')).to.deep.equal([]);
  });
});
