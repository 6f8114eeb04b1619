/** REVIEWS_URL: an upstream (like the original's serverless function) returning Google's reviews JSON. */
import type { GoogleReviewsSummary } from '../../shared/review-types.ts';
import { fetchJson } from './fetch-json.ts';
import { parseGoogleReviewsJson } from './google-reviews-json.ts';
import { REVIEWS_UPSTREAM_TIMEOUT_MS, ReviewsUnavailableError, type ReviewsSource } from './reviews-source.ts';

export class UpstreamReviewsSource implements ReviewsSource {
  readonly kind = 'upstream';
  constructor(
    private readonly url: string,
    private readonly timeoutMs = REVIEWS_UPSTREAM_TIMEOUT_MS,
  ) {}

  async getReviews(): Promise<GoogleReviewsSummary> {
    const json = await fetchJson(this.url, {}, this.timeoutMs);
    try {
      return parseGoogleReviewsJson(json);
    } catch (error) {
      throw new ReviewsUnavailableError('reviews upstream answered an unexpected shape', { cause: error });
    }
  }
}
