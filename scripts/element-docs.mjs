// `npm run check:docs` (part of `npm test`): each page of docs/elements/ holds its element's API
// tables (attributes, properties, methods, events, CSS parts, custom properties, slots) between
// `<!-- generated:api start -->` and `<!-- generated:api end -->`, made from custom-elements.json,
// which `npm run manifest` writes from the classes' doc comments (`@attr`, `@fires`/`@event`,
// `@csspart`, `@cssproperty`, `@slot` and the properties' own comments). So a table changes with
// the code's comment, never by hand. Without a flag this checks that every page is current and
// opens with an example (an ```html block with the element and its required attributes);
// `--write` rewrites the tables (`npm run docs:elements`). Both read custom-elements.json as
// `npm run manifest` just wrote it (the npm scripts run it first).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementTags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const write = process.argv.includes('--write');
const start = '<!-- generated:api start -->';
const end = '<!-- generated:api end -->';
/** What every element inherits from BookingElement: docs/elements/README.md and docs/theming.md describe it once. */
const sharedBase = 'BookingElement';
/** Attributes an example may use on any element besides the element's own. */
const globalAttributes = new Set(['id', 'class', 'style', 'lang', 'dir', 'hidden', 'data-booking-flow']);

if (!existsSync('custom-elements.json')) {
  console.error('custom-elements.json is missing: run `npm run manifest` first (npm run check:docs does).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);

/** A manifest text on one line, its pipes escaped for a table cell. */
const oneLine = (text) =>
  (text ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
/** A manifest description as one table cell: an angle bracket outside `code` is text, not HTML ("Sign <title>"). */
const cell = (text) =>
  oneLine(text)
    .split('`')
    .map((piece, index) => (index % 2 === 0 ? piece.replace(/</g, '&lt;') : piece))
    .join('`');
const code = (text) => (text ? `\`${oneLine(text)}\`` : '');
const table = (head, rows) =>
  rows.length === 0
    ? []
    : [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`), ''];
const shared = (item) => item.inheritedFrom?.name === sharedBase;
/** A public member of the element's own API: not private or protected, not static. */
const isPublic = (member) =>
  member.privacy !== 'private' && member.privacy !== 'protected' && !member.static && !member.name.startsWith('#');

/** The generated API section of one element, as Markdown lines. */
function apiSection(element) {
  const members = element.members ?? [];
  const attributes = (element.attributes ?? []).filter((attribute) => !shared(attribute));
  const fieldOf = (name) => members.find((member) => member.name === name);
  const properties = members.filter((member) => member.kind === 'field' && !member.attribute && isPublic(member) && !shared(member));
  const methods = members.filter((member) => member.kind === 'method' && isPublic(member) && !shared(member));
  const events = (element.events ?? []).filter((event) => !shared(event));
  const parts = element.cssParts ?? [];
  const customProperties = (element.cssProperties ?? []).filter((property) => !shared(property));
  const slots = element.slots ?? [];
  const base = declarations.find((declaration) => declaration.name === sharedBase);
  /** Names in backquotes, the last after "and". */
  const names = (items) => {
    const quoted = items.map((item) => code(item.name));
    return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  };
  return [
    start,
    '',
    '## API',
    '',
    `Made by \`npm run docs:elements\` from the doc comments of \`${element.name}\` (\`custom-elements.json\`): change them there. ` +
      `Like every element it also takes the attributes ${names(base?.attributes ?? [])}, ` +
      `the properties ${names((base?.members ?? []).filter((member) => member.kind === 'field' && !member.attribute && isPublic(member)))}, ` +
      `emits ${names(base?.events ?? [])} ([what the elements share](README.md)), and takes the shared custom properties of [theming](../theming.md).`,
    '',
    ...(attributes.length > 0 ? ['### Attributes', ''] : []),
    ...table(
      ['Attribute', 'Property', 'Type', 'Meaning'],
      attributes.map((attribute) => [
        code(attribute.name),
        code(attribute.fieldName),
        code(attribute.type?.text ?? fieldOf(attribute.fieldName)?.type?.text),
        cell(attribute.description),
      ]),
    ),
    ...(properties.length > 0 ? ['### Properties', ''] : []),
    ...table(
      ['Property', 'Type', 'Meaning'],
      properties.map((property) => [
        code(property.name) + (property.readonly ? ' (read-only)' : ''),
        code(property.type?.text),
        cell(property.description),
      ]),
    ),
    ...(methods.length > 0 ? ['### Methods', ''] : []),
    ...table(
      ['Method', 'Meaning'],
      methods.map((method) => [
        code(`${method.name}(${(method.parameters ?? []).map((parameter) => parameter.name).join(', ')})`),
        cell(method.description),
      ]),
    ),
    ...(events.length > 0 ? ['### Events', ''] : []),
    ...table(
      ['Event', 'Type', 'When, and its detail'],
      events.map((event) => [code(event.name), code(event.type?.text), cell(event.description)]),
    ),
    ...(parts.length > 0 ? ['### CSS parts', ''] : []),
    ...table(
      ['Part', 'What it is'],
      parts.map((part) => [code(part.name), cell(part.description)]),
    ),
    ...(customProperties.length > 0 ? ['### CSS custom properties', ''] : []),
    ...table(
      ['Custom property', 'Default', 'Meaning'],
      customProperties.map((property) => [code(property.name), code(property.default), cell(property.description)]),
    ),
    ...(slots.length > 0 ? ['### Slots', ''] : []),
    ...table(
      ['Slot', 'What it takes'],
      slots.map((slot) => [slot.name ? code(slot.name) : '(default)', cell(slot.description)]),
    ),
    end,
  ].join('\n');
}

/** What is wrong with the example a page opens with: it must show the element with its required attributes. */
function exampleProblems(tag, element, page) {
  const firstBlock = /^```(\w*)\n([\s\S]*?)^```/m.exec(page);
  if (firstBlock?.[1] !== 'html') return ['it does not open with an example (an ```html block before the API)'];
  if (firstBlock.index > page.indexOf(start)) return ['its example comes after the API'];
  const markup = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(firstBlock[2]);
  if (!markup) return [`its example holds no <${tag}>`];
  const used = [...(markup[1] ?? '').matchAll(/([a-z][a-z-]*)(?:=("[^"]*"|'[^']*'|\S+))?/g)].map((match) => match[1]);
  const known = new Set((element.attributes ?? []).map((attribute) => attribute.name));
  const problems = used
    .filter((name) => !known.has(name) && !globalAttributes.has(name))
    .map((name) => `its example sets ${name}, which <${tag}> does not have`);
  if (!used.includes('base-url')) problems.push('its example has no base-url (the gateway a business runs)');
  const required = (element.attributes ?? []).filter((attribute) => /\bRequired\b/.test(attribute.description ?? ''));
  for (const attribute of required) {
    if (!used.includes(attribute.name)) problems.push(`its example leaves out ${attribute.name}, which is required`);
  }
  return problems;
}

const problems = [];
let written = 0;
for (const tag of elementTags) {
  const path = `docs/elements/${tag}.md`;
  const element = declarations.find((declaration) => declaration.tagName === tag);
  if (!element) {
    problems.push(`<${tag}> is not in custom-elements.json`);
    continue;
  }
  if (!existsSync(path)) {
    problems.push(`${path} is missing`);
    continue;
  }
  const page = readFileSync(path, 'utf8');
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) {
    problems.push(`${path} has no ${start} … ${end} markers`);
    continue;
  }
  const current = page.slice(0, from) + apiSection(element) + page.slice(to + end.length);
  for (const problem of exampleProblems(tag, element, current)) problems.push(`${path}: ${problem}`);
  if (current === page) continue;
  if (write) {
    writeFileSync(path, current);
    written += 1;
  } else {
    problems.push(`${path}: its API tables are not those of custom-elements.json (npm run docs:elements rewrites them)`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  write
    ? `${written} of ${elementTags.length} element pages rewritten from custom-elements.json.`
    : `${elementTags.length} element pages open with an example, their API tables as custom-elements.json says.`,
);
