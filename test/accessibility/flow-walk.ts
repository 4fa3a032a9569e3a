/**
 * Going through every step of `<booking-flow>` (the branch, a time, "Your details", the
 * agreements, the summary) for the accessibility tests, and what they measure at each: where a
 * control is drawn, what Tab reaches, what lies on top of what.
 */
import { waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../helpers/roles.js';
import { stubWindowOpen } from '../helpers/window-open.js';
import { findZip, onStep, type Journey, renderFlow, shiftTab } from '../elements/booking-flow/journey.js';
import type { FlowPage } from '../pages/index.js';

/** The steps of a journey with `details` and `customer-id`, and the summary, as their headings read. */
export const everyStep = ['Find your branch', 'Choose a time', 'Your details', 'Sign the agreements', 'summary'] as const;
export type FlowStep = (typeof everyStep)[number];

/** What the customer typed in "Your details". */
export const typedDetails = { name: 'Jane Doe', email: 'jane@example.com', petName: 'Biscuit', note: 'Shy with dryers.' } as const;

/** The node an element is drawn in: its parent, or the host of its shadow root. */
export function composedParent(node: Node): Node | null {
  return (node as Element).assignedSlot ?? node.parentNode ?? ((node as ShadowRoot).host || null);
}

/** Whether `inner` is drawn inside `outer`, through shadow roots. */
export function drawnInside(outer: Node, inner: Node): boolean {
  for (let node: Node | null = inner; node; node = composedParent(node)) if (node === outer) return true;
  return false;
}

/** `<booking-flow>` with `details` and a customer, in a page with a button before it. */
export async function renderJourney(scope: string, customerId: string, attributes: Record<string, string> = {}): Promise<Journey> {
  stubWindowOpen();
  return renderFlow(scope, { 'customer-id': customerId, details: '', lang: 'en-US', ...attributes });
}

/**
 * Goes through every step as a customer does (the ZIP code typed and Enter, the first free time
 * clicked, the details typed, every agreement opened) and calls `visit` once each step is shown.
 */
export async function throughEveryStep(flowPage: FlowPage, zipcode: string, visit: (step: FlowStep) => Promise<void>): Promise<void> {
  await flowPage.el.updateComplete;
  await visit('Find your branch');
  await findZip(flowPage, zipcode);
  await onStep(flowPage, 'Choose a time');
  const picker = await flowPage.shownPicker();
  await picker.chooseFirstFreeTime();
  await flowPage.el.updateComplete;
  await visit('Choose a time');
  flowPage.confirmTimeButton.click();
  await flowPage.shownDetails();
  for (const [field, value] of Object.entries(typedDetails)) await flowPage.fill(field as keyof typeof typedDetails, value);
  await visit('Your details');
  flowPage.continueButton.click();
  await flowPage.shownAgreements();
  await waitUntil(() => flowPage.signButtons.length > 0, 'no agreement to sign');
  for (const sign of flowPage.signButtons) {
    sign.button.click();
    await sign.settled();
  }
  await flowPage.el.updateComplete;
  await visit('Sign the agreements');
  flowPage.finishButton.click();
  await waitUntil(() => flowPage.part('summary'), 'the summary never showed');
  await flowPage.el.updateComplete;
  await visit('summary');
}

/** Inputs whose parts Tab visits one by one (a date's month, day and year), focus staying on the input. */
const inputsWithParts = new Set(['date', 'time', 'datetime-local', 'month', 'week']);
const hasParts = (control: HTMLElement) => control instanceof HTMLInputElement && inputsWithParts.has(control.type);

/**
 * From where focus is, presses Tab (or Shift+Tab) until focus leaves `host` or comes back to a
 * control it reached (a modal dialog keeps it inside), and calls `reached` on each control, in order.
 * Tab through the parts of a date counts as one control.
 */
export async function tabThrough(
  host: Element,
  reached: (control: HTMLElement) => void | Promise<void>,
  { backwards = false, most = 80 } = {},
): Promise<HTMLElement[]> {
  const seen: HTMLElement[] = [];
  for (let presses = 0; presses < most; presses += 1) {
    if (backwards) await shiftTab();
    else await sendKeys({ press: 'Tab' });
    const focused = deepActiveElement() as HTMLElement | null;
    if (focused && focused === seen.at(-1) && hasParts(focused)) continue;
    if (!focused || !drawnInside(host, focused) || seen.includes(focused)) return seen;
    seen.push(focused);
    await reached(focused);
  }
  throw new Error(`Tab went on for ${most} presses without leaving the element`);
}

/** A box as words, for failure messages. */
export const boxWords = ({ left, top, right, bottom }: DOMRect) =>
  `${Math.round(left)},${Math.round(top)}–${Math.round(right)},${Math.round(bottom)}`;

/** How a control is named in a failure message: its tag, part and words. */
export function described(control: Element): string {
  const words = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const part = control.getAttribute('part');
  return `<${control.localName}${part ? ` part="${part}"` : ''}${control.id ? ` id="${control.id}"` : ''}> "${words}"`;
}
