/**
 * Page objects: what a customer finds in each element and the small things they do with it, for
 * the tests, the benchmarks and the screenshot script. Things are found by role and accessible
 * name, as a customer and a screen reader find them, and by `part` only where the part itself is
 * tested (the styling contract). They read through the elements' shadow roots and work as well on
 * elements of a same-origin frame. They click but press no key: keys are the test runner's
 * (`sendKeys`), which the screenshot script does not have.
 */
import { byRole, deepActiveElement, queryByRole, spokenWords } from '../helpers/roles.js';
import { until } from '../helpers/until.js';

/** A booking element: drawn by Lit in its shadow root, in this document or in a frame's. */
export type RenderedElement = HTMLElement & { readonly updateComplete: Promise<boolean> };

const holdingPart = (name: string) => `[part~="${name}"]`;

/** The first element below `within` whose `part` holds `name`. */
export function part<T extends HTMLElement = HTMLElement>(within: ParentNode, name: string): T | null {
  return within.querySelector<T>(holdingPart(name));
}

/** What every element shows alike: its live region, a failure with "Try again", where focus is. */
export class ElementPage<E extends RenderedElement = RenderedElement> {
  constructor(readonly el: E) {}

  /** Where everything the element shows is. */
  get shadow(): ShadowRoot {
    if (!this.el.shadowRoot) throw new Error(`<${this.el.localName}> has no shadow root`);
    return this.el.shadowRoot;
  }

  part<T extends HTMLElement = HTMLElement>(name: string): T | null {
    return part<T>(this.shadow, name);
  }

  /** Every element whose `part` holds `name`. */
  parts(name: string): HTMLElement[] {
    return [...this.shadow.querySelectorAll<HTMLElement>(holdingPart(name))];
  }

  /** The live region, which says politely what happened. */
  get status(): HTMLElement {
    return byRole(this.el, 'status');
  }

  get statusText(): string {
    return spokenWords(this.status);
  }

  /** The failure shown, if any. */
  get alert(): HTMLElement | null {
    return queryByRole(this.el, 'alert');
  }

  /** The failure once it is drawn (`booking-error` goes out a moment before), the element settled. */
  async shownAlert(): Promise<HTMLElement> {
    await until('a failure shown', () => this.alert);
    await this.el.updateComplete;
    return byRole(this.el, 'alert');
  }

  get tryAgain(): HTMLButtonElement | null {
    return queryByRole<HTMLButtonElement>(this.el, 'button', 'Try again');
  }

  /** The element that has focus inside this one. */
  get focused(): Element | null {
    return deepActiveElement(this.shadow);
  }

  /** Clicks, and waits for the element to draw what follows. */
  async click(target: HTMLElement): Promise<void> {
    target.click();
    await this.el.updateComplete;
  }
}
