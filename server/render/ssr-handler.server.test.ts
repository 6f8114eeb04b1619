/**
 * The render path's speed measures keep what matters: a cached page carries this request's
 * nonce (the CSP header's), the head goes out before slow loaders finish on pages whose status
 * cannot change, and pages whose loader decides the status still wait for it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import type { ContentSource } from '../content/content-source.ts';
import path from 'node:path';
import express from 'express';
import { loadPageComponents, PAGE_MODULES } from '../../client/pages/page-modules.ts';
import { buildTestApp, TEST_MANIFEST } from '../../tests/support/test-app.ts';
import { LocalContentSource } from '../content/local-content-source.server.ts';
import { serverLoaders } from '../loaders.server.ts';
import { createLogger } from '../logger.server.ts';
import { CONTENT_DIR } from '../paths.server.ts';
import { securityHeaders } from '../security/csp.ts';
import { RenderCache } from './render-cache.server.ts';
import { createSsrHandler, statusBeforeData } from './ssr-handler.server.tsx';

/** Long beside a local render: the head must arrive well before it. */
const SLOW_MS = 800;

class SlowContent implements ContentSource {
  constructor(private readonly delayMs: number) {}
  private wait<T>(value: T): Promise<T> {
    return new Promise((resolve) => setTimeout(() => resolve(value), this.delayMs));
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

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
let server: http.Server | undefined;
afterEach(() => server?.close());

/** Time to the first body byte and to the end, on a real socket. */
const BROWSER_UA = 'Mozilla/5.0 Chrome/131';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function timeToFirstByte(
  app: http.RequestListener,
  path: string,
  userAgent = BROWSER_UA,
): Promise<{ firstByteMs: number; totalMs: number; status: number; body: string }> {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'user-agent': userAgent } }, (res) => {
        let first: number | undefined;
        let body = '';
        res.on('data', (chunk: Buffer) => {
          first ??= performance.now() - started;
          body += chunk.toString();
        });
        res.on('end', () =>
          resolve({ firstByteMs: first ?? NaN, totalMs: performance.now() - started, status: res.statusCode ?? 0, body }),
        );
      })
      .on('error', reject);
  });
}

describe('render cache through the app', () => {
  it('repeated requests are answered with the nonce of each request', async () => {
    const app = await buildTestApp();
    for (let round = 0; round < 12; round += 1) {
      const response = await request(app).get('/web-design-vancouver-wa').expect(200);
      const nonce = nonceOf(String(response.headers['content-security-policy']))!;
      const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
      const noncedScripts = scripts.filter((tag) => tag.includes('nonce='));
      expect(noncedScripts.length).toBeGreaterThan(1);
      for (const tag of noncedScripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.text).toContain('</html>');
      expect(response.text.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('a cached page goes out gzipped once at store time, and decodes to the page with this nonce', async () => {
    const app = await buildTestApp();
    const bodies: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const response = await request(app).get('/privacy-policy').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      const nonce = nonceOf(String(response.headers['content-security-policy']))!;
      bodies.push(response.text.replaceAll(nonce, 'NONCE'));
    }
    // Same page every time once the nonce is set aside: cached and fresh renders agree.
    expect(new Set(bodies).size).toBe(1);
    const plain = await request(app).get('/privacy-policy').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
  });
});

describe('render cache key', () => {
  it('what a render shows besides its data (the reviews) is part of the key: new reviews, new render at once', async () => {
    const publicConfig = { siteUrl: 'https://www.example.com' };
    const cache = new RenderCache({ variants: 1 });
    let reviews: object | undefined = { rating: 4.8 };
    const app = express();
    app.use(securityHeaders({}));
    app.get(
      '/{*path}',
      createSsrHandler({
        routes: {
          loaders: serverLoaders({
            content: new LocalContentSource(path.join(CONTENT_DIR, 'blog')),
            publicConfig,
            logger: createLogger('silent'),
          }),
          siteUrl: publicConfig.siteUrl,
          rootFallback: { categories: [], publicConfig },
        },
        pages: await loadPageComponents(),
        manifest: TEST_MANIFEST,
        logger: createLogger('silent'),
        pageFileOf: (id) => PAGE_MODULES[id].file,
        renderCache: cache,
        renderInputs: () => reviews,
      }),
    );
    // Seen, then stored (admission on the second request), then served from the cache.
    for (let round = 0; round < 3; round += 1) await request(app).get('/privacy-policy').expect(200);
    expect(cache.stats).toMatchObject({ hits: 1, stored: 1 });
    reviews = { rating: 4.9 };
    await request(app).get('/privacy-policy').expect(200);
    expect(cache.stats.hits).toBe(1);
    // Equal reviews in a new object (a refresh that changed nothing) are the same key.
    reviews = { rating: 4.9 };
    await request(app).get('/privacy-policy').expect(200);
    await request(app).get('/privacy-policy').expect(200);
    expect(cache.stats).toMatchObject({ hits: 2, stored: 2 });
  });
});

describe('head before data', () => {
  it('pages whose status is fixed answer 200 and 404 before their data, the post page waits', () => {
    for (const crawler of [false, true]) {
      expect(statusBeforeData('home', crawler)).toBe(200);
      expect(statusBeforeData('kubernetes', crawler)).toBe(200);
      expect(statusBeforeData('not-found', crawler)).toBe(404);
    }
    // Browsers get a post page before its data (200 presumed); crawlers wait for the status.
    expect(statusBeforeData('blog-post', false)).toBe(200);
    expect(statusBeforeData('blog-post', true)).toBeUndefined();
  });

  it('the first byte does not wait for a slow content source', async () => {
    const app = await buildTestApp({ content: new SlowContent(SLOW_MS) });
    const timing = await timeToFirstByte(app, '/');
    expect(timing.status).toBe(200);
    expect(timing.totalMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(timing.firstByteMs).toBeLessThan(SLOW_MS / 2);
    expect(timing.body.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(timing.body.match(/<title>/g)).toHaveLength(1);
    expect(timing.body).toContain('</html>');
  });

  it('a post page streams its head to browsers before a slow source answers; a missing post then says so, noindex', async () => {
    const app = await buildTestApp({ content: new SlowContent(SLOW_MS) });
    const timing = await timeToFirstByte(app, '/blog/no-such-post');
    expect(timing.status).toBe(200);
    expect(timing.firstByteMs).toBeLessThan(SLOW_MS / 2);
    expect(timing.totalMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(timing.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(timing.body).toContain('Post not found.');
  });

  it('crawlers wait for a slow source and get the real 404 of a missing post', async () => {
    const app = await buildTestApp({ content: new SlowContent(SLOW_MS) });
    const timing = await timeToFirstByte(app, '/blog/no-such-post', CRAWLER_UA);
    expect(timing.status).toBe(404);
    expect(timing.firstByteMs).toBeGreaterThanOrEqual(SLOW_MS);
  });

  it('with the data at hand, a missing post is a 404 for browsers too', async () => {
    const app = await buildTestApp();
    // The embedded content is read from disk once (as the server's start-up warm-up does).
    await request(app).get('/blog').set('User-Agent', BROWSER_UA).expect(200);
    const response = await request(app).get('/blog/no-such-post').set('User-Agent', BROWSER_UA).expect(404);
    expect(response.text).toContain('Post not found.');
  });
});
