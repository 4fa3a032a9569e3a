/**
 * What a screen reader would say by itself while a test acts, as far as the page can tell: the name
 * of each control or heading that takes focus, and each new text of a live region (`role="status"`,
 * `role="alert"`, `aria-live`) that is in the accessibility tree, read through every shadow root.
 * It is what the elements ask a screen reader to say, not a screen reader run: how NVDA, JAWS or
 * VoiceOver speak it is checked by hand (docs/accessibility/README.md).
 */
import { accessibleName, deepActiveElement, spokenWords } from '../helpers/roles.js';

/** Every live region below `root`, through shadow roots. */
function liveRegions(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [
    ...(element.matches('[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])') ? [element] : []),
    ...(element.shadowRoot ? liveRegions(element.shadowRoot) : []),
  ]);
}

export interface Listener {
  /** What was said, in order: `focus: <name>` for focus, `status: <words>` or `alert: <words>` for a live region. */
  readonly heard: string[];
  /** Forgets what was said so far. */
  clear(): void;
  stop(): void;
}

/** Listens to `host` (an element with a shadow root) every 20 ms, and to focus as it moves. */
export function listen(host: Element): Listener {
  const heard: string[] = [];
  const last = new Map<Element, string>();
  const read = () => {
    for (const region of liveRegions(host.shadowRoot ?? host)) {
      // A region outside the accessibility tree (display: none, a hidden step) says nothing.
      const words = region.checkVisibility() && !region.closest('[aria-hidden="true"]') ? spokenWords(region) : '';
      if (words && words !== last.get(region)) heard.push(`${region.getAttribute('role') === 'alert' ? 'alert' : 'status'}: ${words}`);
      last.set(region, words);
    }
  };
  // Focus moving inside one shadow tree sends no event to the document: it is read as it is.
  let focused = deepActiveElement();
  const readFocus = () => {
    const now = deepActiveElement();
    if (now && now !== focused && now !== document.body) heard.push(`focus: ${accessibleName(now)}`);
    focused = now;
  };
  read();
  heard.length = 0;
  const timer = setInterval(() => {
    readFocus();
    read();
  }, 20);
  document.addEventListener('focusin', readFocus);
  return {
    heard,
    clear: () => {
      heard.length = 0;
    },
    stop: () => {
      clearInterval(timer);
      document.removeEventListener('focusin', readFocus);
    },
  };
}
