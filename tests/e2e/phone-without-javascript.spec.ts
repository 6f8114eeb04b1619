/**
 * A phone with JavaScript off: the header's menu opens without script (a disclosure), and the
 * footer links the main sections and every service, so each is one or two taps from the home page.
 */
import { href } from '../../shared/route-paths.ts';
import { SERVICES } from '../../shared/services.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });

const SECTIONS = [href('about-us'), href('blog'), href('contact'), href('case-studies'), SERVICES[0]!.path];

for (const path of SECTIONS) {
  test(`${path} is one tap from the home page`, async ({ page }) => {
    await page.goto(href('home'));
    await page.locator(`footer a[href="${path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

for (const path of [...SECTIONS, SERVICES.at(-1)!.path]) {
  test(`the header's menu opens without JavaScript and leads to ${path}`, async ({ page }) => {
    await page.goto(href('home'));
    const header = page.locator('header');
    await header.getByLabel('Open menu').filter({ visible: true }).click();
    await header.getByRole('navigation', { name: 'Mobile' }).locator(`a[href="${path}"]`).click();
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
