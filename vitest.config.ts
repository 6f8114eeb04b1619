import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{server,client,shared,routes,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
