/**
 * The page renderer in preview: the preview loaders' data (banner included), and the render
 * cache neither asked nor filled, however often the page is requested.
 */
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadPageComponents, PAGE_MODULES } from '../../client/pages/page-modules.ts';
import { TEST_MANIFEST } from '../../tests/support/test-app.ts';
import { LocalContentSource } from '../content/local-content-source.server.ts';
import { serverLoaders } from '../loaders.server.ts';
import { createLogger } from '../logger.server.ts';
import { CONTENT_DIR } from '../paths.server.ts';
import { RenderCache } from '../render/render-cache.server.ts';
import { createSsrHandler } from '../render/ssr-handler.server.tsx';
import { securityHeaders } from '../security/csp.ts';
import { previewCookieKey, signPreviewCookie } from './preview-cookie.server.ts';
import { previewRouteLoading } from './preview-loaders.server.ts';
import { previewMode } from './preview-mode.server.ts';

describe('server rendering in preview', () => {
  it('renders from the preview loaders with the banner, and never uses the render cache', async () => {
    const publicConfig = { siteUrl: 'https://www.example.com' };
    const logger = createLogger('silent');
    const loaders = () => serverLoaders({ content: new LocalContentSource(path.join(CONTENT_DIR, 'blog')), publicConfig, logger });
    const routes = { loaders: loaders(), siteUrl: publicConfig.siteUrl, rootFallback: { categories: [], publicConfig } };
    const cache = new RenderCache({ variants: 1 });
    const key = previewCookieKey('site-secret', 'preview-secret-0123456789');
    const app = express();
    app.use(securityHeaders({}));
    app.use(previewMode({ key, cookieName: 'preview' }));
    app.get(
      '/{*path}',
      createSsrHandler({
        routes,
        previewRoutes: previewRouteLoading(routes, loaders()),
        pages: await loadPageComponents(),
        manifest: TEST_MANIFEST,
        logger,
        pageFileOf: (id) => PAGE_MODULES[id].file,
        renderCache: cache,
      }),
    );
    const cookie = `preview=${signPreviewCookie(key).value}`;
    for (let round = 0; round < 3; round += 1) {
      const page = await request(app).get('/privacy-policy').set('Cookie', cookie).expect(200);
      expect(page.text).toContain('Preview mode');
      expect(page.headers['cache-control']).toBe('private, no-store');
    }
    expect(cache.stats).toEqual({ hits: 0, renders: 0, stored: 0, evicted: 0 });
    // The same page without the cookie goes through the cache as always (seen, stored, served).
    for (let round = 0; round < 3; round += 1) {
      const page = await request(app).get('/privacy-policy').expect(200);
      expect(page.text).not.toContain('Preview mode');
    }
    expect(cache.stats).toMatchObject({ hits: 1, stored: 1 });
  });
});
