/**
 * GOOGLE_PLACES_API_KEY + GOOGLE_PLACE_ID: Place Details from the Places API (New), asking
 * only for the fields we show (the field mask also decides what Google bills), mapped to the
 * same summary as the upstream JSON. The key travels in a header, never in a URL or a log.
 */
import { z } from 'zod';
import type { GoogleReview, GoogleReviewsSummary } from '../../shared/review-types.ts';
import { fetchJson } from './fetch-json.ts';
import { safeHttpsUrl } from './google-reviews-json.ts';
import { httpsPhotoUrl } from './photo-url.ts';
import { REVIEWS_UPSTREAM_TIMEOUT_MS, ReviewsUnavailableError, type ReviewsSource } from './reviews-source.ts';

export const PLACES_API_BASE_URL = 'https://places.googleapis.com/v1';
/** Only what the carousel and the widget show. */
export const PLACES_FIELD_MASK = 'rating,userRatingCount,googleMapsUri,reviews';

const LOCALIZED_TEXT = z.object({ text: z.string().default('') }).partial();

const PLACE_REVIEW = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  text: LOCALIZED_TEXT.optional(),
  originalText: LOCALIZED_TEXT.optional(),
  relativePublishTimeDescription: z.string().optional(),
  publishTime: z.string().optional(),
  authorAttribution: z
    .object({ displayName: z.string().optional(), uri: z.string().optional(), photoUri: z.string().optional() })
    .optional(),
});

const PLACE = z.object({
  rating: z.coerce.number().min(0).max(5).default(0),
  userRatingCount: z.coerce.number().int().min(0).default(0),
  googleMapsUri: z.string().optional(),
  reviews: z.array(z.unknown()).default([]),
});

export function mapPlace(json: unknown): GoogleReviewsSummary {
  const place = PLACE.parse(json);
  const reviews: GoogleReview[] = [];
  for (const candidate of place.reviews) {
    const parsed = PLACE_REVIEW.safeParse(candidate);
    if (!parsed.success) continue;
    const review = parsed.data;
    const published = review.publishTime ? Date.parse(review.publishTime) : NaN;
    const photo = httpsPhotoUrl(review.authorAttribution?.photoUri);
    const authorUrl = safeHttpsUrl(review.authorAttribution?.uri);
    reviews.push({
      authorName: review.authorAttribution?.displayName ?? 'A Google user',
      text: review.text?.text ?? review.originalText?.text ?? '',
      rating: review.rating,
      time: Number.isNaN(published) ? 0 : Math.floor(published / 1000),
      ...(review.relativePublishTimeDescription ? { relativeTime: review.relativePublishTimeDescription } : {}),
      ...(photo ? { profilePhotoUrl: photo } : {}),
      ...(authorUrl ? { authorUrl } : {}),
    });
  }
  const url = safeHttpsUrl(place.googleMapsUri);
  return { rating: place.rating, userRatingsTotal: place.userRatingCount, ...(url ? { url } : {}), reviews };
}

export interface GooglePlacesOptions {
  apiKey: string;
  placeId: string;
  /** Tests point this at a fake on 127.0.0.1. */
  baseUrl?: string;
  timeoutMs?: number;
}

export class GooglePlacesReviewsSource implements ReviewsSource {
  readonly kind = 'google-places';
  constructor(private readonly options: GooglePlacesOptions) {}

  async getReviews(): Promise<GoogleReviewsSummary> {
    const { apiKey, placeId, baseUrl = PLACES_API_BASE_URL, timeoutMs = REVIEWS_UPSTREAM_TIMEOUT_MS } = this.options;
    const json = await fetchJson(
      `${baseUrl}/places/${encodeURIComponent(placeId)}`,
      { headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': PLACES_FIELD_MASK } },
      timeoutMs,
    );
    try {
      return mapPlace(json);
    } catch (error) {
      throw new ReviewsUnavailableError('Places API answered an unexpected shape', { cause: error });
    }
  }
}
