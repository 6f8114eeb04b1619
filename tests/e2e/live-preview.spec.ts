/**
 * Contentful's Live Preview pane in Chromium (docs/decisions/095). A test page on another site
 * (http://localhost, while the site is https://127.0.0.1 behind a TLS front, as behind its
 * ingress) frames the preview link as Contentful's web app does. Chromium here blocks
 * third-party cookies, so the draft shows only if the partitioned cookie works. The test page
 * then plays the web app's side of the SDK's postMessage protocol: it answers the page's
 * subscription with a changed entry, and the framed post re-renders in place.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { contentfulFixtures, DRAFT_POST, draftPostRecord } from '../fakes/contentful-fixtures.ts';
import { startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { PROJECT_ROOT, startBuiltServer, type RunningServer } from '../support/start-built-server.ts';
import { startTlsProxy, type TlsProxy } from '../support/tls-proxy.ts';
import { expect, test } from './fixtures.ts';
import { href, postHref } from '../../shared/route-paths.ts';

const SECRET = 'e2e-live-preview-secret-51c0a7';
/** Posts and authors with images are left out: the browser is offline and would log failed image loads. */
const WITHOUT_IMAGES = new Set(['post-k8s', 'author-dana']);
/** The frame is short, so the post scrolls inside it. */
const PANE_HEIGHT = 420;

let fake: FakeContentful;
let tls: TlsProxy;
let server: RunningServer;
let editorApp: http.Server;
let editorOrigin = '';

/** The test page standing in for app.contentful.com: a frame, and a record of what the SDK sends it. */
const EDITOR_PAGE = (src: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor</title></head><body>
<iframe id="pane" title="Live preview" src="${src}" style="width:1000px;height:${PANE_HEIGHT}px;border:0"></iframe>
<script>
  window.sdkMessages = [];
  window.addEventListener('message', (event) => {
    if (event.data && event.data.source === 'live-preview-sdk') window.sdkMessages.push({ origin: event.origin, data: event.data });
  });
</script></body></html>`;

test.use({ ignoreHTTPSErrors: true });
// A cold built server on a shared 2-core machine: the first framed page takes a while.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  fake = await startFakeContentful([
    ...contentfulFixtures().filter((record) => record.sys.type === 'Entry' && !WITHOUT_IMAGES.has(record.sys.id)),
    draftPostRecord('cat-ai'),
  ]);
  editorApp = http.createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://editor').searchParams.get('src') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(EDITOR_PAGE(src.replace(/"/g, '&quot;')));
  });
  await new Promise<void>((resolve) => editorApp.listen(0, '127.0.0.1', resolve));
  // Another site than 127.0.0.1: what makes the frame cross-site.
  editorOrigin = `http://localhost:${(editorApp.address() as AddressInfo).port}`;
  tls = await startTlsProxy();
  server = await startBuiltServer({
    ...fake.env(),
    ...fake.previewEnv(),
    CONTENTFUL_PREVIEW_SECRET: SECRET,
    PUBLIC_SITE_URL: tls.url,
    TRUST_PROXY: '1',
    CONTENTFUL_PREVIEW_FRAME_ANCESTORS: editorOrigin,
  });
  tls.target = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await tls?.close();
  await new Promise((resolve) => editorApp?.close(resolve));
  await fake?.close();
});

const previewLink = (slug = DRAFT_POST.slug) => `${tls.url}/api/preview?secret=${SECRET}&slug=${slug}`;

/** Opens the editor page framing `src`; resolves with the frame once the site's page in it has hydrated. */
async function openPane(page: Page, src: string): Promise<Frame> {
  await page.goto(`${editorOrigin}/?src=${encodeURIComponent(src)}`);
  const frame = page.frame({ url: (url) => url.origin === tls.url })!;
  await expect.poll(() => page.frame({ url: (url) => url.origin === tls.url }) !== null).toBe(true);
  const pane = page.frame({ url: (url) => url.origin === tls.url }) ?? frame;
  await pane.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return pane;
}

function sdkMessages(page: Page, method: string) {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { sdkMessages: Array<{ origin: string; data: Record<string, unknown> }> }).sdkMessages.filter(
        (message) => message.data.method === wanted,
      ),
    method,
  );
}

function sdkChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'dist/client/manifest.json'), 'utf8')) as { livePreview: string[] };
  return manifest.livePreview[0]!;
}

test('the pane shows the draft, with field tags, and stays in preview while the editor browses in it', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const pane = await openPane(page, previewLink());
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFT_POST.title);
  await expect(pane.getByRole('complementary', { name: 'Preview mode' })).toBeVisible();
  // The SDK was loaded (in the frame only) and said hello to the web app's origin.
  expect(loaded).toContain(sdkChunk());
  await expect.poll(async () => (await sdkMessages(page, 'CONNECTED')).length).toBe(1);
  const [connected] = await sdkMessages(page, 'CONNECTED');
  expect(connected!.origin).toBe(tls.url);
  expect(connected!.data).toMatchObject({ connected: true, locale: 'en-US', isInspectorEnabled: true, isLiveUpdatesEnabled: true });
  expect(connected!.data.taggedElementCount).toBeGreaterThanOrEqual(4);

  const title = pane.getByRole('heading', { level: 1 });
  await expect(title).toHaveAttribute('data-contentful-entry-id', DRAFT_POST.id);
  await expect(title).toHaveAttribute('data-contentful-field-id', 'title');
  await expect(title).toHaveAttribute('data-contentful-locale', 'en-US');
  for (const field of ['excerpt', 'content', 'category']) {
    await expect(pane.locator(`[data-contentful-entry-id="${DRAFT_POST.id}"][data-contentful-field-id="${field}"]`)).toHaveCount(1);
  }

  // Inspector mode as the web app turns it on: the SDK reports the tagged parts of the page.
  await page.evaluate((origin) => {
    const frame = document.getElementById('pane') as HTMLIFrameElement;
    frame.contentWindow!.postMessage({ source: 'live-preview-editor', method: 'INSPECTOR_MODE_CHANGED', isInspectorActive: true }, origin);
  }, tls.url);
  await expect.poll(async () => (await sdkMessages(page, 'TAGGED_ELEMENTS')).length).toBeGreaterThan(0);
  const [tagged] = await sdkMessages(page, 'TAGGED_ELEMENTS');
  const fields = (tagged!.data.elements as Array<{ attributes: { entryId: string; fieldId: string } }>).map(
    (element) => `${element.attributes.entryId} ${element.attributes.fieldId}`,
  );
  expect(fields).toEqual(expect.arrayContaining([`${DRAFT_POST.id} title`, `${DRAFT_POST.id} excerpt`, `${DRAFT_POST.id} content`]));

  // A client-side navigation in the frame (the cookie goes with /api/route-data)...
  await pane.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
  await expect(pane.getByRole('link', { name: DRAFT_POST.title })).toBeVisible();
  await expect(pane.locator(`[data-contentful-entry-id="${DRAFT_POST.id}"][data-contentful-field-id="title"]`)).toHaveCount(1);
  // ...and a full load of a page in the frame (the cookie goes with the document, which may be framed).
  await pane.goto(`${tls.url}/blog/${DRAFT_POST.slug}`);
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFT_POST.title);
  await expect(pane.getByRole('complementary', { name: 'Preview mode' })).toBeVisible();
});

test('as the editor types, the framed post re-renders in place: new title and body, no reload, same scroll position', async ({
  page,
}, testInfo) => {
  const pane = await openPane(page, previewLink());
  await expect(pane.getByRole('heading', { level: 1 })).toHaveText(DRAFT_POST.title);
  await expect.poll(async () => (await sdkMessages(page, 'SUBSCRIBED')).length).toBe(1);
  const [subscribed] = await sdkMessages(page, 'SUBSCRIBED');
  expect(subscribed!.data).toMatchObject({ event: 'edit', locale: 'en-US' });
  expect(String(subscribed!.data.config)).toContain(DRAFT_POST.id);

  // What the web app sends back: the subscribed entry with the editor's changes.
  const entry = await pane.evaluate(() => JSON.parse(document.getElementById('route-state')!.textContent!).data.liveEntry);
  const typed = (title: string, words: string) => ({
    ...entry,
    fields: {
      ...entry.fields,
      title,
      excerpt: `${title}: the excerpt`,
      tags: ['Typed tag'],
      content: {
        nodeType: 'document',
        data: {},
        content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: words, marks: [], data: {} }] }],
      },
    },
  });

  // Every title the frame ever shows, and a mark that a reload would lose.
  await pane.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { titlesSeen: seen, sameDocument: true });
    new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '')).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    window.scrollTo(0, 180);
  });
  await expect.poll(() => pane.evaluate(() => window.scrollY)).toBe(180);

  // A message in the editor's shape from any other origin (here the page itself) is ignored.
  await pane.evaluate(
    ({ data, subscriptionId }) => window.postMessage({ source: 'live-preview-editor', method: 'ENTRY_UPDATED', data, subscriptionId }, '*'),
    { data: typed('Spoofed title', 'Spoofed body.'), subscriptionId: subscribed!.data.id },
  );
  await page.evaluate(
    ({ origin, data, subscriptionId }) => {
      const frame = document.getElementById('pane') as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ source: 'live-preview-editor', method: 'ENTRY_UPDATED', data, subscriptionId }, origin);
    },
    {
      origin: tls.url,
      data: typed('A draft, retitled as I type', 'A first paragraph, typed just now.'),
      subscriptionId: subscribed!.data.id,
    },
  );

  await expect(pane.getByRole('heading', { level: 1 })).toHaveText('A draft, retitled as I type');
  await expect(pane.getByText('A first paragraph, typed just now.')).toBeVisible();
  await expect(pane.getByText('Work in progress.')).toHaveCount(0);
  await expect(pane.getByText('A draft, retitled as I type: the excerpt')).toBeVisible();
  await expect(pane.getByRole('list', { name: 'Category and tags' })).toContainText('Typed tag');
  expect(await pane.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await pane.evaluate(() => window.scrollY)).toBe(180);
  expect(await pane.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen)).not.toContain('Spoofed title');
  // Still tagged after the change.
  await expect(pane.getByRole('heading', { level: 1 })).toHaveAttribute('data-contentful-field-id', 'title');
  await page.screenshot({ path: testInfo.outputPath('live-preview-pane.png') });
});

test.describe('without a preview session', () => {
  test.use({ allowedConsoleErrors: [/frame-ancestors 'none'/] });

  test("a framed page shows nothing of the site: only preview responses may be framed, and a visitor's response says 'none'", async ({
    page,
  }) => {
    const answers: Array<{ url: string; policy: string | undefined }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === tls.url)
        answers.push({ url: response.url(), policy: response.headers()['content-security-policy'] });
    });
    await page.goto(`${editorOrigin}/?src=${encodeURIComponent(`${tls.url}/blog/ai-that-earns-its-keep`)}`);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers[0]!.policy).toContain("frame-ancestors 'none'");
    // Chromium refused to show it: the frame holds its own error page, not the site.
    const pane = page.frames()[1]!;
    await expect.poll(() => pane.evaluate(() => document.getElementById('route-state') === null).catch(() => true)).toBe(true);
    await expect(page.frameLocator('#pane').getByText('AI that earns its keep')).toHaveCount(0);
    await expect(page.frameLocator('#pane').getByText(DRAFT_POST.title)).toHaveCount(0);
  });
});

test('visitors of a site with Live Preview configured never load its chunk, nor get a tag', async ({ page }) => {
  const chunk = sdkChunk();
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  for (const url of ['/', href('blog'), postHref('ai-that-earns-its-keep')]) {
    await page.goto(`${tls.url}${url}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-contentful-entry-id]')).toHaveCount(0);
    expect(await page.locator(`link[href="${chunk}"]`).count()).toBe(0);
  }
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded).not.toContain(chunk);
});
