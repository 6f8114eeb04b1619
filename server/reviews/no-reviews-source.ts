/** Nothing configured: no reviews, so pages show their default testimonials and no Google reviews box. */
import { NO_SOURCE_SUMMARY, type GoogleReviewsSummary } from '../../shared/review-types.ts';
import type { ReviewsSource } from './reviews-source.ts';

export class NoReviewsSource implements ReviewsSource {
  readonly kind = 'none';
  async getReviews(): Promise<GoogleReviewsSummary> {
    return NO_SOURCE_SUMMARY;
  }
}
