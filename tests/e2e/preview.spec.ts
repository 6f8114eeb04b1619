/**
 * Draft preview in Chromium: an editor follows the preview link, reads the draft with the
 * banner above the header, keeps seeing drafts on client-side navigations, and leaves through
 * the banner's link. The built server reads a fake Contentful with its Preview API.
 */
import AxeBuilder from '@axe-core/playwright';
import { contentfulFixtures, DRAFT_POST, draftPostRecord } from '../fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { expect, test } from './fixtures.ts';

const SECRET = 'e2e-preview-secret-8d2f61b0';
const { slug: DRAFT_SLUG, title: DRAFT_TITLE } = DRAFT_POST;
/** Posts and authors with images are left out: the browser is offline and would log failed image loads. */
const WITHOUT_IMAGES = new Set(['post-k8s', 'author-dana']);

let fake: FakeContentful;
let server: RunningServer;
let base = '';

test.beforeAll(async () => {
  fake = await startFakeContentful([
    ...contentfulFixtures().filter((record) => record.sys.type === 'Entry' && !WITHOUT_IMAGES.has(record.sys.id)),
    draftPostRecord('cat-ai'),
  ]);
  server = await startBuiltServer({ ...fake.env(), ...fake.previewEnv(), CONTENTFUL_PREVIEW_SECRET: SECRET });
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

const previewLink = () => `${base}/api/preview?secret=${SECRET}&slug=${DRAFT_SLUG}`;

test('an editor previews a draft, stays in preview while browsing, and leaves from the banner', async ({ page, context }) => {
  await page.goto(previewLink());
  await expect(page).toHaveURL(`${base}/blog/${DRAFT_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
  const banner = page.getByRole('complementary', { name: 'Preview mode' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Preview mode');
  const cookies = await context.cookies();
  // On 127.0.0.1 (a secure context to browsers) the cookie can travel in Contentful's frame (decision 095).
  expect(cookies.find((cookie) => cookie.name === 'preview')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', path: '/' });

  // A client-side navigation asks /api/route-data, which answers from the Preview API too.
  // Proved on the client: a page load would ask for a document and drop the window's marker.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document' || pathname === '/api/route-data') asked.push(`${request.resourceType()} ${pathname}`);
  });
  await page.evaluate(() => Object.assign(window, { previewMarker: 'kept' }));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(`${base}/blog`);
  await expect(page.getByRole('link', { name: DRAFT_TITLE })).toBeVisible();
  await expect(banner).toBeVisible();
  expect(asked).toEqual(['fetch /api/route-data']);
  expect(await page.evaluate(() => (window as { previewMarker?: string }).previewMarker)).toBe('kept');

  await banner.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(`${base}/blog`);
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === 'preview')).toBe(false);
});

for (const width of [375, 1280]) {
  test(`the banner is accessible and fits at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(previewLink());
    const banner = page.getByRole('complementary', { name: 'Preview mode' });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width);
    // One line on a desktop, at most two on a phone: it must not push the page far down.
    expect(box.height).toBeLessThanOrEqual(width < 640 ? 64 : 44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page })
      .include('aside[aria-label="Preview mode"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await banner.getByRole('link', { name: 'Exit preview' }).focus();
    await page.screenshot({ path: testInfo.outputPath(`preview-${width}.png`) });
  });
}
