// The element tags, read from the folders of src/elements (one folder per element), so that no
// script keeps a list of its own that a new element could be missing from.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every tag, sorted. */
export const elementTags = readdirSync(fileURLToPath(new URL('../src/elements', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The staff elements (their class extends StaffElement, or StaffListElement for those with a list): they belong on a business's own pages. */
export const staffTags = elementTags.filter((tag) =>
  /\bextends Staff(?:List)?Element\b/.test(
    readFileSync(fileURLToPath(new URL(`../src/elements/${tag}/${tag}.ts`, import.meta.url)), 'utf8'),
  ),
);
