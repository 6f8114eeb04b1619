/** Fetched Google reviews as carousel testimonials (spec section 3: 'Google Reviewer', no company). */
import type { Testimonial } from '../../../shared/types.ts';
import type { GoogleReview } from '../../../shared/review-types.ts';

export const GOOGLE_REVIEWER = 'Google Reviewer';

export function reviewsToTestimonials(reviews: readonly GoogleReview[]): Testimonial[] {
  return reviews
    .filter((review) => review.text.trim() !== '')
    .map((review) => ({
      name: review.authorName,
      position: GOOGLE_REVIEWER,
      company: '',
      quote: review.text,
      ...(review.profilePhotoUrl ? { avatar: review.profilePhotoUrl } : {}),
    }));
}
