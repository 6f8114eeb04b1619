/**
 * The render path: every visitor gets the same document for the same content, stored once and
 * served precompressed with an ETag; only known routes with existing content are stored; the
 * head goes out before slow loaders finish on pages whose status cannot change; per-visitor
 * pages and pages rendered with given data are never stored.
 */
import http from 'node:http';
import { use } from 'react';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouteData } from '../../client/app/route-context.ts';
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import { buildTestApp, TEST_MANIFEST } from '../../tests/support/test-app.ts';
import type { ContentSource } from '../blog/content-source.ts';
import { LocalContentSource } from '../blog/local-content-source.server.ts';
import { serverLoaders } from '../loaders/server-loaders.ts';
import type { StatusHints } from '../loaders/route-loaders.server.ts';
import { createLogger } from '../core/logger.server.ts';
import { CONTENT_DIR } from '../core/paths.server.ts';
import { CachedContentSource } from '../blog/cached-content-source.server.ts';
import { compressPage, PageCache } from './page-cache.server.ts';
import { createRenderSlots } from './render-slots.server.ts';
import { createSsrRenderer, type SsrOptions } from './ssr-handler.server.tsx';
import { statusBeforeData } from './request-plan.server.ts';
import { BUSY_RETRY_AFTER_S, PRIVATE_PAGE_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from './page-response.server.ts';
import { href, postHref } from '../../shared/route-paths.ts';

/** A content source that answers only once the test opens the gate. */
class GatedContent implements ContentSource {
  private open!: () => void;
  readonly gate = new Promise<void>((resolve) => (this.open = resolve));
  answered = false;
  /** Calls waiting at the gate. */
  asked = 0;
  release(): void {
    this.open();
  }
  private async wait<T>(value: T): Promise<T> {
    this.asked += 1;
    await this.gate;
    this.answered = true;
    return value;
  }
  getCategories(): Promise<Category[]> {
    return this.wait([]);
  }
  getPosts(): Promise<BlogPostSummary[]> {
    return this.wait([]);
  }
  getPostBySlug(): Promise<BlogPost | null> {
    return this.wait(null);
  }
}

let server: http.Server | undefined;

/** Polls a condition (no fixed sleeps). */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
afterEach(() => server?.close());

const BROWSER_UA = 'Mozilla/5.0 Chrome/131';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Requests `path` on a real socket and reports, at the first body byte, whether the gated
 * source had answered; the gate is opened once the first byte is in (or at once for crawlers,
 * who get nothing before the data).
 */
async function firstByteBeforeData(
  app: http.RequestListener,
  content: GatedContent,
  path: string,
  userAgent = BROWSER_UA,
  releaseAfterFirstByte = !/bot/i.test(userAgent),
): Promise<{ answeredAtFirstByte: boolean; status: number; body: string }> {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'user-agent': userAgent } }, (res) => {
        let answeredAtFirstByte: boolean | undefined;
        let body = '';
        res.on('data', (chunk: Buffer) => {
          if (answeredAtFirstByte === undefined) {
            answeredAtFirstByte = content.answered;
            content.release();
          }
          body += chunk.toString();
        });
        res.on('end', () => resolve({ answeredAtFirstByte: answeredAtFirstByte ?? false, status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
    if (/bot/i.test(userAgent) && !releaseAfterFirstByte) content.release();
  });
}

/** A bare app around the renderer, with the embedded content and a version the test sets. */
async function rendererApp(overrides: Partial<SsrOptions> = {}, statusHints?: StatusHints) {
  const publicConfig = { siteUrl: 'https://www.example.com' };
  const logger = createLogger('silent');
  const cache = new PageCache();
  let version = 1;
  const renderer = createSsrRenderer({
    routes: {
      loaders: serverLoaders({
        content: new LocalContentSource(path.join(CONTENT_DIR, 'blog')),
        publicConfig,
        logger,
        issueFormToken: () => 'token',
      }),
      siteUrl: publicConfig.siteUrl,
      rootFallback: { categories: [], publicConfig },
      ...(statusHints ? { statusHints } : {}),
    },
    manifest: TEST_MANIFEST,
    logger,
    pageCache: cache,
    contentVersion: () => String(version),
    ...overrides,
  });
  const app = express();
  app.get('/{*path}', renderer.handler);
  return { app, cache, renderer, bump: () => (version += 1) };
}

describe('one document for every visitor', () => {
  it('repeated requests get the same bytes, with no nonce in the page or the CSP', async () => {
    const app = await buildTestApp();
    const bodies = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const response = await request(app).get(href('web-design')).set('Accept-Encoding', 'identity').expect(200);
      expect(String(response.headers['content-security-policy'])).not.toContain('nonce');
      expect(response.text).not.toContain('nonce');
      bodies.add(response.text);
    }
    expect(bodies.size).toBe(1);
  });
});

describe('page cache', () => {
  it('stores a finished page and serves it precompressed, with an ETag that answers 304', async () => {
    const { app, cache } = await rendererApp();
    const first = await request(app).get(href('privacy-policy')).set('Accept-Encoding', 'identity').expect(200);
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(cache.size).toBe(1);
    const brotli = await request(app).get(href('privacy-policy')).set('Accept-Encoding', 'br, gzip').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    // (supertest decodes brotli as a browser does)
    expect(brotli.text).toBe(first.text);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Buffer.byteLength(first.text) / 3);
    const etag = String(brotli.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const gzip = await request(app).get(href('privacy-policy')).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(first.text);
    await request(app).get(href('privacy-policy')).set('If-None-Match', etag).expect(304);
  });

  it('a new content version is a new render; the old page is not served', async () => {
    const { app, cache, bump } = await rendererApp();
    const first = await request(app).get(href('about-us')).expect(200);
    const cachedEtag = (await request(app).get(href('about-us')).expect(200)).headers.etag;
    expect(cachedEtag).toBeDefined();
    bump();
    const afterBump = await request(app).get(href('about-us')).expect(200);
    // Rendered again (a miss streams: no ETag), then stored under the new version.
    expect(afterBump.headers.etag).toBeUndefined();
    expect(afterBump.text).toBe(first.text);
    expect(cache.size).toBe(1);
    expect((await request(app).get(href('about-us')).expect(200)).headers.etag).toBe(cachedEtag);
  });

  it('stores a campaign link or an unknown category as the page without it, and no per-visitor page', async () => {
    const { app, cache } = await rendererApp();
    const campaign = await request(app)
      .get(`${href('about-us')}?utm_source=newsletter&fbclid=x`)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(cache.size).toBe(1);
    const bare = await request(app).get(href('about-us')).set('Accept-Encoding', 'identity').expect(200);
    expect(campaign.text).toBe(bare.text);
    const another = await request(app)
      .get(`${href('about-us')}?utm_campaign=spring`)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(another.headers.etag).toBe(bare.headers.etag);
    expect(campaign.text).not.toContain('utm_source');
    for (const invented of [`${href('blog')}?category=invented`, `${href('blog')}?category=other&gclid=1`, href('blog')])
      await request(app).get(invented).expect(200);
    expect(cache.size).toBe(2);
    const contact = await request(app)
      .get(`${href('contact')}?utm_source=x`)
      .expect(200);
    expect(contact.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(cache.size).toBe(2);
  });

  it("stores each route's 404 page once, whatever path was asked for: invented URLs are answered from it", async () => {
    // The slug index knows which posts exist (server/loaders/server-loaders.ts serverStatusHints).
    const { app, cache } = await rendererApp(
      {},
      { 'blog-post': ({ params }) => (params.slug === 'cloud-costs-for-small-business' ? 200 : 404) },
    );
    const first = await request(app).get('/no-such-page').set('Accept-Encoding', 'identity').expect(404);
    expect(first.headers['cache-control']).toBe('no-cache');
    // The document names no path: no canonical, no og:url, nothing of the path in the page or its state.
    expect(first.text).not.toContain('no-such-page');
    expect(first.text).not.toContain('rel="canonical"');
    expect(cache.size).toBe(1);
    for (const invented of ['/another/invented/path', `/${'x'.repeat(5_000)}`, '/no-such-page?q=1']) {
      const again = await request(app).get(invented).set('Accept-Encoding', 'identity').expect(404);
      expect(again.headers.etag).toBeDefined();
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.text).toBe(first.text);
    }
    // A conditional request is not answered 304 for a 404.
    const etag = (await request(app).get('/yet-another').expect(404)).headers.etag!;
    await request(app).get('/yet-another').set('If-None-Match', etag).expect(404);
    const missingPost = await request(app).get(postHref('no-such-post')).set('Accept-Encoding', 'identity').expect(404);
    expect(missingPost.text).toContain('Post not found');
    expect(missingPost.text).not.toContain('no-such-post');
    const otherMissingPost = await request(app).get(postHref('another-missing-post')).set('Accept-Encoding', 'identity').expect(404);
    expect(otherMissingPost.headers.etag).toBeDefined();
    expect(otherMissingPost.text).toBe(missingPost.text);
    expect(cache.size).toBe(2);
  });

  it('stays within its byte bound, dropping the least recently used page', () => {
    const page = (text: string) => compressPage(`<p>${text.repeat(200)}</p>`, '1');
    const one = page('a');
    const bound = (one.identity.length + one.gzip.length + one.br.length + 400) * 2;
    const cache = new PageCache(bound);
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    expect(cache.get('/a', '1')).toBeDefined();
    cache.set('/c', page('c'));
    // /b was used least recently.
    expect(cache.get('/b', '1')).toBeUndefined();
    expect(cache.get('/a', '1')).toBeDefined();
    expect(cache.get('/c', '1')).toBeDefined();
    expect(cache.byteSize).toBeLessThanOrEqual(bound);
    // Another version is a miss.
    expect(cache.get('/a', '2')).toBeUndefined();
  });
});

describe('renderPageWith', () => {
  it('renders the route of a path with the given data and status, private and never stored', async () => {
    function SmallPage() {
      const data = useRouteData<{ message: string }>();
      return <p data-testid="small">{data?.message}</p>;
    }
    const { cache, renderer } = await rendererApp({ pageOverrides: { contact: SmallPage } });
    const app = express();
    app.post(href('contact'), (req, res, next) =>
      renderer.renderPageWith(req, res, next, {
        path: href('contact'),
        status: 400,
        data: { message: 'Please give your email <address>' },
      }),
    );
    const response = await request(app).post(href('contact')).expect(400);
    expect(response.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(response.text).toContain('<p data-testid="small">Please give your email &lt;address&gt;</p>');
    // The data is the page's state too, so hydration renders the same.
    expect(response.text).toContain('"message":"Please give your email \\u003Caddress\\u003E"');
    expect(cache.size).toBe(0);
  });
});

describe('a visitor who leaves', () => {
  it('a render stopped because the client closed the connection is logged as ordinary, not as an error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    let rendering = false;
    function NeverReadyPage(): never {
      rendering = true;
      return use(new Promise<never>(() => {}));
    }
    const { app } = await rendererApp({ logger, pageOverrides: { contact: NeverReadyPage } });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = http.get({ host: '127.0.0.1', port, path: href('contact'), headers: { 'user-agent': BROWSER_UA } });
    client.on('error', () => {});
    await until(() => rendering);
    client.destroy();
    await until(() => lines.some((line) => line.msg === 'client went away before the page'));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('head before data', () => {
  it('pages whose status is fixed answer 200 and 404 before their data; a post only with a status the slug index knows', () => {
    expect(statusBeforeData('home')).toBe(200);
    expect(statusBeforeData('kubernetes')).toBe(200);
    expect(statusBeforeData('not-found')).toBe(404);
    expect(statusBeforeData('blog-post')).toBeUndefined();
    expect(statusBeforeData('blog-post', 200)).toBe(200);
    expect(statusBeforeData('blog-post', 404)).toBe(404);
  });

  it('the first byte goes out before a slow content source answers', async () => {
    const content = new GatedContent();
    const app = await buildTestApp({ content });
    const result = await firstByteBeforeData(app, content, '/');
    expect(result.status).toBe(200);
    expect(result.answeredAtFirstByte).toBe(false);
    expect(result.body.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(result.body.match(/<title>/g)).toHaveLength(1);
    expect(result.body).toContain('</html>');
  });

  it('crawlers wait for a slow source: nothing before the data', async () => {
    const content = new GatedContent();
    const app = await buildTestApp({ content });
    const result = await firstByteBeforeData(app, content, '/', CRAWLER_UA);
    expect(result.status).toBe(200);
    expect(result.answeredAtFirstByte).toBe(true);
  });

  it('a missing post is a 404 for everyone at once, from the slug index: no upstream call for it', async () => {
    const content = new GatedContent();
    const postCalls: string[] = [];
    const summary = {
      id: 'a',
      slug: 'a',
      title: 'A',
      excerpt: '',
      publishDate: '2025-01-01',
      category: { id: 'c', name: 'C', slug: 'c' },
      tags: [],
      readingMinutes: 1,
    };
    const source: ContentSource = {
      getCategories: async () => [],
      getPosts: async () => [summary],
      getPostBySlug: (slug) => (postCalls.push(slug), content.getPostBySlug()),
    };
    const cached = new CachedContentSource(source, createLogger('silent'));
    await cached.getPosts();
    const app = await buildTestApp({ content: cached });
    for (const userAgent of [BROWSER_UA, CRAWLER_UA]) {
      const response = await request(app).get(postHref('no-such-post')).set('User-Agent', userAgent).expect(404);
      expect(response.text).toContain('Post not found.');
    }
    expect(postCalls).toEqual([]);
    // An existing post not cached yet: its head (status 200, known from the index) goes out before the post arrives.
    const result = await firstByteBeforeData(app, content, postHref('a'), CRAWLER_UA, true);
    expect(postCalls).toEqual(['a']);
    expect(result.answeredAtFirstByte).toBe(false);
    expect(result.status).toBe(200);
  });
});

/** A renderer on gated content, listening on a free port: its base URL and the gate. */
async function gatedRendererServer(overrides: Partial<SsrOptions> = {}) {
  const content = new GatedContent();
  const logger = createLogger('silent');
  const publicConfig = { siteUrl: 'https://www.example.com' };
  const renderer = createSsrRenderer({
    routes: {
      loaders: serverLoaders({ content, publicConfig, logger, issueFormToken: () => 'token' }),
      siteUrl: publicConfig.siteUrl,
      rootFallback: { categories: [], publicConfig },
    },
    manifest: TEST_MANIFEST,
    logger,
    ...overrides,
  });
  const app = express();
  app.get('/{*path}', renderer.handler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { content, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the bound on renders at once (issue 20)', () => {
  it('a render past the bound and its queue is answered 503 with Retry-After, never stored; the slot comes back', async () => {
    const { content, base } = await gatedRendererServer({ renderSlots: createRenderSlots({ concurrency: 1, queue: 0, maxWaitMs: 0 }) });
    // A crawler's request waits on the gated source, holding the only slot.
    const holding = fetch(`${base}/blog`, { headers: { 'user-agent': CRAWLER_UA } });
    await until(() => content.asked > 0);
    const refused = await fetch(`${base}/privacy-policy`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(refused.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(await refused.text()).toContain('try again in a few seconds');
    content.release();
    expect((await holding).status).toBe(200);
    expect((await fetch(`${base}/privacy-policy`)).status).toBe(200);
  });
});

describe('one render for a burst of requests for the same page', () => {
  it('requests for a page being rendered wait for that render and get the stored page', async () => {
    const { content, base } = await gatedRendererServer();
    // Crawlers wait for the whole page; campaign links name the same page.
    const burst = ['', '?utm_source=a', '?utm_source=b', '?fbclid=c', ''].map((query) =>
      fetch(`${base}/privacy-policy${query}`, { headers: { 'user-agent': CRAWLER_UA, 'accept-encoding': 'identity' } }),
    );
    await until(() => content.asked > 0);
    content.release();
    const responses = await Promise.all(burst);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = new Set(await Promise.all(responses.map((response) => response.text())));
    expect(bodies.size).toBe(1);
    // The frame's loader ran once: one render for the five.
    expect(content.asked).toBe(1);
  });
});
