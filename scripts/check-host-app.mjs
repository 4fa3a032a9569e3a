// Proof that the npm package works as an SPA uses it: builds tiny host apps with Vite in a temp
// folder whose node_modules/booking-elements links to this package (as `npm install` of a
// `file:` dependency would), so every import resolves through package.json `exports` to dist/.
// Then checks what Vite wrote:
//
// - full:        `booking-elements/define` + `createClient`: all elements defined, guarded,
//                Lit in production mode.
// - client-only: `createClient` from the main entry: no custom element, no Lit (tree-shaken).
// - one-element: `booking-elements/elements/review-feed/define`: that element only.
//
// The full app stays in node_modules/.cache/booking-elements/host-app/full/dist for the browser
// test (test/e2e/host-app.test.ts). Run by `npm test` after the build.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { elementTags as tags } from './elements.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const started = performance.now();

for (const file of ['dist/index.js', 'dist/define.js', 'dist/elements/review-feed/define.js']) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first (npm test builds it).`);
    process.exit(1);
  }
}

const hostDir = resolve('node_modules/.cache/booking-elements/host-app');
rmSync(hostDir, { recursive: true, force: true });
mkdirSync(join(hostDir, 'node_modules'), { recursive: true });
symlinkSync(relative(join(hostDir, 'node_modules'), root), join(hostDir, 'node_modules/booking-elements'), 'dir');
writeFileSync(
  join(hostDir, 'package.json'),
  JSON.stringify({ name: 'host-app', private: true, type: 'module', dependencies: { 'booking-elements': `file:${root}` } }, null, 2),
);

const apps = {
  full: {
    html: `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Host app</title><script type="module" src="./main.ts"></script></head>
  <body>
    <franchise-finder></franchise-finder>
    <availability-picker></availability-picker>
    <output id="log"></output>
  </body>
</html>
`,
    main: `import 'booking-elements/define';
import { createClient, ApiError, type SlotSelectDetail } from 'booking-elements';

const api = createClient({ baseUrl: location.origin });
const picker = document.querySelector('availability-picker')!;
picker.client = api;
document.addEventListener('franchise-found', (event) => {
  const { companyId, businessId } = (event as CustomEvent<{ companyId: string; businessId: string }>).detail;
  picker.setAttribute('company-id', companyId);
  picker.setAttribute('business-id', businessId);
});
picker.addEventListener('slot-select', (event) => {
  const slot: SlotSelectDetail = event.detail;
  document.querySelector('#log')!.textContent = slot.startTime;
});
(window as unknown as { hostApp: unknown }).hostApp = { api, ApiError, defined: ${JSON.stringify(tags)}.map((tag) => !!customElements.get(tag)) };
`,
  },
  'client-only': {
    main: `import { createClient } from 'booking-elements';
const api = createClient({ baseUrl: location.origin });
api.listReviews({ businessId: 'biz_1', pagination: { pageSize: 5 } }).then((page) => console.log(page.reviews.length));
`,
  },
  'one-element': {
    main: `import 'booking-elements/elements/review-feed/define';
document.body.append(document.createElement('review-feed'));
`,
  },
};

const problems = [];
const rows = [];
for (const [name, app] of Object.entries(apps)) {
  const dir = join(hostDir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.ts'), app.main);
  const html =
    app.html ??
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><script type="module" src="./main.ts"></script></head><body></body></html>\n`;
  writeFileSync(join(dir, 'index.html'), html);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const assets = join(dir, 'dist/assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  const has = (text) => code.includes(text);
  const check = (ok, message) => {
    if (!ok) problems.push(`${name}: ${message}`);
  };
  const defined = tags.filter((tag) => new RegExp(`customElements\\.define\\(\\s*["'\`]${tag}["'\`]`).test(code));
  if (name === 'full') {
    check(defined.length === tags.length, `defines ${defined.join(', ') || 'nothing'}, expected all of ${tags.join(', ')}`);
    check(
      tags.every((tag) => new RegExp(`customElements\\.get\\(\\s*["'\`]${tag}["'\`]`).test(code)),
      'a define is not guarded by customElements.get',
    );
    check(!has('Lit is in dev mode'), 'Lit is in dev mode (the production export condition was not used)');
  }
  if (name === 'client-only') {
    check(!has('customElements'), 'the client alone pulled in custom elements (sideEffects / tree-shaking)');
    check(!has('litHtmlVersions') && !has('reactiveElementVersions'), 'the client alone pulled in Lit');
  }
  if (name === 'one-element') {
    check(defined.length === 1 && defined[0] === 'review-feed', `defines ${defined.join(', ') || 'nothing'}, expected review-feed only`);
    for (const other of tags.filter((tag) => tag !== 'review-feed')) check(!has(other), `contains ${other}`);
  }
  rows.push([name, Buffer.byteLength(code), gzipSync(code, { level: 9 }).length]);
}

// The other public paths resolve through `exports` too (self-reference from this package).
for (const specifier of [
  'booking-elements/booking-elements.js',
  'booking-elements/custom-elements.json',
  'booking-elements/package.json',
]) {
  try {
    const file = fileURLToPath(import.meta.resolve(specifier));
    if (!existsSync(file)) problems.push(`${specifier} resolves to ${relative(root, file)}, which does not exist`);
  } catch (error) {
    problems.push(`${specifier} does not resolve: ${error.message}`);
  }
}

for (const [name, min, gzip] of rows)
  console.log(
    `host app ${name.padEnd(12)} ${min.toLocaleString('en-US').padStart(8)} min ${gzip.toLocaleString('en-US').padStart(8)} min+gzip`,
  );
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exit(1);
}
console.log(`host apps built with Vite from the package's entries in ${Math.round(performance.now() - started)} ms`);
