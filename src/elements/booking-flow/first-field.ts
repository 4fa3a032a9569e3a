import { BookingElement } from '../../shared/booking-element.js';
import type { StepKey } from './step-indicator.js';

/**
 * Where a step starts for the keyboard: the first element inside `root` that Tab would reach,
 * looking through the shadow roots of the elements it is made of (the finder's ZIP code field, the
 * picker's first control) and what their slots show. Whether an element is focusable is asked of
 * the browser (`tabIndex`), so a roving tab stop's other days (-1) are passed over.
 */
export function firstField(root: Element): HTMLElement | null {
  if (root instanceof HTMLElement && root.tabIndex >= 0 && !root.matches(':disabled') && root.checkVisibility()) return root;
  const children = root.shadowRoot
    ? root.shadowRoot.children
    : root instanceof HTMLSlotElement
      ? root.assignedElements({ flatten: true })
      : root.children;
  for (const child of children) {
    const found = firstField(child);
    if (found) return found;
  }
  return null;
}

/**
 * Focuses where what the flow shows starts: the first field of `step` (once the element it is in
 * has drawn), or its heading; the summary's heading once the journey is `completed`.
 */
export async function focusStart(root: ParentNode, step: StepKey, completed: boolean): Promise<void> {
  const start = root.querySelector(`#step-${step} ~ .start`);
  if (start instanceof BookingElement) await start.updateComplete;
  const heading = root.querySelector<HTMLElement>(completed ? '#summary' : `#step-${step}`);
  ((!completed && start && firstField(start)) || heading)?.focus();
}
