/**
 * Reviews: each source against the fake upstreams on 127.0.0.1, the cache (shared misses,
 * freshness, error state), GET /api/reviews, and the reviews as route data of server-rendered pages.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedReviews } from '../../server/reviews/cached-reviews.server.ts';
import { createReviewsSource } from '../../server/reviews/create-reviews-source.server.ts';
import { FileReviewsSource } from '../../server/reviews/file-reviews-source.server.ts';
import { GooglePlacesReviewsSource } from '../../server/reviews/google-places-source.server.ts';
import { NoReviewsSource } from '../../server/reviews/no-reviews-source.ts';
import { ReviewsUnavailableError } from '../../server/reviews/reviews-source.ts';
import { UpstreamReviewsSource } from '../../server/reviews/upstream-reviews-source.server.ts';
import { createLogger } from '../../server/core/logger.server.ts';
import { registry } from '../../server/metrics/index.ts';
import {
  FAKE_PLACE_ID,
  FAKE_PLACES_KEY,
  SAMPLE_GOOGLE_JSON,
  SAMPLE_PLACE,
  startFakeReviewsUpstream,
  type FakeReviewsUpstream,
} from '../fakes/reviews-upstream.ts';
import { buildTestApp } from '../support/test-app.ts';
import { href } from '../../shared/route-paths.ts';

const silent = createLogger('silent');
let fake: FakeReviewsUpstream;

beforeAll(async () => {
  fake = await startFakeReviewsUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.answer = { status: 200, body: SAMPLE_GOOGLE_JSON, delayMs: 0 };
});

describe('UpstreamReviewsSource (REVIEWS_URL)', () => {
  it('maps the Google reviews JSON to the summary, keeping only safe photo hosts', async () => {
    const summary = await new UpstreamReviewsSource(fake.reviewsUrl).getReviews();
    expect(summary.rating).toBe(4.8);
    expect(summary.userRatingsTotal).toBe(27);
    expect(summary.url).toBe('https://maps.google.com/?cid=123456789');
    expect(summary.reviews).toHaveLength(3);
    expect(summary.reviews[0]).toEqual({
      authorName: 'Dana Whitfield',
      authorUrl: 'https://www.google.com/maps/contrib/1001/reviews',
      profilePhotoUrl: 'https://lh3.googleusercontent.com/a-/dana=s128',
      rating: 5,
      relativeTime: '2 weeks ago',
      text: 'They rebuilt our booking system in six weeks. Clear communication the whole way.',
      time: 1_760_000_000,
    });
    expect(summary.reviews[2]?.profilePhotoUrl).toBeUndefined();
  });

  it('accepts the Places result wrapped in { result } and skips a malformed review', async () => {
    fake.answer.body = { result: { ...SAMPLE_GOOGLE_JSON, reviews: [{ author_name: 'No rating' }, SAMPLE_GOOGLE_JSON.reviews[1]] } };
    const summary = await new UpstreamReviewsSource(fake.reviewsUrl).getReviews();
    expect(summary.reviews.map((review) => review.authorName)).toEqual(['Marcus Lee']);
  });

  it.each([
    ['a 500', { status: 500, body: { error: 'boom' }, delayMs: 0 }, /answered 500/],
    ['invalid JSON', { status: 200, body: null, raw: '<html>', delayMs: 0 }, /invalid JSON/],
    ['an unexpected shape', { status: 200, body: { rating: 'lots' }, delayMs: 0 }, /unexpected shape/],
  ])('rejects %s with ReviewsUnavailableError', async (_label, answer, message) => {
    fake.answer = answer;
    const failure = new UpstreamReviewsSource(fake.reviewsUrl).getReviews();
    await expect(failure).rejects.toBeInstanceOf(ReviewsUnavailableError);
    await expect(failure).rejects.toThrow(message);
  });

  it('gives up on a slow upstream after its time limit', async () => {
    fake.answer.delayMs = 2_000;
    const started = Date.now();
    await expect(new UpstreamReviewsSource(fake.reviewsUrl, 200).getReviews()).rejects.toThrow(/timed out after 200 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('GooglePlacesReviewsSource (Places API New)', () => {
  it('sends the key and field mask as headers and maps the place', async () => {
    fake.answer.body = SAMPLE_PLACE;
    const source = new GooglePlacesReviewsSource({ apiKey: FAKE_PLACES_KEY, placeId: FAKE_PLACE_ID, baseUrl: fake.placesBaseUrl });
    const summary = await source.getReviews();
    expect(fake.calls[0]?.path).toBe(`/v1/places/${FAKE_PLACE_ID}`);
    expect(fake.calls[0]?.headers['x-goog-fieldmask']).toBe('rating,userRatingCount,googleMapsUri,reviews');
    expect(summary).toEqual({
      rating: 4.9,
      userRatingsTotal: 31,
      url: 'https://maps.google.com/?cid=987654321',
      reviews: [
        {
          authorName: 'Jordan Alvarez',
          authorUrl: 'https://www.google.com/maps/contrib/2002/reviews',
          profilePhotoUrl: 'https://lh3.googleusercontent.com/a-/jordan=s128-c0x00000000-cc-rp-mo',
          rating: 5,
          relativeTime: 'a week ago',
          text: 'Fast, friendly and they know their cloud.',
          time: Math.floor(Date.parse('2026-11-10T18:04:05.123Z') / 1000),
        },
      ],
    });
  });

  it('fails with a clear error, without the key, when Google refuses the key', async () => {
    const source = new GooglePlacesReviewsSource({ apiKey: 'wrong-key', placeId: FAKE_PLACE_ID, baseUrl: fake.placesBaseUrl });
    const error = await source.getReviews().then(
      () => new Error('expected a failure'),
      (caught: unknown) => caught as Error,
    );
    expect(error).toBeInstanceOf(ReviewsUnavailableError);
    expect(error.message).toMatch(/403/);
    expect(error.message).not.toContain('wrong-key');
  });
});

describe('FileReviewsSource and NoReviewsSource', () => {
  it('reads Google reviews JSON from a file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'reviews-')), 'reviews.json');
    writeFileSync(file, JSON.stringify(SAMPLE_GOOGLE_JSON));
    expect((await new FileReviewsSource(file).getReviews()).userRatingsTotal).toBe(27);
    await expect(new FileReviewsSource(`${file}.missing`).getReviews()).rejects.toBeInstanceOf(ReviewsUnavailableError);
  });

  it('answers an empty summary when nothing is configured', async () => {
    expect(await new NoReviewsSource().getReviews()).toEqual({ rating: 0, userRatingsTotal: 0, reviews: [], configured: false });
  });

  it('chooses the source from config in the documented order', () => {
    expect(
      createReviewsSource({ REVIEWS_URL: 'http://x/r', GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACE_ID: 'p', REVIEWS_FILE: 'f' }).kind,
    ).toBe('upstream');
    expect(createReviewsSource({ GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACE_ID: 'p', REVIEWS_FILE: 'f' }).kind).toBe('google-places');
    expect(createReviewsSource({ REVIEWS_FILE: 'f' }).kind).toBe('file');
    expect(createReviewsSource({}).kind).toBe('none');
  });
});

describe('cachedReviews', () => {
  it('shares one upstream call between concurrent misses and serves it for 60 s', async () => {
    let time = 0;
    fake.answer.delayMs = 50;
    const reviews = cachedReviews(new UpstreamReviewsSource(fake.reviewsUrl), silent, { now: () => time });
    await Promise.all(Array.from({ length: 10 }, () => reviews.getReviews()));
    expect(fake.calls).toHaveLength(1);
    time += 59_000;
    await reviews.getReviews();
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps serving the last good reviews while a refresh fails', async () => {
    let time = 0;
    const reviews = cachedReviews(new UpstreamReviewsSource(fake.reviewsUrl), silent, { now: () => time });
    await reviews.getReviews();
    fake.answer = { status: 503, body: {}, delayMs: 0 };
    time += 61_000;
    expect((await reviews.getReviews()).userRatingsTotal).toBe(27);
  });

  it('keeps the last good reviews for a day through an outage, then answers the error', async () => {
    let time = 0;
    const reviews = cachedReviews(new UpstreamReviewsSource(fake.reviewsUrl), silent, { now: () => time });
    await reviews.getReviews();
    fake.answer = { status: 503, body: {}, delayMs: 0 };
    time += 24 * 60 * 60_000 + 59_999;
    expect((await reviews.getReviews()).userRatingsTotal).toBe(27);
    time += 1;
    await expect(reviews.getReviews()).rejects.toThrow();
  });

  it('asks an upstream that is down from the start once per 10 s, not on every page view', async () => {
    let time = 0;
    fake.answer = { status: 503, body: {}, delayMs: 0 };
    const reviews = cachedReviews(new UpstreamReviewsSource(fake.reviewsUrl), silent, { now: () => time });
    await expect(reviews.getReviews()).rejects.toThrow();
    time += 9_999;
    await expect(reviews.getReviews()).rejects.toThrow();
    expect(fake.calls).toHaveLength(1);
    time += 1;
    fake.answer = { status: 200, body: SAMPLE_GOOGLE_JSON, delayMs: 0 };
    expect((await reviews.getReviews()).userRatingsTotal).toBe(27);
    expect(fake.calls).toHaveLength(2);
  });

  it('counts reads as cache_events_total{cache="reviews"} (a warm current() as a hit) and calls as upstream reviews-url', async () => {
    let time = 0;
    const reviews = cachedReviews(new UpstreamReviewsSource(fake.reviewsUrl), silent, { now: () => time });
    const before = await metricCounts();
    await reviews.getReviews();
    await reviews.getReviews();
    reviews.current();
    time += 61_000;
    await reviews.getReviews();
    await expect.poll(() => fake.calls.length).toBe(2);
    await expect.poll(async () => (await metricCounts())['upstream ok reviews-url']! - (before['upstream ok reviews-url'] ?? 0)).toBe(2);
    const after = await metricCounts();
    const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect({ miss: delta('cache miss reviews'), hit: delta('cache hit reviews'), stale: delta('cache stale reviews') }).toEqual({
      miss: 1,
      hit: 2,
      stale: 1,
    });
  });

  it('current() answers a warm cache without waiting, and nothing while cold', async () => {
    const reviews = cachedReviews(new UpstreamReviewsSource(fake.reviewsUrl), silent);
    expect(reviews.current()).toBeUndefined();
    expect(fake.calls).toHaveLength(0);
    await reviews.getReviews();
    expect(reviews.current()?.userRatingsTotal).toBe(27);
  });
});

describe('GET /api/reviews', () => {
  it('answers the summary as JSON with cache headers, and no secret', async () => {
    fake.answer.body = SAMPLE_PLACE;
    // The app would build its Places source against Google itself; give it one that asks the fake.
    const appWithFake = await buildTestApp({
      reviewsSource: new GooglePlacesReviewsSource({ apiKey: FAKE_PLACES_KEY, placeId: FAKE_PLACE_ID, baseUrl: fake.placesBaseUrl }),
    });
    const response = await request(appWithFake).get('/api/reviews').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.body.userRatingsTotal).toBe(31);
    expect(response.text).not.toContain(FAKE_PLACES_KEY);
  });

  it('answers 502 JSON (not an error page) when the upstream fails', async () => {
    fake.answer = { status: 500, body: {}, delayMs: 0 };
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    const response = await request(app).get('/api/reviews').expect(502);
    expect(response.body).toEqual({ message: 'Failed to fetch reviews' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an empty summary when no source is configured', async () => {
    const app = await buildTestApp();
    expect((await request(app).get('/api/reviews').expect(200)).body).toEqual({
      rating: 0,
      userRatingsTotal: 0,
      reviews: [],
      configured: false,
    });
  });
});

/** The page state the server wrote for the browser (a JSON data block, decision 069). */
function routeStateOf(html: string): { data: { reviews?: { status: string; summary?: { reviews: { text: string }[] } } } } {
  const json = /<script type="application\/json" id="route-state">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no route state in the page');
  return JSON.parse(json);
}

describe('reviews in server-rendered pages', () => {
  const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('with nothing cached yet, browsers get the page with its default testimonials and no reviews, without an upstream call', async () => {
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    const html = (await request(app).get('/').set('User-Agent', BROWSER_UA).expect(200)).text;
    expect(html).toContain('data-testid="carousel-caption"');
    expect(html).not.toContain('Loading reviews…');
    expect(html).not.toContain('They rebuilt our booking system');
    expect(routeStateOf(html).data.reviews).toBeUndefined();
    // The browser asks /api/reviews after hydrating; the page render did not.
    expect(fake.calls).toHaveLength(0);
  });

  it('once the reviews are cached, every page render carries them as route data', async () => {
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    await request(app).get('/api/reviews').expect(200);
    const html = (await request(app).get('/').set('User-Agent', BROWSER_UA).expect(200)).text;
    expect(html).toContain('They rebuilt our booking system');
    expect(routeStateOf(html).data.reviews?.status).toBe('ok');
  });

  it('crawlers wait for the reviews and get them in place, with no loading state', async () => {
    fake.answer.delayMs = 100;
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    const html = (await request(app).get(href('about-us')).set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(html).toContain('Based on 27 Google ratings');
    expect(html).not.toContain('Loading reviews…');
    expect(html.indexOf('They rebuilt our booking system')).toBeLessThan(html.indexOf('<footer'));
  });

  it('carries the value to the browser as escaped JSON in the page state, never as markup', async () => {
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    const html = (await request(app).get(href('about-us')).set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(html).toContain('Great team \\u003C/script\\u003E\\u003Cscript\\u003Ealert(2)');
    expect(routeStateOf(html).data.reviews?.summary?.reviews[2]?.text).toBe(
      'Great team </script><script>alert(2)</script> would hire again.',
    );
    expect(html).not.toContain('<script>alert(');
  });

  it('no page carries an id twice (the reviews render once, no Suspense fallback beside them)', async () => {
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    for (const pagePath of ['/', href('about-us'), href('devops')]) {
      const html = (await request(app).get(pagePath).set('User-Agent', CRAWLER_UA).expect(200)).text;
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        pagePath,
      ).toEqual([]);
    }
  });

  it('a failing upstream shows the error state and the default testimonials, with status 200', async () => {
    fake.answer = { status: 500, body: {}, delayMs: 0 };
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    const home = (await request(app).get('/').set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(home).toContain('Failed to load Google reviews.');
    expect(home).toContain('data-testid="carousel-caption"');
    const about = (await request(app).get(href('about-us')).set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(about).toContain('Failed to load Google reviews.');
  });

  it('a configured source that answers with no reviews: the about widget says there are none', async () => {
    fake.answer = { status: 200, body: { ...SAMPLE_GOOGLE_JSON, user_ratings_total: 0, reviews: [] }, delayMs: 0 };
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    const about = (await request(app).get(href('about-us')).set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(about).toContain('id="client-reviews"');
    expect(about).toContain('No Google reviews found.');
  });

  it('pages without reviews never call the upstream', async () => {
    const app = await buildTestApp({}, { REVIEWS_URL: fake.reviewsUrl });
    await request(app).get(href('privacy-policy')).set('User-Agent', CRAWLER_UA).expect(200);
    await request(app).get(href('contact')).set('User-Agent', CRAWLER_UA).expect(200);
    expect(fake.calls).toHaveLength(0);
  });

  it('with no source configured, the about page has no Google reviews section and home shows its defaults', async () => {
    const app = await buildTestApp();
    const about = (await request(app).get(href('about-us')).set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(about).not.toContain('No Google reviews found.');
    expect(about).not.toContain('id="client-reviews"');
    expect(about).not.toContain('data-testid="google-reviews-widget"');
    const home = (await request(app).get('/').set('User-Agent', CRAWLER_UA).expect(200)).text;
    expect(home).not.toContain('Failed to load Google reviews.');
    expect(home).toContain('data-testid="carousel-caption"');
  });
});

/** cache_events_total and upstream_requests_total by label, as "cache <result> <cache>" and "upstream <outcome> <upstream>". */
async function metricCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { labels, value } of (await registry.getSingleMetric('cache_events_total')!.get()).values)
    counts[`cache ${labels.result} ${labels.cache}`] = value;
  for (const { labels, value } of (await registry.getSingleMetric('upstream_requests_total')!.get()).values)
    counts[`upstream ${labels.outcome} ${labels.upstream}`] = value;
  return counts;
}
