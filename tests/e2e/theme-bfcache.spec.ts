/**
 * Pages with a theme chosen still go into the back/forward cache (docs/decisions/094): the
 * theme's storage listener and the inline script must not make a page ineligible.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Playwright turns the cache off in the browsers it starts; a visitor's Chromium has it on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const surface = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);

test.describe('back/forward cache', () => {
  test.use({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });

  for (const pagePath of ['/', '/blog', '/blog/kubernetes-for-small-teams', '/contact']) {
    test(`${pagePath} with a theme chosen is restored from the back/forward cache`, async ({ page }) => {
      await page.goto('/terms');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Light' }).click();
      await page.goto(pagePath);
      // A page restored from the cache keeps its JavaScript state; a fresh load starts without it.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.goto('/privacy-policy');
      // A restore fires pageshow, not load.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(new RegExp(`${pagePath.replace(/\//g, '\\/')}$`));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed ?? false)).toBe(true);
      expect(await surface(page)).toBe(LIGHT_SURFACE);
    });
  }
});
