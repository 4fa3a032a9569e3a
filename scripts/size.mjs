// Prints what a page downloads, in bytes of min+gzip, and fails when a gated row is over its
// budget. Everything is bundled in memory by the same Vite production build that writes dist/
// (scripts/bundle.mjs):
//   - each element's entry bundled alone with everything it imports (lit included): what an app
//     that imports only that element ships; gated;
//   - the script-tag entry (src/booking-elements.ts) and, for each element, the entry plus the
//     chunks that element loads, each file gzipped on its own as a browser downloads it: what a
//     page with only that element pays (issue 12's budgets; reported until they are met);
//   - booking-elements.all.js (src/define.ts in one file); gated;
//   - each translation (one element's words in one language, fetched only by a page in that
//     language); gated.
//
//   node scripts/size.mjs               the table; exit 1 when a gated row is over budget
//   node scripts/size.mjs review        only the rows whose label contains "review"
//   node scripts/size.mjs --why [text]  also what weighs in each bundle, module by module
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';
import { elementTags as tags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const args = process.argv.slice(2);
const why = args.includes('--why');
const only = args.find((arg) => !arg.startsWith('--'));

// Issue 12's budgets for what a page downloads through the script tag, by element.
const pageBudgets = new Map([
  ['franchise-finder', 19_000],
  ['agreement-sign-button', 19_000],
  ['review-feed', 21_000],
  ['availability-picker', 26_000],
  ['booking-flow', 34_000],
]);
const entryBudget = 2_000;
const translationBudget = 1_500;
const allInOneBudget = 37_000;

// Every folder in src/elements is an element with a define entry: none escapes the budget. A budget
// that names no folder (a typo, an element renamed or removed) is a number nothing checks.
const missingDefine = tags.filter((tag) => !existsSync(`src/elements/${tag}/define.ts`));
if (missingDefine.length > 0) {
  console.error(`No define entry for: ${missingDefine.map((tag) => `src/elements/${tag}/define.ts`).join(', ')}`);
  process.exit(1);
}
const missingBudget = tags.filter((tag) => !pageBudgets.has(tag));
if (missingBudget.length > 0) {
  console.error(`No budget in scripts/size.mjs for: ${missingBudget.map((tag) => `<${tag}>`).join(', ')}`);
  process.exit(1);
}
const strayBudget = [...pageBudgets.keys()].filter((tag) => !tags.includes(tag));
if (strayBudget.length > 0) {
  console.error(`A budget in scripts/size.mjs names no folder in src/elements: ${strayBudget.map((tag) => `<${tag}>`).join(', ')}`);
  process.exit(1);
}

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/** The file name of every translation chunk, and its language. */
const translationOf = (fileName) => /^chunks\/([\w-]+)\.(\w+)-/.exec(fileName);

/** An entry bundled alone: the file a page loads (translations, which load only when asked, apart). */
async function bundled(entry) {
  const { chunks } = await bundle(entry);
  const loaded = chunks.filter((chunk) => !translationOf(chunk.fileName));
  return {
    min: loaded.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
    gzip: loaded.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0),
    modules: loaded.flatMap((chunk) => chunk.modules),
    files: loaded.length > 1 ? loaded.length : undefined,
  };
}

/** [label, entry file, budget or undefined, gated] */
const entries = [
  // What any app pays for the client alone; every page row below holds it.
  ['API client alone (src/api)', 'src/api/index.ts', undefined, false],
  // What an edge platform (Cloudflare Workers, Deno Deploy) loads: hono, the in-memory rate
  // limiter, the client's request schemas and the policy. No element, no lit.
  ['gateway for an edge platform (src/gateway)', 'src/gateway/index.ts', 30_000, true],
  ...tags.map((tag) => [`<${tag}> alone (npm import)`, `src/elements/${tag}/define.ts`, pageBudgets.get(tag), true]),
  ['booking-elements.all.js (one file)', 'src/define.ts', allInOneBudget, true],
];

const wanted = (label) => !only || label.includes(only);
const rows = [];
for (const [label, entry, budget, gated] of entries.filter(([label]) => wanted(label))) {
  rows.push({ label, budget, gated, ...(await bundled(entry)) });
}

// The script tag: the entry, and what each element's first appearance makes the page download.
const split = await bundle('src/booking-elements.ts', { split: true });
const byFile = new Map(split.chunks.map((chunk) => [chunk.fileName, chunk]));
const entryChunk = split.chunks.find((chunk) => chunk.fileName === split.entryFileName);
/** A chunk and every chunk it imports, each once. */
function closure(fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
  return seen;
}
const filesRow = (label, files, budget) => {
  const chunks = [...files].map((file) => byFile.get(file));
  return {
    label,
    budget,
    gated: false,
    min: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
    gzip: chunks.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0),
    modules: chunks.flatMap((chunk) => chunk.modules),
    files: chunks.length,
  };
};
if (wanted('script-tag entry')) rows.push({ ...filesRow('script-tag entry alone', [entryChunk.fileName], entryBudget), gated: true });
// Each translation, as the script tag fetches it for a page in that language.
for (const chunk of split.chunks) {
  const translation = translationOf(chunk.fileName);
  const label = translation && `translation: ${translation[1]}, ${translation[2]}`;
  if (label && wanted(label)) rows.push({ ...filesRow(label, [chunk.fileName], translationBudget), gated: true });
}
for (const tag of tags) {
  const label = `page with only <${tag}> (script tag)`;
  if (!wanted(label)) continue;
  const chunk = split.chunks.find((candidate) => candidate.modules.some((module) => module.path === `src/elements/${tag}/define.ts`));
  rows.push(filesRow(label, new Set([entryChunk.fileName, ...closure(chunk.fileName)]), pageBudgets.get(tag)));
}

const format = (bytes) => Math.round(bytes).toLocaleString('en-US');
const width = Math.max(28, ...rows.map((row) => row.label.length));
console.log(`\n${'what a page or app downloads'.padEnd(width)}  ${'min'.padStart(9)}  ${'min+gzip'.padStart(9)}  ${'budget'.padStart(9)}`);
let over = 0;
for (const row of rows) {
  let verdict = row.budget === undefined ? '' : 'ok';
  if (row.budget !== undefined && row.gzip > row.budget) {
    if (row.gated) over += 1;
    verdict = `${row.gated ? 'OVER BUDGET' : 'over (reported, not yet gated: issue 12)'} by ${format(row.gzip - row.budget)}`;
  }
  const files = row.files > 1 ? ` in ${row.files} files` : '';
  console.log(
    `${row.label.padEnd(width)}  ${format(row.min).padStart(9)}  ${format(row.gzip).padStart(9)}  ${(row.budget === undefined ? '-' : format(row.budget)).padStart(9)}  ${verdict}${files}`,
  );
}

/** The package or source folder a module belongs to. */
function groupOf(path) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  return /^src\/(api|shared|gateway|elements\/[^/]+)/.exec(path)?.[0] ?? path;
}

// A module's bytes are its rendered length in the bundle before minification (rolldown's
// `renderedLength`); gzip compresses the whole bundle at once, so its gzip share is estimated as
// its part of the bundle's gzip size.
if (why) {
  for (const row of rows) {
    const modules = row.modules.filter((module) => module.bytes > 0);
    const total = modules.reduce((sum, module) => sum + module.bytes, 0);
    const share = (bytes) => (bytes / total) * row.gzip;
    const groups = new Map();
    for (const module of modules) groups.set(groupOf(module.path), (groups.get(groupOf(module.path)) ?? 0) + module.bytes);
    console.log(`\n${row.label}: ${format(row.gzip)} bytes min+gzip; by package or folder (rendered, ~gzip share)`);
    for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${group.padEnd(44)} ${format(bytes).padStart(8)} ${format(share(bytes)).padStart(8)}`);
    }
    console.log('  largest modules:');
    for (const module of modules.sort((a, b) => b.bytes - a.bytes).slice(0, 15)) {
      console.log(`  ${module.path.padEnd(60)} ${format(module.bytes).padStart(8)} ${format(share(module.bytes)).padStart(8)}`);
    }
  }
}

if (over > 0) {
  console.error(`\n${over} gated row(s) over budget. \`node scripts/size.mjs --why\` shows what weighs.`);
  process.exit(1);
}
