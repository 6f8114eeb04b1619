/**
 * The reviews payload of GET /api/reviews and of the server-rendered reviews, on both sides.
 * It is the shared ReviewsSummary plus the author link Google's terms ask us to show.
 */
import type { Review, ReviewsSummary } from './types.ts';

export interface GoogleReview extends Review {
  /** The author's Google profile, linked from their name (attribution). */
  authorUrl?: string;
}

export interface GoogleReviewsSummary extends ReviewsSummary {
  reviews: GoogleReview[];
  /** False when the site has no review source at all (absent: a source answered, maybe with none). */
  configured?: false;
}

/** What a reviews consumer renders from: the summary, or the fact that it could not be loaded. */
export type ReviewsResult = { status: 'ok'; summary: GoogleReviewsSummary } | { status: 'error' };

export const EMPTY_SUMMARY: GoogleReviewsSummary = { rating: 0, userRatingsTotal: 0, reviews: [] };
/** What a site without a review source answers: nothing to show, and no Google box to show it in. */
export const NO_SOURCE_SUMMARY: GoogleReviewsSummary = { ...EMPTY_SUMMARY, configured: false };

/**
 * What a page that shows reviews gets from its loader: the cached reviews, or nothing yet (the
 * page shows its defaults and the browser fetches /api/reviews after hydrating).
 */
export interface ReviewsData {
  reviews?: ReviewsResult;
}

export const REVIEWS_ENDPOINT = '/api/reviews';
