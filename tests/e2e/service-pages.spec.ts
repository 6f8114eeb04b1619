/**
 * The service pages in Chromium: axe finds no accessibility violations at phone and
 * desktop widths, nothing overflows sideways, the in-page links scroll to their section
 * (not back to the top), and a closing link navigates on the client without a console error.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { isServiceRoute } from '../../routes/services/service-route.ts';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import { href } from '../../shared/route-paths.ts';

/** Every service page's copy, from its route module. */
const SERVICE_PAGE_CONTENT = ROUTE_TABLE.filter(isServiceRoute).map((route) => route.copy);

/** A small phone and a common laptop width: the two layouts the pages are designed for. */
const WIDTHS = [375, 1280] as const;

const PAGES = SERVICE_PAGE_CONTENT.map((content) => ({
  id: content.routeId,
  path: ROUTES_BY_ID[content.routeId].path,
  h1: content.hero.title,
}));

/** Waits until React has hydrated the page (client handlers attached). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { id, path, h1 } of PAGES) {
      test(`${id}: no axe violations, no sideways scrolling`, async ({ page }) => {
        // axe walks every node of a long page: give it room on a busy CI machine.
        test.slow();
        await openHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        const results = await new AxeBuilder({ page }).analyze();
        const violations = results.violations.map((violation) => ({
          id: violation.id,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(violations).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('in-page links', () => {
  test('the AI consulting closing link scrolls to the approach and focuses it', async ({ page }) => {
    await openHydrated(page, href('ai-consulting'));
    await page.getByRole('link', { name: 'Review Our Process' }).click();
    await expect(page).toHaveURL(/\/ai-consulting-vancouver-wa#process$/);
    await expect(page.locator('#process')).toBeFocused();
    await expect(page.locator('#process')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the database design closing link goes to #approach on the same page', async ({ page }) => {
    await openHydrated(page, href('database-design'));
    await page.getByRole('link', { name: 'Review Our Approach' }).click();
    await expect(page).toHaveURL(/\/database-design-vancouver-wa#approach$/);
    await expect(page.locator('#approach')).toBeInViewport();
  });

  test('a closing link to another service page navigates on the client', async ({ page }) => {
    await openHydrated(page, href('kubernetes'));
    await page.getByRole('link', { name: 'Explore DevOps Services' }).click();
    await expect(page).toHaveURL(/\/devops-vancouver-wa$/);
    const devops = PAGES.find((entry) => entry.id === 'devops');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(devops?.h1 ?? 'missing');
    await expect(page).toHaveTitle(ROUTES_BY_ID.devops.meta.title);
  });
});
