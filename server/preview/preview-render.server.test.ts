/**
 * The page renderer in preview: the preview loaders' data (banner included), and the page
 * cache neither asked nor filled, however often the page is requested.
 */
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_MANIFEST } from '../../tests/support/test-app.ts';
import { LocalContentSource } from '../blog/local-content-source.server.ts';
import { serverLoaders } from '../loaders/server-loaders.ts';
import { createLogger } from '../core/logger.server.ts';
import { CONTENT_DIR } from '../core/paths.server.ts';
import { PageCache } from '../render/page-cache.server.ts';
import { createSsrRenderer } from '../render/ssr-handler.server.tsx';
import { securityHeaders } from '../security/csp.ts';
import { previewCookieKey, signPreviewCookie } from './preview-cookie.server.ts';
import { previewRouteLoading } from './preview-loaders.server.ts';
import { previewMode } from './preview-mode.server.ts';
import { href } from '../../shared/route-paths.ts';

describe('server rendering in preview', () => {
  it('renders from the preview loaders with the banner, and never uses the page cache', async () => {
    const publicConfig = { siteUrl: 'https://www.example.com' };
    const logger = createLogger('silent');
    const loaders = () =>
      serverLoaders({
        content: new LocalContentSource(path.join(CONTENT_DIR, 'blog')),
        publicConfig,
        logger,
        issueFormToken: () => 'token',
      });
    const routes = { loaders: loaders(), siteUrl: publicConfig.siteUrl, rootFallback: { categories: [], publicConfig } };
    const cache = new PageCache();
    const key = previewCookieKey(Buffer.from('site-secret'), 'preview-secret-0123456789');
    const app = express();
    app.use(securityHeaders({}));
    app.use(previewMode({ key, cookieName: 'preview' }));
    const renderer = createSsrRenderer({
      routes,
      previewRoutes: previewRouteLoading(routes, loaders()),
      manifest: TEST_MANIFEST,
      logger,
      pageCache: cache,
    });
    app.get('/{*path}', renderer.handler);
    const cookie = `preview=${signPreviewCookie(key).value}`;
    for (let round = 0; round < 3; round += 1) {
      const page = await request(app).get(href('privacy-policy')).set('Cookie', cookie).expect(200);
      expect(page.text).toContain('Preview mode');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.etag).toBeUndefined();
    }
    expect(cache.size).toBe(0);
    // The same page without the cookie goes through the cache as always (stored, then served with its ETag).
    for (let round = 0; round < 3; round += 1) {
      const page = await request(app).get(href('privacy-policy')).expect(200);
      expect(page.text).not.toContain('Preview mode');
    }
    expect(cache.size).toBe(1);
    const cached = await request(app).get(href('privacy-policy')).expect(200);
    expect(cached.headers.etag).toBeDefined();
  });
});
