/**
 * Renders its children with the Google reviews state: first { loading }, then the summary or
 * { error }. The reviews are read with use() inside <Suspense>, so in server rendering the
 * rest of the page streams without waiting for them (crawlers get them, since they are sent
 * the page when everything is ready), and the value travels to the browser with the boundary.
 */
import { Suspense, use, useState, type ReactNode } from 'react';
import { ReviewsDataBlock } from './reviews-data-block.tsx';
import { reviewsPromise } from './reviews-resource.ts';
import type { GoogleReviewsSummary } from '../../../shared/review-types.ts';

export interface ReviewsView {
  loading: boolean;
  error: boolean;
  summary?: GoogleReviewsSummary;
}

type RenderReviews = (view: ReviewsView) => ReactNode;

const LOADING_VIEW: ReviewsView = { loading: true, error: false };

export function GoogleReviewsFeed({ children }: { children: RenderReviews }) {
  return (
    <Suspense fallback={children(LOADING_VIEW)}>
      <ResolvedReviews>{children}</ResolvedReviews>
    </Suspense>
  );
}

function ResolvedReviews({ children }: { children: RenderReviews }) {
  // Pinned per mount: a later re-render never swaps the promise (and never flashes "loading").
  const [promise] = useState(reviewsPromise);
  const result = use(promise);
  const view: ReviewsView = result.status === 'ok' ? { loading: false, error: false, summary: result.summary } : { loading: false, error: true };
  return (
    <>
      {children(view)}
      <ReviewsDataBlock result={result} />
    </>
  );
}
