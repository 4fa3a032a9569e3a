// Prints the min+gzip size of what a page downloads for each public entry, and fails when one
// is over its budget. Each entry is bundled alone with everything it imports (lit included),
// minified as a production build would be.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

/** [label, entry file, budget in bytes of min+gzip, or null for "report only"] */
const entries = [
  ['API client (src/api)', 'src/api/index.ts', 12_000],
  ...['franchise-finder', 'availability-picker', 'agreement-sign-button', 'review-feed', 'booking-flow']
    .map((tag) => [`<${tag}>`, `src/elements/${tag}/define.ts`, 18_000])
    .filter(([, file]) => existsSync(file)),
];
const scriptTagBundle = ['dist/booking-elements.js (script tag)', 'dist/booking-elements.js', 30_000];

async function bundledSize(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    conditions: ['production'],
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const only = process.argv[2];
const rows = [];
for (const [label, entry, budget] of entries.filter(([label]) => !only || label.includes(only))) rows.push({ label, budget, ...(await bundledSize(entry)) });
if (existsSync(scriptTagBundle[1])) {
  const code = readFileSync(scriptTagBundle[1]);
  rows.push({ label: scriptTagBundle[0], budget: scriptTagBundle[2], min: code.length, gzip: gzipSync(code, { level: 9 }).length });
}

const format = (bytes) => bytes.toLocaleString('en-US');
const width = Math.max(...rows.map((row) => row.label.length));
console.log(`\n${'bundle'.padEnd(width)}  ${'min'.padStart(9)}  ${'min+gzip'.padStart(9)}  ${'budget'.padStart(9)}`);
let over = 0;
for (const row of rows) {
  const fits = row.gzip <= row.budget;
  if (!fits) over += 1;
  console.log(
    `${row.label.padEnd(width)}  ${format(row.min).padStart(9)}  ${format(row.gzip).padStart(9)}  ${format(row.budget).padStart(9)}  ${fits ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (over > 0) {
  console.error(`\n${over} bundle(s) over budget.`);
  process.exit(1);
}
