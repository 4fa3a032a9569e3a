// Prints what a page downloads, in bytes of min+gzip, and fails when a row is over its budget.
// Everything is bundled in memory by the same Vite production build that writes dist/
// (scripts/bundle.mjs), and each file is gzipped on its own, as a browser gets it:
//   - the script-tag entry (src/booking-elements.ts) alone;
//   - for each element, a page with only that element: the entry and the element's file, which is
//     its define bundled alone with everything it imports (lit included), so also what an app
//     that imports only that element ships;
//   - pages of elements that often go together (one file for them all), each beside the page of
//     its largest element; booking-elements.all.js, and a page with any other mix (entry + all.js);
//   - each translation (one element's words in one language, fetched only by a page in that
//     language), and the owner's console hints (fetched only when a page's setup is wrong);
//   - the API client alone and the gateway for an edge platform.
// Each row is shown beside the same row on the last release tag, or on main (scripts/size-baseline.mjs).
//
//   node scripts/size.mjs                 the table; exit 1 when a row is over budget
//   node scripts/size.mjs review          only the rows whose label contains "review"
//   node scripts/size.mjs --why [text]    also what weighs in each bundle, module by module
//   node scripts/size.mjs --against=REF   compare with REF (a tag, branch or commit); =none: no comparison
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, bundleScriptTag, loadedBeside } from './bundle.mjs';
import { baseline } from './size-baseline.mjs';
import { staffTags, elementTags as tags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const args = process.argv.slice(2);
const why = args.includes('--why');
const only = args.find((arg) => !arg.startsWith('--'));

// The budgets: each is what the row measured when it was last set, plus 1 %, so that a change
// that adds weight is seen and said in its commit. Why each row weighs what it does, and the
// history of the budgets, are in docs/size.md.
const pageBudgets = new Map([
  ['franchise-finder', 19_120],
  ['agreement-sign-button', 19_790],
  ['review-feed', 21_910],
  ['availability-picker', 30_800],
  ['booking-flow', 39_900],
  ['review-insights', 33_560],
  ['abandoned-bookings', 32_810],
  ['booking-requests', 43_130],
  ['booking-request-status', 27_330],
]);
/** Pages of elements bundled together (scripts/bundle.mjs), by their tags. */
const togetherBudgets = new Map([
  ['booking-flow review-feed', 43_640],
  ['booking-flow agreement-sign-button', 41_750],
  ['franchise-finder review-feed', 23_980],
  ['availability-picker review-feed', 34_650],
  ['agreement-sign-button review-feed', 24_310],
  ['franchise-finder availability-picker', 32_810],
  ['abandoned-bookings booking-requests review-insights', 65_510],
]);
/** The flow with every part it fetches on demand (details, customer-id, send-request, watch). */
const flowEveryStepBudget = 53_710;
/** The status page with the slot watch's view it fetches for a `#watch=` link. */
const statusWatchBudget = 32_610;
const entryBudget = 1_266;
const translationBudget = 1_500;
// A staff board says far more than a customer's widget (about 130 strings for abandoned
// bookings): its words in one language are one file, fetched once by a page in that language.
const translationBudgets = new Map([
  ['abandoned-bookings', 2_400],
  ['review-insights', 2_000],
  ['booking-requests', 3_120],
  // The flow's words grew with "What would you like?" and with "Your details" saying why a contact
  // is refused (both issue 40): French is the longest.
  ['booking-flow', 1_910],
]);
const allInOneBudget = 96_610;
const edgeGatewayBudget = 36_030;

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
const format = (bytes) => Math.round(bytes).toLocaleString('en-US');

/** A translation chunk's element (or `shared`) and language. */
const translationOf = (fileName) => /^chunks\/([\w-]+)\.(\w+)-/.exec(fileName);
/** The words for the page owner's console, fetched only when a page's setup is wrong. */
const isOwnerHints = (fileName) => /^chunks\/owner-hint-/.test(fileName);

/** A row of the table: files downloaded together, each gzipped on its own as a browser gets it. */
const rowOf = (files, label, budget) => ({
  label,
  budget,
  min: files.reduce((sum, file) => sum + Buffer.byteLength(file.code), 0),
  gzip: files.reduce((sum, file) => sum + gzipSize(file.code), 0),
  modules: files.flatMap((file) => file.modules),
  files: files.length,
});

const wanted = (label) => !only || label.includes(only);
const rows = [];
const add = (label, files, budget) => {
  if (wanted(label)) rows.push(rowOf(files, label, budget));
};

// What any app pays for the client alone; every element holds it.
/** Every file an entry's bundle loads: translations, which load only when asked, apart. */
const loadedFiles = async (entry) => (await bundle(entry)).chunks.filter((chunk) => !translationOf(chunk.fileName));
add('API client alone (src/api)', await loadedFiles('src/api/index.ts'));
// What an edge platform (Cloudflare Workers, Deno Deploy) loads: hono, the in-memory rate
// limiter, the client's request schemas and the policy. No element, no lit.
add('gateway for an edge platform (src/gateway)', await loadedFiles('src/gateway/index.ts'), edgeGatewayBudget);

// The script tag: the entry, and the one file each page loads beside it (scripts/bundle.mjs).
const { entry, loaded } = await bundleScriptTag();
// A file the page loads must not import another statically: every page would fetch it, and no row
// here would count it (a module shared with a file loaded on demand is split out that way).
const importing = [entry, ...loaded].filter((file) => file.imports.length > 0);
if (importing.length > 0) {
  console.error(
    `Loaded with a static import of another file: ${importing.map((file) => `${file.fileName} (${file.imports.join(', ')})`).join('; ')}`,
  );
  process.exit(1);
}
add('script-tag entry alone', [entry], entryBudget);
// A page loads, beside the entry, the file defining its elements and, with a picker in its
// markup, the small file that starts the picker's first requests (scripts/bundle.mjs).
const pageFiles = (file) => [entry, ...loadedBeside(entry, file)];
for (const tag of tags) {
  add(`page with only <${tag}>`, pageFiles(loaded.find((file) => file.element === tag)), pageBudgets.get(tag));
}
// A flow fetches some of its parts only when its settings ask for them, as soon as it starts: the
// form of "Your details" (`details`), the sign buttons (`customer-id`), the request's sending
// (`send-request`) and "Tell me when a time opens" (`watch`). With all four, its page downloads
// these too, and the files they import (the words and rules of "Your details", which "What would
// you like?" and the watch's form share, and the rule for a contact).
const flowFile = loaded.find((file) => file.element === 'booking-flow');
const flowParts = flowFile.chunks.filter((chunk) => /^chunks\/(details-step|sign-button|sending|watch-form)-/.test(chunk.fileName));
if (flowParts.length !== 4) {
  console.error(`The flow's parts fetched on demand are no longer four files: ${flowParts.map((chunk) => chunk.fileName).join(', ')}`);
  process.exit(1);
}
/** The files `chunks` import, those they import in turn, and themselves; the flow's own file apart. */
const withImports = (chunks) => {
  const found = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of found.values()) {
    for (const name of chunk.imports) {
      const imported = flowFile.chunks.find((other) => other.fileName === name);
      if (imported && !imported.isEntry) found.set(name, imported);
    }
  }
  return [...found.values()];
};
add(
  'page with <booking-flow details customer-id send-request watch>',
  [...pageFiles(flowFile), ...withImports(flowParts)],
  flowEveryStepBudget,
);
// The status page fetches its slot watch's view only for a link that opens a watch (`#watch=`): a
// page that opens a request downloads none of it (the row of the page with only the element).
const statusFile = loaded.find((file) => file.element === 'booking-request-status');
const watchView = statusFile.chunks.filter((chunk) => /^chunks\/watch-view-/.test(chunk.fileName));
if (watchView.length !== 1) {
  console.error(`The status page's watch view is no longer one file: ${watchView.map((chunk) => chunk.fileName).join(', ')}`);
  process.exit(1);
}
add('page with <booking-request-status> opening a slot watch', [...pageFiles(statusFile), ...watchView], statusWatchBudget);
// Elements that often share a page, in one file (scripts/bundle.mjs): what they share comes once.
// Each is shown beside the page of its largest element: goal, at most 3,000 bytes more.
for (const file of loaded.filter((file) => file.together)) {
  const label = `page with <${file.together.join('> + <')}>`;
  if (!togetherBudgets.has(file.together.join(' '))) {
    console.error(`No budget in scripts/size.mjs for the page with <${file.together.join('> + <')}>`);
    process.exit(1);
  }
  add(label, pageFiles(file), togetherBudgets.get(file.together.join(' ')));
  const largest = Math.max(...file.together.map((tag) => rowOf(pageFiles(loaded.find((own) => own.element === tag))).gzip));
  if (wanted(label)) rows.at(-1).note = `${format(rowOf(pageFiles(file)).gzip - largest)} over its largest element's page`;
}
const all = loaded.find((file) => file.fileName === 'booking-elements.all.js');
add('booking-elements.all.js (one file)', [all], allInOneBudget);
add('page with any other mix of elements (entry + all.js)', [entry, all]);
// A customer's page never downloads a staff element's code: no file that defines only customer
// elements holds a module of a staff element's folder.
for (const file of loaded.filter((file) => file.tags.every((tag) => !staffTags.includes(tag)))) {
  const staffModules = file.modules.filter((module) => staffTags.some((tag) => module.path.startsWith(`src/elements/${tag}/`)));
  if (staffModules.length > 0) {
    console.error(
      `${file.fileName} defines only customer elements but holds staff code: ${staffModules.map((module) => module.path).join(', ')}`,
    );
    process.exit(1);
  }
}
// Each translation, fetched only by a page in that language (the same file for every bundle).
const translations = new Map(loaded.flatMap((file) => file.chunks).map((chunk) => [chunk.fileName, chunk]));
for (const [fileName, chunk] of translations) {
  const translation = translationOf(fileName);
  if (translation)
    add(`translation: ${translation[1]}, ${translation[2]}`, [chunk], translationBudgets.get(translation[1]) ?? translationBudget);
  else if (isOwnerHints(fileName)) add('owner hints (on a setup mistake)', [chunk], translationBudget);
}

// Each row beside the same row on the last release tag or main (scripts/size-baseline.mjs).
const against = args.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
const base = against === 'none' ? { skipped: 'not asked' } : baseline(against);
const change = (row) => {
  if (!base.rows) return '';
  const before = base.rows.get(row.label);
  if (before === undefined) return 'new';
  const delta = row.gzip - before;
  return delta === 0 ? 'same' : `${delta > 0 ? '+' : ''}${format(delta)}`;
};
const width = Math.max(28, ...rows.map((row) => row.label.length));
const baseHeading = base.rows ? `vs ${base.name}` : '';
console.log(
  `\n${'what a page or app downloads'.padEnd(width)}  ${'min'.padStart(9)}  ${'min+gzip'.padStart(9)}  ${'budget'.padStart(9)}  ${baseHeading.padStart(9)}`,
);
let over = 0;
for (const row of rows) {
  let verdict = row.budget === undefined ? '' : 'ok';
  if (row.budget !== undefined && row.gzip > row.budget) {
    over += 1;
    verdict = `OVER BUDGET by ${format(row.gzip - row.budget)}`;
  }
  const files = row.files > 1 ? ` in ${row.files} files` : '';
  const note = row.note ? `; ${row.note}` : '';
  console.log(
    `${row.label.padEnd(width)}  ${format(row.min).padStart(9)}  ${format(row.gzip).padStart(9)}  ${(row.budget === undefined ? '-' : format(row.budget)).padStart(9)}  ${change(row).padStart(9)}  ${verdict}${files}${note}`,
  );
}
if (base.skipped) console.log(`(no comparison: ${base.skipped})`);

/** The package or source folder a module belongs to. */
function groupOf(path) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  return /^src\/(api|common|shared|gateway|elements\/[^/]+)/.exec(path)?.[0] ?? path;
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
