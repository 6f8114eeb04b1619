/**
 * The office map never leaves a visitor without the address: under the 24rem map area the
 * address and an ordinary 'Open in Google Maps' link are always there, with the embed blocked
 * (a privacy extension, offline) and with JavaScript off.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatAddressOneLine } from '../../shared/site.ts';
import { expect, test } from './fixtures.ts';
import { href } from '../../shared/route-paths.ts';

const ADDRESS = formatAddressOneLine();
const MAPS_LINK = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`;

async function expectAddressAndLink(page: Page) {
  const address = page.getByTestId('map-address');
  await address.scrollIntoViewIfNeeded();
  await expect(address).toBeVisible();
  await expect(address).toHaveText(ADDRESS);
  const link = page.getByRole('link', { name: 'Open in Google Maps' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', MAPS_LINK);
}

test.describe('with the embed blocked', () => {
  test.beforeEach(async ({ page }) => {
    // What a privacy extension or a strict network does to the frame.
    await page.route('https://www.google.com/**', (route) => route.abort('blockedbyclient'));
  });

  for (const width of [375, 1280]) {
    test(`the address and the Maps link show under the map area at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(href('contact'));
      await expectAddressAndLink(page);
      // Under the map, not hidden behind it: the frame's box ends where the address row begins.
      const frameBox = (await page.locator('iframe[title^="Map of our office"]').boundingBox())!;
      const addressBox = (await page.getByTestId('map-address').boundingBox())!;
      expect(addressBox.y).toBeGreaterThanOrEqual(frameBox.y + frameBox.height);
    });
  }
});

test('the address row is keyboard-usable and the map section has no axe violations', async ({ page }) => {
  // A stand-in page for the frame, itself a complete document: axe also looks inside frames,
  // and neither Google's page nor Chromium's page for a blocked frame is ours to judge.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title><main><h1>map</h1></main>' }),
  );
  await page.goto(href('contact'));
  const link = page.getByRole('link', { name: 'Open in Google Maps' });
  await link.focus();
  await expect(link).toBeFocused();
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby="contact-map-heading"]').analyze();
  expect(results.violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("shows 'Loading map...' under the frame, and the address and link", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('https://www.google.com/**', async (route) => {
      await held;
      await route.abort('blockedbyclient');
    });
    await page.goto(href('contact'), { waitUntil: 'domcontentloaded' });
    await page.locator('iframe[title^="Map of our office"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map-placeholder')).toHaveText('Loading map...');
    await expectAddressAndLink(page);
    release();
  });
});
