// The built `booking-elements-gateway` command, run as a business runs it, for the test runner:
// its own process, configured by env alone, in front of the reference API, allowing the tests'
// origin. Node side (web-test-runner.config.mjs starts it); tests ask `/_test/cli-gateway` where it listens.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const command = 'dist/gateway/cli.js';

/**
 * Starts the command when the build holds it. Resolves to `{ url }`, or to `{ missing }` saying
 * why there is none, so that the tests that need it fail with that message.
 */
export async function startCliGateway({ upstream, allowedOrigins, customerSecret, apiKey }) {
  if (!existsSync(command)) return { missing: `${command} is missing: run \`npm run build\` first; \`npm test\` builds it.` };
  const child = spawn(process.execPath, [command], {
    env: {
      PATH: process.env.PATH ?? '',
      BOOKING_API_KEY: apiKey,
      BOOKING_UPSTREAM: upstream,
      BOOKING_ALLOWED_ORIGINS: allowedOrigins.join(','),
      BOOKING_CUSTOMER_SECRET: customerSecret,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.once('exit', () => child.kill());
  let output = '';
  const url = await new Promise((resolve) => {
    const read = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => resolve(undefined));
    setTimeout(() => resolve(undefined), 10_000).unref();
  });
  // Its log lines (one per request) are drained, not kept.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return url ? { url } : { missing: `${command} did not start: ${output.slice(0, 500)}` };
}
