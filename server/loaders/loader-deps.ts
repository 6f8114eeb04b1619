/**
 * What a route's loader (routes/<route>/server/loader.ts) is given: the sources it reads
 * (LoaderDeps), and the helpers loaders share: a failing source degrades to an empty state
 * (orFallback, attempt), and the Google reviews part of a page's data (reviewsData).
 */
import type { LoaderArgs } from './route-loaders.server.ts';
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
  /** A fresh signed token for the contact form (server/contact/form-token.server.ts). */
  issueFormToken: () => string;
}

/** A source that fails must not break the page: log, then render the empty state. */
export async function orFallback<T>(deps: Pick<LoaderDeps, 'logger'>, what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    deps.logger.warn({ err: error }, `${what} unavailable, showing the empty state`);
    return fallback;
  }
}

/** orFallback that also says whether the source failed (a page that must tell an outage from emptiness). */
export async function attempt<T>(
  deps: Pick<LoaderDeps, 'logger'>,
  what: string,
  load: () => Promise<T>,
  fallback: T,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await load(), failed: false };
  } catch (error) {
    deps.logger.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      `${what} unavailable, showing the empty state`,
    );
    return { value: fallback, failed: true };
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
