/**
 * axe-core on every route of the route table (and a 404) at a phone and a desktop width, in
 * the light and the dark colour scheme: zero violations allowed. The parameterised blog post uses a real slug from the blog list.
 * Also: in-page links (skip link, a table of contents) land on their target.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { NOT_FOUND_PATH, resolvePath, ROUTE_PATTERNS } from './every-route.ts';
import { expect, test } from './fixtures.ts';
import { href } from '../../shared/route-paths.ts';

/** A phone and a desktop (spec: desktop navigation from the large breakpoint). */
const WIDTHS = [375, 1280];
/** The WCAG levels the site promises (AA), plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
}

/** The dark theme follows the system setting (docs/decisions/094): both are checked. */
const SCHEMES = ['light', 'dark'] as const;

for (const width of WIDTHS)
  for (const colorScheme of SCHEMES) {
    test.describe(`at ${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme });

      for (const routePath of [...ROUTE_PATTERNS, NOT_FOUND_PATH]) {
        test(`${routePath} has no axe violations`, async ({ page, consoleErrors }) => {
          const target = await resolvePath(page, routePath);
          const response = await page.goto(target);
          const notFound = routePath === NOT_FOUND_PATH;
          expect(response?.status()).toBe(notFound ? 404 : 200);
          if (notFound) {
            // Chromium reports the page's own 404 status as a console error: that one is the point here.
            const own = () => consoleErrors.findIndex((text) => text.includes('status of 404'));
            await expect.poll(own).toBeGreaterThanOrEqual(0);
            consoleErrors.splice(own(), 1);
          }
          // 'load', not 'networkidle': the contact page's map frame asks a host this machine cannot
          // reach, and its retries can keep the network busy past any idle window (a CI run timed
          // out there). axe reads the document, which is complete at 'load'.
          await page.waitForLoadState('load');
          expect(await violationsOf(page)).toEqual([]);
        });
      }
    });
  }

test('a table-of-contents link scrolls to its section and keeps it in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(href('privacy-policy'));
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your Rights' }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { name: '6. Your Rights' })).toBeInViewport();
});

test('the skip link moves past the header to the main content', async ({ page }) => {
  await page.goto(href('terms'));
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInViewport();
});
