/**
 * The colour theme (docs/decisions/094): light, dark or system from the toggle in the header
 * (wide screens) or the mobile drawer, remembered in localStorage; "system" follows
 * prefers-color-scheme; a stored choice is on <html> before the first paint, set by the one
 * inline script. The back/forward cache: theme-bfcache.spec.ts.
 */
import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../shared/theme/theme-script.ts';
import { expect, test } from './fixtures.ts';
import { href } from '../../shared/route-paths.ts';

/** The page's surface colour (the header's background): light-dark(#fff, #0b1120). */
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(11, 17, 32)';
const surface = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
const themeAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test('the header toggle picks dark, light or system, and the choice survives a reload', async ({ page }) => {
    // Three loads and a client navigation: more than one page's time on a busy machine.
    test.slow();
    await page.goto(href('about-us'));
    const toggle = page.getByRole('banner').getByRole('group', { name: 'Colour theme' });
    await expect(toggle.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    expect(await surface(page)).toBe(LIGHT_SURFACE);

    await toggle.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
    expect(await themeAttribute(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    expect(await surface(page)).toBe(DARK_SURFACE);
    await expect(toggle.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');

    // A client navigation keeps it too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await surface(page)).toBe(DARK_SURFACE);

    // Light wins over a dark system; System hands back to it and forgets the choice.
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle.getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => surface(page)).toBe(LIGHT_SURFACE);
    await toggle.getByRole('button', { name: 'System' }).click();
    await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
    expect(await themeAttribute(page)).toBeNull();
    expect(await stored(page)).toBeNull();
  });

  test('with no choice, the site follows the system colour scheme as it changes', async ({ page }) => {
    await page.goto(href('blog'));
    expect(await surface(page)).toBe(LIGHT_SURFACE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => surface(page)).toBe(LIGHT_SURFACE);
  });
});

test.describe('before any script of the site runs', () => {
  // The site's modules are refused below, so the browser logs their failed loads.
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light', allowedConsoleErrors: [/Failed to load resource/] });

  test('a stored choice is already on the first paint: only the inline script has run', async ({ page }) => {
    await page.goto(href('contact'));
    await page.getByRole('banner').getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => stored(page)).toBe('dark');

    // No module of the site may run now: what sets the theme is the inline script alone.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'commit' });
    // As early as the DOM can be read: the theme is on <html> and the surface is dark.
    await page.waitForSelector('header', { state: 'attached' });
    expect(await themeAttribute(page)).toBe('dark');
    expect(await surface(page)).toBe(DARK_SURFACE);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await surface(page)).toBe(DARK_SURFACE);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, colorScheme: 'light' });

  test('the drawer has the toggle, with its names shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('group', { name: 'Colour theme' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => surface(page)).toBe(DARK_SURFACE);
    await expect(drawer.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    expect(await surface(page)).toBe(DARK_SURFACE);
  });
});
