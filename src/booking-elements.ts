/**
 * The script-tag entry (dist/booking-elements.js): defines each element when its tag first
 * appears in the document, fetching that element's code, and the code it shares with the others,
 * from chunks beside this file. A page pays only for the elements it uses.
 *
 * An element created by script is defined once it is connected to the document. Elements inside
 * another component's shadow root are not seen: such an app imports `booking-elements/define`
 * or uses booking-elements.all.js.
 *
 * Until an element is defined, booking-elements.css keeps its room; this entry adds that sheet
 * too when it runs, for pages that do not link it.
 *
 * Loading it twice, or next to booking-elements.all.js, does no harm: a tag is loaded once per
 * page, by whichever copy saw it first, and every copy's define is guarded.
 */

import reservedSpace from './booking-elements.css?inline';

// Room for every element not yet defined, for pages that do not link booking-elements.css.
const sheet = new CSSStyleSheet();
sheet.replaceSync(reservedSpace);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/** Tags some copy of this entry has started to load, shared by every copy on the page. */
const page = globalThis as { [key: symbol]: Set<string> | undefined };
const claimedKey = Symbol.for('booking-elements:claimed');
const claimed = page[claimedKey] ?? new Set<string>();
page[claimedKey] = claimed;

/**
 * Each element's chunk, then the chunks it imports, by tag: written in by the build once their
 * names are known (scripts/bundle.mjs). They are fetched together, in one round trip.
 */
const chunks = __BOOKING_ELEMENT_CHUNKS__;

const url = (file: string) => new URL(file, import.meta.url).href;

function load(files: readonly string[]): Promise<unknown> {
  for (const file of files.slice(1)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url(file);
    document.head.append(link);
  }
  return import(/* @vite-ignore */ url(files[0] ?? ''));
}

const waiting = new Map(Object.entries(chunks));

function discover(root: ParentNode): void {
  for (const [tag, files] of waiting) {
    if (customElements.get(tag) || claimed.has(tag)) {
      waiting.delete(tag);
    } else if ((root instanceof Element && root.localName === tag) || root.querySelector(tag)) {
      waiting.delete(tag);
      claimed.add(tag);
      load(files).catch((error: unknown) => {
        // Offline for a moment: the tag's next appearance tries again.
        claimed.delete(tag);
        waiting.set(tag, files);
        observer.observe(document, { childList: true, subtree: true });
        console.error(`booking-elements: the code of <${tag}> could not be loaded`, error);
      });
    }
  }
  if (waiting.size === 0) observer.disconnect();
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }
});
observer.observe(document, { childList: true, subtree: true });
discover(document);
