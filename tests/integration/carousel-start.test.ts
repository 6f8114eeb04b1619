/**
 * The carousel's random start is drawn while the server renders (docs/decisions/010): the home
 * page's testimonials start where Math.random says, and the server writes it into the HTML
 * (`data-start`, the caption) for hydration to keep. The browser's own draw, for a carousel
 * first rendered in the browser, is in tests/e2e/carousel.spec.ts; that hydration keeps the
 * server's start is there too.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TESTIMONIALS } from '../../client/components/testimonials/testimonials.ts';
import { buildTestApp } from '../support/test-app.ts';

const TOTAL = DEFAULT_TESTIMONIALS.length;
const draw = Math.random;

afterEach(() => {
  Math.random = draw;
});

/** The home page rendered by a new app (its own page cache) while Math.random returns `value`. */
async function homeStartWith(value: number): Promise<{ start: number; caption: string }> {
  // The draw is controlled rather than hoped for: the same process renders, so Math.random is its.
  Math.random = () => value;
  const app = await buildTestApp();
  const html = (await request(app).get('/').expect(200)).text;
  Math.random = draw;
  const slides = /<div id="[^"]+" data-start="(\d+)"/.exec(html);
  return { start: Number(slides?.[1]), caption: /Showing (\d+) of (\d+) reviews/.exec(html)?.[0] ?? '' };
}

describe('the testimonials carousel on the server', () => {
  it('has several testimonials to start from', () => {
    expect(TOTAL).toBeGreaterThan(1);
  });

  it.each([
    [0, 0],
    [0.5, Math.floor(0.5 * TOTAL)],
    [0.999, TOTAL - 1],
  ])('starts where the draw says: Math.random() = %s gives slide %s', async (value, expected) => {
    const { start, caption } = await homeStartWith(value);
    expect(start).toBe(expected);
    expect(caption).toBe(`Showing ${expected + 1} of ${TOTAL} reviews`);
  });
});
