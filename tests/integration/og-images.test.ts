/**
 * Every page's Open Graph image is one of ours, is served by the site from the production
 * build, and is a 1200x630 PNG small enough for link previews.
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { isPng, pngSize } from '../../scripts/og/png.ts';
import { buildSnapshot, type BuildSnapshot } from '../../scripts/fresh-build.mjs';
import { buildTestApp } from '../support/test-app.ts';

/** Crawlers fetch the card on every share; keep it light (issue 7 notes). */
const MAX_CARD_BYTES = 60 * 1024;
const SITE_URL = 'https://www.example.com';

let snapshot: BuildSnapshot;
let app: Express;

beforeAll(async () => {
  snapshot = buildSnapshot();
  app = await buildTestApp({ clientDir: snapshot.clientDir });
}, 300_000);
afterAll(() => snapshot?.remove());

const PATHS = [
  ...ROUTE_TABLE.filter((route) => !route.path.includes(':') && route.path !== '*').map((route) => route.path),
  '/no/such/page',
];

describe('social cards', () => {
  it.each(PATHS)('%s: og:image is served and is a 1200x630 PNG', async (path) => {
    const page = await request(app).get(path);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.text)?.[1];
    expect(image, 'og:image').toBeTruthy();
    expect(image!.startsWith(`${SITE_URL}/images/og/`), image).toBe(true);
    expect(/<meta name="twitter:image" content="([^"]+)"/.exec(page.text)?.[1]).toBe(image);
    const response = await request(app)
      .get(new URL(image!).pathname)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const body = response.body as Buffer;
    expect(isPng(body)).toBe(true);
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(body.length).toBeLessThanOrEqual(MAX_CARD_BYTES);
  });
});
