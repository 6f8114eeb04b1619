/** The blog in a real browser, on the embedded content: grid, filter (with and without JavaScript), posts, accessibility. */
import AxeBuilder from '@axe-core/playwright';
import { SITE } from '../../shared/site.ts';
import { expect, test } from './fixtures.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const SLUGS = [
  'kubernetes-for-small-teams',
  'ci-cd-pipeline-for-small-teams',
  'three-ways-small-businesses-use-ai',
  'before-you-build-a-chatbot',
  'core-web-vitals-for-business-websites',
  'choosing-a-database-for-your-customer-portal',
];

const columnsOf = (value: string) => value.trim().split(/\s+/).length;

test.describe('blog list', () => {
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(href('blog'));
      const grid = page.getByRole('region', { name: 'Posts' }).locator('ul').first();
      await expect(page.locator('article')).toHaveCount(6);
      expect(columnsOf(await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns))).toBe(columns);
    });
  }

  test("changes category on the client, showing 'Loading posts...' while the list loads", async ({ page }) => {
    await page.goto(href('blog'));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    // Hold the list's data until the loading state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/route-data' && (url.searchParams.get('path') ?? '').startsWith(`${href('blog')}?`),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const filter = page.getByRole('navigation', { name: 'Blog categories' });
    await filter.getByRole('link', { name: 'Cloud & DevOps' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading posts...');
    release();
    await expect(page.locator('article')).toHaveCount(2);
    await expect(page).toHaveURL(/\/blog\?category=cloud-devops$/);
    await expect(filter.getByRole('link', { name: 'Cloud & DevOps' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
    await filter.getByRole('link', { name: 'All' }).click();
    await expect(page.locator('article')).toHaveCount(6);
  });

  test('a change of category keeps the scroll position (other page changes start at the top)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(href('blog'));
    const filter = page.getByRole('navigation', { name: 'Blog categories' });
    await filter.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top - 80, behavior: 'instant' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await filter.getByRole('link', { name: 'Cloud & DevOps' }).click();
    await expect(page.locator('article')).toHaveCount(2);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.locator('article').first().getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('opens a post from its card and comes back', async ({ page }) => {
    await page.goto(href('blog'));
    await page.getByRole('link', { name: 'Before You Build a Chatbot: A Checklist' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before You Build a Chatbot: A Checklist');
    await expect(page).toHaveTitle(`Before You Build a Chatbot: A Checklist | ${SITE.companyName}`);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => JSON.parse(script.textContent ?? '{}')['@type'],
          ),
        ),
      )
      .toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.locator('article')).toHaveCount(6);
  });

  test('a missing post says so, with a 404', async ({ page, consoleErrors }) => {
    const response = await page.goto(postHref('no-such-post'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found.');
    // Chromium reports the document's own 404 on the console; that one is expected, nothing else is.
    await expect.poll(() => consoleErrors.length).toBe(1);
    expect(consoleErrors.splice(0, 1)[0]).toMatch(/status of 404/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category filter is plain links', async ({ page }) => {
    await page.goto(href('blog'));
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'AI for Business' }).click();
    await expect(page).toHaveURL(/\/blog\?category=ai-for-business$/);
    await expect(page.locator('article')).toHaveCount(2);
  });
});

test.describe('accessibility', () => {
  for (const width of [375, 1280]) {
    for (const path of [href('blog'), `${href('blog')}?category=web-software`, ...SLUGS.map((slug) => postHref(slug))]) {
      test(`axe finds nothing on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          results.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  }

  test('the filter links and post links show a visible focus ring', async ({ page }) => {
    await page.goto(href('blog'));
    const all = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'All' });
    await all.focus();
    await expect(all).toHaveCSS('outline-style', 'solid');
  });
});
