/**
 * Browser tests against the built server (npm run build first) in Debian's Chromium.
 * The server is started on a free port by tests/e2e/global-setup.ts.
 */
import { defineConfig } from '@playwright/test';

/** Slow browser suites (axe on every route in every theme and width): `npm run test:ops` runs them, `npm test` does not. */
const OPS_SPECS = ['a11y.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    { name: 'site', testIgnore: OPS_SPECS },
    { name: 'ops', testMatch: OPS_SPECS },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
});
