/**
 * The back/forward cache restores the site's pages (issue 24: keep it so). Playwright starts
 * Chromium with the cache turned off (`--disable-back-forward-cache`); this file starts it
 * without that switch, with the config's other launch options.
 */
import config from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

for (const path of ['/', '/blog', '/blog/kubernetes-for-small-teams', '/contact']) {
  test(`${path} comes back from the back/forward cache`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)),
    );
    // Another document: a full load of a page of the site (not a client navigation).
    await page.goto('/terms');
    // A page restored from the cache fires no load event: wait for the commit only.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
  });
}

test('a page reached by a client navigation comes back from the back/forward cache', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goto('/terms');
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i);
});
