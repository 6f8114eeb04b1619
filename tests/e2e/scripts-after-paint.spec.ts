/**
 * The client's scripts are fetched early and run after the first contentful paint, as classic
 * scripts (docs/decisions/068), read from Chromium's own trace: the events Lighthouse's
 * simulation reads to decide which scripts a paint waited for.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { url?: string } };
}

async function traceLoad(page: Page, url: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(url);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

for (const pagePath of ['/', '/kubernetes-vancouver-wa', '/contact']) {
  test(`${pagePath}: every preloaded script is fetched once and evaluated after the first contentful paint`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) requested.push(new URL(request.url()).pathname);
    });
    // The fixture's goto returns once React has taken over: the scripts have all run.
    const events = await traceLoad(page, pagePath);
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(2);

    // The page the trace starts on (about:blank) paints no content: this is the page's own.
    // (Not matched against navigationStart: Chromium leaves that out of a trace now and then.)
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    const seenByPage = await page.evaluate(() => `${document.visibilityState}, FCP entries: ${performance.getEntriesByName('first-contentful-paint').length}`);
    expect(paint, `a first contentful paint in the trace (page: ${seenByPage})`).toBeDefined();
    const evaluated = new Map<string, number>();
    for (const event of events) {
      const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
      if (url?.includes('/assets/') && !evaluated.has(new URL(url).pathname)) evaluated.set(new URL(url).pathname, event.ts);
    }
    // Classic scripts: Chromium records an evaluation, with its URL, for each one it ran.
    for (const script of preloaded) {
      expect(evaluated.get(script), `${script} evaluated`).toBeDefined();
      expect(evaluated.get(script)!, `${script} evaluated after the paint`).toBeGreaterThan(paint!.ts);
    }
    // The preloads are used as they are: no script is downloaded twice.
    expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
    expect(new Set(requested)).toEqual(new Set(preloaded));
  });
}

test('client navigation loads the next page’s scripts through the same loader', async ({ page }) => {
  await page.goto('/');
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) loaded.push(new URL(request.url()).pathname);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/);
  expect(loaded.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(0);
});
