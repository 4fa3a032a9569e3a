/**
 * Going through `<booking-flow>` as a customer does, for its test files: a flow in a page with a
 * button before it, the journey's events collected, the keys a customer presses.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SlotSelectDetail } from '../../../src/elements/availability-picker/events.js';
import type { BookingFlow } from '../../../src/elements/booking-flow/booking-flow.js';
import '../../../src/elements/booking-flow/define.js';
import type { FranchiseFoundDetail } from '../../../src/elements/franchise-finder/events.js';
import type { BookingErrorDetail, BookingWarningDetail } from '../../../src/shared/events.js';
import { typeOver } from '../../helpers/keyboard.js';
import {
  customerOf,
  newScope,
  referenceAvailability,
  referenceFixtures,
  scopedBaseUrl,
  type ReferenceFixtures,
} from '../../helpers/reference.js';
import { accessibleName, deepActiveElement } from '../../helpers/roles.js';
import { restoreWindowOpen } from '../../helpers/window-open.js';
import { FlowPage, type PickerPage } from '../../pages/index.js';

// ---- the setting of every flow test file -----------------------------------------------------

/** What a flow test starts from: the reference world, its bookable branch, a customer there, and a scope of its own. */
export interface FlowSetting {
  world: ReferenceFixtures;
  bookable: ReferenceFixtures['enabledBranch'];
  customerId: string;
  scope: string;
}

/**
 * Registers the hooks of a flow test file's suite: the world read once, a new scope before each
 * test, window.open restored after it. The values are there from the first test on.
 */
export function flowSetting(): FlowSetting {
  const setting = {} as FlowSetting;
  before(async () => {
    setting.world = await referenceFixtures();
    setting.bookable = setting.world.enabledBranch;
    setting.customerId = await customerOf(setting.bookable.companyId);
  });
  beforeEach(() => {
    setting.scope = newScope();
  });
  afterEach(() => {
    restoreWindowOpen();
  });
  return setting;
}

// ---- going through the steps as a user does ------------------------------------------------

/** A button that is announced as unavailable: it stays focusable and a click does nothing. */
export const isUnavailable = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';

/** Presses Tab until focus reaches what `wanted` accepts. */
export async function tabTo(wanted: (element: Element | null) => boolean, what: string): Promise<Element> {
  for (let presses = 0; presses < 80; presses += 1) {
    await sendKeys({ press: 'Tab' });
    const element = deepActiveElement();
    if (wanted(element)) return element!;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Shift+Tab: focus goes back to what comes before. */
export async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/** Waits until the step is shown and its heading has focus. */
export async function onStep(flowPage: FlowPage, name: string): Promise<void> {
  await waitUntil(() => flowPage.currentStep === name && deepActiveElement() === flowPage.heading, `focus never reached "${name}"`);
  expect(accessibleName(flowPage.heading!)).to.equal(name);
}

// ---- the journey -------------------------------------------------------------------------------

export interface Journey {
  flow: BookingFlow;
  flowPage: FlowPage;
  franchises: FranchiseFoundDetail[];
  slots: SlotSelectDetail[];
  recordIds: string[];
  errors: BookingErrorDetail[];
  warnings: BookingWarningDetail[];
}

/** A `<booking-service>` as a page writes it inside the flow. */
export interface ServiceMarkup {
  readonly id: string;
  readonly name: string;
  readonly petTypes?: string;
}

export async function renderFlow(
  scope: string,
  attributes: Record<string, string>,
  pageStyle = '',
  services: readonly ServiceMarkup[] = [],
): Promise<Journey> {
  const flow = document.createElement('booking-flow');
  flow.setAttribute('base-url', scopedBaseUrl(scope));
  for (const [name, value] of Object.entries(attributes)) flow.setAttribute(name, value);
  for (const { id, name, petTypes } of services) {
    const service = Object.assign(document.createElement('booking-service'), { textContent: name });
    service.setAttribute('service-id', id);
    if (petTypes) service.setAttribute('pet-types', petTypes);
    flow.append(service);
  }
  const journey: Journey = { flow, flowPage: new FlowPage(flow), franchises: [], slots: [], recordIds: [], errors: [], warnings: [] };
  flow.addEventListener('franchise-found', (event) => journey.franchises.push(event.detail));
  flow.addEventListener('slot-select', (event) => journey.slots.push(event.detail));
  flow.addEventListener('agreement-sign-link', (event) => journey.recordIds.push(event.detail.agreementRecordId));
  flow.addEventListener('booking-error', (event) => journey.errors.push(event.detail));
  flow.addEventListener('booking-warning', (event) => journey.warnings.push(event.detail));
  await fixture(html`<div style=${pageStyle}><button>before</button>${flow}</div>`);
  return journey;
}

/** Types the ZIP code into the finder's field and presses Enter. */
export async function findZip(flowPage: FlowPage, zipcode: string): Promise<void> {
  await typeOver(flowPage.finder!.zipField, zipcode);
  await sendKeys({ press: 'Enter' });
}

/**
 * From the day of the picker's grid that has focus, goes with the keys (PageDown to the next
 * range, the arrows within one) to the first day shown whose first groomer's times all show: 6
 * or fewer, under the picker's cut at any width, so that Tab goes from the grid straight to a
 * time. Reads the days from the reference world; fails saying so when eight ranges have none.
 */
export async function keysToDayWithFewTimes(picker: PickerPage, branch: { companyId: string; businessId: string }): Promise<string> {
  const focusedDate = () => (picker.focused as HTMLElement | null)?.dataset['date'] ?? '';
  for (let ranges = 0; ranges < 8; ranges += 1) {
    await waitUntil(() => !picker.loading && picker.days.some((day) => day.dataset['date'] === focusedDate()), 'the range never showed');
    const dates = picker.days.map((day) => day.dataset['date'] ?? '');
    const answer = await referenceAvailability(branch, dates[0]!, dates.at(-1)!);
    const wanted = answer.availability.find((day) => (day.staff[0]?.availableSlots.length ?? 0) <= 6);
    if (wanted) {
      while (focusedDate() < wanted.date) await sendKeys({ press: 'ArrowRight' });
      while (focusedDate() > wanted.date) await sendKeys({ press: 'ArrowLeft' });
      return wanted.date;
    }
    await sendKeys({ press: 'PageDown' });
  }
  throw new Error(`the reference world has no day whose first groomer has 6 free times or fewer in eight ranges from ${focusedDate()}`);
}

/** Finds the branch and chooses its first free slot, clicking where the keyboard test types. */
export async function toChosenTime(flowPage: FlowPage, zipcode: string): Promise<PickerPage> {
  await findZip(flowPage, zipcode);
  await onStep(flowPage, 'Choose a time');
  const picker = await flowPage.shownPicker();
  await picker.chooseFirstFreeTime();
  await flowPage.el.updateComplete;
  return picker;
}

// ---- what is drawn -------------------------------------------------------------------------------

/** Every element drawn inside `host`, through the shadow roots of the elements it is made of. */
function drawnElements(host: Element): Element[] {
  const inside = (root: ParentNode): Element[] =>
    [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? inside(element.shadowRoot) : [])]);
  return inside(host.shadowRoot ?? host).filter((element) => {
    const { width, height } = element.getBoundingClientRect();
    return element.checkVisibility() && width > 1 && height > 1;
  });
}

/** The texts a sighted customer sees in `host`, one per text node (text for screen readers only left out). */
function drawnTexts(host: Element): string[] {
  return drawnElements(host).flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

/** The words a sighted customer sees in `host`, in order. */
export function drawnText(host: Element): string {
  return drawnTexts(host).join(' ');
}

/** How many times a text is drawn in `host` as a whole, such as a title. */
export function timesDrawn(host: Element, text: string): number {
  return drawnTexts(host).filter((drawn) => drawn === text).length;
}

/** A branch's agreements as the reference API lists them, read without the element. */
export async function branchAgreements(
  baseUrl: string,
  branch: { companyId: string; businessId: string },
): Promise<{ id: string; status: string; signedPolicy: string; title: string }[]> {
  const response = await fetch(`${baseUrl}/v1/agreements:list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyId: branch.companyId, businessIds: [branch.businessId], pagination: { pageSize: 500 } }),
  });
  return ((await response.json()) as { agreement: { id: string; status: string; signedPolicy: string; title: string }[] }).agreement;
}

/** The element a node is drawn in: its parent, or the host of its shadow root. */
const composedParent = (element: Element): Element | null =>
  element.assignedSlot ?? element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);

/** Whether an element scrolls sideways, so that what it holds may lie beyond the host. */
const scrollsSideways = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);

/**
 * What is drawn beyond the host's left or right edge, described; what lies inside a region that
 * scrolls sideways is not, as long as the region itself stays inside.
 */
export function drawnOutside(host: HTMLElement): string[] {
  const { left, right } = host.getBoundingClientRect();
  return drawnElements(host)
    .filter((element) => {
      for (let up = composedParent(element); up && up !== host; up = composedParent(up)) {
        if (scrollsSideways(up)) return false;
      }
      const box = element.getBoundingClientRect();
      return box.left < left - 1 || box.right > right + 1;
    })
    .map((element) => {
      const box = element.getBoundingClientRect();
      const name = `<${element.localName}${element.hasAttribute('part') ? ` part="${element.getAttribute('part')}"` : ''}>`;
      return `${name} ${Math.round(box.left)}–${Math.round(box.right)} (host ${Math.round(left)}–${Math.round(right)})`;
    });
}
