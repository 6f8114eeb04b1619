/**
 * The Google reviews JSON of spec section 3 (the shape of the legacy Places Details result the
 * original site's serverless function returned), parsed leniently and mapped to the summary.
 */
import { z } from 'zod';
import type { GoogleReview, GoogleReviewsSummary } from '../../shared/review-types.ts';
import { httpsPhotoUrl } from './photo-url.ts';

const REVIEW = z.object({
  author_name: z.string().default('A Google user'),
  author_url: z.string().optional(),
  text: z.string().default(''),
  profile_photo_url: z.string().optional(),
  rating: z.coerce.number().int().min(1).max(5),
  time: z.coerce.number().default(0),
  relative_time_description: z.string().optional(),
});

const BODY = z.object({
  rating: z.coerce.number().min(0).max(5).default(0),
  user_ratings_total: z.coerce.number().int().min(0).default(0),
  url: z.string().optional(),
  reviews: z.array(z.unknown()).default([]),
});

export function parseGoogleReviewsJson(json: unknown): GoogleReviewsSummary {
  // The function may answer the Places result as is or wrapped in { result }.
  const root = json && typeof json === 'object' && 'result' in json && typeof json.result === 'object' ? json.result : json;
  const body = BODY.parse(root);
  const reviews: GoogleReview[] = [];
  // One malformed review is skipped, not a reason to lose the others.
  for (const candidate of body.reviews) {
    const parsed = REVIEW.safeParse(candidate);
    if (!parsed.success) continue;
    const review = parsed.data;
    reviews.push({
      authorName: review.author_name,
      text: review.text,
      rating: review.rating,
      time: review.time,
      ...(review.relative_time_description ? { relativeTime: review.relative_time_description } : {}),
      ...(httpsPhotoUrl(review.profile_photo_url) ? { profilePhotoUrl: httpsPhotoUrl(review.profile_photo_url) } : {}),
      ...(safeHttpsUrl(review.author_url) ? { authorUrl: safeHttpsUrl(review.author_url) } : {}),
    });
  }
  return {
    rating: body.rating,
    userRatingsTotal: body.user_ratings_total,
    ...(safeHttpsUrl(body.url) ? { url: safeHttpsUrl(body.url) } : {}),
    reviews,
  };
}

/** Only http(s) links reach an href: a javascript: URL from upstream must never become a link. */
export function safeHttpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const normalized = value.startsWith('//') ? `https:${value}` : value;
  return /^https?:\/\//i.test(normalized) && URL.canParse(normalized) ? normalized : undefined;
}
