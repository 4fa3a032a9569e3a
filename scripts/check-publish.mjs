// The package as npm would publish it: `npm pack` once (without building again: `npm test` has
// built dist/), checked by @arethetypeswrong/cli (every entry's types resolve, under Node's and
// bundlers' resolution) and by publint (exports, files, fields), then extracted to
// node_modules/.cache/booking-elements/package for the host apps of scripts/check-host-app.mjs,
// which install that tarball's contents. Run by `npm run check:package` after the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const started = performance.now();

if (!existsSync('dist/types/elements.d.ts')) {
  console.error('dist/ is missing or incomplete: run `npm run build` first (npm test builds it).');
  process.exit(1);
}

const cacheDir = resolve('node_modules/.cache/booking-elements');
const packDir = join(cacheDir, 'pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [{ filename, entryCount, size }] = JSON.parse(
  execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const tarball = join(packDir, filename);
console.log(`packed ${filename}: ${entryCount} files, ${size.toLocaleString('en-US')} bytes`);

/** Runs a package's CLI from node_modules/.bin: its exit status and what it printed. */
function run(bin, args, stdio = 'pipe') {
  try {
    return { ok: true, output: execFileSync(join('node_modules/.bin', bin), args, { encoding: 'utf8', stdio }) };
  } catch (error) {
    return { ok: false, output: error.stdout ?? '' };
  }
}

// ESM only: the package has no `require` condition, so attw's esm-only profile leaves out the
// resolutions of CommonJS (node10, and node16 from CJS). The stylesheet has no types to check.
// The DefinitelyTyped look-up is off: it would ask the registry for @types packages.
const attw = run('attw', [
  tarball,
  '--profile',
  'esm-only',
  '--no-definitely-typed',
  '--exclude-entrypoints',
  './booking-elements.css',
  '--format',
  'json',
]);
const { analysis } = JSON.parse(attw.output);
const ignored = new Set(['node10', 'node16-cjs']);
const typeProblems = analysis.problems.filter((problem) => !ignored.has(problem.resolutionKind));
console.log(
  `attw: ${Object.keys(analysis.entrypoints).length} entry points, ${typeProblems.length} problem(s) under node16 from ESM and bundler resolution`,
);
for (const problem of typeProblems) console.error(`  ${problem.kind} ${problem.entrypoint ?? ''} (${problem.resolutionKind ?? 'any'})`);
const typesOk = attw.ok && typeProblems.length === 0;
const lintOk = run('publint', ['run', tarball, '--strict'], 'inherit').ok;

const extracted = join(cacheDir, 'package');
rmSync(extracted, { recursive: true, force: true });
execFileSync('tar', ['-xzf', tarball, '-C', cacheDir]);

if (!typesOk || !lintOk) {
  console.error(`error: ${[!typesOk && 'attw', !lintOk && 'publint'].filter(Boolean).join(' and ')} found problems in ${filename}`);
  process.exit(1);
}
console.log(`attw and publint found no problem in the packed package (${Math.round(performance.now() - started)} ms)`);
