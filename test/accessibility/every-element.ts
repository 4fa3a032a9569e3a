/**
 * Every element of the kit in a state that shows what it offers, for the accessibility tests that
 * measure each alike (target size, reflow, text spacing, contrast): the finder with a branch found,
 * the picker with a day's times, the sign button with its agreement's title, the feed with its
 * reviews, the flow at "Choose a time" with a time chosen, the customer's status page of a declined
 * request with a time offered, the inbox with a request, and the two
 * boards with their figures. Each is drawn by the reference API (or the test runner's gateway for
 * the inbox) in a page of its own, `lang="en-US"`.
 */
import { fixture, html, waitUntil } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../src/define.js';
import type { BookingRequestStatusElement } from '../../src/elements/booking-request-status/booking-request-status.js';
import { type Branch, sendRequest, someone, staffToken } from '../helpers/booking-requests.js';
import { customerOf, gatewayBaseUrl, newScope, referenceFixtures, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { until } from '../helpers/until.js';
import { described } from './flow-walk.js';
import { findZip, onStep } from '../elements/booking-flow/journey.js';
import { offeredSlots, openLink, sendWithToken, shown as statusShown, staffChange } from '../elements/booking-request-status/fixtures.js';
import {
  AbandonedPage,
  FeedPage,
  type FinderPage,
  FlowPage,
  InsightsPage,
  PickerPage,
  RequestsPage,
  SignButtonPage,
} from '../pages/index.js';

/** Every element, the customers' first. */
export const everyTag = [
  'franchise-finder',
  'availability-picker',
  'agreement-sign-button',
  'review-feed',
  'booking-flow',
  'booking-request-status',
  'booking-requests',
  'abandoned-bookings',
  'review-insights',
] as const;
export type Tag = (typeof everyTag)[number];

/** What the element-by-element tests start from: the reference world and its bookable branch. */
export interface World {
  fixtures: ReferenceFixtures;
  bookable: Branch;
  /** The busiest branch of the franchise whose staff boards are read. */
  parkSlope: ReferenceFixtures['branches'][number];
  customerId: string;
}

export async function readWorld(): Promise<World> {
  const fixtures = await referenceFixtures();
  const parkSlope = fixtures.branches.find((branch) => branch.businessName.endsWith('Park Slope'));
  if (!parkSlope) throw new Error('the reference world has no branch named Park Slope');
  return { fixtures, bookable: fixtures.enabledBranch, parkSlope, customerId: await customerOf(fixtures.enabledBranch.companyId) };
}

async function drawn<E extends HTMLElement>(template: TemplateResult): Promise<E> {
  return fixture<E>(html`<div style="padding: 8px">${template}</div>`).then((wrapper) => wrapper.firstElementChild as E);
}

/** The element drawn in its state of use, once that state is shown. */
export async function shown(tag: Tag, world: World): Promise<HTMLElement> {
  const base = scopedBaseUrl(newScope());
  const { bookable, parkSlope } = world;
  switch (tag) {
    case 'franchise-finder': {
      const el = await drawn<FinderPage['el']>(
        html`<franchise-finder lang="en-US" base-url=${base} zipcode=${bookable.zipcode}></franchise-finder>`,
      );
      await waitUntil(() => el.franchise, 'no branch found');
      await el.updateComplete;
      return el;
    }
    case 'availability-picker': {
      const el = await drawn<PickerPage['el']>(
        html`<availability-picker lang="en-US" base-url=${base} company-id=${bookable.companyId} business-id=${bookable.businessId}></availability-picker>`,
      );
      await new PickerPage(el).chooseFirstFreeTime();
      return el;
    }
    case 'agreement-sign-button': {
      const agreement = world.fixtures.agreements.normal;
      const el = await drawn<SignButtonPage['el']>(
        html`<agreement-sign-button lang="en-US" base-url=${base} agreement-id=${agreement.id} company-id=${agreement.companyId}
          business-id=${agreement.businessId} customer-id=${await customerOf(agreement.companyId)}></agreement-sign-button>`,
      );
      await until('the agreement’s title', () => new SignButtonPage(el).buttonNames[0] === `Sign ${agreement.title}`);
      return el;
    }
    case 'review-feed': {
      const el = await drawn<FeedPage['el']>(
        html`<review-feed lang="en-US" base-url=${base} business-id=${parkSlope.businessId}></review-feed>`,
      );
      const page = new FeedPage(el);
      await until('the reviews', () => page.reviews.length > 0);
      await page.counted();
      return el;
    }
    case 'booking-flow': {
      const el = await drawn<FlowPage['el']>(
        html`<booking-flow lang="en-US" base-url=${base} customer-id=${world.customerId} details></booking-flow>`,
      );
      const page = new FlowPage(el);
      await findZip(page, bookable.zipcode);
      await onStep(page, 'Choose a time');
      await (await page.shownPicker()).chooseFirstFreeTime();
      await el.updateComplete;
      return el;
    }
    case 'booking-request-status': {
      // A request the branch declined with words for the customer and another time offered: every part but the calendar.
      const sent = await sendWithToken(0);
      const offered = (await offeredSlots(bookable))[2]!;
      await staffChange(sent.id, { status: 'declined', message: 'Our groomer is away that morning.', offers: [offered] });
      openLink(sent.token);
      const el = await drawn<BookingRequestStatusElement>(
        html`<booking-request-status lang="en-US" base-url=${gatewayBaseUrl}></booking-request-status>`,
      );
      await statusShown(el);
      return el;
    }
    case 'booking-requests': {
      const name = someone();
      await sendRequest(bookable, name);
      const token = await staffToken('staff_owner');
      const el = await drawn<RequestsPage['el']>(
        html`<booking-requests lang="en-US" base-url=${gatewayBaseUrl} business-ids=${bookable.businessId} .token=${token}></booking-requests>`,
      );
      await new RequestsPage(el).shownRequest(name);
      return el;
    }
    case 'abandoned-bookings': {
      const loaded = AbandonedPage.loaded();
      const el = await drawn<AbandonedPage['el']>(
        html`<abandoned-bookings lang="en-US" base-url=${base} company-id=${parkSlope.companyId} business-ids=${parkSlope.businessId}></abandoned-bookings>`,
      );
      await loaded;
      await new AbandonedPage(el).settled();
      return el;
    }
    case 'review-insights': {
      const loaded = InsightsPage.loaded();
      const el = await drawn<InsightsPage['el']>(
        html`<review-insights lang="en-US" base-url=${base} business-ids=${parkSlope.businessId} company-id=${parkSlope.companyId}></review-insights>`,
      );
      await loaded;
      await new InsightsPage(el).settled();
      return el;
    }
  }
}

/** Every element drawn inside `host` (through the shadow roots of what it is made of) that is shown and has a size. */
export function drawnElements(host: Element): Element[] {
  const inside = (root: ParentNode): Element[] =>
    [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? inside(element.shadowRoot) : [])]);
  return inside(host.shadowRoot ?? host).filter((element) => {
    const { width, height } = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && width > 0 && height > 0;
  });
}

/** Text cut off: a box that clips what it holds and holds more than it shows (text kept for screen readers left out). */
export function cutOff(host: Element): string[] {
  return drawnElements(host).flatMap((element) => {
    const { overflowX, overflowY } = getComputedStyle(element);
    const { width, height } = element.getBoundingClientRect();
    if (width <= 1 || height <= 1 || !element.textContent?.trim()) return [];
    const clipsX = /hidden|clip/.test(overflowX) && element.scrollWidth > element.clientWidth + 1;
    const clipsY = /hidden|clip/.test(overflowY) && element.scrollHeight > element.clientHeight + 1;
    return clipsX || clipsY
      ? [`${described(element)} shows ${element.clientWidth} × ${element.clientHeight} of ${element.scrollWidth} × ${element.scrollHeight}`]
      : [];
  });
}
