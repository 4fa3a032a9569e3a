// Proof that the npm package works as apps use it: builds tiny host apps with Vite in a temp
// folder whose node_modules/booking-elements is the packed package (the tarball that
// scripts/check-publish.mjs made and extracted, as `npm install` would), so every import
// resolves through package.json `exports` to what npm would publish. Then checks what Vite wrote:
//
// - full:        `booking-elements/define` + `createClient`: all elements defined, guarded,
//                Lit in production mode.
// - client-only: `createClient` from the main entry: no custom element, no Lit (tree-shaken).
// - one-element: `booking-elements/elements/review-feed/define`: that element only.
// - one app per framework, from test/frameworks/<name> (React 19 with the JSX types and the
//   React wrapper, Preact, Solid, Vue, Svelte, Angular): type-checked (tsc, vue-tsc,
//   svelte-check), each with a mistake under `@ts-expect-error` (`@vue-expect-error` in a Vue
//   template) that the package's types must catch, and built with
//   the folder's vite.config.mjs; each defines the elements it uses, as elements (Vue resolves
//   no component for our tags), with Lit in production mode, and an app that imports elements
//   one by one (the React app, through booking-elements/react too) bundles no other.
// - booking-elements/react rendered to a string in Node, as Next.js renders before hydration.
//
// The full app stays in node_modules/.cache/booking-elements/host-app/full/dist for the browser
// test (test/e2e/host-app.test.ts). Run by `npm test` after the build and check-publish.mjs.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { elementTags as tags } from './elements.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const started = performance.now();

const packed = resolve('node_modules/.cache/booking-elements/package');
if (!existsSync(join(packed, 'dist/index.js'))) {
  console.error(`${relative(root, packed)} is missing: run \`npm run build && node scripts/check-publish.mjs\` first (npm test does).`);
  process.exit(1);
}

const hostDir = resolve('node_modules/.cache/booking-elements/host-app');
rmSync(hostDir, { recursive: true, force: true });
mkdirSync(join(hostDir, 'node_modules'), { recursive: true });
symlinkSync(relative(join(hostDir, 'node_modules'), packed), join(hostDir, 'node_modules/booking-elements'), 'dir');
writeFileSync(
  join(hostDir, 'package.json'),
  JSON.stringify({ name: 'host-app', private: true, type: 'module', dependencies: { 'booking-elements': `file:${packed}` } }, null, 2),
);
// The framework apps beside the others, with the tsconfig.json they share.
cpSync('test/frameworks', hostDir, { recursive: true });
const frameworks = readdirSync('test/frameworks', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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

// Type checks of the framework apps, run beside the builds: tsc, and for Vue templates and Svelte
// markup the checkers their users run, on TypeScript 6 (scripts/check-typescript6.cjs).
const typescript6 = ['--require', './scripts/check-typescript6.cjs'];
const typeCheckers = {
  default: (dir) => ['node_modules/typescript/bin/tsc', '-p', join(dir, 'tsconfig.json')],
  vue: (dir) => [...typescript6, 'node_modules/vue-tsc/bin/vue-tsc.js', '-p', join(dir, 'tsconfig.json')],
  // svelte-check leaves out every file under node_modules, so it checks the app where it is, where
  // `booking-elements` is this package itself: dist/, the files the tarball holds.
  svelte: () => [
    ...typescript6,
    'node_modules/svelte-check/bin/svelte-check',
    '--workspace',
    'test/frameworks/svelte',
    '--output',
    'human',
  ],
};
const typeChecks = frameworks.map((name) =>
  promisify(execFile)(process.execPath, (typeCheckers[name] ?? typeCheckers.default)(join(hostDir, name))).catch((error) =>
    problems.push(`${name}: type errors (or a mistake the types no longer catch):\n${error.stdout}${error.stderr}`),
  ),
);

for (const [name, app] of Object.entries(apps)) {
  const dir = join(hostDir, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.ts'), app.main);
  const html =
    app.html ??
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><script type="module" src="./main.ts"></script></head><body></body></html>\n`;
  writeFileSync(join(dir, 'index.html'), html);
}

for (const name of [...Object.keys(apps), ...frameworks]) {
  const dir = join(hostDir, name);
  const configFile = join(dir, 'vite.config.mjs');
  await build({
    root: dir,
    configFile: existsSync(configFile) ? configFile : false,
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
  }
  if (name === 'full' || frameworks.includes(name)) {
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
  if (frameworks.includes(name)) {
    const source = readdirSync(dir)
      .filter((file) => /\.(tsx?|vue|svelte)$/.test(file))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    // A tag, or its React component (`<ReviewFeed`).
    const component = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
    const used = tags.filter((tag) => source.includes(`<${tag}`) || source.includes(`<${component(tag)}`));
    for (const tag of used) {
      check(defined.includes(tag), `uses <${tag}> but does not define it`);
      check(!new RegExp(`resolveComponent\\(\\s*["'\`]${tag}["'\`]`).test(code), `resolves <${tag}> as a component of its own`);
    }
    if (!source.includes("'booking-elements/define'")) {
      for (const tag of defined.filter((tag) => !used.includes(tag))) check(false, `bundles <${tag}>, which it does not use`);
    }
  }
  rows.push([name, Buffer.byteLength(code), gzipSync(code, { level: 9 }).length]);
}
await Promise.all(typeChecks);

// A server renders the React components, as Next.js does before hydration: they import in Node
// (Lit's server build) and render their tags, whose properties and listeners @lit/react sets on
// the client.
const serverRender = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as components from 'booking-elements/react';
console.log(renderToString(createElement('div', null, ...Object.values(components).map((component) => createElement(component, { client: undefined })))));`;
try {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', serverRender], { cwd: hostDir });
  for (const tag of tags) if (!stdout.includes(`<${tag}>`)) problems.push(`booking-elements/react renders no <${tag}> on a server`);
} catch (error) {
  problems.push(`booking-elements/react does not render on a server: ${error.stderr || error.message}`);
}

for (const [name, min, gzip] of rows)
  console.log(
    `host app ${name.padEnd(12)} ${min.toLocaleString('en-US').padStart(8)} min ${gzip.toLocaleString('en-US').padStart(8)} min+gzip`,
  );
if (problems.length > 0) {
  for (const problem of problems) console.error(`error: ${problem}`);
  process.exit(1);
}
console.log(
  `host apps built with Vite from the packed package, framework apps type-checked (${frameworks.join(', ')}), in ${Math.round(performance.now() - started)} ms`,
);
