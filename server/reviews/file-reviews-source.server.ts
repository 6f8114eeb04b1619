/** REVIEWS_FILE: Google's reviews JSON from a local file, for demos and development. */
import { readFile } from 'node:fs/promises';
import type { GoogleReviewsSummary } from '../../shared/review-types.ts';
import { parseGoogleReviewsJson } from './google-reviews-json.ts';
import { ReviewsUnavailableError, type ReviewsSource } from './reviews-source.ts';

export class FileReviewsSource implements ReviewsSource {
  readonly kind = 'file';
  constructor(private readonly file: string) {}

  async getReviews(): Promise<GoogleReviewsSummary> {
    try {
      return parseGoogleReviewsJson(JSON.parse(await readFile(this.file, 'utf8')));
    } catch (error) {
      throw new ReviewsUnavailableError(`reviews file ${this.file} could not be read`, { cause: error });
    }
  }
}
