/** The render path: CSP, crawlers vs browsers, headers, route data, CSP switches. */
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';
import { scriptHash } from '../../server/security/csp.ts';
import { THEME_SCRIPT } from '../../shared/theme/theme-script.ts';
import { href } from '../../shared/route-paths.ts';

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let app: Express;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('CSP without nonces', () => {
  it('scripts come from this origin only; the one inline script (the theme) is allowed by its hash; the rest are data blocks', async () => {
    const response = await request(app).get('/').expect(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${scriptHash(THEME_SCRIPT)};`);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(response.text).toContain(`<script>${THEME_SCRIPT}</script>`);
    for (const tag of scripts.filter((tag) => tag !== '<script>'))
      expect(tag).toMatch(/type="application\/(ld\+)?json"|type="module" fetchpriority="low" src="\/assets\//);
    expect(response.text).toContain('<script type="application/json" id="route-state">');
  });

  it('allows analytics hosts only when analytics are configured', async () => {
    const plain = (await request(app).get('/')).headers['content-security-policy'] as string;
    expect(plain).not.toContain('googletagmanager');
    expect(plain).not.toContain('facebook');
    const withAnalytics = await buildTestApp({}, { GA_MEASUREMENT_ID: 'G-TEST123', META_PIXEL_ID: '1234567890' });
    const response = await request(withAnalytics).get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src[^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src[^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src[^;]*google-analytics\.com/);
    expect(response.text).toContain('"gaMeasurementId":"G-TEST123"');
  });
});

describe('crawlers and browsers', () => {
  it.each([
    ['a crawler', BOT_UA],
    ['a browser', BROWSER_UA],
  ])('%s receives the complete page', async (_who, userAgent) => {
    const response = await request(app).get(href('about-us')).set('User-Agent', userAgent).expect(200);
    expect(response.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(response.text).toContain('<title>About Us');
    expect(response.text).toContain('<footer');
    expect(response.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('HEAD answers the status and headers without a body', async () => {
    const response = await request(app).head('/no-such-page').expect(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text ?? '').toBe('');
  });
});

describe('headers', () => {
  it('pages may be kept briefly by a shared cache and every response has a request id', async () => {
    const response = await request(app).get('/').set('X-Request-Id', 'trace-123');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses HTML for clients that accept it', async () => {
    const response = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('/api/route-data', () => {
  it('returns what a client navigation shows: the route, its data, breadcrumb and head', async () => {
    const response = await request(app)
      .get('/api/route-data')
      .query({ path: href('about-us') })
      .expect(200);
    expect(response.body).toMatchObject({ routeId: 'about-us', data: {} });
    // The current page's crumb is text: it has no path.
    expect(response.body.trail).toEqual([{ label: 'Home', path: '/' }, { label: 'About Us' }]);
    expect(response.body.head.canonical).toBe('https://www.example.com/about-us');
    expect(response.body.head.title).toMatch(/About/);
  });

  it('returns the not-found page, the same for every path (no canonical), and 404', async () => {
    const response = await request(app).get('/api/route-data').query({ path: '/missing' }).expect(404);
    expect(response.body).toMatchObject({ routeId: 'not-found', data: null });
    expect(response.body.head.canonical).toBeUndefined();
    expect(JSON.stringify(response.body)).not.toContain('/missing');
  });

  it.each([[{}], [{ path: 'https://evil.example/' }], [{ path: '//evil.example/' }]])('rejects %o with 400', async (query) => {
    await request(app).get('/api/route-data').query(query).expect(400);
  });

  it('unknown API paths answer JSON 404, not a page', async () => {
    const response = await request(app).get('/api/nothing').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    await request(app).get('/healthz').expect(200);
    await request(app).get('/readyz').expect(200);
  });
});
