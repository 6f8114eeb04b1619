/**
 * Static delivery of the production build (issue 7, item 3): brotli and gzip twins made at
 * build time and chosen by Accept-Encoding, content-hashed names with one-year immutable
 * caching, revalidation for public files, the first paint's files in every page's head,
 * system fonts, and every image sized.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { buildTestApp } from '../support/test-app.ts';
import { scriptHash } from '../../server/security/csp.ts';
import { THEME_SCRIPT } from '../../shared/theme/theme-script.ts';
import type { BuildManifest } from '../../server/render/build-manifest.server.ts';
import { href } from '../../shared/route-paths.ts';

let snapshot: BuildSnapshot;
let app: Express;
let manifest: BuildManifest;
let pagePaths: string[];

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

beforeAll(async () => {
  snapshot = buildSnapshot();
  manifest = JSON.parse(readFileSync(path.join(snapshot.clientDir, 'manifest.json'), 'utf8')) as BuildManifest;
  app = await buildTestApp({ clientDir: snapshot.clientDir, manifest });
  const list = await request(app).get(href('blog'));
  const post = /href="(\/blog\/[a-z0-9][a-z0-9-]*)"/.exec(list.text)?.[1];
  // The embedded blog has posts: a list without one is a failure, not a narrower test.
  if (!post) throw new Error('/blog links no post');
  pagePaths = [
    ...ROUTE_TABLE.filter((route) => !route.path.includes(':') && route.path !== '*').map((route) => route.path),
    post,
    '/no-such-page',
  ];
}, 300_000);
afterAll(() => snapshot?.remove());

const assetUrls = () => [...new Set([manifest.css, manifest.entry, ...manifest.entryImports, ...Object.values(manifest.routes).flat()])];

describe('hashed assets', () => {
  it('every script and stylesheet has a content-hashed name', () => {
    for (const url of assetUrls()) expect(url).toMatch(/^\/assets\/[a-z-]+-[A-Za-z0-9_-]{8,}\.(js|css)$/);
  });

  it('every compressible file in the build has brotli and gzip twins that decompress to it (or is too small to gain)', () => {
    const assets = path.join(snapshot.clientDir, 'assets');
    const originals = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
    expect(originals.length).toBeGreaterThan(3);
    for (const name of originals) {
      const data = readFileSync(path.join(assets, name));
      const twins = readdirSync(assets).filter((other) => other === `${name}.br` || other === `${name}.gz`);
      if (data.length > 1024) expect(twins.sort(), name).toEqual([`${name}.br`, `${name}.gz`]);
      if (twins.includes(`${name}.br`)) expect(brotliDecompressSync(readFileSync(path.join(assets, `${name}.br`))).equals(data)).toBe(true);
      if (twins.includes(`${name}.gz`)) expect(gunzipSync(readFileSync(path.join(assets, `${name}.gz`))).equals(data)).toBe(true);
    }
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s, byte-identical after decoding, cached for a year', async (acceptEncoding, expected) => {
    const original = readFileSync(path.join(snapshot.clientDir, manifest.entry));
    const response = await binary(request(app).get(manifest.entry).set('Accept-Encoding', acceptEncoding)).expect(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    // What was sent is the build's twin; superagent decodes it, so the body is the original.
    const sent = path.join(snapshot.clientDir, manifest.entry + (expected === 'br' ? '.br' : expected === 'gzip' ? '.gz' : ''));
    expect(Number(response.headers['content-length'])).toBe(readFileSync(sent).length);
    expect((response.body as Buffer).equals(original)).toBe(true);
  });

  it('the stylesheet is served precompressed too', async () => {
    const response = await request(app).get(manifest.css).set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('a missing hashed file is a plain 404, not a rendered page', async () => {
    const response = await request(app).get('/assets/entry-client-GONE1234.js').expect(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('public files', () => {
  it('are cached for a day and revalidated with their ETag', async () => {
    const first = await request(app).get('/favicon.svg').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app).get('/favicon.svg').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
  });
});

describe('pages', () => {
  it('every page carries its stylesheet inline (allowed by its CSP hash), starts its entry module and preloads the modules it imports in <head>', async () => {
    const css = readFileSync(path.join(snapshot.clientDir, manifest.css), 'utf8');
    for (const pagePath of pagePaths) {
      const response = await request(app).get(pagePath);
      const html = response.text;
      const head = html.slice(0, html.indexOf('</head>'));
      // Inline (decision 087): the first paint waits on no second request.
      expect(head, pagePath).toContain(`<style>${css}</style>`);
      expect(head, pagePath).not.toContain('rel="stylesheet"');
      expect(response.headers['content-security-policy'], pagePath).toContain(`style-src 'self' ${scriptHash(css)};`);
      // ES modules (docs/decisions/070): the entry as an external module script, its imports preloaded.
      // At low priority: the first paint needs the HTML and the stylesheet, not the scripts (065, 070).
      expect(head, pagePath).toContain(`<script type="module" fetchpriority="low" src="${manifest.entry}"></script>`);
      for (const url of manifest.entryImports)
        expect(head, pagePath).toContain(`<link rel="modulepreload" fetchpriority="low" href="${url}">`);
      // One inline script, the theme's (decision 094), allowed by its hash; otherwise only data
      // blocks (JSON-LD, the page state) and the external entry.
      const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)/g)]
        .filter((match) => !/type="application\/(ld\+)?json"|src="/.test(match[1]!))
        .map((match) => match[2]);
      expect(inline, pagePath).toEqual([THEME_SCRIPT]);
      expect(response.headers['content-security-policy'], pagePath).toContain(`script-src 'self' ${scriptHash(THEME_SCRIPT)};`);
      // The stylesheet comes before anything that could delay it.
      expect(head.indexOf('<style>'), pagePath).toBeLessThan(head.indexOf('<title>'));
    }
  });

  it('every image in the server HTML is sized and has alt text', async () => {
    const unsized: string[] = [];
    for (const pagePath of pagePaths) {
      const html = (await request(app).get(pagePath)).text;
      for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
        if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag) || !/\salt="/.test(tag))
          unsized.push(`${pagePath}: ${tag.slice(0, 160)}`);
      }
    }
    expect(unsized).toEqual([]);
  });

  it('fonts are the system stack or one self-hosted file: nothing from a font service', async () => {
    const css = readFileSync(path.join(snapshot.clientDir, manifest.css), 'utf8');
    const fontFaces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    for (const face of fontFaces) expect(face).not.toMatch(/url\(["']?(https?:)?\/\//);
    const fontFiles = readdirSync(snapshot.clientDir, { recursive: true })
      .map(String)
      .filter((name) => /\.(woff2?|ttf|otf)$/.test(name));
    expect(fontFiles.length).toBeLessThanOrEqual(1);
    const home = (await request(app).get('/')).text;
    expect(home).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  });
});
