/**
 * The site's public URLs, pinned: search engines and bookmarks hold them, so changing one is
 * deliberate. This is the one test file that spells a page's path; every other test takes paths
 * from the route modules (`href()`, ROUTE_PATHS, ROUTES_BY_ID). Renaming a URL is one edit in
 * its route module, one line here and one LEGACY_REDIRECTS entry for the old URL.
 */
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_REDIRECTS } from '../../routes/server/route-table.ts';
import { ROUTE_PATHS } from '../../shared/route-paths.ts';
import { buildTestApp } from '../support/test-app.ts';

/** Every page's public URL, by route id. */
const PUBLIC_URLS = {
  home: '/',
  'about-us': '/about-us',
  'ai-consulting': '/ai-consulting-vancouver-wa',
  blog: '/blog',
  'blog-post': '/blog/:slug',
  'case-studies': '/case-studies',
  'case-study-r3dlabs': '/case-studies/r3dlabs',
  'case-study-raidflyer': '/case-studies/raidflyer',
  'cloud-infrastructure': '/cloud-infrastructure-vancouver-wa',
  'cloud-migrations': '/cloud-migrations-vancouver-wa',
  contact: '/contact',
  contacts: '/contacts',
  'customer-portal-development': '/customer-portal-development-vancouver-wa',
  'database-design': '/database-design-vancouver-wa',
  devops: '/devops-vancouver-wa',
  kubernetes: '/kubernetes-vancouver-wa',
  'privacy-policy': '/privacy-policy',
  'seo-marketing': '/seo-marketing-vancouver-wa',
  'software-development': '/software-development-vancouver-wa',
  terms: '/terms',
  'web-design': '/web-design-vancouver-wa',
  'web-development': '/web-development-vancouver-wa',
  'not-found': '*',
};

/** Old URLs (the original site's, and its broken links) and the page each answers 301 to. */
const OLD_URLS = {
  '/services/web-development': '/web-development-vancouver-wa',
  '/services/software-development': '/software-development-vancouver-wa',
  '/services/cloud-infrastructure': '/cloud-infrastructure-vancouver-wa',
  '/services/cloud-migrations': '/cloud-migrations-vancouver-wa',
  '/services/web-design': '/web-design-vancouver-wa',
  '/services/seo-marketing': '/seo-marketing-vancouver-wa',
  '/services/database-design': '/database-design-vancouver-wa',
  '/services/ai-consulting': '/ai-consulting-vancouver-wa',
  '/services/devops': '/devops-vancouver-wa',
  '/services/kubernetes': '/kubernetes-vancouver-wa',
  '/services/customer-portal-development': '/customer-portal-development-vancouver-wa',
  '/software-development': '/software-development-vancouver-wa',
  '/web-development': '/web-development-vancouver-wa',
  '/database-design': '/database-design-vancouver-wa',
};

/** The pages reachable at a fixed URL (not a post's pattern, not the catch-all). */
const FIXED_URLS = Object.values(PUBLIC_URLS).filter((url) => url.startsWith('/') && !url.includes(':'));

let app: Express;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('public URLs', () => {
  it('the route modules give every page the URL pinned here, and no other page exists', () => {
    expect(ROUTE_PATHS).toEqual(PUBLIC_URLS);
  });

  it.each(FIXED_URLS)('%s answers 200', async (url) => {
    await request(app).get(url).redirects(0).expect(200);
  });
});

describe('old URLs', () => {
  it('the server redirects exactly the old URLs pinned here', () => {
    expect(LEGACY_REDIRECTS).toEqual(OLD_URLS);
  });

  it.each(Object.entries(OLD_URLS))('%s answers 301 to %s, which answers 200', async (from, to) => {
    const response = await request(app).get(from).redirects(0);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
    await request(app).get(to).redirects(0).expect(200);
  });

  it('keeps the query string and ignores a trailing slash', async () => {
    const response = await request(app).get('/services/web-design/?ref=old').redirects(0);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/web-design-vancouver-wa?ref=old');
  });

  it('/database-design#approach lands on the database design page, which has id="approach"', async () => {
    // Browsers keep the fragment across a redirect whose Location has none.
    const response = await request(app).get('/database-design').redirects(0);
    expect(response.headers.location).toBe('/database-design-vancouver-wa');
    const page = await request(app).get('/database-design-vancouver-wa').expect(200);
    expect(page.text).toMatch(/\sid="approach"/);
  });
});
