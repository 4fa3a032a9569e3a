/**
 * The snippet a visitor copies: the stylesheet and script tag of the build and the element's
 * markup, which works when pasted into an empty HTML file next to the files of `dist/`
 * (`booking-elements.css`, `booking-elements.js` and `chunks/`) and served from the same origin
 * as the API (or with `base-url` pointing at the gateway).
 */
import type { Theme } from './theme.js';

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The room kept before the elements are defined, then the script-tag entry. */
export const headTags =
  '<link rel="stylesheet" href="./booking-elements.css" />\n<script type="module" src="./booking-elements.js"></script>';

export function elementMarkup(tag: string, attributes: [string, string][]): string {
  const rendered = attributes.map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`));
  if (rendered.length === 0) return `<${tag}></${tag}>`;
  if (rendered.length === 1) return `<${tag} ${rendered[0]}></${tag}>`;
  return `<${tag}\n${rendered.map((attribute) => `  ${attribute}`).join('\n')}\n></${tag}>`;
}

/** A `<style>` block for a dark page and the edited custom properties, or nothing. */
export function styleBlock(tag: string, theme: Theme, properties: [string, string][]): string {
  const rules: string[] = [];
  if (theme === 'dark') rules.push('  :root { color-scheme: dark; background: #121212; color: #e8e8e8; }');
  if (properties.length > 0) {
    rules.push(`  ${tag} {\n${properties.map(([name, value]) => `    ${name}: ${value};`).join('\n')}\n  }`);
  }
  return rules.length > 0 ? `<style>\n${rules.join('\n')}\n</style>` : '';
}

export function snippet(options: { tag: string; attributes: [string, string][]; theme: Theme; properties: [string, string][] }): string {
  const { tag, attributes, theme, properties } = options;
  return [headTags, styleBlock(tag, theme, properties), elementMarkup(tag, attributes)].filter(Boolean).join('\n');
}
