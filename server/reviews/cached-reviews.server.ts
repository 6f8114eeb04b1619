/**
 * The reviews every consumer reads (the API and server rendering): the configured source
 * behind the stale-while-revalidate cache (server/cache/swr-cache.server.ts), so one upstream
 * call serves everyone for 60 seconds (spec section 9), concurrent misses share one call, a
 * Google outage keeps the last good reviews on the page, and an upstream that is down from the
 * start is not asked again on every page view.
 */
import type { GoogleReviewsSummary } from '../../client/components/reviews/review-types.ts';
import { SwrCache, type CacheOutcome } from '../cache/swr-cache.server.ts';
import type { Logger } from '../logger.server.ts';
import { recordCacheEvent, recordUpstream } from '../metrics/index.ts';
import type { ReviewsSource } from './reviews-source.ts';

/** Spec section 9: reviews are fresh for 60 s. */
export const REVIEWS_FRESH_MS = 60_000;
/** Last good reviews are still shown for a day while refreshes fail: reviews change slowly, an outage should not blank them. */
export const REVIEWS_STALE_MS = 24 * 60 * 60_000;
/** A failing upstream with nothing cached is asked again after this, not on every page view. */
export const REVIEWS_ERROR_MS = 10_000;
const CACHE_KEY = 'google-reviews';
/** Metric names of the upstreams (server/metrics): a fixed, small set. */
const UPSTREAM_NAMES: Record<ReviewsSource['kind'], string | undefined> = { upstream: 'reviews-url', 'google-places': 'google-places', file: undefined, none: undefined };

export interface CachedReviews {
  readonly kind: ReviewsSource['kind'];
  getReviews(outcome?: CacheOutcome): Promise<GoogleReviewsSummary>;
  /** The reviews if they can be had without waiting (warm cache), else undefined. */
  current(): GoogleReviewsSummary | undefined;
}

export function cachedReviews(source: ReviewsSource, logger: Logger, options: { now?: () => number } = {}): CachedReviews {
  const cache = new SwrCache({
    freshMs: REVIEWS_FRESH_MS,
    staleMs: REVIEWS_STALE_MS,
    errorMs: REVIEWS_ERROR_MS,
    maxEntries: 1,
    ...(options.now ? { now: options.now } : {}),
    onRefreshError: (_key, error) => logger.warn({ err: error, source: source.kind }, 'reviews refresh failed, serving the last good reviews'),
  });
  const upstreamName = UPSTREAM_NAMES[source.kind];
  const load = async () => {
    const started = performance.now();
    try {
      const summary = await source.getReviews();
      if (upstreamName) recordUpstream(upstreamName, (performance.now() - started) / 1000, true);
      return summary;
    } catch (error) {
      if (upstreamName) recordUpstream(upstreamName, (performance.now() - started) / 1000, false);
      throw error;
    }
  };
  return {
    kind: source.kind,
    current() {
      const summary = cache.peek(CACHE_KEY, load);
      if (summary) recordCacheEvent('reviews', 'hit');
      return summary;
    },
    async getReviews(outcome: CacheOutcome = { hit: 'miss' }) {
      try {
        return await cache.get(CACHE_KEY, load, outcome);
      } finally {
        recordCacheEvent('reviews', outcome.hit === 'fresh' ? 'hit' : outcome.hit === 'stale' ? 'stale' : 'miss');
      }
    },
  };
}
