/**
 * The shared fixture's `page.goto` returns only once React has hydrated the page: every other
 * browser test clicks links right after it and relies on the click being handled on the client.
 */
import { expect, test } from './fixtures.ts';

/** Short: a wait that is going to fail should not hold the test long. */
const BLOCKED_GOTO_TIMEOUT_MS = 5_000;

test.describe('with every script blocked', () => {
  // The blocked modules are reported by the browser as failed loads.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('page.goto does not report a hydrated page: it times out', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await expect(page.goto('/', { timeout: BLOCKED_GOTO_TIMEOUT_MS })).rejects.toThrow(/Timeout/);
    // The document itself arrived; only React never took it over.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  });
});

test('page.goto returns with the page hydrated', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
});

test.describe('on a document the app does not run on', () => {
  // Beside a text document the browser asks for /favicon.ico, which the site does not have.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('page.goto does not wait for hydration', async ({ page }) => {
    const robots = await page.goto('/robots.txt');
    expect(robots?.status()).toBe(200);
  });
});
