/**
 * The reviews every consumer reads (the API and server rendering): the configured source
 * behind the server's stale-while-revalidate cache (server/cache/upstream-cache.server.ts, the
 * same one the blog uses), so one upstream call serves everyone for 60 seconds (spec section 9),
 * concurrent misses share one call, a Google outage keeps the last good reviews on the page for
 * a day, and an upstream that is down from the start is not asked again on every page view.
 */
import type { GoogleReviewsSummary } from '../../shared/review-types.ts';
import { UpstreamCache } from '../cache/upstream-cache.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { recordCacheEvent, recordUpstream } from '../metrics/index.ts';
import { inSpan } from '../tracing/spans.ts';
import type { ReviewsSource } from './reviews-source.ts';

/** Spec section 9: reviews are fresh for 60 s. */
export const REVIEWS_FRESH_MS = 60_000;
/** Last good reviews are still shown for a day while refreshes fail: reviews change slowly, an outage should not blank them. */
export const REVIEWS_STALE_MS = 24 * 60 * 60_000;
/** A failing upstream with nothing cached is asked again after this, not on every page view. */
export const REVIEWS_ERROR_MS = 10_000;
/** Metrics label (cache_events_total{cache="reviews"}). */
const CACHE_NAME = 'reviews';
const CACHE_KEY = 'google-reviews';
/** Metric names of the upstreams (server/metrics): a fixed, small set. */
const UPSTREAM_NAMES: Record<ReviewsSource['kind'], string | undefined> = {
  upstream: 'reviews-url',
  'google-places': 'google-places',
  file: undefined,
  none: undefined,
};

export interface CachedReviews {
  readonly kind: ReviewsSource['kind'];
  getReviews(): Promise<GoogleReviewsSummary>;
  /** The reviews if they can be had without waiting (warm cache), else undefined. */
  current(): GoogleReviewsSummary | undefined;
  /** Grows whenever the reviews change: part of the page cache's content version. */
  version(): number;
}

export function cachedReviews(source: ReviewsSource, logger: Logger, options: { now?: () => number } = {}): CachedReviews {
  const upstreamName = UPSTREAM_NAMES[source.kind];
  const cache = new UpstreamCache({
    name: CACHE_NAME,
    freshMs: REVIEWS_FRESH_MS,
    maxStaleMs: REVIEWS_STALE_MS,
    // A stale value is refreshed on the next read after a failure: the visitor sees the last good
    // reviews either way, and the upstream call is at most one at a time.
    errorBackoffMs: 0,
    failedMissMemoryMs: REVIEWS_ERROR_MS,
    maxKeys: 1,
    logger,
    now: options.now,
    observer: {
      onEvent(event, cache) {
        if (event === 'hit' || event === 'miss' || event === 'stale') recordCacheEvent(cache, event);
      },
      // Reads of a local file are not an upstream worth a latency series.
      onUpstream(outcome, seconds) {
        if (upstreamName) recordUpstream(upstreamName, seconds, outcome === 'ok');
      },
    },
    onRefreshFailed: (_key, error) =>
      logger.warn({ err: error, source: source.kind }, 'reviews refresh failed, serving the last good reviews'),
  });
  // A call to an upstream gets a span of its own when tracing is on; reading a local file does not.
  const load = () =>
    upstreamName ? inSpan(`reviews ${upstreamName}`, () => source.getReviews(), { 'upstream.name': upstreamName }) : source.getReviews();
  return {
    kind: source.kind,
    current() {
      const summary = cache.peek<GoogleReviewsSummary>(CACHE_KEY);
      // The cache counts get() only; a page rendered from a warm cache is counted here, as a hit.
      if (summary) recordCacheEvent(CACHE_NAME, 'hit');
      return summary;
    },
    version() {
      return cache.version;
    },
    getReviews() {
      return cache.get(CACHE_KEY, load);
    },
  };
}
