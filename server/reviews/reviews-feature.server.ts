/**
 * Everything the app needs for reviews, built once from config: the cached source (which the
 * pages' loaders read) and the GET /api/reviews handler.
 */
import type { RequestHandler } from 'express';
import { reviewsHandler } from './reviews-api.server.ts';
import type { Config } from '../core/config.server.ts';
import type { Logger } from '../core/logger.server.ts';
import { cachedReviews, type CachedReviews } from './cached-reviews.server.ts';
import { createReviewsSource } from './create-reviews-source.server.ts';
import type { ReviewsSource } from './reviews-source.ts';

export interface ReviewsFeature {
  reviews: CachedReviews;
  api: RequestHandler;
}

export function reviewsFeature(config: Config, logger: Logger, source: ReviewsSource = createReviewsSource(config)): ReviewsFeature {
  const reviews = cachedReviews(source, logger);
  return { reviews, api: reviewsHandler(reviews) };
}
