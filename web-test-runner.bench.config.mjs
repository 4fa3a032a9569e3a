// `npm run bench`: the benchmarks in bench/ run in the same Chromium as the tests and print
// their numbers; they are not part of `npm test`.
import config from './web-test-runner.config.mjs';

export default {
  ...config,
  files: ['bench/**/*.bench.ts'],
  // Measure what ships: Lit's production build, not its development checks.
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 1,
  testFramework: { config: { timeout: 300000 } },
  filterBrowserLogs: () => true,
};
