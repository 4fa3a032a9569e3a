// The element tags, read from the folders of src/elements (one folder per element), so that no
// script keeps a list of its own that a new element could be missing from.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every tag, sorted. */
export const elementTags = readdirSync(fileURLToPath(new URL('../src/elements', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
