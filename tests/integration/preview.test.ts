/**
 * Draft preview end to end on the HTTP app: the real SDK talks to the fake CDA (published
 * content) and to its Preview API (drafts, its own token). Covers the cookie flow, refusals,
 * preview off, drafts seen only in preview, no shared caching of preview answers, the headers,
 * and secrets kept out of the HTML and the logs.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/core/config.server.ts';
import { CachedContentSource } from '../../server/blog/cached-content-source.server.ts';
import { createUpstreamContentSource } from '../../server/blog/create-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { previewCookieKey, signPreviewCookie } from '../../server/preview/preview-cookie.server.ts';
import { contentfulFixtures, DRAFT_POST, draftPostRecord } from '../fakes/contentful-fixtures.ts';
import { draft, entry, startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { buildTestApp } from '../support/test-app.ts';
import { SHARED_PAGE_CACHE_CONTROL } from '../../server/render/page-response.server.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { blogCategoryPath } from '../../shared/blog-data.ts';

const PREVIEW_SECRET = 'editors-preview-secret-4f1c9a';
const SITE_SECRET = 'site-secret-for-tests-0123456789abcdef';
const COOKIE = '__Host-preview';
const { slug: DRAFT_SLUG, title: DRAFT_TITLE } = DRAFT_POST;
const REVISED_TITLE = 'AI that earns its keep, revised';
/**
 * Browsers get a blog post's head (and 200) before a slow upstream answers; crawlers wait for
 * the real status. Requests that check a 404 say they are a crawler.
 */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Published fixtures plus what editors have not published yet: a new post, a new category, a revision. */
function recordsWithDrafts() {
  const published = contentfulFixtures();
  const ai = published.find((record) => record.sys.id === 'post-ai')!;
  return [
    ...published,
    draft(entry('category', 'cat-data', { name: 'Data & Analytics', slug: 'data-analytics' })),
    draftPostRecord('cat-data'),
    draft({ ...ai, fields: { ...ai.fields, title: REVISED_TITLE } }),
  ];
}

let fake: FakeContentful;
let content: CachedContentSource;
let logLines: string[];

async function setUp(previewEnv: (fake: FakeContentful) => Record<string, string>): Promise<Express> {
  fake = await startFakeContentful(recordsWithDrafts());
  const env = { ...fake.env(), ...previewEnv(fake), SITE_SECRET };
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: 'https://www.example.com', ...env });
  content = new CachedContentSource(
    createUpstreamContentSource(config, createLogger('silent'), path.join(CONTENT_DIR, 'blog')),
    createLogger('silent'),
  );
  // Everything the app logs, down to trace, to check that no secret is ever written.
  logLines = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  return buildTestApp({ content, logger: pino({ level: 'trace' }, sink) }, env);
}

const previewOn = (fake: FakeContentful) => ({ ...fake.previewEnv(), CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET });

/** The preview cookie's `name=value`, from a Set-Cookie header. */
function cookieFrom(response: request.Response): string {
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const ours = setCookie.find((line) => line.startsWith(`${COOKIE}=`));
  if (!ours) throw new Error(`no ${COOKIE} cookie in ${JSON.stringify(setCookie)}`);
  return ours.split(';', 1)[0]!;
}

async function enterPreview(app: Express, slug = DRAFT_SLUG): Promise<string> {
  const response = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug }).expect(307);
  return cookieFrom(response);
}

afterEach(async () => {
  await content?.cache.settled();
  await fake?.close();
});

describe('draft preview, configured', () => {
  it('with the right secret sets a signed, HttpOnly, Secure, SameSite=None, Partitioned cookie for an hour and redirects to the post', async () => {
    const app = await setUp(previewOn);
    const before = Date.now();
    const response = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug: DRAFT_SLUG }).expect(307);
    expect(response.headers.location).toBe(postHref(DRAFT_SLUG));
    const [setCookie] = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(setCookie).toMatch(new RegExp(`^${COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; `));
    const attributes = setCookie!.split('; ').slice(1);
    // Cross-site (Contentful's Live Preview pane frames the site), in a partition of its own (docs/decisions/095).
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']));
    const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))?.slice('Max-Age='.length));
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const expires = Date.parse(attributes.find((attribute) => attribute.startsWith('Expires='))!.slice('Expires='.length));
    expect(expires - before).toBeGreaterThan(3590_000);
    expect(expires - before).toBeLessThanOrEqual(3601_000);
  });

  it('without a slug redirects to the blog', async () => {
    const app = await setUp(previewOn);
    const response = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET }).expect(307);
    expect(response.headers.location).toBe(href('blog'));
    cookieFrom(response);
    expect((await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug: '' }).expect(307)).headers.location).toBe(
      href('blog'),
    );
  });

  it('refuses a wrong, missing or repeated secret with 401 and no cookie', async () => {
    const app = await setUp(previewOn);
    for (const query of [
      `secret=${PREVIEW_SECRET}x&slug=${DRAFT_SLUG}`,
      `slug=${DRAFT_SLUG}`,
      `secret=${PREVIEW_SECRET}&secret=${PREVIEW_SECRET}`,
      'secret=',
    ]) {
      const response = await request(app).get(`/api/preview?${query}`).expect(401);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body.message).toBe('Invalid preview secret.');
    }
  });

  it('refuses a slug that is not a slug with 400 and no cookie', async () => {
    const app = await setUp(previewOn);
    for (const slug of ['../../etc', 'a/b', '//evil.example', 'x'.repeat(201), 'ü']) {
      const response = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug }).expect(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('shows drafts from the Preview API only with the cookie: the post, the blog, home and the header', async () => {
    const app = await setUp(previewOn);
    await request(app).get(postHref(DRAFT_SLUG)).set('User-Agent', CRAWLER).expect(404);
    const cookie = await enterPreview(app);

    const post = await request(app).get(postHref(DRAFT_SLUG)).set('Cookie', cookie).expect(200);
    expect(post.text).toContain(`<h1`);
    expect(post.text).toContain(DRAFT_TITLE);
    expect(post.text).toContain('Preview mode');
    expect(post.text).toContain('href="/api/preview/exit?redirect=%2Fblog%2Fdraft-post-in-progress"');

    const blog = await request(app).get(href('blog')).set('Cookie', cookie).expect(200);
    expect(blog.text).toContain(DRAFT_TITLE);
    expect(blog.text).toContain(REVISED_TITLE);
    // The draft category is in the filter and in the header's blog menu.
    expect(blog.text).toContain(`href="${blogCategoryPath('cat-data')}"`);

    const home = await request(app).get('/').set('Cookie', cookie).expect(200);
    expect(home.text).toContain(DRAFT_TITLE);
    expect(home.text).toContain('Data &amp; Analytics');

    // Every preview read went to the Preview API with the preview token, none to the delivery API's.
    const previewCalls = fake.requests.filter((req) => req.api === 'preview');
    expect(previewCalls.length).toBeGreaterThan(0);
    expect(previewCalls.every((req) => req.authorization === `Bearer ${fake.previewToken}`)).toBe(true);
  });

  it('client-side navigations in preview get drafts from /api/route-data too', async () => {
    const app = await setUp(previewOn);
    const cookie = await enterPreview(app);
    const url = `/api/route-data?path=${encodeURIComponent(postHref(DRAFT_SLUG))}`;
    const inPreview = await request(app).get(url).set('Cookie', cookie).expect(200);
    expect(inPreview.body.data.post.title).toBe(DRAFT_TITLE);
    expect(inPreview.headers['cache-control']).toBe('private, no-store');
    expect(inPreview.headers['x-robots-tag']).toBe('noindex');
    const normal = await request(app).get(url).expect(404);
    expect(normal.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(normal.headers['x-robots-tag']).toBeUndefined();
  });

  it('marks preview answers private, no-store and noindex; normal pages keep their headers', async () => {
    const app = await setUp(previewOn);
    const cookie = await enterPreview(app);
    for (const path of ['/', href('blog'), postHref(DRAFT_SLUG), postHref('no-such-post'), href('contact')]) {
      const response = await request(app).get(path).set('Cookie', cookie);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
      expect(response.headers['x-robots-tag'], path).toBe('noindex');
    }
    const normal = await request(app).get(href('blog')).expect(200);
    expect(normal.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(normal.headers['x-robots-tag']).toBeUndefined();
    expect(normal.text).not.toContain('Preview mode');
  });

  it('keeps preview out of the shared caches: a later normal request sees no draft, and preview always asks upstream', async () => {
    const app = await setUp(previewOn);
    const cookie = await enterPreview(app);
    // Preview first, while the content and page caches are cold: nothing of it may be kept.
    for (const path of [href('blog'), postHref(DRAFT_SLUG), postHref('ai-that-earns-its-keep'), '/']) {
      await request(app).get(path).set('Cookie', cookie).expect(200);
    }
    expect(content.cache.size).toBe(0);
    const missing = await request(app).get(postHref(DRAFT_SLUG)).set('User-Agent', CRAWLER).expect(404);
    expect(missing.text).toContain('Post not found.');
    expect(missing.text).not.toContain(DRAFT_TITLE);
    for (const path of [href('blog'), postHref('ai-that-earns-its-keep'), '/']) {
      const normal = await request(app).get(path).expect(200);
      expect(normal.text, path).not.toContain(DRAFT_TITLE);
      expect(normal.text, path).not.toContain(REVISED_TITLE);
      expect(normal.text, path).not.toContain('Data &amp; Analytics');
      expect(normal.text, path).not.toContain('Preview mode');
    }
    // And the other way: with the caches warm from normal visits, preview still reads the Preview API each time.
    const postCalls = () =>
      fake.requests.filter((req) => req.api === 'preview' && req.query['fields.slug'] === 'ai-that-earns-its-keep').length;
    const before = postCalls();
    for (let index = 0; index < 2; index += 1) {
      const revised = await request(app).get(postHref('ai-that-earns-its-keep')).set('Cookie', cookie).expect(200);
      expect(revised.text).toContain(REVISED_TITLE);
    }
    expect(postCalls()).toBe(before + 2);
  });

  it('ignores a forged, stretched or expired cookie', async () => {
    const app = await setUp(previewOn);
    const cookie = await enterPreview(app);
    const [, value] = cookie.split('=') as [string, string];
    const [expires, mac] = value.split('.') as [string, string];
    const key = previewCookieKey(Buffer.from(SITE_SECRET), PREVIEW_SECRET);
    const expired = signPreviewCookie(key, Date.now() - 2 * 3600_000).value;
    const otherKey = signPreviewCookie(previewCookieKey(Buffer.from('another-site-secret'), PREVIEW_SECRET)).value;
    for (const forged of [`${Number(expires) + 600}.${mac}`, expired, otherKey, '1', 'true']) {
      const response = await request(app)
        .get(postHref(DRAFT_SLUG))
        .set('User-Agent', CRAWLER)
        .set('Cookie', `${COOKIE}=${forged}`)
        .expect(404);
      expect(response.headers['x-robots-tag']).toBeUndefined();
    }
    // The cookie made with the configured key works.
    await request(app)
      .get(postHref(DRAFT_SLUG))
      .set('Cookie', `${COOKIE}=${signPreviewCookie(key).value}`)
      .expect(200);
  });

  it('exit clears the cookie and goes back to where the visitor was, never to another site', async () => {
    const app = await setUp(previewOn);
    const exit = await request(app)
      .get('/api/preview/exit')
      .query({ redirect: `${href('blog')}?category=cat-ai` })
      .expect(307);
    expect(exit.headers.location).toBe(`${href('blog')}?category=cat-ai`);
    const [cleared] = ([] as string[]).concat(exit.headers['set-cookie'] ?? []);
    expect(cleared).toMatch(
      new RegExp(`^${COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; Partitioned; SameSite=None$`),
    );

    const fromReferer = await request(app).get('/api/preview/exit').set('Referer', 'https://www.example.com/blog/a-bare-post').expect(307);
    expect(fromReferer.headers.location).toBe(postHref('a-bare-post'));
    for (const [redirect, referer] of [
      ['//evil.example/x', undefined],
      ['https://evil.example/', undefined],
      ['/\\evil.example', undefined],
      [undefined, 'https://evil.example/blog'],
      [undefined, undefined],
    ]) {
      const call = request(app)
        .get('/api/preview/exit')
        .query(redirect ? { redirect } : {});
      const response = await (referer ? call.set('Referer', referer) : call).expect(307);
      expect(response.headers.location, `${redirect} ${referer}`).toBe('/');
    }
  });

  it('keeps /api/blog, the feed and the sitemap published-only, with the preview cookie set', async () => {
    const app = await setUp(previewOn);
    const cookie = await enterPreview(app);
    // The draft, its category and the revised title are on the preview page...
    const blog = await request(app).get(href('blog')).set('Cookie', cookie).expect(200);
    for (const draftText of [DRAFT_TITLE, REVISED_TITLE, 'Data &amp; Analytics']) expect(blog.text).toContain(draftText);
    // ...and nowhere a visitor, a feed reader or a crawler could take them from.
    for (const path of [
      '/api/blog/posts',
      '/api/blog/categories',
      '/api/blog/posts/ai-that-earns-its-keep',
      '/blog/rss.xml',
      '/sitemap.xml',
    ]) {
      const text = (await request(app).get(path).set('Cookie', cookie).expect(200)).text;
      // Each does list published content (so an empty answer cannot pass).
      expect(text, path).toMatch(/ai-that-earns-its-keep|ai-for-business/);
      for (const draftText of [DRAFT_TITLE, DRAFT_SLUG, REVISED_TITLE, 'Data & Analytics', 'Data &amp; Analytics', 'data-analytics']) {
        expect(text, `${path} shows "${draftText}"`).not.toContain(draftText);
      }
    }
    await request(app).get(`/api/blog/posts/${DRAFT_SLUG}`).set('Cookie', cookie).expect(404);
    expect((await request(app).get('/api/blog/posts?category=cat-data').set('Cookie', cookie).expect(200)).body.posts).toEqual([]);
  });

  it('keeps the secrets and the cookie out of the HTML and the logs', async () => {
    const app = await setUp(previewOn);
    const cookie = await enterPreview(app);
    await request(app).get('/api/preview').query({ secret: 'a-wrong-guess-of-the-secret', slug: DRAFT_SLUG }).expect(401);
    // Express decodes parameter names: each of these spellings reaches the endpoint as `secret`.
    for (const name of ['%73ecret', 'sec%72et', 'secret'])
      await request(app).get(`/api/preview?slug=${DRAFT_SLUG}&${name}=${PREVIEW_SECRET}`).expect(307);
    await request(app).get(`/API/PREVIEW?secret=${PREVIEW_SECRET}&secret=${PREVIEW_SECRET}`).expect(401);
    const page = await request(app).get(postHref(DRAFT_SLUG)).set('Cookie', cookie).expect(200);
    const value = cookie.split('=')[1]!;
    for (const secret of [PREVIEW_SECRET, fake.previewToken, fake.accessToken, SITE_SECRET, value, 'a-wrong-guess-of-the-secret']) {
      expect(page.text).not.toContain(secret);
      expect(logLines.join('')).not.toContain(secret);
    }
    expect(logLines.join('')).toContain('/api/preview?[redacted]');
  });
});

describe('draft preview, not configured', () => {
  it.each([
    ['no preview variables', () => ({})],
    ['a token without a secret', (fake: FakeContentful) => fake.previewEnv()],
    ['a secret without a token', () => ({ CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET })],
  ])('with %s: the endpoints answer 404, no cookie is set, no banner shows', async (_label, env) => {
    const app = await setUp(env);
    const enter = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, slug: DRAFT_SLUG }).expect(404);
    expect(enter.headers['set-cookie']).toBeUndefined();
    await request(app).get('/api/preview/exit').expect(404);
    // Even a validly signed cookie (from a time preview was on) shows nothing.
    const stale = signPreviewCookie(previewCookieKey(Buffer.from(SITE_SECRET), PREVIEW_SECRET)).value;
    const page = await request(app).get(href('blog')).set('Cookie', `${COOKIE}=${stale}`).expect(200);
    expect(page.text).not.toContain('Preview mode');
    expect(page.text).not.toContain(DRAFT_TITLE);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(fake.requests.some((req) => req.api === 'preview')).toBe(false);
  });

  it('is off without the Contentful source, even with both preview variables', async () => {
    const app = await buildTestApp({}, { CONTENTFUL_PREVIEW_TOKEN: 'token', CONTENTFUL_PREVIEW_SECRET: PREVIEW_SECRET });
    await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET }).expect(404);
  });
});
