/**
 * The testimonials carousel fed with Google reviews (spec section 4): the page's default
 * testimonials until reviews are there (the server had none cached yet: the browser fetches
 * them after hydrating), the reviews once they are there, the defaults when there are none, and 'Failed to load Google reviews.' above the defaults when the call failed. Same
 * props as TestimonialsCarousel; `testimonials` are the defaults.
 *
 *   <GoogleTestimonialsCarousel testimonials={testimonialsFor('devops')} />
 */
import { TestimonialsCarousel, type TestimonialsCarouselProps } from '../blocks/testimonials-carousel.tsx';
import { GoogleReviewsFeed } from './google-reviews-feed.tsx';
import { reviewsToTestimonials } from './reviews-to-testimonials.ts';

export type GoogleTestimonialsCarouselProps = Omit<
  TestimonialsCarouselProps,
  'reviews' | 'loading' | 'error' | 'totalRatings' | 'googleUrl'
>;

export function GoogleTestimonialsCarousel(props: GoogleTestimonialsCarouselProps) {
  return (
    <GoogleReviewsFeed>
      {({ error, summary }) => (
        <TestimonialsCarousel
          {...props}
          // Nothing yet: the defaults stay in place (no 'Loading' flash over finished content).
          loading={false}
          error={error}
          reviews={summary ? reviewsToTestimonials(summary.reviews) : undefined}
          totalRatings={summary?.userRatingsTotal}
          googleUrl={summary?.url}
        />
      )}
    </GoogleReviewsFeed>
  );
}
