/**
 * The script-tag entry (dist/booking-elements.js): defines each element when its tag first
 * appears in the document, fetching that element's code from chunks/ beside this file, in one file
 * (elements that appear together come in one file too). A page pays only for the elements it uses.
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
 * own file (everything it needs in one; `<booking-flow>`'s holds the finder and the picker) and
 * booking-elements.all.js. Written in by the build (scripts/bundle.mjs).
 */
const files = __BOOKING_ELEMENT_FILES__;

/** Tags no copy of this entry has loaded yet. */
const waiting = new Set(files.flatMap(([, tags]) => tags));

/** Loads that failed so far: each retry asks under a new URL, as a browser keeps a failed module's answer. */
let failures = 0;
/** Retries after a pause that doubles (2 s, 4 s, ...), before waiting for the tags' next appearance. */
const retries = 5;

/**
 * Loads, for the waiting tags present in `roots`, the smallest file that defines them all: one
 * element's own file, or for several at once a file that holds them all, so that the code they
 * share comes once.
 */
function discover(roots: readonly ParentNode[]): void {
  for (const tag of waiting) if (customElements.get(tag) || claimed.has(tag)) waiting.delete(tag);
  const found = [...waiting].filter((tag) =>
    roots.some((root) => (root instanceof Element && root.localName === tag) || root.querySelector(tag)),
  );
  const file = found.length > 0 && files.find(([, tags]) => found.every((tag) => tags.includes(tag)));
  if (file) {
    const [path, tags] = file;
    const loading = tags.filter((tag) => waiting.has(tag));
    for (const tag of loading) {
      waiting.delete(tag);
      claimed.add(tag);
    }
    // A picker's first requests leave while its code loads (a small file of their own, fetched
    // only for a picker); its transport takes their answers. Without it, the picker asks itself.
    // The module taken whole: Vite wraps an `import()` whose names are picked out in code of its own.
    if (failures === 0 && found.includes('availability-picker')) {
      import('./elements/availability-picker/first-requests.js').then(
        (early) => early.startPickerRequests(roots),
        () => undefined,
      );
    }
    const url = new URL(path, import.meta.url);
    if (failures > 0) url.search = `retry=${failures}`;
    import(/* @vite-ignore */ url.href).catch((error: unknown) => {
      // Offline for a moment: tried again after a pause, when the browser is back online, or
      // when the tags next appear.
      for (const tag of loading) {
        claimed.delete(tag);
        waiting.add(tag);
      }
      observer.observe(document, { childList: true, subtree: true });
      console.error(`booking-elements: the code of <${found.join('>, <')}> could not be loaded`, error);
      failures += 1;
      if (failures <= retries) setTimeout(() => discover([document]), 1000 * 2 ** failures);
    });
  }
  if (waiting.size === 0) observer.disconnect();
}

// Every element one change added is loaded together: elements appended side by side, or drawn
// by a framework in one render, come in one file too.
const observer = new MutationObserver((records) =>
  discover(records.flatMap((record) => [...record.addedNodes].filter((node) => node instanceof Element))),
);

observer.observe(document, { childList: true, subtree: true });
discover([document]);
addEventListener('online', () => discover([document]));
