/**
 * BOOKING_URL in the browser (issue 38): with it set, the home page's and a service page's
 * consultation buttons offer the scheduling page beside the form, opening it in a new tab, and
 * those pages and the contact page have no axe violations at phone and desktop widths, light and
 * dark; the shared test server has it unset, and the same pages show no trace of it.
 */
import AxeBuilder from '@axe-core/playwright';
import { href } from '../../shared/route-paths.ts';
import { ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import { BOOKING_LABEL } from '../../client/components/booking/booking-button.tsx';
import { startSite, type SiteServer } from '../fakes/reviews-contact-site.ts';
import { expect, test } from './fixtures.ts';

const BOOKING_URL = 'https://cal.example.com/owner/free-consultation';
const PAGES = [href('home'), ROUTES_BY_ID.kubernetes.path];

let site: SiteServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = await startSite({ BOOKING_URL });
});
test.afterAll(async () => {
  await site?.stop();
});
test.beforeEach(async ({ context }) => {
  // Offline: the contact page's map frame and the scheduling page (in the new tab too) get stand-ins.
  await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }));
  await context.route(`${BOOKING_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Pick a time</title>' }));
});

test.describe('BOOKING_URL set', () => {
  for (const path of PAGES) {
    test(`${path}: the consultation button has the booking link beside it, opening the scheduling page in a new tab`, async ({
      page,
      context,
    }) => {
      await page.goto(new URL(path, site.url).href);
      const booking = page.getByRole('link', { name: `${BOOKING_LABEL} (opens in a new tab)` }).first();
      await booking.scrollIntoViewIfNeeded();
      await expect(booking).toBeVisible();
      await expect(booking).toHaveAttribute('href', BOOKING_URL);
      const opened = context.waitForEvent('page');
      await booking.click();
      const tab = await opened;
      await expect(tab).toHaveTitle('Pick a time');
      await tab.close();
    });
  }

  for (const width of [375, 1280])
    for (const colorScheme of ['light', 'dark'] as const)
      test(`no axe violations with the booking link at ${width} px, ${colorScheme}`, async ({ page }) => {
        // Three pages, each fully checked by axe: a shared machine needs more than the default time.
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        for (const path of [...PAGES, href('contact')]) {
          await page.goto(new URL(path, site.url).href);
          await page.waitForLoadState('load');
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
            .analyze();
          expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
        }
      });
});

test.describe('BOOKING_URL unset (the shared test server)', () => {
  for (const path of [...PAGES, href('contact')]) {
    test(`${path} shows no trace of it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('a[target="_blank"][href^="https://cal."]')).toHaveCount(0);
      await expect(page.getByText(BOOKING_LABEL)).toHaveCount(0);
    });
  }
});
