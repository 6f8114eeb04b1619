/**
 * The back/forward cache restores the site's pages (issue 24: keep it so). Playwright starts
 * Chromium with the cache turned off (`--disable-back-forward-cache`); this file starts it
 * without that switch, with the config's other launch options.
 */
import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { href, postHref } from '../../shared/route-paths.ts';

test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

for (const path of ['/', href('blog'), postHref('kubernetes-for-small-teams'), href('contact')]) {
  test(`${path} comes back from the back/forward cache`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => ((window as unknown as { restored: boolean }).restored = event.persisted)),
    );
    // Another document: a full load of a page of the site (not a client navigation).
    await page.goto(href('terms'));
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
  await page.goto(href('terms'));
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i);
});

const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const surface = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);

// The theme's storage listener and its inline script must not make a page ineligible (decision 094).
test.describe('with a theme chosen', () => {
  test.use({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });

  for (const pagePath of ['/', href('blog'), postHref('kubernetes-for-small-teams'), href('contact')]) {
    test(`${pagePath} with a theme chosen is restored from the back/forward cache`, async ({ page }) => {
      await page.goto(href('terms'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Light' }).click();
      await page.goto(pagePath);
      // As above: a page left while it still loads (the idle prefetch chunk, a frame) may be evicted.
      await page.waitForLoadState('networkidle');
      // A page restored from the cache keeps its JavaScript state; a fresh load starts without it.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.goto(href('privacy-policy'));
      // A restore fires pageshow, not load.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(new RegExp(`${pagePath.replace(/\//g, '\\/')}$`));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed ?? false)).toBe(true);
      expect(await surface(page)).toBe(LIGHT_SURFACE);
    });
  }
});
