/**
 * Analytics load only when configured, report a page view and a view_content event with the
 * title on every path change. The tag scripts themselves cannot load here (no network), which
 * is expected; what is checked is what the site hands to them.
 */
import { startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { expect, test } from './fixtures.ts';

let analyticsServer: RunningServer;

test.describe('with analytics configured', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test.beforeAll(async () => {
    analyticsServer = await startBuiltServer({ GA_MEASUREMENT_ID: 'G-TEST123', META_PIXEL_ID: '1234567890', SHUTDOWN_DRAIN_MS: '0' });
  });
  test.afterAll(async () => analyticsServer.stop());

  test('reports page views and view_content on each path change', async ({ page }) => {
    await page.route(/googletagmanager|facebook/, (route) => route.abort());
    await page.goto(`${analyticsServer.url}/`);
    const events = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'event'),
      );
    await expect.poll(async () => (await events()).filter((args) => args[1] === 'page_view').length).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/about-us/);
    await expect.poll(async () => (await events()).filter((args) => args[1] === 'page_view').length).toBe(2);
    const viewContent = (await events()).filter((args) => args[1] === 'view_content');
    expect(viewContent.at(-1)?.[2]).toMatchObject({ event_label: expect.stringMatching(/^About Us/) });
    expect(await page.evaluate(() => typeof window.fbq)).toBe('function');
  });
});

test('without analytics configured nothing is loaded', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(process.env.E2E_BASE_URL!)) thirdParty.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/about-us/);
  expect(await page.evaluate(() => [typeof window.gtag, typeof window.fbq])).toEqual(['undefined', 'undefined']);
  expect(thirdParty).toEqual([]);
});
