/**
 * What a route's loader is given: the sources it reads (LoaderDeps), and the helpers every
 * loader shares: a failing source degrades to an empty state (orFallback), and the Google
 * reviews part of a page's data (reviewsData).
 */
import type { LoaderArgs } from '../render/route-loaders.server.ts';
import type { PublicConfig } from '../../shared/types.ts';
import type { ContentSource } from '../blog/content-source.ts';
import type { Logger } from '../core/logger.server.ts';
import { NO_SOURCE_SUMMARY, type ReviewsData, type ReviewsResult } from '../../shared/review-types.ts';
import type { CachedReviews } from '../reviews/cached-reviews.server.ts';

export interface LoaderDeps {
  content: ContentSource;
  publicConfig: PublicConfig;
  logger: Logger;
  /** The cached reviews (pages with testimonials); none: those pages show their defaults. */
  reviews?: Pick<CachedReviews, 'current' | 'getReviews' | 'kind'>;
}

/** A source that fails must not break the page: log, then render the empty state. */
export async function orFallback<T>(deps: LoaderDeps, what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    deps.logger.warn({ err: error }, `${what} unavailable, showing the empty state`);
    return fallback;
  }
}

/**
 * The reviews part of a page's data (docs/decisions/041): the cached reviews, or nothing yet
 * for a browser (it fetches /api/reviews after hydrating). A crawler waits for them, within
 * the reviews source's own upstream time limit.
 */
export async function reviewsData({ crawler }: LoaderArgs, deps: LoaderDeps): Promise<ReviewsData> {
  const reviews = deps.reviews;
  if (!reviews) return {};
  // No source: nothing will ever come, and the page knows at once (no Google reviews box).
  if (reviews.kind === 'none') return { reviews: { status: 'ok', summary: NO_SOURCE_SUMMARY } };
  const current = reviews.current();
  if (current) return { reviews: { status: 'ok', summary: current } };
  if (!crawler) return {};
  const result = await reviews.getReviews().then(
    (summary): ReviewsResult => ({ status: 'ok', summary }),
    (error: unknown): ReviewsResult => {
      deps.logger.warn({ err: error, source: reviews.kind }, 'reviews unavailable, showing the error state');
      return { status: 'error' };
    },
  );
  return { reviews: result };
}

/** A loader beside a route module: its arguments and the sources. */
export type ServerLoader = (args: LoaderArgs, deps: LoaderDeps) => unknown;
