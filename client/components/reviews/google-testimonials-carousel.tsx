/**
 * The testimonials carousel fed with Google reviews (spec section 4): 'Loading reviews…' while
 * they come, the reviews once they are there, the page's default testimonials when there are
 * none, and 'Failed to load Google reviews.' above the defaults when the call failed. Same
 * props as TestimonialsCarousel; `testimonials` are the defaults.
 *
 *   <GoogleTestimonialsCarousel testimonials={testimonialsFor('devops')} />
 */
import { TestimonialsCarousel, type TestimonialsCarouselProps } from '../blocks/testimonials-carousel.tsx';
import { GoogleReviewsFeed } from './google-reviews-feed.tsx';
import { reviewsToTestimonials } from './reviews-to-testimonials.ts';

export type GoogleTestimonialsCarouselProps = Omit<TestimonialsCarouselProps, 'reviews' | 'loading' | 'error' | 'totalRatings' | 'googleUrl'>;

export function GoogleTestimonialsCarousel(props: GoogleTestimonialsCarouselProps) {
  return (
    <GoogleReviewsFeed>
      {({ loading, error, summary }) => (
        <TestimonialsCarousel
          {...props}
          loading={loading}
          error={error}
          reviews={summary ? reviewsToTestimonials(summary.reviews) : undefined}
          totalRatings={summary?.userRatingsTotal}
          googleUrl={summary?.url}
        />
      )}
    </GoogleReviewsFeed>
  );
}
