/**
 * One reviews promise per server render, found by the reviews components through an
 * AsyncLocalStorage scope opened for each page request. React's streaming renderer keeps the
 * async context across Suspense retries, so every component of a request reads the same
 * promise, and concurrent requests never see each other's. Created on first use only.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { registerServerReviewsLookup, resolvedThenable, type RequestReviews } from '../../client/components/reviews/reviews-resource.ts';
import type { ReviewsResult } from '../../shared/review-types.ts';
import type { Logger } from '../logger.server.ts';
import type { CachedReviews } from './cached-reviews.server.ts';

const scope = new AsyncLocalStorage<RequestReviews>();
registerServerReviewsLookup(() => scope.getStore());

/** log: the request's logger, asked for only when there is something to log. */
export function requestReviews(reviews: CachedReviews, log: () => Logger): RequestReviews {
  let promise: Promise<ReviewsResult> | undefined;
  return {
    read() {
      // A warm cache answers synchronously: use() then renders the reviews in the first pass, with no loading state.
      const current = promise ? undefined : reviews.current();
      if (current) promise = resolvedThenable<ReviewsResult>({ status: 'ok', summary: current });
      promise ??= reviews.getReviews().then(
        (summary): ReviewsResult => ({ status: 'ok', summary }),
        (error: unknown): ReviewsResult => {
          log().warn({ err: error, source: reviews.kind }, 'reviews unavailable, showing the error state');
          return { status: 'error' };
        },
      );
      return promise;
    },
  };
}

/** Opens the per-request scope for everything after it (the SSR handler). */
export function reviewsScope(reviews: CachedReviews, logger: Logger): RequestHandler {
  return (req, _res, next) =>
    scope.run(
      requestReviews(reviews, () => req.log ?? logger),
      next,
    );
}

/** Runs fn inside a reviews scope (unit tests of components that render reviews on the server). */
export function withRequestReviews<T>(value: RequestReviews, fn: () => T): T {
  return scope.run(value, fn);
}
