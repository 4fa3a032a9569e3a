// One way to bundle an entry for the browser, shared by the build (dist/booking-elements.js) and
// the size budget (each element's entry alone): Vite 8 (rolldown, Oxc) in production mode, so
// Lit's `production` export condition is used and `process.env.NODE_ENV` is "production".
// Everything is inlined (lit, @lit/task, zod): one ES module with each translation in a file of
// its own, or with `split` an entry and the chunks it imports (in chunks/ beside it).
//
// Why Vite and not esbuild here: rolldown drops more unused code. Measured on the same sources
// (min+gzip): the script-tag bundle 35,510 bytes against esbuild's 36,494; <franchise-finder>
// alone 18,955 against 21,412.
import { readdirSync, readFileSync } from 'node:fs';
import minifyTemplateLiterals from 'rollup-plugin-minify-template-literals';
import { build } from 'vite';
import { elementTags } from './elements.mjs';

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
 * translation is a single file, and the script-tag entry preloads its own way (below), so the
 * helper would be 700 bytes of nothing in every bundle.
 */
function noPreloadHelper() {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'booking-elements:no-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : null),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/**
 * The script-tag entry loads each element's chunk by URL, with the chunks it imports fetched
 * alongside (one round trip, not two; Vite's preload helper would itself be a chunk to fetch
 * first). Once the chunk names are known, this writes them into the entry, by tag, in place of
 * `__BOOKING_ELEMENT_CHUNKS__`.
 */
function elementChunks() {
  const placeholder = '__BOOKING_ELEMENT_CHUNKS__';
  return {
    name: 'booking-elements:element-chunks',
    generateBundle(_options, output) {
      const chunks = Object.values(output).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.code.includes(placeholder));
      if (!entry) throw new Error(`no chunk holds ${placeholder}`);
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName, seen) => {
        for (const imported of byName.get(fileName)?.imports ?? []) {
          if (!seen.has(imported)) {
            seen.add(imported);
            closure(imported, seen);
          }
        }
        return seen;
      };
      const files = {};
      for (const chunk of chunks) {
        const tag = /\/elements\/([^/]+)\/define\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (tag && chunk.isEntry) files[tag] = [chunk.fileName, ...closure(chunk.fileName, new Set())].map((file) => `./${file}`);
      }
      entry.code = entry.code.replace(placeholder, JSON.stringify(files));
    },
  };
}

/**
 * An element's chunk (the one holding its define module) is named after its tag, a translation
 * after its element (or `shared`) and language, and the code elements share `shared`.
 */
function chunkFileNames(chunk) {
  const translation = chunk.moduleIds.map((id) => /\/(?:elements\/([^/]+)|shared)\/locales\/(\w+)\.ts$/.exec(id)).find(Boolean);
  if (translation) return `chunks/${translation[1] ?? 'shared'}.${translation[2]}-[hash:6].js`;
  const tags = chunk.moduleIds.map((id) => /\/elements\/([^/]+)\/define\.ts$/.exec(id)?.[1]).filter(Boolean);
  return `chunks/${tags.length === 1 ? tags[0] : 'shared'}-[hash].js`;
}

/**
 * Bundles `entry` (a path from the repository root). With `outFile`, writes it (and its source
 * map) there; always returns the code and the modules it holds with their rendered length
 * (before minification: a module's share, not its exact bytes).
 */
export async function bundle(entry, { outFile, split = false } = {}) {
  const fileName = outFile ? outFile.split('/').pop() : 'bundle.js';
  const result = await build({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    base: './',
    // Lit's html`` and css`` literals are strings the JS minifier leaves alone: their
    // indentation and CSS whitespace would ship as they are written.
    plugins: [minifyTemplateLiterals(), sharedLitPolicy(), noPreloadHelper(), ...(split ? [elementChunks()] : [])],
    build: {
      write: Boolean(outFile),
      outDir: outFile ? outFile.slice(0, outFile.lastIndexOf('/')) || '.' : 'node_modules/.cache/booking-elements/bundle',
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: Boolean(outFile),
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        // Split, each element's define is an entry of its own, which the main entry loads by URL.
        input: split ? { main: entry, ...Object.fromEntries(elementTags.map((tag) => [tag, `src/elements/${tag}/define.ts`])) } : entry,
        preserveEntrySignatures: 'strict',
        // A single file but for translations, which stay apart and load only when asked.
        output: {
          entryFileNames: (chunk) => (chunk.name === 'main' || !split ? fileName : 'chunks/[name]-[hash].js'),
          chunkFileNames,
          codeSplitting: true,
        },
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
      facadeModuleId: chunk.facadeModuleId,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      code: chunk.code,
      modules: modulesOf(chunk),
    }));
  const entryChunk = chunks.find((chunk) => chunk.fileName === fileName);
  return { code: entryChunk.code, modules: entryChunk.modules, chunks, entryFileName: fileName };
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
