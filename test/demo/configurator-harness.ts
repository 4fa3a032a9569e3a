/**
 * What the configurator's tests share: the configurator mounted into a fixture the way index.html
 * mounts it, against the reference API on the test runner's origin, its parts found by role and
 * name as a visitor (or a screen reader) finds them, and what leaves the page for the network.
 * `useConfigurator()` mounts a fresh one before each test of the suite that calls it.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type Configurator, type ConfiguratorOptions, mountConfigurator } from '../../demo/main.js';
import { referenceFixtures, type ReferenceFixtures } from '../helpers/reference.js';
import { accessibleName, allByRole, byRole } from '../helpers/roles.js';
import { restoreWindowOpen } from '../helpers/window-open.js';

// ---- finding things as a user does --------------------------------------------------------

export const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Chooses an option of a select as a pointer user does: the value changes, then `change`. */
export function choose(select: HTMLSelectElement, value: string): void {
  if (![...select.options].some((option) => option.value === value)) {
    throw new Error(`No option ${value} in ${accessibleName(select)}: ${[...select.options].map((option) => option.value).join(', ')}`);
  }
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types over a field's content with the keyboard. */
export async function typeInto(field: HTMLInputElement, text: string): Promise<void> {
  field.focus();
  field.select();
  await sendKeys({ type: text });
}

// ---- the configurator's parts -------------------------------------------------------------

export let root: HTMLElement;
export let configurator: Configurator;
export let fixtures: ReferenceFixtures;

export const region = (name: string | RegExp) => byRole(root, 'region', name);
export const previewRegion = () => region('Preview');
export const stage = () => previewRegion().querySelector<HTMLElement>('.stage')!;
export const previewElement = () => stage().firstElementChild as HTMLElement | null;
export const elementSelect = () => byRole<HTMLSelectElement>(root, 'combobox', 'Element');
export const attributeField = <T extends HTMLElement = HTMLSelectElement>(role: string, name: string) =>
  byRole<T>(region('Configure'), role, new RegExp(`^${name}( required)?$`));
export const snippetText = () => region('Snippet').querySelector('pre')!.textContent ?? '';
export const logRegion = () => region(/^Events/);
export const logEntries = () => allByRole(logRegion(), 'listitem');
export const previewStatus = () => squash(byRole(previewRegion(), 'status').textContent);

/** Waits for the flow's customer token, minted after the page opens, so that the snippet no longer changes. */
export const tokenInSnippet = () =>
  waitUntil(() => /customer-token="[\w-]+\.[\w-]+\.[\w-]+"/.test(snippetText()), 'the customer token is minted');

export async function previewOf(tag: string): Promise<HTMLElement> {
  await waitUntil(() => previewElement()?.localName === tag, `the preview shows <${tag}>`);
  return previewElement()!;
}

export async function chooseElement(tag: string): Promise<HTMLElement> {
  choose(elementSelect(), tag);
  return previewOf(tag);
}

export async function eventLogged(type: string, what = `${type} is logged`): Promise<HTMLElement> {
  await waitUntil(() => logEntries().some((entry) => entry.querySelector('.event-name')?.textContent === type), what, { timeout: 8000 });
  return logEntries().find((entry) => entry.querySelector('.event-name')?.textContent === type)!;
}

export function clearLog(): void {
  const clear = byRole<HTMLButtonElement>(logRegion(), 'button', 'Clear events');
  if (!clear.disabled) clear.click();
}

export const chooseFailure = (value: string) => choose(byRole<HTMLSelectElement>(previewRegion(), 'combobox', 'Failures'), value);
export const chooseNetwork = (value: string) => choose(byRole<HTMLSelectElement>(previewRegion(), 'combobox', 'Network'), value);

// ---- what reaches the network (the gateway, under `npm start`) ----------------------------

export interface SentRequest {
  path: string;
  headers: Headers;
  body: string;
}

export let sent: SentRequest[] = [];
export let restoreFetch: (() => void) | undefined;

/** Records every request that leaves the page from now on; `restoreFetch` ends it. */
export function recordRequests(): void {
  const realFetch = window.fetch;
  sent = [];
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push({ path: new URL(request.url).pathname, headers: request.headers, body: typeof init?.body === 'string' ? init.body : '' });
    return realFetch(input, init);
  };
  restoreFetch = () => {
    window.fetch = realFetch;
  };
}

export const sentTo = (path: RegExp) => sent.filter((request) => path.test(request.path));

/** What a gateway forwards: the API's own paths, without the reference API's test controls. */
export function expectOnlyApiRequests(): void {
  for (const request of sent) {
    expect(request.path, 'a request past the gateway').to.match(/^\/v1\//);
    expect(request.headers.has('x-ref-fault'), `x-ref-fault on ${request.path}`).to.equal(false);
  }
}

let restoreClipboard: (() => void) | undefined;

/** A clipboard whose `writeText` is this, until the test ends. */
export function stubClipboard(writeText: (text: string) => Promise<void>): void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  restoreClipboard = () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** In the suite that calls it: the reference fixtures read once, a configurator mounted before each test and put away after. */
export function useConfigurator(): void {
  before(async () => {
    fixtures = await referenceFixtures();
  });

  beforeEach(async () => {
    root = await fixture(html`<div></div>`);
    configurator = await mountConfigurator(root);
    await previewOf('booking-flow');
  });

  afterEach(() => {
    restoreClipboard?.();
    restoreClipboard = undefined;
    restoreFetch?.();
    restoreFetch = undefined;
    restoreWindowOpen();
    configurator.dispose();
  });
}

/** Puts the test's configurator away and mounts another with `options` into a new fixture; rejects as mounting does. */
export async function remount(options: ConfiguratorOptions): Promise<void> {
  configurator.dispose();
  root = await fixture(html`<div></div>`);
  configurator = await mountConfigurator(root, options);
}
