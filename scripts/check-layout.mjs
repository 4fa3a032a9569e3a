// `npm run check:layout`: the code keeps its layers (docs/development.md, "Layout"), and every
// element folder has the same shape. Part of `npm test`.
//
// The layers are read from the imports of every file of src/ and reference/: `import … from`,
// `export … from`, `import '…'` and `import('…')`, type-only imports included (a type names what
// a layer knows as much as a value does). The client (src/api) runs in Node and workers, the gateway
// on servers and edge platforms, so neither may pull in Lit or an element; src/common is what both
// sides share, so it stands on nothing. A file that breaks a rule is printed with the import, and
// the script exits 1.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementTags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const started = performance.now();

/** What each folder of src/elements holds, for its tag. */
const shape = (tag) => ['define.ts', `${tag}.ts`, `${tag}.styles.ts`, `${tag}.strings.ts`, 'events.ts', 'locales/es.ts', 'locales/fr.ts'];

/** Lit's packages: a name, or a scope ending in `/`. */
const lit = ['lit', 'lit-html', 'lit-element', '@lit/', '@lit-labs/'];
const domGlobals = ['document', 'window', 'customElements', 'HTMLElement'];

/**
 * The rules, one per layer: the files under `folder` may not import anything `forbidden` names (a
 * folder of the repository, a package, or a scope of packages), nor, with `onlyItself`, any file of
 * src outside `folder`; with `noDom`, they may not use the browser's globals either.
 */
const rules = [
  {
    folder: 'src/gateway/',
    forbidden: [...lit, 'src/elements/', 'src/shared/'],
    why: 'the gateway runs on servers: no Lit, no element, nothing of the kit',
  },
  {
    folder: 'src/api/',
    forbidden: [...lit, 'src/elements/', 'src/shared/', 'src/gateway/'],
    noDom: true,
    why: 'the client runs in Node and workers too: no Lit, no DOM, nothing above it',
  },
  { folder: 'src/elements/', forbidden: ['src/gateway/'], why: 'elements reach the gateway over HTTP, through the client' },
  {
    folder: 'src/common/',
    forbidden: lit,
    onlyItself: true,
    noDom: true,
    why: 'pure helpers for the elements and the gateway alike: nothing of src but src/common, no Lit, no DOM',
  },
  {
    folder: 'src/shared/',
    forbidden: ['src/elements/', 'src/gateway/'],
    why: 'what elements share knows no single element, nor the gateway',
  },
  { folder: 'reference/', forbidden: ['src/elements/'], why: 'the reference API stands for the server side: no element' },
];

/** After these a `/` starts a regular expression (a value is expected), after anything else it divides. */
const beforeValue = /^([(,=:[!&|?{};+\-*%<>~^]|return|typeof|case|in|of|do|else|void|yield|await|throw|delete|new)$/;

/**
 * A file's source, blanked where it is not code, its positions (and lines) kept:
 * - `code`: comments and the text of templates blanked (an import written in a template is text);
 * - `bare`: the insides of strings and regular expressions blanked too (a word left is code).
 * A small scanner, not a parser: it walks comments, strings, templates (with their `${…}`) and
 * regular expressions, which is all it takes to tell code from text.
 */
function blanked(source) {
  const code = [...source];
  const bare = [...source];
  const blank = (from, to, ...outs) => {
    for (const out of outs) for (let at = from; at < to; at++) if (out[at] !== '\n') out[at] = ' ';
  };
  /** The end of what starts at `from` and runs until `stop` says so (a backslash escapes one character). */
  const scan = (from, stop) => {
    let at = from;
    while (at < source.length && !stop(at)) at += source[at] === '\\' ? 2 : 1;
    return at;
  };
  /** For each template open, how many `{` are open inside its current `${…}`. */
  const templates = [];
  let last = ''; // the last word or sign of code, to tell a regular expression from a division
  let i = 0;
  /** The text of a template from `from` up to its end or its next `${`, where code resumes. */
  const templateText = (from) => {
    const end = scan(from, (at) => source[at] === '`' || (source[at] === '$' && source[at + 1] === '{'));
    blank(from, end, code, bare);
    if (source[end] === '`') templates.pop();
    i = source[end] === '`' ? end + 1 : end + 2;
    last = source[end] === '`' ? '`' : '{';
  };
  const word = /[\w$]+/y;
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && (next === '/' || next === '*')) {
      // A comment ends at its line's end, or at `*/`; a backslash escapes nothing in it.
      const close = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2);
      const end = close === -1 ? source.length : next === '/' ? close : close + 2;
      blank(i, end, code, bare);
      i = end;
    } else if (char === "'" || char === '"') {
      const end = scan(i + 1, (at) => source[at] === char || source[at] === '\n');
      blank(i + 1, end, bare);
      i = end + 1;
      last = char;
    } else if (char === '`') {
      templates.push(0);
      templateText(i + 1);
    } else if (char === '}' && templates.at(-1) === 0) {
      templateText(i + 1);
    } else if (char === '/' && (last === '' || beforeValue.test(last))) {
      let inClass = false; // a `/` inside `[…]` does not end the expression
      const end = scan(i + 1, (at) => {
        if (source[at] === '[') inClass = true;
        if (source[at] === ']') inClass = false;
        return source[at] === '\n' || (source[at] === '/' && !inClass);
      });
      blank(i + 1, end, bare);
      i = end + 1;
      last = '/';
    } else {
      if (templates.length > 0 && (char === '{' || char === '}')) templates[templates.length - 1] += char === '{' ? 1 : -1;
      word.lastIndex = i;
      const name = word.exec(source)?.[0];
      if (name) last = name;
      else if (!/\s/.test(char)) last = char;
      i += name ? name.length : 1;
    }
  }
  return { code: code.join(''), bare: bare.join('') };
}

/** Each import of a file's code, as written: `import … from`, `export … from`, `import '…'`, `import('…')`. */
function importsOf(code) {
  const found = [];
  const patterns = [
    /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"\n]+)\1/g,
    /\bimport\s*(['"])([^'"\n]+)\1/g,
    /\bimport\s*\(\s*(['"])([^'"\n]+)\1/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.push({ specifier: match[2], at: match.index + match[0].length });
  }
  return found;
}

/** Whether `name` (a folder of the repository, a package, or a scope ending in `/`) covers an import's `target`. */
function forbids(name, target, local) {
  if (/^(src|reference)\//.test(name)) return local && target.startsWith(name);
  if (local) return false;
  return name.endsWith('/') ? target.startsWith(name) : target === name || target.startsWith(`${name}/`);
}

/** The line number of a position. */
const lineAt = (source, at) => source.slice(0, at).split('\n').length;

/** The files of `folder` and its subfolders whose names end in one of `endings`, as paths. */
const filesOf = (folder, endings) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

const problems = [];
for (const tag of elementTags) {
  for (const file of shape(tag)) {
    if (!existsSync(`src/elements/${tag}/${file}`)) problems.push(`src/elements/${tag}/${file} is missing`);
  }
}

const files = [...filesOf('src', ['.ts']), ...filesOf('reference', ['.ts', '.mjs', '.js'])];
let [checkedFiles, importCount] = [0, 0];
for (const file of files) {
  const rule = rules.find((candidate) => file.startsWith(candidate.folder));
  if (!rule) continue; // src/index.ts and the other entries at src/'s top may import any layer
  checkedFiles += 1;
  const source = readFileSync(file, 'utf8');
  const { code, bare } = blanked(source);
  for (const { specifier, at } of importsOf(code)) {
    importCount += 1;
    const local = specifier.startsWith('.');
    // A file by its path from the repository's root, or a package by its name.
    const target = local ? normalize(join(dirname(file), specifier)) : specifier;
    const hit = rule.forbidden.some((name) => forbids(name, target, local));
    const outside = rule.onlyItself && local && target.startsWith('src/') && !target.startsWith(rule.folder);
    if (hit || outside) problems.push(`${file}:${lineAt(source, at)} imports ${specifier}: ${rule.why}`);
  }
  if (rule.noDom) {
    const pattern = new RegExp(`(?<![\\w$.])(?:globalThis\\.)?(${domGlobals.join('|')})(?![\\w$])`, 'g');
    for (const match of bare.matchAll(pattern)) problems.push(`${file}:${lineAt(source, match.index)} uses ${match[0]}: ${rule.why}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${elementTags.length} element folders of one shape; ${importCount} imports of ${checkedFiles} files of src/ and reference/ within their layers (${Math.round(performance.now() - started)} ms).`,
);
