/**
 * The blog on Contentful: the app with the real SDK talking to the fake CDA, through the
 * content cache. Covers the pages, hostile content, outages (warm and cold) and the webhook.
 */
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../../server/core/config.server.ts';
import { CachedContentSource, CONTENT_FRESH_MS } from '../../server/blog/cached-content-source.server.ts';
import { createUpstreamContentSource } from '../../server/blog/create-content-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { CONTENT_DIR } from '../../server/core/paths.server.ts';
import { contentfulFixtures, HOSTILE } from '../fakes/contentful-fixtures.ts';
import { entry, startFakeContentful, type FakeContentful } from '../fakes/contentful-server.ts';
import { signContentfulRequest } from '../fakes/contentful-webhook-signer.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { blogCategoryPath } from '../../shared/blog-data.ts';

const WEBHOOK_SECRET = 'a'.repeat(64);
const WEBHOOK_PATH = '/api/webhooks/contentful';

let fake: FakeContentful;
let content: CachedContentSource;
let app: Express;
let config: Config;
let time = 1_000_000;

async function setUp(records = contentfulFixtures(), mode: FakeContentful['mode'] = 'ok') {
  fake = await startFakeContentful(records);
  fake.mode = mode;
  const env = { ...fake.env(), CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET };
  config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_SITE_URL: 'https://www.example.com', ...env });
  const logger = createLogger('silent');
  content = new CachedContentSource(createUpstreamContentSource(config, logger, path.join(CONTENT_DIR, 'blog')), logger, {
    now: () => time,
  });
  app = await buildTestApp({ content }, env);
}

afterEach(async () => {
  await content?.cache.settled();
  await fake?.close();
});

describe('blog on Contentful', () => {
  beforeEach(() => setUp());

  it('lists posts and categories from Contentful, filtered by category id', async () => {
    const all = await request(app).get(href('blog')).expect(200);
    expect(all.text).toContain('Kubernetes for small teams');
    expect(all.text).toContain(`href="${blogCategoryPath('cat-cloud')}"`);
    const filtered = await request(app)
      .get(`${href('blog')}?category=cat-cloud`)
      .expect(200);
    expect((filtered.text.match(/<article/g) ?? []).length).toBe(1);
    expect(fake.requests.some((req) => req.query['fields.category.sys.id'] === 'cat-cloud')).toBe(true);
  });

  it('shares one upstream call between concurrent visitors', async () => {
    await Promise.all(Array.from({ length: 5 }, () => request(app).get(href('blog')).expect(200)));
    const postLists = fake.requests.filter((req) => req.query.content_type === 'blogPost' && !req.query['fields.category.sys.id']);
    expect(postLists).toHaveLength(1);
  });

  it('renders Images API pictures with avif and webp sources, widths and the asset size', async () => {
    const { text } = await request(app).get(postHref('kubernetes-for-small-teams')).expect(200);
    expect(text).toContain(
      '<picture><source type="image/avif" srcSet="https://images.ctfassets.net/fakespace/asset-cover-k8s/abc/k8s.jpg?fm=avif&amp;q=75&amp;w=400 400w',
    );
    expect(text).toContain('type="image/webp"');
    expect(text).toMatch(
      /<img src="https:\/\/images\.ctfassets\.net\/fakespace\/asset-cover-k8s\/abc\/k8s\.jpg\?w=1600"[^>]*width="1600" height="900"/,
    );
    expect(text).toContain('https://images.ctfassets.net/fakespace/asset-avatar/def/avatar.png?w=80&amp;h=80&amp;fit=thumb');
    expect(text).toContain('href="/blog/ai-that-earns-its-keep"');
  });

  it('allows Contentful image hosts in the CSP img-src', async () => {
    const response = await request(app).get(href('blog')).expect(200);
    const imgSrc = /img-src ([^;]*)/.exec(response.headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(imgSrc).toContain('https://images.ctfassets.net');
    expect(imgSrc).toContain(`http://${fake.host}`);
  });

  it('keeps hostile CMS text inert in the HTML and in the hydration data', async () => {
    const { text } = await request(app).get(postHref(HOSTILE.slug)).expect(200);
    expect(text).not.toContain('<script>window.__pwned');
    expect(text).not.toContain('<img src=x onerror');
    expect(text).not.toContain('<svg onload');
    expect(text).not.toMatch(/href="\s*(javascript|data):/i);
    expect(text).toContain('&lt;img src=x onerror=');
    // The page state (a JSON data block) escapes <, > and & so a </script> in the CMS cannot close it.
    const hydration = /<script type="application\/json" id="route-state">(.*?)<\/script>/.exec(text)?.[1] ?? '';
    expect(hydration).toContain('\\u003Cscript\\u003Ewindow.__pwned=1\\u003C/script\\u003E');
    expect(hydration).not.toMatch(/[<>]/);
    // The same for the JSON-LD blocks and the meta tags in the head.
    const jsonLd = [...text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(jsonLd.length).toBeGreaterThanOrEqual(2);
    for (const block of jsonLd) expect(block).not.toMatch(/[<>]/);
    expect(text).toMatch(/<meta name="description" content="&lt;\/script&gt;&lt;img src=x onerror=&quot;window.__pwned=2&quot;&gt;/);
    // Safe schemes stay links; the others are plain text.
    expect(text).toContain('href="mailto:hello@example.com"');
    expect(text).toContain('href="https://example.org/"');
    expect(text).toMatch(/<span>js link<\/span>/);
  });
});

describe('outages', () => {
  it('keeps serving the last good content when Contentful fails after warm-up', async () => {
    await setUp();
    await request(app).get(href('blog')).expect(200);
    await request(app).get(postHref('kubernetes-for-small-teams')).expect(200);
    fake.mode = 'server-error';
    time += CONTENT_FRESH_MS * 10;
    for (let i = 0; i < 2; i += 1) {
      const list = await request(app).get(href('blog')).expect(200);
      expect(list.text).toContain('Kubernetes for small teams');
      expect(list.text).toContain(`href="${blogCategoryPath('cat-cloud')}"`);
      await content.cache.settled();
    }
    const post = await request(app).get(postHref('kubernetes-for-small-teams')).expect(200);
    expect(post.text).toContain('When a cluster pays off.');
    expect(fake.requests.some((req) => req.query.content_type === 'blogPost')).toBe(true);
  });

  it.each(['server-error', 'rate-limited', 'not-found'] as const)(
    'from a cold start (%s) shows the empty states with 200; a post answers 503, never kept by a cache',
    async (mode) => {
      await setUp(contentfulFixtures(), mode);
      const blog = await request(app).get(href('blog')).expect(200);
      expect(blog.text).toContain('No blog posts found.');
      const home = await request(app).get('/').expect(200);
      expect(home.text).toContain('No entries found');
      // Browsers and crawlers alike: an outage is not content.
      for (const userAgent of ['Mozilla/5.0 Chrome/131', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)']) {
        const post = await request(app).get(postHref('kubernetes-for-small-teams')).set('User-Agent', userAgent).expect(503);
        expect(post.headers['retry-after']).toBe('30');
        expect(post.headers['cache-control']).toBe('private, no-store');
        expect(post.text).toContain('This post could not be loaded');
        expect(post.text).toContain('<meta name="robots" content="noindex, follow">');
      }
      await request(app).get('/blog/rss.xml').expect(200);
      await request(app).get('/sitemap.xml').expect(200);
    },
  );

  it('a post while Contentful hangs answers 503 after one upstream deadline: no second call for its slug', async () => {
    await setUp(contentfulFixtures(), 'hang');
    const post = await request(app).get(postHref('kubernetes-for-small-teams')).expect(503);
    expect(post.text).toContain('This post could not be loaded');
    // The list was asked for and hung past its deadline; the post was not asked for by its slug after it.
    expect(fake.requests.some((req) => req.query.content_type === 'blogPost' && !req.query['fields.slug'])).toBe(true);
    expect(fake.requests.some((req) => req.query['fields.slug'] === 'kubernetes-for-small-teams')).toBe(false);
  });

  it('answers with the empty state while Contentful holds every request unanswered', async () => {
    await setUp(contentfulFixtures(), 'hang');
    const blog = await request(app).get(href('blog')).expect(200);
    // The posts were asked for and never answered: the page came from the source giving up on
    // its own (its deadline is checked in contentful-content-source.server.test.ts), not from
    // an answer, however slow.
    expect(fake.requests.some((req) => req.query.content_type === 'blogPost')).toBe(true);
    expect(blog.text).toContain('No blog posts found.');
  });

  it('the JSON API says 503 with Retry-After when nothing is cached', async () => {
    await setUp(contentfulFixtures(), 'server-error');
    const response = await request(app).get('/api/blog/posts').expect(503);
    expect(response.headers['retry-after']).toBe('30');
  });
});

describe('POST /api/webhooks/contentful', () => {
  beforeEach(() => setUp());

  const body = JSON.stringify({ sys: { id: 'post-new', type: 'Entry' } });
  const baseHeaders = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };

  it('rejects a request without a signature', async () => {
    await request(app).post(WEBHOOK_PATH).set(baseHeaders).send(body).expect(401);
  });

  it('rejects a wrong signature, a wrong secret and an old timestamp', async () => {
    const signed = signContentfulRequest(WEBHOOK_SECRET, { method: 'POST', path: WEBHOOK_PATH, body, headers: baseHeaders });
    await request(app)
      .post(WEBHOOK_PATH)
      .set({ ...baseHeaders, ...signed })
      .send(body.replace('post-new', 'post-evil'))
      .expect(401);
    const wrongSecret = signContentfulRequest('b'.repeat(64), { method: 'POST', path: WEBHOOK_PATH, body, headers: baseHeaders });
    await request(app)
      .post(WEBHOOK_PATH)
      .set({ ...baseHeaders, ...wrongSecret })
      .send(body)
      .expect(401);
    const old = signContentfulRequest(
      WEBHOOK_SECRET,
      { method: 'POST', path: WEBHOOK_PATH, body, headers: baseHeaders },
      Date.now() - 10 * 60_000,
    );
    await request(app)
      .post(WEBHOOK_PATH)
      .set({ ...baseHeaders, ...old })
      .send(body)
      .expect(401);
  });

  it('purges on a valid signature: new content shows without waiting for freshness to run out', async () => {
    expect((await request(app).get(href('blog')).expect(200)).text).not.toContain('Freshly published');
    fake.setContent([
      ...contentfulFixtures(),
      entry('blogPost', 'post-new', { title: 'Freshly published', slug: 'freshly-published', publishDate: '2025-06-01' }),
    ]);
    const signed = signContentfulRequest(WEBHOOK_SECRET, { method: 'POST', path: WEBHOOK_PATH, body, headers: baseHeaders });
    const response = await request(app)
      .post(WEBHOOK_PATH)
      .set({ ...baseHeaders, ...signed })
      .send(body)
      .expect(200);
    expect(response.body.purged).toBeGreaterThan(0);
    await content.cache.settled();
    expect((await request(app).get(href('blog')).expect(200)).text).toContain('Freshly published');
  });
});

afterAll(async () => {
  await fake?.close().catch(() => undefined);
});
