/**
 * The carousel's start is a function of its slides (docs/decisions/010): two servers render the
 * home page with the same start, whatever their Math.random says, so they send the same bytes.
 * That the browser shows the same slide after hydration, and on a carousel it renders first, is
 * in tests/e2e/carousel.spec.ts; the same ETag from two built servers in tests/ops/same-bytes.test.ts.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { contentStart } from '../../client/components/blocks/carousel-start.ts';
import { DEFAULT_TESTIMONIALS } from '../../client/components/testimonials/testimonials.ts';
import { buildTestApp } from '../support/test-app.ts';

const TOTAL = DEFAULT_TESTIMONIALS.length;
const draw = Math.random;

afterEach(() => {
  Math.random = draw;
});

/** The home page rendered by a new app (its own page cache) while Math.random returns `value`. */
async function homeWith(value: number): Promise<{ start: number; caption: string; etag: string }> {
  Math.random = () => value;
  const app = await buildTestApp();
  const response = await request(app).get('/').expect(200);
  Math.random = draw;
  const slides = /<div id="[^"]+" data-start="(\d+)"/.exec(response.text);
  return {
    start: Number(slides?.[1]),
    caption: /Showing (\d+) of (\d+) reviews/.exec(response.text)?.[0] ?? '',
    etag: String(response.headers.etag),
  };
}

describe('the testimonials carousel on the server', () => {
  it('has several testimonials to start from', () => {
    expect(TOTAL).toBeGreaterThan(1);
  });

  it('starts where its slides say on every server, so every server sends the same document', async () => {
    const pages = [await homeWith(0), await homeWith(0.5), await homeWith(0.999)];
    const expected = contentStart(DEFAULT_TESTIMONIALS);
    for (const page of pages) {
      expect(page.start).toBe(expected);
      expect(page.caption).toBe(`Showing ${expected + 1} of ${TOTAL} reviews`);
    }
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
  });
});
