// Checks custom-elements.json (written by `npm run build`) against src/elements: every element
// folder must appear with its tag name, its attributes and its events, and package.json must
// export its class and define entries. Missing CSS parts, CSS custom properties or a summary are
// reported as warnings. Run by `npm test` after the build.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementTags as tags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

if (!existsSync('custom-elements.json')) {
  console.error('custom-elements.json is missing: run `npm run build` first (npm test builds it).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const declarations = manifest.modules.flatMap((module) => (module.declarations ?? []).map((declaration) => ({ module, declaration })));

const errors = [];
const warnings = [];
const rows = [];
for (const tag of tags) {
  const found = declarations.find(({ declaration }) => declaration.tagName === tag);
  if (!found) {
    errors.push(`<${tag}>: not in custom-elements.json with its tag name (is it defined in src/elements/${tag}/define.ts?)`);
    continue;
  }
  const element = found.declaration;
  const attributes = element.attributes ?? [];
  const events = element.events ?? [];
  const list = (key) => element[key] ?? [];
  if (attributes.length === 0) errors.push(`<${tag}>: no attributes in the manifest`);
  if (events.length === 0) errors.push(`<${tag}>: no events in the manifest (document them with @event in the element's JSDoc)`);
  for (const event of events) {
    if (!event.name) errors.push(`<${tag}>: an event without a name`);
    else if (!event.description) warnings.push(`<${tag}>: event ${event.name} has no description (@event ${event.name} - ...)`);
  }
  if (!events.some((event) => event.name === 'booking-error')) errors.push(`<${tag}>: booking-error is not listed among its events`);
  if (list('cssParts').length === 0) warnings.push(`<${tag}>: no CSS parts (@csspart)`);
  if (list('cssProperties').length === 0) warnings.push(`<${tag}>: no CSS custom properties (@cssproperty)`);
  if (!element.summary && !element.description) warnings.push(`<${tag}>: no @summary or description`);

  for (const [subpath, file] of [
    [`./elements/${tag}`, `dist/elements/${tag}/${tag}`],
    [`./elements/${tag}/define`, `dist/elements/${tag}/define`],
  ]) {
    const entry = pkg.exports?.[subpath];
    if (!entry) errors.push(`package.json exports no "${subpath}"`);
    else if (entry.types !== `./${file}.d.ts` || entry.default !== `./${file}.js`) {
      errors.push(`package.json "${subpath}" must be { "types": "./${file}.d.ts", "default": "./${file}.js" }`);
    }
  }
  rows.push([
    `<${tag}>`,
    attributes.length,
    (element.members ?? []).filter((m) => m.kind === 'field' && !m.privacy && !m.static).length,
    events.length,
    list('slots').length,
    list('cssParts').length,
    list('cssProperties').length,
  ]);
}

// Every export target of package.json must exist once built.
for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
  const targets = typeof target === 'string' ? [target] : Object.values(target);
  for (const file of targets)
    if (!existsSync(file)) errors.push(`package.json "${subpath}" points at ${file}, which the build did not write`);
}

// Every module the manifest names (a declaration's path, a definition's or an inherited member's
// module) must be a file the package ships, not a source file it leaves out.
const modulePaths = new Set();
JSON.stringify(manifest, (key, value) => {
  if ((key === 'path' || key === 'module') && typeof value === 'string') modulePaths.add(value);
  return value;
});
for (const path of modulePaths) {
  if (!path.startsWith('dist/') || !existsSync(path)) errors.push(`custom-elements.json names ${path}, which the package does not ship`);
}

const header = ['element', 'attributes', 'properties', 'events', 'slots', 'css parts', 'css properties'];
console.log(header.map((cell, index) => (index === 0 ? cell.padEnd(26) : cell.padStart(index === 0 ? 0 : cell.length))).join('  '));
for (const row of rows)
  console.log(row.map((cell, index) => (index === 0 ? String(cell).padEnd(26) : String(cell).padStart(header[index].length))).join('  '));
for (const warning of warnings) console.warn(`warning: ${warning}`);
if (errors.length > 0) {
  for (const error of errors) console.error(`error: ${error}`);
  console.error(`\ncustom-elements.json / package.json: ${errors.length} problem(s)`);
  process.exit(1);
}
console.log(`custom-elements.json lists all ${tags.length} elements with their attributes and events`);
