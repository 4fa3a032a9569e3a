/**
 * The demo configurator: pick an element, fill its attributes from the reference API's own
 * data, see it live with every event it emits, theme it, simulate a slow or failing network,
 * and copy a snippet that works next to the built bundle.
 *
 * `mountConfigurator(root)` draws everything into `root`, so the page and the tests mount the
 * same thing. Importing this module registers the elements and does nothing else.
 */
import { html, render, type TemplateResult } from 'lit';
import '../src/define.js';
import { Configurator } from './configurator.js';
import { loadPreloadLinks } from './preload-links.js';
import { demoElements } from './element-table.js';
import { loadDescriptors, manifestCommand, ManifestUnreadable } from './manifest.js';
import { loadReferenceData } from './reference-data.js';
import type { Theme } from './theme.js';

export type { Configurator };

export interface ConfiguratorOptions {
  /** Where `custom-elements.json` is served. Default: the project root next to index.html. */
  manifestUrl?: string;
  /** The reference API's fixtures. Default: `/_ref/_fixtures` on the same origin. */
  fixturesUrl?: string;
  /** The API root (the gateway) the demo lists a branch's agreements from, and the snippet's `base-url` when none is set. Default: same origin. */
  apiBaseUrl?: string;
  /** The demo's business server, which mints customer tokens. Default: `/_demo/customer-token` on the same origin. */
  customerTokenUrl?: string;
  /** The element shown first. Default: `<booking-flow>`, the whole journey. */
  element?: string;
  /** The theme to start with. Default: the system's. */
  theme?: Theme;
  /** The build's list of files to preload for each element. Default: `dist/booking-elements.preload.json` beside the demo. */
  preloadUrl?: string;
}

async function ensureStylesheet(): Promise<void> {
  const href = new URL('./configurator.css', import.meta.url).href;
  const existing = document.querySelector<HTMLLinkElement>('link[data-configurator-styles]');
  if (existing) return;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.dataset.configuratorStyles = '';
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  await loaded;
}

/** What the page says when something the configurator starts from is missing, and what to do about it. */
function problemOf(reason: unknown): TemplateResult {
  const message = reason instanceof Error ? reason.message : String(reason);
  if (reason instanceof ManifestUnreadable) {
    return html`<p>
        The configurator builds its form from <code>custom-elements.json</code>, which could not be read (${message}), so it
        cannot start.
      </p>
      <p>Write it with <code>${manifestCommand}</code> (<code>npm start</code> does so first) and reload.</p>`;
  }
  return html`<p>The reference API did not answer, so the configurator cannot start: ${message}</p>
    <p>Start the dev server with <code>npm start</code> and reload.</p>`;
}

/** Draws the configurator into `root` once the reference data and the manifest are read; says why not when they cannot be. */
export async function mountConfigurator(root: HTMLElement, options: ConfiguratorOptions = {}): Promise<Configurator> {
  root.classList.add('configurator');
  render(html`<p class="loading" role="status">Loading the reference data…</p>`, root);
  await ensureStylesheet();
  const preload = loadPreloadLinks(options.preloadUrl ?? new URL('../dist/booking-elements.preload.json', import.meta.url).href);
  const [elements, world] = await Promise.allSettled([
    loadDescriptors(options.manifestUrl ?? new URL('../custom-elements.json', import.meta.url).href, demoElements.keys()),
    loadReferenceData({
      baseUrl: options.apiBaseUrl ?? '',
      ...(options.fixturesUrl ? { fixturesUrl: options.fixturesUrl } : {}),
      ...(options.customerTokenUrl ? { customerTokenUrl: options.customerTokenUrl } : {}),
    }),
  ]);
  if (elements.status === 'rejected' || world.status === 'rejected') {
    const reasons = [elements, world].flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    render(html`<div class="load-error" role="alert">${reasons.map(problemOf)}</div>`, root);
    throw reasons[0];
  }
  const configurator = new Configurator(root, world.value, elements.value, {
    ...(options.element ? { element: options.element } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.apiBaseUrl ? { gatewayUrl: options.apiBaseUrl } : {}),
    preload: await preload,
  });
  configurator.start();
  return configurator;
}
