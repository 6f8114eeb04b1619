import { defineConfig } from 'vitest/config';

/**
 * The long soak, restart and real-tool tests: `npm run test:ops` runs them (vitest.ops.config.ts),
 * and `.ci/run` runs it after `npm test`, so `npm test` stays quick without leaving them untested.
 */
export const OPS_TESTS = [
  'tests/ops/hostile-urls.test.ts',
  'tests/ops/rolling-restart.test.ts',
  'tests/ops/npm-start.test.ts',
  'tests/ops/flood-memory.test.ts',
  'tests/ops/dev-watch.test.ts',
  'tests/ops/shutdown.test.ts',
  'tests/ops/tracing.test.ts',
  'tests/ops/keep-alive-drain.test.ts',
  'tests/cms/cms-commands.test.ts',
  'tests/deploy/compose.test.ts',
  // Debian's varnishd and redis-server in front of and beside several built servers.
  'tests/ops/cache-tier.test.ts',
  'tests/ops/cache-tier-publish.test.ts',
  'tests/ops/same-bytes.test.ts',
  'tests/ops/shared-rate-limit.test.ts',
];

export default defineConfig({
  test: {
    include: ['{server,client,shared,routes,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', ...OPS_TESTS],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
