/** robots.txt, sitemap.xml and the RSS feed, from the embedded content. */
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href } from '../../shared/route-paths.ts';

const SITE = 'https://www.example.com';
let app: Express;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('discovery', () => {
  it('robots.txt allows crawling, keeps out the API and names the sitemap', async () => {
    const { text, headers } = await request(app).get('/robots.txt').expect(200);
    expect(headers['content-type']).toMatch(/text\/plain/);
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('sitemap.xml lists every sitemap route and every post, posts with lastmod', async () => {
    const { text, headers } = await request(app).get('/sitemap.xml').expect(200);
    expect(headers['content-type']).toMatch(/application\/xml/);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const route of ROUTE_TABLE.filter((entry) => entry.sitemap)) expect(locs).toContain(`${SITE}${route.path}`);
    expect(locs).not.toContain(`${SITE}/contacts`);
    expect(text).toContain(`<url><loc>${SITE}/blog/kubernetes-for-small-teams</loc><lastmod>2025-04-02</lastmod></url>`);
    expect(text).toContain(`<url><loc>${SITE}/blog</loc><lastmod>2025-04-10</lastmod></url>`);
    expect(locs.filter((loc) => loc?.startsWith(`${SITE}/blog/`))).toHaveLength(6);
  });

  it('the RSS 2.0 feed lists posts newest first with absolute links', async () => {
    const { text, headers } = await request(app).get('/blog/rss.xml').expect(200);
    expect(headers['content-type']).toMatch(/application\/rss\+xml/);
    expect(text).toContain('<rss version="2.0"');
    expect(text).toContain(`<link>${SITE}/blog</link>`);
    expect(text).toContain(`<atom:link href="${SITE}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    const links = [...text.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((match) => match[1]);
    expect(links[0]).toBe(`${SITE}/blog/three-ways-small-businesses-use-ai`);
    expect(links).toHaveLength(6);
    const dates = [...text.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)].map((match) => Date.parse(match[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(text).toContain('<pubDate>Thu, 10 Apr 2025 00:00:00 GMT</pubDate>');
    expect(text).toContain('<category>Cloud &amp; DevOps</category>');
  });
});

describe('with PUBLIC_SITE_URL unset', () => {
  it('canonical links and the sitemap name this machine on PORT, not :3000', async () => {
    // Blank is unset, as in a .env file; the test app otherwise gives www.example.com.
    const onAnotherPort = await buildTestApp({}, { PORT: '3200', PUBLIC_SITE_URL: '' });
    const page = await request(onAnotherPort).get(href('about-us')).expect(200);
    expect(page.text).toContain('<link rel="canonical" href="http://localhost:3200/about-us">');
    const sitemap = await request(onAnotherPort).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('<loc>http://localhost:3200/</loc>');
  });
});
