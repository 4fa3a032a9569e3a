// Runs the tests that need Node rather than a browser (the gateway over raw HTTP: traversal
// spellings, aborted bodies, resets), with Node's own test runner. Node 20 cannot import
// TypeScript, so each test file is bundled first.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleForNode, cacheDir } from '../tools/node-bundle.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const outdir = `${cacheDir}/node-tests`;
const only = process.argv.slice(2);
const entryPoints = readdirSync('test/gateway')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/gateway/${file}`)
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)));

rmSync(outdir, { recursive: true, force: true });
await bundleForNode({
  entryPoints: [...entryPoints, 'src/gateway/cli.ts'],
  outbase: '.',
  outdir,
  outExtension: { '.js': '.mjs' },
  sourcemap: 'inline',
});

const files = entryPoints.map((file) => `${outdir}/${file.replace(/\.ts$/, '.mjs')}`);
const child = spawn(process.execPath, ['--enable-source-maps', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_CLI: `${outdir}/src/gateway/cli.mjs` },
});
child.on('close', (code) => process.exit(code ?? 1));
