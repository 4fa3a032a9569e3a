/**
 * The snippet a visitor copies: a whole HTML document that works when pasted into an empty file
 * next to the files of `dist/` (`booking-elements.css`, `booking-elements.js` and `chunks/`),
 * served from any origin that the gateway at `base-url` allows: the doctype (no quirks mode),
 * the page's language, the viewport, the stylesheet and the script tag in the head, then the
 * markup with a comment on each setting that the page's owner must make their own.
 */
import type { Theme } from './theme.js';

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text for an HTML element's content. */
function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An element written inside another: its tag, attributes and text. */
export interface ChildMarkup {
  readonly tag: string;
  readonly attributes: readonly (readonly [string, string])[];
  readonly text: string;
}

const attributeMarkup = ([name, value]: readonly [string, string]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`);

export function elementMarkup(
  tag: string,
  attributes: readonly (readonly [string, string])[],
  children: readonly ChildMarkup[] = [],
): string {
  const rendered = attributes.map(attributeMarkup);
  const inside = children
    .map(
      (child) =>
        `\n  <${child.tag}${child.attributes.map((attribute) => ` ${attributeMarkup(attribute)}`).join('')}>${escapeText(child.text)}</${child.tag}>`,
    )
    .join('');
  const end = `${inside}${inside ? '\n' : ''}</${tag}>`;
  if (rendered.length === 0) return `<${tag}>${end}`;
  if (rendered.length === 1) return `<${tag} ${rendered[0]}>${end}`;
  return `<${tag}\n${rendered.map((attribute) => `  ${attribute}`).join('\n')}\n>${end}`;
}

/** A `<style>` block for a dark page and the edited custom properties, or nothing. */
export function styleBlock(selector: string, theme: Theme, properties: readonly (readonly [string, string])[]): string {
  const rules: string[] = [];
  if (theme === 'dark') rules.push('  :root { color-scheme: dark; background: #121212; color: #e8e8e8; }');
  if (properties.length > 0) {
    rules.push(`  ${selector} {\n${properties.map(([name, value]) => `    ${name}: ${value};`).join('\n')}\n  }`);
  }
  return rules.length > 0 ? `<style>\n${rules.join('\n')}\n</style>` : '';
}

/** The comments that say which settings are the page owner's to make. */
export function settingComments(attributes: readonly (readonly [string, string])[]): string[] {
  const names = new Set(attributes.map(([name]) => name));
  const comments: string[] = [];
  if (names.has('base-url')) {
    comments.push(
      "<!-- base-url: your gateway (npx booking-elements-gateway), which must list this page's origin in BOOKING_ALLOWED_ORIGINS. -->",
    );
  }
  if (names.has('customer-token')) {
    comments.push(
      '<!-- customer-token: minted by your server for this customer with signCustomerToken() from booking-elements/gateway; this one, from the demo, expires within the hour. -->',
    );
  }
  return comments;
}

export interface DocumentOptions {
  /** The page's language, for `<html lang>`. */
  readonly lang: string;
  readonly title: string;
  /** What goes in the head after the stylesheet and the script: a style block. */
  readonly head?: string;
  /** The body's markup. */
  readonly body: string;
  /** Files of `dist/` named as modulepreload links after the script, so that they load beside it. */
  readonly preload?: readonly string[];
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line ? `${' '.repeat(spaces)}${line}` : line))
    .join('\n');

/** A whole HTML document around `body`, loading the build's stylesheet and script-tag entry. */
export function htmlDocument({ lang, title, head, body, preload = [] }: DocumentOptions): string {
  const headLines = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeText(title)}</title>`,
    '<link rel="stylesheet" href="./booking-elements.css" />',
    '<script type="module" src="./booking-elements.js"></script>',
    ...preload.map((file) => `<link rel="modulepreload" href="./${escapeAttribute(file)}" />`),
    ...(head ? [head] : []),
  ];
  return [
    '<!doctype html>',
    `<html lang="${escapeAttribute(lang)}">`,
    '  <head>',
    indent(headLines.join('\n'), 4),
    '  </head>',
    '  <body>',
    indent(body, 4),
    '  </body>',
    '</html>',
  ].join('\n');
}

export interface SnippetOptions {
  readonly tag: string;
  /** The element's attributes in order, `base-url` among them. */
  readonly attributes: readonly (readonly [string, string])[];
  readonly theme: Theme;
  readonly properties: readonly (readonly [string, string])[];
  /** The page's language: the element's `lang`, else English. */
  readonly lang: string;
  /** The label of the button that opens a flow in dialog mode; undefined for an element shown in the page. */
  readonly opener?: string;
  /** The element's files to name as modulepreload links (the build's list), or none. */
  readonly preload?: readonly string[];
  /** What is written inside the element (a flow's services). */
  readonly children?: readonly ChildMarkup[];
  /** The element's `customer` property (a flow's "Your details" prefilled), set by a script after it. */
  readonly customer?: object;
}

/**
 * The script that gives the element its `customer`, the one property a page sets: JSON within a
 * script, with `<` written as `\u003c` so that no value can end the script.
 */
function customerScript(tag: string, customer: object): string {
  const value = JSON.stringify(customer, null, 2).replace(/</g, '\\u003c');
  return [
    '<script type="module">',
    '  // customer: the signed-in customer, as your site knows them; "Your details" starts filled with it.',
    `  document.querySelector('${tag}').customer = ${value.replace(/\n/g, '\n  ')};`,
    '</script>',
  ].join('\n');
}

export function snippet(options: SnippetOptions): string {
  const { tag, attributes, theme, properties, lang, opener, preload, children, customer } = options;
  const body = [
    ...settingComments(attributes),
    elementMarkup(tag, attributes, children),
    ...(opener === undefined ? [] : [`<button type="button" data-booking-flow>${escapeText(opener)}</button>`]),
    ...(customer === undefined ? [] : [customerScript(tag, customer)]),
  ].join('\n');
  return htmlDocument({
    lang,
    title: 'Book an appointment',
    head: styleBlock(tag, theme, properties),
    body,
    ...(preload ? { preload } : {}),
  });
}
