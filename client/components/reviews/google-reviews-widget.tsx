/**
 * The about page's Google reviews widget (spec section 4): average rating with a star, the
 * total number of ratings, 'View on Google' when there is a link, and the first five reviews
 * (photo or grey placeholder, author, stars, relative time, text), with the attribution
 * Google's terms ask for (author names link to their profiles; the source is named).
 * States: 'Loading reviews…', 'Failed to load Google reviews.', 'No Google reviews found.'.
 */
import { GoogleReviewsFeed } from './google-reviews-feed.tsx';
import { formatRating, relativeTimeOf, starString, WIDGET_MAX_REVIEWS } from './review-format.ts';
import type { GoogleReview, GoogleReviewsSummary } from '../../../shared/review-types.ts';

export const WIDGET_TEXT = {
  loading: 'Loading reviews…',
  error: 'Failed to load Google reviews.',
  empty: 'No Google reviews found.',
} as const;

const LINK =
  'font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-accent-700 rounded';

export function GoogleReviewsWidget() {
  return (
    <div className="mt-10" data-testid="google-reviews-widget">
      <GoogleReviewsFeed>
        {({ loading, error, summary }) => {
          if (loading) return <StateText role="status">{WIDGET_TEXT.loading}</StateText>;
          if (error || !summary) return <StateText role="alert">{WIDGET_TEXT.error}</StateText>;
          if (summary.reviews.length === 0) return <StateText role="status">{WIDGET_TEXT.empty}</StateText>;
          return <LoadedReviews summary={summary} />;
        }}
      </GoogleReviewsFeed>
    </div>
  );
}

function StateText({ role, children }: { role: 'status' | 'alert'; children: string }) {
  return (
    <p
      role={role}
      className={`rounded-xl border border-line bg-surface p-6 text-center ${role === 'alert' ? 'font-medium text-danger-800' : 'text-ink-3'}`}
    >
      {children}
    </p>
  );
}

function LoadedReviews({ summary }: { summary: GoogleReviewsSummary }) {
  return (
    <div>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center shadow-sm sm:flex-row sm:justify-between sm:text-left">
        <div className="flex items-center gap-3">
          <p className="text-4xl font-bold text-ink" data-testid="average-rating">
            {formatRating(summary.rating)}
            <span aria-hidden="true" className="ml-1 text-warning-600">
              ★
            </span>
            <span className="sr-only"> out of 5 stars</span>
          </p>
          <p className="text-ink-3" data-testid="total-ratings">
            {`Based on ${summary.userRatingsTotal} Google ${summary.userRatingsTotal === 1 ? 'rating' : 'ratings'}`}
          </p>
        </div>
        {summary.url && (
          <a href={summary.url} target="_blank" rel="noopener noreferrer" className={LINK}>
            View on Google<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {summary.reviews.slice(0, WIDGET_MAX_REVIEWS).map((review, index) => (
          <ReviewCard key={`${review.authorName}-${review.time}-${index}`} review={review} />
        ))}
      </ul>
      <p className="mt-4 text-center text-sm text-ink-4">Reviews and ratings from Google Maps.</p>
    </div>
  );
}

function ReviewCard({ review }: { review: GoogleReview }) {
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-line bg-surface p-5 shadow-sm" data-testid="review-card">
      <div className="flex items-center gap-3">
        {review.profilePhotoUrl ? (
          <img
            src={review.profilePhotoUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className="size-10 shrink-0 rounded-full bg-line object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-10 shrink-0 rounded-full bg-line-strong" data-testid="photo-placeholder" />
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">
            {review.authorUrl ? (
              <a
                href={review.authorUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-accent-700"
              >
                {review.authorName}
              </a>
            ) : (
              review.authorName
            )}
          </p>
          <p className="text-sm text-ink-4">
            <span role="img" aria-label={`Rated ${review.rating} out of 5`} className="tracking-wider text-warning-700">
              {starString(review.rating)}
            </span>{' '}
            <span suppressHydrationWarning>{relativeTimeOf(review)}</span>
          </p>
        </div>
      </div>
      {review.text && <p className="mt-3 text-ink-3">{review.text}</p>}
    </li>
  );
}
