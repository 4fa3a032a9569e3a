// Prints the min+gzip size of what a page downloads for each public entry, and fails when one
// is over its budget (issue 5). Each element's entry is bundled alone with everything it imports
// (lit included) by the same Vite production build that writes the script-tag bundle
// (scripts/bundle.mjs); the script-tag bundle is measured as `npm run build` wrote it, so it must
// exist.
//
//   node scripts/size.mjs               the table; exit 1 when a bundle is over budget
//   node scripts/size.mjs review        only the rows whose label contains "review"
//   node scripts/size.mjs --why [text]  also what weighs in each bundle, module by module
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';
import { elementTags as tags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const args = process.argv.slice(2);
const why = args.includes('--why');
const only = args.find((arg) => !arg.startsWith('--'));

// Targets in bytes of min+gzip. Issue 12 settled them as what a page downloads: an element's entry
// bundled alone is what a page with only that element will load once the script tag defines each
// element from its own chunk; until then the script tag holds every element, like the one-file
// bundle (booking-elements.all.js) of that issue.
const elementBudgets = new Map([
  ['franchise-finder', 19_000],
  ['agreement-sign-button', 19_000],
  ['review-feed', 21_000],
  ['availability-picker', 26_000],
  ['booking-flow', 34_000],
]);
const scriptTagBudget = 37_000;

/**
 * Entries that do not meet their target yet: the ceiling `npm test` holds each to, so that it
 * cannot grow, and why it is over. Lower a ceiling whenever a change frees bytes, and delete it
 * once the entry meets its target.
 */
const ceilings = new Map([
  [
    'API client (src/api)',
    [
      13_640,
      "issue 9: the production Swagger's resources (the full pet record, service details with Interval durations), answers read item by item, Date objects in requests, availability read in one step for speed; issue 10: calendar arithmetic through date-fns (about 230 bytes)",
    ],
  ],
]);
const scriptTagFile = 'dist/booking-elements.js';
const scriptTagModules = 'node_modules/.cache/booking-elements/booking-elements.modules.json';

// Every folder in src/elements is an element with a define entry: none escapes the budget. A budget
// that names no folder (a typo, an element renamed or removed) is a number nothing checks.
const missingDefine = tags.filter((tag) => !existsSync(`src/elements/${tag}/define.ts`));
if (missingDefine.length > 0) {
  console.error(`No define entry for: ${missingDefine.map((tag) => `src/elements/${tag}/define.ts`).join(', ')}`);
  process.exit(1);
}
const missingBudget = tags.filter((tag) => !elementBudgets.has(tag));
if (missingBudget.length > 0) {
  console.error(`No budget in scripts/size.mjs for: ${missingBudget.map((tag) => `<${tag}>`).join(', ')}`);
  process.exit(1);
}
const strayBudget = [...elementBudgets.keys()].filter((tag) => !tags.includes(tag));
if (strayBudget.length > 0) {
  console.error(`A budget in scripts/size.mjs names no folder in src/elements: ${strayBudget.map((tag) => `<${tag}>`).join(', ')}`);
  process.exit(1);
}

/** [label, entry file, budget in bytes of min+gzip] */
const entries = [
  ['API client (src/api)', 'src/api/index.ts', 12_000],
  // What an edge platform (Cloudflare Workers, Deno Deploy) loads: hono, the in-memory rate
  // limiter, the client's request schemas and the policy. No element, no lit.
  ['gateway for an edge platform (src/gateway)', 'src/gateway/index.ts', 30_000],
  ...tags.map((tag) => [`<${tag}>`, `src/elements/${tag}/define.ts`, elementBudgets.get(tag)]),
];

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

async function bundled(entry) {
  const { code, modules } = await bundle(entry);
  return { min: Buffer.byteLength(code), gzip: gzipSize(code), modules };
}

const rows = [];
for (const [label, entry, budget] of entries.filter(([label]) => !only || label.includes(only))) {
  rows.push({ label, budget, ...(await bundled(entry)) });
}
const scriptTagLabel = `${scriptTagFile} (script tag)`;
if (!only || scriptTagLabel.includes(only)) {
  if (!existsSync(scriptTagFile)) {
    console.error(`${scriptTagFile} is missing: run \`npm run build\` first (npm test builds it).`);
    process.exit(1);
  }
  const code = readFileSync(scriptTagFile);
  const modules = existsSync(scriptTagModules) ? JSON.parse(readFileSync(scriptTagModules, 'utf8')) : undefined;
  rows.push({ label: scriptTagLabel, budget: scriptTagBudget, min: code.length, gzip: gzipSize(code), modules });
}

const format = (bytes) => Math.round(bytes).toLocaleString('en-US');
const width = Math.max(...rows.map((row) => row.label.length));
console.log(`\n${'bundle'.padEnd(width)}  ${'min'.padStart(9)}  ${'min+gzip'.padStart(9)}  ${'target'.padStart(9)}`);
let over = 0;
for (const row of rows) {
  const [ceiling, reason] = ceilings.get(row.label) ?? [row.budget, ''];
  let verdict = 'ok';
  if (row.gzip > ceiling) {
    over += 1;
    verdict = `OVER ${ceiling === row.budget ? 'BUDGET' : `CEILING ${format(ceiling)}`} by ${format(row.gzip - ceiling)}`;
  } else if (row.gzip > row.budget) {
    verdict = `over target by ${format(row.gzip - row.budget)} (held under ${format(ceiling)}: ${reason})`;
  }
  console.log(
    `${row.label.padEnd(width)}  ${format(row.min).padStart(9)}  ${format(row.gzip).padStart(9)}  ${format(row.budget).padStart(9)}  ${verdict}`,
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
    if (!row.modules) {
      console.log(`\n${row.label}: no module list (run \`npm run build\` to write one)`);
      continue;
    }
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
  console.error(`\n${over} bundle(s) over budget. \`node scripts/size.mjs --why\` shows what weighs.`);
  process.exit(1);
}
