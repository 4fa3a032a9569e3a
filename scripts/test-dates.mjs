// `npm run test:dates`: the browser suite at instants that are hard on dates, one run each with
// BOOKING_TEST_NOW (test/helpers/suite-clock.mjs), then a line per instant. Not part of `npm test`
// (six runs of the suite); run it before a change to dates, zones or the reference world lands.
// `npm run test:dates -- 2028-02-29` runs only the instants whose text contains the word given.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cacheDir } from '../tools/node-bundle.mjs';
import { defaultSuiteInstant } from '../test/helpers/suite-clock.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

/** Each instant and why it is hard. */
const instants = [
  [defaultSuiteInstant, 'the default of npm test'],
  ['2027-07-17T17:00:00Z', 'a Saturday'],
  ['2027-11-06T16:00:00Z', 'the day before New York falls back an hour (7 November)'],
  ['2027-10-02T01:00:00Z', 'the day before Sydney springs forward an hour (3 October), 11:00 there'],
  ['2028-02-29T17:00:00Z', '29 February of a leap year'],
  ['2027-12-31T17:00:00Z', '31 December (already 1 January in Sydney)'],
];
const only = process.argv.slice(2);
const chosen = instants.filter(([instant, why]) => only.length === 0 || only.some((word) => `${instant} ${why}`.includes(word)));

// What the browser suite needs built, as `npm test` builds it first: dist/, the packed package and the host apps built from it.
for (const [command, ...args] of [
  ['npm', 'run', '--silent', 'build'],
  ['node', 'scripts/check-publish.mjs'],
  ['node', 'scripts/check-host-app.mjs'],
]) {
  const built = spawnSync(command, args, { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const logs = `${cacheDir}/test-dates`;
mkdirSync(logs, { recursive: true });

/** Runs the browser suite at one instant; its output goes to a log file, its count is read from it. */
function runAt(instant, log) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npx', ['--no-install', 'web-test-runner'], {
      env: { ...process.env, BOOKING_TEST_NOW: instant },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const file = createWriteStream(log);
    let output = '';
    const keep = (chunk) => {
      file.write(chunk);
      // Only the end is read: the plain count line and the failures the summary lists.
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      file.end();
      const counted = /^(\d+) passed, (\d+) failed/m.exec(output);
      const failures = [...new Set([...output.matchAll(/^\s*❌ (.+)$/gm)].map((match) => match[1].trim()))];
      resolve({
        code,
        passed: counted ? Number(counted[1]) : 0,
        failed: counted ? Number(counted[2]) : 1,
        failures,
        seconds: (performance.now() - started) / 1000,
      });
    });
  });
}

const results = [];
for (const [instant, why] of chosen) {
  const log = `${logs}/${instant.replace(/[^0-9TZ]/g, '')}.log`;
  console.log(`\n${instant} (${why}): running the browser suite, output in ${log}`);
  const result = await runAt(instant, log);
  results.push({ instant, why, ...result });
  console.log(`${instant}: ${result.passed} passed, ${result.failed} failed in ${result.seconds.toFixed(0)} s`);
  for (const failure of result.failures) console.log(`  ❌ ${failure}`);
}

console.log('\nThe browser suite at each instant:');
for (const { instant, why, passed, failed, code, seconds } of results) {
  const verdict = code === 0 && failed === 0 ? 'green' : 'RED';
  console.log(
    `  ${verdict.padEnd(5)} ${instant}  ${String(passed).padStart(4)} passed, ${failed} failed, ${seconds.toFixed(0).padStart(4)} s  ${why}`,
  );
}
const red = results.filter((result) => result.code !== 0 || result.failed > 0).length;
console.log(`\ninstants: ${results.length - red} passed, ${red} failed`);
process.exit(red === 0 ? 0 : 1);
