// Prints what a page downloads, in bytes of min+gzip, and fails when a row is over its budget
// (issue 12's budgets). Everything is bundled in memory by the same Vite production build that
// writes dist/ (scripts/bundle.mjs), and each file is gzipped on its own, as a browser gets it:
//   - the script-tag entry (src/booking-elements.ts) alone;
//   - for each element, a page with only that element: the entry and the element's file, which is
//     its define bundled alone with everything it imports (lit included), so also what an app
//     that imports only that element ships;
//   - booking-elements.all.js, and a page with several elements (the entry loads all.js);
//   - each translation (one element's words in one language, fetched only by a page in that
//     language), and the owner's console hints (fetched only when a page's setup is wrong);
//   - the API client alone and the gateway for an edge platform.
//
//   node scripts/size.mjs               the table; exit 1 when a row is over budget
//   node scripts/size.mjs review        only the rows whose label contains "review"
//   node scripts/size.mjs --why [text]  also what weighs in each bundle, module by module
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, bundleScriptTag } from './bundle.mjs';
import { elementTags as tags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const args = process.argv.slice(2);
const why = args.includes('--why');
const only = args.find((arg) => !arg.startsWith('--'));

// Issue 12's budgets for what a page with only that element downloads through the script tag,
// raised by issue 18 for what every page now carries: mistakes told to the right person (the
// failure's kind, the neutral messages, the warning's lazy load: about 400 bytes; the words
// themselves load only on a mistake), customer tokens, max-date, and the flow's honest agreements
// and completion (about 350 more for the flow). Issue 19's refactor paid for itself (a size hunt
// found 600 bytes a page) but for the picker: date-fns does the calendar arithmetic (150 bytes a
// hand-written copy would save), and every page's entry names the staff elements it may load.
// Issue 23's <review-insights> is a page of its own. Issue 20 raised the picker by 600 bytes (and
// the flow, which carries it, and all.js by as much, 500 there), measured commit by commit: times
// as chips with two rows of them on a phone (its ResizeObserver included) 170, right to left and
// French (chevrons turned by :dir(rtl), sentences in their words' direction, range labels broken
// after the dash through formatRangeToParts) 190, tiles of one shape in every language 105, every
// state of days and times readable in the dark 30, the month's weeks only 30, a maximum width with
// the range's buttons together and the chosen slot kept in view 100; a trim of the styles took 20.
// Issue 20's flow that keeps its context raised
// <booking-flow> by 1,600 (34,767 -> 36,318 measured): what was chosen at the top of each step
// with "Change", the footer that stays in view, focus on a step's first field in the dialog,
// the completion's summary with "Add to calendar" and "Book another", and what loads "Your details"
// (the step itself, its rules, words and styles, and the calendar file's writer and words, are
// files of their own, fetched only by a flow with `details` and on "Add to calendar": about 1,700
// and 700 bytes more otherwise).
// Issue 20's first slot sooner: a page with a picker also fetches the small file that starts the
// picker's first requests while its code loads (2,333 bytes, beside the picker's file, not after
// it), which brought the first slot on a throttled phone from 1,274 to 1,138 ms (medians of 7,
// `npm run bench:first-slot`; 150 more to read today in UTC without Intl's slow first formatter,
// 65 ms sooner); the entry's loader for it and the staff elements' names cost every
// page about 170 bytes, so the sign button, the feed and the flow went up by that much.
// Issue 27's send-request raised <booking-flow> by 2,550 (37,478 -> 40,027 measured) and all.js by
// as much: the booking request's schema, which the gateway checks requests with too (about 860),
// its sending with one key per request and the taken times left out of the picker, "Request sent"
// with its reference, and the words of each (a file fetched only by a sending flow cannot be had:
// the schema shares the client's readers with every page's file).
// Issue 28's <booking-requests> raised every page by about 50 bytes: the script-tag entry names
// the new staff element, and the transport sends an operation's own headers (a PATCH's If-Match).
const pageBudgets = new Map([
  ['franchise-finder', 19_000],
  ['agreement-sign-button', 19_500],
  ['review-feed', 21_550],
  ['availability-picker', 30_050],
  ['booking-flow', 40_300],
  // Issue 31 raised it to a measured 32,631 (budget 28,200 before): the topics' words in three languages, their finder, the topics table and the intervals.
  ['review-insights', 32_900],
  // Issue 22's staff board, at its measured 31,391 and a little room.
  ['abandoned-bookings', 31_700],
  // Issue 28's staff inbox, at its measured 30,786 (1,800 of it the availability's reader, which names the groomers) and a little room.
  ['booking-requests', 31_100],
]);
const entryBudget = 2_000;
const translationBudget = 1_500;
// A staff board says far more than a customer's widget: the flow's fifteen steps, the statuses,
// lead and care types, preferences, the CSV's columns and its states (about 130 strings). Its
// words in one language are one file, fetched once by a page in that language; measured at 2,077
// (es) and 2,202 (fr).
// The inbox's statuses, changes, history, deliveries and CSV columns: measured at 1,457 (es) and 1,521 (fr).
const translationBudgets = new Map([
  ['abandoned-bookings', 2_400],
  // Issue 31's topics' names, the intervals' note and the topics' sentences: measured at 1,697 (es) and 1,762 (fr).
  ['review-insights', 2_000],
  ['booking-requests', 1_700],
]);
// Every element in one file, the staff elements too: issue 23's <review-insights> adds about
// 6,700, issue 22's <abandoned-bookings> about 11,000, issue 20's picker about 740 and its flow
// that keeps its context about 1,950 (see above; "Your details" and the calendar file load on
// demand here too).
// Issue 31's topics and intervals of <review-insights> added about 5,000, issue 27's send-request
// about 2,550, issue 28's <booking-requests> about 9,400.
const allInOneBudget = 75_600;

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

/** A translation chunk's element (or `shared`) and language. */
const translationOf = (fileName) => /^chunks\/([\w-]+)\.(\w+)-/.exec(fileName);
/** The words for the page owner's console, fetched only when a page's setup is wrong. */
const isOwnerHints = (fileName) => /^chunks\/owner-hint-/.test(fileName);

/** A row of the table: files downloaded together, each gzipped on its own as a browser gets it. */
const row = (label, files, budget) => ({
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
  if (wanted(label)) rows.push(row(label, files, budget));
};

// What any app pays for the client alone; every element holds it.
/** Every file an entry's bundle loads: translations, which load only when asked, apart. */
const loadedFiles = async (entry) => (await bundle(entry)).chunks.filter((chunk) => !translationOf(chunk.fileName));
add('API client alone (src/api)', await loadedFiles('src/api/index.ts'));
// What an edge platform (Cloudflare Workers, Deno Deploy) loads: hono, the in-memory rate
// limiter, the client's request schemas and the policy. No element, no lit. Raised from 30,000 by
// issue 22's staff tokens (about 2,300 bytes: the JWKS fetched, bounded and cached, the token's
// checks around hono/jwt's verifyWithJwks, the callers' checks in one place). Raised to 33,500 by
// issue 27's booking requests (measured 33,303, from 32,068): the routes, what the gateway lends
// them (its upstream read by schema, the hourly limit, the tokens' checks, the staff's `sub`), CORS
// for the staff's changes and the database in /readyz. Their own work (database, deliveries, the
// routes' handlers) comes with the `requests` option from Node's booking-elements/gateway/requests
// and is never in this bundle.
add('gateway for an edge platform (src/gateway)', await loadedFiles('src/gateway/index.ts'), 33_500);

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
// A page with a picker also fetches, beside the picker's file, the small file of the entry's that
// starts the picker's first requests while the picker's code loads (issue 20).
const early = entry.chunks.filter((chunk) => !chunk.isEntry && !translationOf(chunk.fileName));
for (const tag of tags) {
  const own = loaded.find((file) => file.element === tag);
  add(`page with only <${tag}>`, [entry, own, ...(tag === 'availability-picker' ? early : [])], pageBudgets.get(tag));
}
const all = loaded.find((file) => file.fileName === 'booking-elements.all.js');
add('booking-elements.all.js (one file)', [all], allInOneBudget);
add('page with several elements (entry + all.js)', [entry, all]);
// Each translation, fetched only by a page in that language (the same file for every bundle).
const translations = new Map(loaded.flatMap((file) => file.chunks).map((chunk) => [chunk.fileName, chunk]));
for (const [fileName, chunk] of translations) {
  const translation = translationOf(fileName);
  if (translation)
    add(`translation: ${translation[1]}, ${translation[2]}`, [chunk], translationBudgets.get(translation[1]) ?? translationBudget);
  else if (isOwnerHints(fileName)) add('owner hints (on a setup mistake)', [chunk], translationBudget);
}

const format = (bytes) => Math.round(bytes).toLocaleString('en-US');
const width = Math.max(28, ...rows.map((row) => row.label.length));
console.log(`\n${'what a page or app downloads'.padEnd(width)}  ${'min'.padStart(9)}  ${'min+gzip'.padStart(9)}  ${'budget'.padStart(9)}`);
let over = 0;
for (const row of rows) {
  let verdict = row.budget === undefined ? '' : 'ok';
  if (row.budget !== undefined && row.gzip > row.budget) {
    over += 1;
    verdict = `OVER BUDGET by ${format(row.gzip - row.budget)}`;
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
