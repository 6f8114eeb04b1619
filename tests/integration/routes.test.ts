/** Every route of the spec answers with its status, title and canonical in the server HTML. */
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href } from '../../shared/route-paths.ts';

const SITE = 'https://www.example.com';
let app: Express;

beforeAll(async () => {
  app = await buildTestApp();
});

const PAGES = ROUTE_TABLE.filter((route) => route.path !== '*').map((route) => ({
  path: route.path.replace(':slug', 'no-such-post'),
  route,
}));

function headOf(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    ogImage: /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1],
  };
}

describe('routes', () => {
  it.each(PAGES.filter(({ route }) => route.id !== 'blog-post'))('$path answers 200 with its own head', async ({ path, route }) => {
    const response = await request(app).get(path).expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const head = headOf(response.text);
    expect(head.title).toBe(route.meta.title.replace(/&/g, '&amp;'));
    expect(head.canonical).toBe(`${SITE}${path}`);
    expect(head.description).toBeTruthy();
    expect(head.ogImage).toMatch(/^https:\/\/www\.example\.com\/images\/og\//);
    // Every page but home, whose trail would be a lone "Home".
    if (path === '/') expect(response.text).not.toContain('<nav aria-label="Breadcrumb"');
    else expect(response.text).toContain('<nav aria-label="Breadcrumb"');
  });

  it('/contacts serves the contact page', async () => {
    const response = await request(app).get(href('contacts')).expect(200);
    expect(headOf(response.text).title).toMatch(/^Contact Us/);
  });

  it('an unknown path answers 404 with the not-found page, which names no path (no canonical, no og:url)', async () => {
    const response = await request(app).get('/no/such/page?x=1').expect(404);
    expect(response.text).toContain('Oops! Page Not Found');
    expect(response.text).not.toContain('/no/such/page');
    expect(response.text).not.toMatch(/rel="canonical"|property="og:url"/);
    expect(response.text).toContain('<meta name="robots" content="noindex, follow">');
  });

  it('titles differ between pages', async () => {
    const titles = new Set<string | undefined>();
    for (const { path, route } of PAGES) {
      if (route.id === 'blog-post' || route.id === 'contacts') continue;
      titles.add(headOf((await request(app).get(path)).text).title);
    }
    expect(titles.size).toBe(PAGES.length - 2);
  });
});
