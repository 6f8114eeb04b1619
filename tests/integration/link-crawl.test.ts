/**
 * A crawler over the whole site as the server renders it: start at /, follow every internal
 * <a href> on every page (any engineer's), and check that nothing answers 404, that every
 * #fragment exists on its target page and that every image is a file we serve ourselves (the
 * old URLs' 301s: public-urls.contract.test.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../server/blog/inline-cover.server.ts';
import { href, postHref } from '../../shared/route-paths.ts';
import { SVG_DATA_URL_PREFIX } from '../../shared/safe-url.ts';
import { buildTestApp } from '../support/test-app.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
/** A safety stop: the site has a few dozen pages; far more means links are being invented. */
const MAX_PAGES = 300;
/** Crawling every page takes a few seconds with the real loaders. */
const CRAWL_TIMEOUT_MS = 120_000;

interface Link {
  from: string;
  href: string;
}

interface PageResult {
  status: number;
  location?: string;
  ids: Set<string>;
  html: string;
}

let app: Express;
const pages = new Map<string, PageResult>();
const links: Link[] = [];
const missingFiles: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
});

function decodeHref(href: string): string {
  return href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Hrefs of the <a> elements of a page (not <link>: canonical and alternates are absolute by design). */
function anchorsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decodeHref(match[1] ?? ''));
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHref(match[1] ?? '')));
}

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A link to a static file of public/ (an image, a feed): the test app serves no client build, so check the file. */
function publicFileOf(href: string): string | undefined {
  const pathname = href.split(/[?#]/)[0] ?? '';
  return /\/images\/|\.(svg|png|jpe?g|webp|gif|pdf|ico)$/.test(pathname) ? path.join(PUBLIC_DIR, pathname) : undefined;
}

async function fetchPage(target: string): Promise<PageResult> {
  const cached = pages.get(target);
  if (cached) return cached;
  const response = await request(app).get(target).redirects(0);
  const isHtml = /text\/html/.test(response.headers['content-type'] ?? '');
  const html = isHtml ? response.text : '';
  const result: PageResult = { status: response.status, location: response.headers.location, ids: idsOf(html), html };
  pages.set(target, result);
  return result;
}

/** Breadth-first over every internal link, from the home page. */
async function crawl(): Promise<void> {
  const queue = ['/'];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const current = queue.shift()!;
    expect(pages.size, 'crawl stopped: too many distinct pages').toBeLessThan(MAX_PAGES);
    const result = await fetchPage(current);
    const next = result.status >= 300 && result.status < 400 && result.location ? [result.location] : anchorsOf(result.html);
    for (const href of next) {
      if (!isInternal(href)) continue;
      const file = publicFileOf(href);
      if (file) {
        if (!existsSync(file)) missingFiles.push(`${current} -> ${href}`);
        continue;
      }
      links.push({ from: current, href });
      const target = href.split('#')[0] || current;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
}

describe('link crawl', () => {
  it(
    'reaches every page from / without a single 404, and every fragment exists on its page',
    async () => {
      await crawl();
      const notFound = [...pages].filter(([, result]) => result.status === 404).map(([target]) => target);
      const failed = [...pages].filter(([, result]) => result.status >= 500).map(([target]) => target);
      const brokenFrom = links
        .filter((link) => notFound.includes(link.href.split('#')[0] || link.from))
        .map((link) => `${link.from} -> ${link.href}`);
      expect(brokenFrom, 'links answering 404').toEqual([]);
      expect(missingFiles, 'links to files missing from public/').toEqual([]);
      expect(failed, 'pages answering 5xx').toEqual([]);

      const missingFragments: string[] = [];
      for (const link of links) {
        const hashAt = link.href.indexOf('#');
        if (hashAt === -1 || hashAt === link.href.length - 1) continue;
        let target = link.href.slice(0, hashAt) || link.from;
        // Follow redirects (an old path with a fragment lands on the new page).
        for (let hops = 0; hops < 3; hops += 1) {
          const result = await fetchPage(target);
          if (result.status < 300 || result.status >= 400 || !result.location) break;
          target = result.location;
        }
        const fragment = decodeURIComponent(link.href.slice(hashAt + 1));
        if (!(await fetchPage(target)).ids.has(fragment)) missingFragments.push(`${link.from} -> ${link.href}`);
      }
      expect(missingFragments, 'fragments with no element of that id on the target page').toEqual([]);

      // The crawl really covered the site: every page of the route table that has no parameter was reached.
      for (const id of [
        'home',
        'about-us',
        'case-studies',
        'case-study-r3dlabs',
        'case-study-raidflyer',
        'contact',
        'blog',
        'privacy-policy',
        'terms',
        'devops',
        'seo-marketing',
      ] as const) {
        const expected = href(id);
        expect(pages.get(expected)?.status, expected).toBe(200);
      }
      expect(
        [...pages.keys()].some((key) => key.startsWith(postHref(''))),
        'at least one blog post reached',
      ).toBe(true);
    },
    CRAWL_TIMEOUT_MS,
  );

  it('every image on the crawled pages is a file of our own public/ folder, or an inline copy of one', async () => {
    expect(pages.size, 'runs after the crawl').toBeGreaterThan(0);
    // A small cover that is a page's largest paint is sent inside the page (decision 094).
    const inlineCopies = new Set(
      readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' }).map((file) => svgDataUrl(path.join(PUBLIC_DIR, file))),
    );
    const problems: string[] = [];
    for (const [target, result] of pages) {
      for (const match of result.html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
        const src = decodeHref(match[1] ?? '');
        if (src.startsWith(SVG_DATA_URL_PREFIX)) {
          if (!inlineCopies.has(src)) problems.push(`${target}: an inline image that is no file of public/`);
        } else if (!isInternal(src)) problems.push(`${target}: ${src} is not served by us`);
        else if (!existsSync(path.join(PUBLIC_DIR, src.split('?')[0] ?? ''))) problems.push(`${target}: ${src} does not exist in public/`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('an unknown path does answer 404 (what the crawl would catch)', async () => {
    const response = await request(app).get('/definitely-not-a-page').redirects(0);
    expect(response.status).toBe(404);
    expect(response.text).toContain('Oops! Page Not Found');
  });
});
