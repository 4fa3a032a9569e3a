// Node 20 cannot import TypeScript: the test runner, the gateway's tests and its benchmark bundle
// what they run in Node with esbuild first, each package left as an import.
import { build } from 'esbuild';

export const cacheDir = 'node_modules/.cache/booking-elements';

/** esbuild's `build` with the settings every Node bundle of the project shares. */
export function bundleForNode(options) {
  return build({ bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning', ...options });
}
