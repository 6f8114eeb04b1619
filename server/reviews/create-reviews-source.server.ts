/** Picks the reviews source from config, in the order docs/product.md lists them. */
import type { Config } from '../core/config.server.ts';
import { FileReviewsSource } from './file-reviews-source.server.ts';
import { GooglePlacesReviewsSource } from './google-places-source.server.ts';
import { NoReviewsSource } from './no-reviews-source.ts';
import type { ReviewsSource } from './reviews-source.ts';
import { UpstreamReviewsSource } from './upstream-reviews-source.server.ts';

type ReviewsConfig = Pick<Config, 'REVIEWS_URL' | 'GOOGLE_PLACES_API_KEY' | 'GOOGLE_PLACE_ID' | 'REVIEWS_FILE'>;

export function createReviewsSource(config: ReviewsConfig, options: { placesBaseUrl?: string } = {}): ReviewsSource {
  if (config.REVIEWS_URL) return new UpstreamReviewsSource(config.REVIEWS_URL);
  if (config.GOOGLE_PLACES_API_KEY && config.GOOGLE_PLACE_ID) {
    return new GooglePlacesReviewsSource({
      apiKey: config.GOOGLE_PLACES_API_KEY,
      placeId: config.GOOGLE_PLACE_ID,
      baseUrl: options.placesBaseUrl,
    });
  }
  if (config.REVIEWS_FILE) return new FileReviewsSource(config.REVIEWS_FILE);
  return new NoReviewsSource();
}
