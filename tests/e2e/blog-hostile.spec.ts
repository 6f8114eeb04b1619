/**
 * Hostile CMS content in a real browser: the built server reads a fake Contentful whose post
 * carries script tags, event handlers and javascript:/data: links in every text field. None of
 * it may run, before or after hydration, on the server-rendered page or after a client-side
 * navigation.
 */
import { contentfulFixtures, HOSTILE } from '../fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { SITE } from '../../shared/site.ts';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { expect, test } from './fixtures.ts';

/** Posts and authors with images are left out: the browser is offline and would log failed image loads. */
const WITHOUT_IMAGES = new Set(['post-k8s', 'author-dana']);

let fake: FakeContentful;
let server: RunningServer;
let base = '';

test.beforeAll(async () => {
  fake = await startFakeContentful(
    contentfulFixtures().filter((record) => record.sys.type === 'Entry' && !WITHOUT_IMAGES.has(record.sys.id)),
  );
  server = await startBuiltServer(fake.env());
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function expectNothingRan(page: import('@playwright/test').Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

test('the server-rendered and hydrated post shows hostile text as text', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await page.goto(`${base}/blog/${HOSTILE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.title);
  await expect(page.getByText(HOSTILE.bodyText)).toBeVisible();
  await expect(page.getByText(HOSTILE.tag)).toBeVisible();
  await expect(page).toHaveTitle(`${HOSTILE.title} | ${SITE.companyName}`);
  // Unsafe schemes are plain text; safe ones are links.
  await expect(page.getByRole('link', { name: 'js link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'data link' })).toHaveCount(0);
  await page.getByText('js link').click();
  await expect(page.getByRole('link', { name: 'mail us' })).toHaveAttribute('href', 'mailto:hello@example.com');
  expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0);
  expect(await page.locator('main img, main svg[onload]').count()).toBe(0);
  await expectNothingRan(page);
});

test('a client-side navigation to the post stays inert too', async ({ page }) => {
  await page.goto(`${base}/blog`);
  await expect(page.locator('article')).toHaveCount(4);
  await page.getByRole('link', { name: HOSTILE.title }).click();
  await expect(page).toHaveURL(`${base}/blog/${HOSTILE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.title);
  await expect(page.getByText(HOSTILE.excerpt)).toBeVisible();
  await expectNothingRan(page);
});
