// `npm run build`: everything the package ships, in dist/ and custom-elements.json.
//
// - dist/booking-elements.js: the script-tag entry (src/booking-elements.ts), which loads each
//   element's file from dist/chunks/ when its tag appears (or, for several at once,
//   dist/booking-elements.all.js: src/define.ts in one self-contained ES module). Both minified, Lit in production mode, built
//   with Vite (scripts/bundle.mjs), with source maps and a LEGAL.txt holding the bundled packages'
//   licences; dist/booking-elements.css, the room each element keeps before it is defined;
//   dist/booking-elements.preload.json, the files to name in a page's head as modulepreload links
//   for each element (or elements together), so that they load beside the entry, not after it.
// - dist/**/*.js: the npm library, one module per source module (so bundlers tree-shake per
//   element), dependencies left as imports, with source maps.
// - dist/**/*.d.ts: declarations, by `tsc -p tsconfig.build.json`.
// - custom-elements.json: the Custom Elements Manifest, by @custom-elements-manifest/analyzer;
//   then, from it, each framework's types and the React wrappers (scripts/framework-types.mjs).
//
// The library is transpiled module by module with esbuild: it lowers the `experimentalDecorators`
// of tsconfig.json as tsc would and keeps one output module per source module. vite.config.ts
// stays the dev server's (`npm start`); the builds here pass their own configuration.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleScriptTag, legalNotice, preloadLinks } from './bundle.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const started = performance.now();

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });

/** Runs a Node CLI to completion; rejects with its output when it fails. */
function run(label, script, args) {
  return new Promise((resolve, reject) => {
    const begun = performance.now();
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ label, ms: performance.now() - begun });
      else reject(new Error(`${label} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

async function timed(label, work) {
  const begun = performance.now();
  await work();
  return { label, ms: performance.now() - begun };
}

const sources = readdirSync('src', { recursive: true })
  .map((file) => `src/${file}`)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.test.ts'))
  // The script-tag entry exists only as the bundle above (Vite finds the elements it loads).
  .filter((file) => file !== 'src/booking-elements.ts');

const shared = {
  target: 'es2022',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
};

const steps = await Promise.allSettled([
  timed('library (dist/**/*.js)', () =>
    build({ ...shared, entryPoints: sources, outbase: 'src', outdir: 'dist', format: 'esm', platform: 'neutral' }),
  ),
  timed(
    'script-tag entry, its chunks and the one-file bundle (dist/booking-elements.js, dist/chunks/, dist/booking-elements.all.js)',
    async () => {
      const { entry, loaded } = await bundleScriptTag({ outDir: 'dist' });
      writeFileSync('dist/booking-elements.preload.json', `${JSON.stringify(preloadLinks(entry, loaded), null, 2)}\n`);
      const chunks = loaded.filter((file) => file.fileName.startsWith('chunks/'));
      const all = loaded.find((file) => file.fileName === 'booking-elements.all.js');
      writeFileSync(
        'dist/booking-elements.js.LEGAL.txt',
        legalNotice(
          'dist/booking-elements.js with dist/chunks/',
          chunks.flatMap((file) => file.modules),
        ),
      );
      writeFileSync('dist/booking-elements.all.js.LEGAL.txt', legalNotice('dist/booking-elements.all.js', all.modules));
    },
  ),
  timed('room kept before definition (dist/booking-elements.css)', async () =>
    copyFileSync('src/booking-elements.css', 'dist/booking-elements.css'),
  ),
  run('declarations (tsc -p tsconfig.build.json)', 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json']),
  run('custom-elements.json (cem analyze --litelement)', 'node_modules/@custom-elements-manifest/analyzer/cem.js', [
    'analyze',
    '--config',
    'custom-elements-manifest.config.mjs',
  ]),
]);

const failures = steps.filter((step) => step.status === 'rejected');
for (const step of steps) if (step.status === 'fulfilled') console.log(`  ${step.value.label}: ${Math.round(step.value.ms)} ms`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`\n${failure.reason?.message ?? failure.reason}`);
  console.error(`\nbuild failed: ${failures.length} step(s)`);
  process.exit(1);
}
// What each framework needs is read from custom-elements.json, so it comes once that is written.
const frameworks = await run(
  'framework types and wrappers (dist/types, dist/react, dist/tags.js)',
  'scripts/framework-types.mjs',
  [],
).catch((error) => {
  console.error(`\n${error.message}\n\nbuild failed`);
  process.exit(1);
});
console.log(`  ${frameworks.label}: ${Math.round(frameworks.ms)} ms`);
console.log(`built dist/ and custom-elements.json in ${Math.round(performance.now() - started)} ms`);
