/**
 * Where the Google reviews come from: an upstream returning Google's JSON, the Places API
 * (New), a demo file, or nothing. Each implementation maps its own shape to the summary.
 */
import type { GoogleReviewsSummary } from '../../shared/review-types.ts';

export interface ReviewsSource {
  /** Which implementation, for logs and metrics. */
  readonly kind: 'upstream' | 'google-places' | 'file' | 'none';
  /** Rejects when the upstream fails or answers something unreadable. */
  getReviews(): Promise<GoogleReviewsSummary>;
}

/** Raised for every upstream failure, with a message fit for logs (never a key). */
export class ReviewsUnavailableError extends Error {
  override name = 'ReviewsUnavailableError';
}

/** How long one upstream call may take: the reviews stream into pages, so a slow Google must not hold a page open. */
export const REVIEWS_UPSTREAM_TIMEOUT_MS = 4_000;
