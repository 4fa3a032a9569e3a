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

/** The define modules of src/elements, found by Vite at build time: one folder per element. */
const defines = import.meta.glob('./elements/*/define.ts');

/** Tags some copy of this entry has started to load, shared by every copy on the page. */
const page = globalThis as { [key: symbol]: Set<string> | undefined };
const claimedKey = Symbol.for('booking-elements:claimed');
const claimed = page[claimedKey] ?? new Set<string>();
page[claimedKey] = claimed;

const waiting = new Map(Object.entries(defines).map(([path, load]) => [/\/elements\/([^/]+)\/define\.ts$/.exec(path)?.[1] ?? path, load]));

function discover(root: ParentNode): void {
  for (const [tag, load] of waiting) {
    if (customElements.get(tag) || claimed.has(tag)) {
      waiting.delete(tag);
    } else if ((root instanceof Element && root.localName === tag) || root.querySelector(tag)) {
      waiting.delete(tag);
      claimed.add(tag);
      load().catch((error: unknown) => {
        // Offline for a moment: the tag's next appearance tries again.
        claimed.delete(tag);
        waiting.set(tag, load);
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
