// One way to bundle an entry for the browser, shared by the build (dist/booking-elements.js) and
// the size budget (each element's entry alone): Vite 8 (rolldown, Oxc) in production mode, so
// Lit's `production` export condition is used and `process.env.NODE_ENV` is "production".
// Everything is inlined (lit, @lit/task, zod): one ES module with each translation in a file of
// its own (in chunks/ beside it).
//
// Why Vite and not esbuild here: rolldown drops more unused code. Measured on the same sources
// (min+gzip): the script-tag bundle 35,510 bytes against esbuild's 36,494; <franchise-finder>
// alone 18,955 against 21,412.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import minifyTemplateLiterals from 'rollup-plugin-minify-template-literals';
import { build } from 'vite';
import { elementTags, staffTags } from './elements.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * Lit creates its Trusted Types policy, "lit-html", when its module runs; under a page's
 * `trusted-types lit-html` a second creation throws, so a second copy of our bundles (the entry
 * and booking-elements.all.js, or two versions) would break the page. Every copy we build asks a
 * page-wide slot for the policy first, so there is one policy whatever the number of copies.
 */
function sharedLitPolicy() {
  const creation = /(\w+)\.createPolicy\("lit-html",\{createHTML:(\w+)=>\2\}\)/;
  return {
    name: 'booking-elements:shared-lit-policy',
    transform(code, id) {
      if (!/lit-html\/(development\/)?lit-html\.js$/.test(id)) return null;
      if (!creation.test(code)) throw new Error(`${id}: Lit's Trusted Types policy is no longer created as this plugin expects`);
      return {
        code: code.replace(
          creation,
          '(globalThis[Symbol.for("booking-elements:lit-html-policy")]??=$1.createPolicy("lit-html",{createHTML:$2=>$2}))',
        ),
        map: null,
      };
    },
  };
}

/**
 * Vite wraps every `import()` in a helper that preloads the imported chunk's own imports. A
 * translation, and each file the script-tag entry loads, is a single file, so the helper would be
 * 700 bytes of nothing in every bundle. It is one that only loads, and each wrapping,
 * `__vitePreload(load, __VITE_PRELOAD__, import.meta.url)`, is written `(load)()` before the code is
 * minified (about 40 bytes min+gzip of each element's file): padded with spaces to the same length,
 * so that the chunk's source map stays exact.
 */
function noPreloadHelper() {
  const helper = '\0vite/preload-helper.js';
  const opening = '__vitePreload(';
  const closing = ', __VITE_PRELOAD__, import.meta.url)';
  const padded = (text, length) => text.padEnd(length, ' ');
  return {
    name: 'booking-elements:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : null),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
    renderChunk(code, chunk) {
      const openings = code.split(opening).length - 1;
      if (openings === 0) return null;
      if (code.split(closing).length - 1 !== openings) {
        throw new Error(`${chunk.fileName}: Vite no longer wraps import() as this plugin expects`);
      }
      return {
        code: code.replaceAll(opening, padded('(', opening.length)).replaceAll(closing, padded(')()', closing.length)),
        map: null,
      };
    },
  };
}

/** A translation (one element's words, or the shared ones, in one language) is named after both. */
function chunkFileNames(chunk) {
  const translation = chunk.moduleIds.map((id) => /\/(?:elements\/([^/]+)|shared)\/locales\/(\w+)\.ts$/.exec(id)).find(Boolean);
  return translation ? `chunks/${translation[1] ?? 'shared'}.${translation[2]}-[hash:6].js` : 'chunks/[name]-[hash].js';
}

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/**
 * For a bundle that must be one file whatever its modules import (booking-elements.all.js): one
 * group of every module the entry reaches by static imports (rolldown's `$initial` tag), the entry
 * module among them, which rolldown makes the entry's file. Left to itself, rolldown 1.2 split a
 * module that the static part shares with a file loaded on demand (the status page's watch view)
 * into a chunk of its own, with the modules it imports, whenever its chunk optimizer could not
 * merge them into the entry (`try_insert_into_existing_chunk` gives up on a module that another
 * pending shared module imports, rolldown#10731): all.js then imported that chunk statically.
 * What is loaded on demand only (the translations, a flow's parts, the watch view itself) is not
 * `$initial` and stays in files of its own.
 */
const staticPartInEntry = { groups: [{ name: 'booking-elements.all', tags: ['$initial'] }] };

const togetherModule = '\0booking-elements:together';
/** The module a bundle of several entries starts from: it imports each of them, in order. */
function importsTogether(entries) {
  return {
    name: 'booking-elements:together',
    resolveId: (id) => (id === togetherModule ? id : null),
    load: (id) => (id === togetherModule ? entries.map((path) => `import ${JSON.stringify(`${root}${path}`)};`).join('\n') : null),
  };
}

/**
 * Bundles `entry` (a path from the repository root, or a list of them bundled as one) into one ES module named `fileName` (which
 * may hold `[hash]`), with each translation in a file of its own under chunks/. With `outDir`,
 * writes them (and their source maps) there. Returns the bundle's file name, code, the files it
 * imports statically, and modules with their rendered length (before minification: a module's
 * share, not its exact bytes), and every chunk, translations included. With `oneFile`, every
 * module the entry imports statically is in the entry's file, whatever else imports it: the
 * files loaded on demand (translations, a flow's parts, the watch view) import from it.
 */
export async function bundle(entry, { outDir, fileName = 'bundle.js', define, oneFile = false } = {}) {
  // Several entries in one file: a module of our own that imports each of them.
  const together = Array.isArray(entry) ? entry : undefined;
  const result = await build({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    base: './',
    define,
    // Lit's html`` and css`` literals are strings the JS minifier leaves alone: their
    // indentation and CSS whitespace would ship as they are written.
    // An attribute's quotes go where HTML does not need them (class=error, aria-label=${label}):
    // lit reads an unquoted value, a binding's included, as it reads a quoted one (every template
    // of booking-elements.all.js was parsed by lit both ways: the same DOM, the same bindings).
    plugins: [
      minifyTemplateLiterals({ options: { minifyOptions: { removeAttributeQuotes: true } } }),
      sharedLitPolicy(),
      noPreloadHelper(),
      ...(together ? [importsTogether(together)] : []),
    ],
    build: {
      write: Boolean(outDir),
      outDir: outDir ?? 'node_modules/.cache/booking-elements/bundle',
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: Boolean(outDir),
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: together ? togetherModule : entry,
        // A file loaded on demand (the flow's sending module) imports what it shares with its
        // element's file from that file, which it follows: with 'strict', rolldown would split
        // what they share into a third file that every page fetches.
        preserveEntrySignatures: 'allow-extension',
        // booking-elements.all.js holds the modules a flow fetches on demand elsewhere (src/define.ts
        // imports them): that their import() stays within the file is the point, not a mistake.
        checks: { ineffectiveDynamicImport: false },
        output: { entryFileNames: fileName, chunkFileNames, codeSplitting: oneFile ? staticPartInEntry : true },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const modulesOf = (chunk) =>
    Object.entries(chunk.modules).map(([id, info]) => ({
      path: (id.startsWith(root) ? id.slice(root.length) : id).replace(/^\0/, ''),
      bytes: info.renderedLength,
    }));
  const chunks = output
    .filter((file) => file.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      code: chunk.code,
      modules: modulesOf(chunk),
      imports: chunk.imports,
    }));
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  return { fileName: entryChunk.fileName, code: entryChunk.code, modules: entryChunk.modules, imports: entryChunk.imports, chunks };
}

/** The tags whose define module a bundle holds: the elements loading it registers. */
const definedTags = (modules) => modules.map((module) => /^src\/elements\/([^/]+)\/define\.ts$/.exec(module.path)?.[1]).filter(Boolean);

/**
 * Elements a page often holds together, each set bundled into one file (beside each element's own)
 * so that what they share, Lit, zod, the client and the styles, comes once: the flow with the
 * feed (the flow holds the finder and the picker; the sign button it fetches only with
 * `customer-id`), the flow with a sign button of the page's own, the feed with each other customer
 * element, the finder with the picker, and the staff elements. A page whose elements no such file
 * holds together loads booking-elements.all.js.
 *
 * Why whole files and not shared chunks: measured on the same sources (min+gzip, scripts/size.mjs
 * before this change), splitting every element's code from a shared chunk of Lit, zod and the
 * client made each file start gzip afresh: <booking-flow> alone went from 40,093 to 46,562 bytes
 * in 5 files, the flow with the feed to 50,559 (42,707 as one file) and the finder with the feed
 * to 30,264 (22,438 as one file).
 */
const together = [
  ['booking-flow', 'review-feed'],
  ['booking-flow', 'agreement-sign-button'],
  ['franchise-finder', 'review-feed'],
  ['availability-picker', 'review-feed'],
  ['agreement-sign-button', 'review-feed'],
  ['franchise-finder', 'availability-picker'],
  staffTags,
];

/**
 * The script-tag entry (dist/booking-elements.js) and the files it loads: each element's define
 * bundled alone into chunks/<tag>-<hash>.js, everything it needs in one file (<booking-flow>'s
 * holds the finder and the picker, and fetches the sign button when it needs it), the sets of elements above in chunks/<tag>-and-<tag>-<hash>.js (no "+": some static hosts, S3 among them, read it as a space), and
 * booking-elements.all.js (every element). A page gets the smallest file defining all its
 * elements, so that Lit and zod come once, and no page downloads a staff element's code unless it
 * holds one.
 *
 * The entry is given the files, smallest first, each with the tags it defines
 * (`__BOOKING_ELEMENT_FILES__`). Returns the entry and each file as `bundle` does, with its gzip
 * size, the tags it defines and, for an element's own file, the element's tag (`element`); for a
 * set's, the set (`together`).
 */
export async function bundleScriptTag({ outDir } = {}) {
  const loaded = [
    ...(await Promise.all([
      ...elementTags.map(async (tag) => ({
        element: tag,
        ...(await bundle(`src/elements/${tag}/define.ts`, { outDir, fileName: `chunks/${tag}-[hash:6].js` })),
      })),
      ...together.map(async (tags) => ({
        together: tags,
        ...(await bundle(
          tags.map((tag) => `src/elements/${tag}/define.ts`),
          { outDir, fileName: `chunks/${tags.join('-and-')}-[hash:6].js` },
        )),
      })),
    ])),
    await bundle('src/define.ts', { outDir, fileName: 'booking-elements.all.js', oneFile: true }),
  ]
    .map((bundled) => ({ ...bundled, tags: definedTags(bundled.modules), gzip: gzipSize(bundled.code) }))
    .sort((a, b) => a.gzip - b.gzip);
  const files = JSON.stringify(loaded.map(({ fileName, tags }) => [`./${fileName}`, tags]));
  const entry = await bundle('src/booking-elements.ts', {
    outDir,
    fileName: 'booking-elements.js',
    define: { __BOOKING_ELEMENT_FILES__: files },
  });
  return { entry: { ...entry, gzip: gzipSize(entry.code) }, loaded };
}

/**
 * The files a page whose markup holds `file`'s elements (one element's own file, or a set's)
 * loads beside the entry: that file and, when a picker is in the markup, the entry's own chunk
 * that starts the picker's first requests while its code loads. (A flow's picker is inside the
 * flow, where the entry does not see it.)
 */
export function loadedBeside(entry, file) {
  const named = file.element ? [file.element] : (file.together ?? []);
  return [file, ...(named.includes('availability-picker') ? entry.chunks.filter((chunk) => !chunk.isEntry) : [])];
}

/**
 * For each element, and each set of elements bundled together, the files a page with them loads
 * beside the entry (`loadedBeside`), as paths from dist/: named in the page's head as
 * `<link rel="modulepreload" href="...">`, they load while the entry does, which saves the page a
 * round trip before its elements' code (and a picker's first requests) can start. Keys are the
 * tags, joined by spaces.
 */
export function preloadLinks(entry, loaded) {
  const links = {};
  for (const file of loaded) {
    const named = file.element ? [file.element] : file.together;
    if (named) links[named.join(' ')] = loadedBeside(entry, file).map((each) => each.fileName);
  }
  return links;
}

/** The licence file of a package folder (LICENSE, LICENSE.md, COPYING...), or undefined. */
function licenceText(folder) {
  const file = readdirSync(folder).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return file ? readFileSync(`${folder}/${file}`, 'utf8').trim() : undefined;
}

/**
 * The npm packages a bundle holds, with their version, licence and the licence's text (which
 * carries the copyright notice the licence asks to keep with every copy), for its LEGAL file.
 */
export function bundledPackages(modules) {
  const packages = new Map();
  for (const { path } of modules) {
    const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(path);
    if (!match || packages.has(match[2])) continue;
    const folder = `${path.startsWith('/') ? '' : root}${match[1]}`;
    const pkg = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8'));
    const text = licenceText(folder);
    if (!text) throw new Error(`${pkg.name} ships no licence file: its notice cannot go into the LEGAL file`);
    packages.set(match[2], { name: pkg.name, version: pkg.version, license: pkg.license ?? 'see the package', text });
  }
  return [...packages.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The LEGAL file of a bundle: each bundled package, its licence, and the licence's full text. */
export function legalNotice(bundleName, modules) {
  const sections = bundledPackages(modules).map((pkg) => `## ${pkg.name}@${pkg.version} (${pkg.license})\n\n${pkg.text}`);
  return `${bundleName} bundles the packages below. Each is used under its licence, whose text (with its copyright notice) follows.\n\n${sections.join('\n\n')}\n`;
}
