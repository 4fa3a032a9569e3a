/**
 * The script-tag entry (dist/booking-elements.js): defines each element when its tag first
 * appears in the document, fetching that element's code from chunks/ beside this file, in one file.
 * A page pays only for the elements it uses.
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
 * The files this entry can load, smallest first, each with the tags it defines: each element's
 * own file (everything it needs in one; `<booking-flow>`'s holds the elements it is made of) and
 * booking-elements.all.js. Written in by the build (scripts/bundle.mjs).
 */
const files = __BOOKING_ELEMENT_FILES__;

/** Tags no copy of this entry has loaded yet. */
const waiting = new Set(files.flatMap(([, tags]) => tags));

/**
 * Loads, for the waiting tags present in `root`, the smallest file that defines them all: one
 * element's own file, or for several at once a file that holds them all, so that the code they
 * share comes once.
 */
function discover(root: ParentNode): void {
  const found = [...waiting].filter(
    (tag) =>
      !customElements.get(tag) && !claimed.has(tag) && ((root instanceof Element && root.localName === tag) || root.querySelector(tag)),
  );
  for (const tag of waiting) if (customElements.get(tag) || claimed.has(tag)) waiting.delete(tag);
  const file = found.length > 0 && files.find(([, tags]) => found.every((tag) => tags.includes(tag)));
  if (file) {
    const [path, tags] = file;
    const loading = tags.filter((tag) => waiting.has(tag));
    for (const tag of loading) {
      waiting.delete(tag);
      claimed.add(tag);
    }
    import(/* @vite-ignore */ new URL(path, import.meta.url).href).catch((error: unknown) => {
      // Offline for a moment: the tags' next appearance tries again.
      for (const tag of loading) {
        claimed.delete(tag);
        waiting.add(tag);
      }
      observer.observe(document, { childList: true, subtree: true });
      console.error(`booking-elements: the code of <${found.join('>, <')}> could not be loaded`, error);
    });
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
