/**
 * Finding things as a user (and a screen reader) does: by role and accessible name. A small,
 * faithful subset of the ARIA name computation, enough for what the elements render: text that
 * is aria-hidden is not spoken, slots speak what is assigned to them, and names come from
 * aria-labelledby, aria-label, a <label>, or the content.
 *
 * Give an element with a shadow root to search what it renders; give any other node to search
 * below it, in this document or in a same-origin frame's.
 */

const implicitRoles: Readonly<Record<string, (element: Element) => string | null>> = {
  a: (element) => (element.hasAttribute('href') ? 'link' : null),
  button: () => 'button',
  dialog: () => 'dialog',
  fieldset: () => 'group',
  form: () => 'form',
  h1: () => 'heading',
  h2: () => 'heading',
  h3: () => 'heading',
  h4: () => 'heading',
  h5: () => 'heading',
  h6: () => 'heading',
  iframe: () => 'document',
  input: (element) => {
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'range') return 'slider';
    if (type === 'number') return 'spinbutton';
    if (element.hasAttribute('list')) return 'combobox';
    if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
    return type === 'hidden' || type === 'color' || type === 'date' ? null : 'textbox';
  },
  li: () => 'listitem',
  ol: () => 'list',
  output: () => 'status',
  progress: () => 'progressbar',
  pre: () => null,
  section: (element) => (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : null),
  select: (element) => (element.hasAttribute('multiple') ? 'listbox' : 'combobox'),
  table: () => 'table',
  textarea: () => 'textbox',
  ul: () => 'list',
};

export function roleOf(element: Element): string | null {
  return element.getAttribute('role') ?? implicitRoles[element.localName]?.(element) ?? null;
}

/** By node type, not `instanceof`: a frame's nodes are instances of the frame's own classes. */
const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isSlot = (element: Element): element is HTMLSlotElement => element.localName === 'slot';

/** The text a screen reader reads for a node: aria-hidden parts left out, slots followed. */
export function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!isElement(node) || node.getAttribute('aria-hidden') === 'true') return '';
  const label = node.getAttribute('aria-label');
  if (label) return label;
  // A slot speaks what is assigned to it, or its fallback content when nothing is (flatten).
  const children = isSlot(node) ? node.assignedNodes({ flatten: true }) : [...node.childNodes];
  return children.map(spokenText).join('');
}

/**
 * Everything a person can read or hear of a node, through the shadow roots of the elements in it:
 * its text and the labels of what has one; hidden parts left out.
 */
export function shownText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!isElement(node) || (node as HTMLElement).hidden || node.localName === 'style' || node.localName === 'script') return '';
  const children = node.shadowRoot
    ? [...node.shadowRoot.childNodes]
    : isSlot(node)
      ? node.assignedNodes({ flatten: true })
      : [...node.childNodes];
  return `${node.getAttribute('aria-label') ?? ''} ${children.map(shownText).join('')}`;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a screen reader reads for a node, as words: white space (no-break spaces included) as single spaces. */
export function spokenWords(node: Node): string {
  return squash(spokenText(node));
}

export function accessibleName(element: Element): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const target = root.getElementById(id);
          return target ? spokenText(target) : '';
        })
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label');
  if (label) return squash(label);
  if (element.id && element.matches('input, select, textarea')) {
    const forLabel = root.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (forLabel) return squash(spokenText(forLabel));
  }
  const wrapping = element.closest('label');
  if (wrapping && wrapping !== element) return squash(spokenText(wrapping));
  // A group of fields is named by its legend.
  const legend = element.localName === 'fieldset' && element.querySelector(':scope > legend');
  if (legend) return squash(spokenText(legend));
  return squash(spokenText(element));
}

/** What a screen reader reads as an element's description: what its aria-describedby names. */
export function accessibleDescription(element: Element): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  return squash(
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => {
        const target = id && root.getElementById(id);
        return target ? spokenText(target) : '';
      })
      .join(' '),
  );
}

function searchRoot(within: ParentNode): ParentNode {
  return isElement(within) && within.shadowRoot ? within.shadowRoot : within;
}

const isHidden = (element: Element) => Boolean(element.closest('[aria-hidden="true"], [hidden]'));

/** Every element of the role (and name, when given) that is not hidden from users. */
export function allByRole<T extends HTMLElement = HTMLElement>(within: ParentNode, role: string, name?: string | RegExp): T[] {
  return [...searchRoot(within).querySelectorAll<T>('*')].filter((element) => {
    if (roleOf(element) !== role || isHidden(element)) return false;
    if (name === undefined) return true;
    const actual = accessibleName(element);
    return typeof name === 'string' ? actual === name : name.test(actual);
  });
}

export function queryByRole<T extends HTMLElement = HTMLElement>(within: ParentNode, role: string, name?: string | RegExp): T | null {
  return allByRole<T>(within, role, name)[0] ?? null;
}

/** The first element of the role (and name); throws, naming what is there, when none is. */
export function byRole<T extends HTMLElement = HTMLElement>(within: ParentNode, role: string, name?: string | RegExp): T {
  const found = queryByRole<T>(within, role, name);
  if (found) return found;
  const present = allByRole(within, role).map(accessibleName);
  throw new Error(
    `No ${role}${name === undefined ? '' : ` named ${String(name)}`}; ${role}s present: ${present.length ? present.map((each) => `"${each}"`).join(', ') : 'none'}`,
  );
}

/** A form control by its label, for controls without a role of their own (date, colour). */
export function byLabel<T extends HTMLElement = HTMLElement>(within: ParentNode, label: string | RegExp): T {
  const found = [...searchRoot(within).querySelectorAll<T>('input, select, textarea')].find((control) => {
    const actual = accessibleName(control);
    return !isHidden(control) && (typeof label === 'string' ? actual === label : label.test(actual));
  });
  if (!found) throw new Error(`No form control labelled ${String(label)}`);
  return found;
}

/** The element that has focus, looking through shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active;
}
