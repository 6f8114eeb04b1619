/**
 * Real-user monitoring in Chromium against the built site (docs/decisions/091): a real page
 * view loads web-vitals only after the load event, in its own chunk, and its beacon shows up
 * in the histograms on the metrics port; a client navigation is a page view of its own route;
 * a touch device counts as mobile; a chunk that fails to load during a navigation is counted
 * in client_errors_total.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ROOT, startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { expect, test } from './fixtures.ts';
import { href } from '../../shared/route-paths.ts';

let site: RunningServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  site = await startBuiltServer();
});
test.afterAll(async () => site?.stop());

/** The value of one sample on the metrics port, 0 while the series does not exist yet. */
async function sample(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${await site.metricsUrl()}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const counts = (route: string, device: string) =>
  Promise.all(
    ['lcp_seconds', 'fcp_seconds', 'ttfb_seconds', 'cls'].map((vital) =>
      sample(`web_vitals_${vital}_count`, `route="${route}",device="${device}"`),
    ),
  );

/** The built chunk that holds web-vitals (its name is hashed), from the build's metafile. */
function vitalsChunkName(): string {
  const metafile = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'dist/client-metafile.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string }>;
  };
  const output = Object.entries(metafile.outputs).find(([, info]) => info.entryPoint === 'client/rum/report-vitals.ts')?.[0];
  if (!output) throw new Error('no web-vitals chunk in the build');
  return path.basename(output);
}

/** Opens a page and waits until the page itself has loaded web-vitals and started measuring. */
async function openMeasured(page: Page, pathname: string): Promise<void> {
  const chunk = vitalsChunkName();
  const requested = page.waitForRequest((request) => request.url().endsWith(`/assets/${chunk}`));
  await page.goto(`${site.url}${pathname}`);
  const url = (await requested).url();
  // Importing the module the page is importing resolves once it has run, after the page's own
  // import (and its call to start measuring), which was asked for first.
  await page.evaluate((src) => import(src).then(() => undefined), url);
  // web-vitals reports TTFB from a timer it sets when it starts on a loaded page: a timer of
  // ours set after it runs after it, so the value is in the page view before the test leaves it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('a page view sends its vitals when left, and they show up on the metrics port; web-vitals loads after the load event', async ({
  page,
}) => {
  const before = await counts('blog', 'desktop');
  const chunk = vitalsChunkName();
  await openMeasured(page, href('blog'));
  // Not in the first load: neither preloaded by the HTML nor fetched before the load event ended.
  expect(await page.locator(`link[href$="${chunk}"], script[src$="${chunk}"]`).count()).toBe(0);
  const timing = await page.evaluate((name) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resource = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name));
    return { loadEnd: navigation!.loadEventEnd, fetched: resource?.startTime ?? -1 };
  }, chunk);
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.fetched).toBeGreaterThanOrEqual(timing.loadEnd);

  // Leaving the page (pagehide, visibility hidden) sends the one beacon of this page view.
  await page.goto(`${site.url}/about-us`);
  await expect.poll(() => counts('blog', 'desktop'), { timeout: 10_000 }).toEqual(before.map((count) => count + 1));
});

test('a client navigation is a page view of its own route', async ({ page }) => {
  const before = await counts('about-us', 'desktop');
  await openMeasured(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${site.url}/about-us`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About');
  // Chromium reports the soft navigation (and its paints) to observers a little after the new
  // content paints; a visitor who leaves before that has no soft navigation to count.
  await page.waitForFunction(() => performance.getEntriesByType('soft-navigation').length > 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  // A full load elsewhere ends both page views: the home page's and the client navigation's.
  await page.goto(`${site.url}/terms`);
  // No TTFB for a client navigation (there was no document request): LCP, FCP and CLS only.
  await expect
    .poll(() => counts('about-us', 'desktop'), { timeout: 10_000 })
    .toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]! + 1]);
});

test.describe('on a touch device', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the page view counts as mobile', async ({ page }) => {
    const before = await counts('privacy-policy', 'mobile');
    await openMeasured(page, href('privacy-policy'));
    await page.goto(`${site.url}/terms`);
    await expect.poll(() => counts('privacy-policy', 'mobile'), { timeout: 10_000 }).toEqual(before.map((count) => count + 1));
  });
});

test.describe('a chunk that fails to load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('during a client navigation is counted as kind chunk on the route it was for', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'dist/client/manifest.json'), 'utf8')) as {
      routes: Record<string, string[]>;
    };
    const pageChunk = manifest.routes['about-us']![0]!;
    const before = await sample('client_errors_total', 'route="about-us",kind="chunk"');
    await page.goto(`${site.url}/terms`);
    // The about page's code is gone, as after a deploy; once only, so the full reload that follows works.
    await page.route(`**${pageChunk}`, (route) => route.abort(), { times: 1 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect.poll(() => sample('client_errors_total', 'route="about-us",kind="chunk"'), { timeout: 10_000 }).toBe(before + 1);
    // The router then loads the page in full, and it works.
    await expect(page).toHaveURL(`${site.url}/about-us`);
  });
});
