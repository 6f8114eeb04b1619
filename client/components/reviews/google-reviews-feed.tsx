/**
 * Renders its children with the Google reviews state. The reviews are the page's route data
 * (docs/decisions/041): the server's loader gives the cached reviews, or nothing yet; with
 * nothing yet, the browser asks GET /api/reviews once the page has hydrated, and the children
 * show their defaults until then. Nothing suspends, so server and browser render the same.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { REVIEWS_ENDPOINT, type GoogleReviewsSummary, type ReviewsData, type ReviewsResult } from '../../../shared/review-types.ts';
import { useRouteData } from '../../app/route-context.ts';

export interface ReviewsView {
  /** Nothing yet: the browser is fetching them. */
  loading: boolean;
  error: boolean;
  summary?: GoogleReviewsSummary;
}

type RenderReviews = (view: ReviewsView) => ReactNode;

/** Same freshness as the server cache (spec section 9): a later page view within a minute reuses the answer. */
const CLIENT_FRESH_MS = 60_000;
let fetched: { promise: Promise<ReviewsResult>; at: number } | undefined;

async function fetchReviews(): Promise<ReviewsResult> {
  try {
    const response = await fetch(REVIEWS_ENDPOINT, { headers: { accept: 'application/json' } });
    if (!response.ok) return { status: 'error' };
    return { status: 'ok', summary: (await response.json()) as GoogleReviewsSummary };
  } catch {
    return { status: 'error' };
  }
}

function browserReviews(): Promise<ReviewsResult> {
  const now = Date.now();
  if (!fetched || now - fetched.at >= CLIENT_FRESH_MS) fetched = { promise: fetchReviews(), at: now };
  return fetched.promise;
}

export function viewOf(result: ReviewsResult | undefined): ReviewsView {
  if (!result) return { loading: true, error: false };
  return result.status === 'ok' ? { loading: false, error: false, summary: result.summary } : { loading: false, error: true };
}

/** The page's reviews: from its loader data, else fetched after hydration. */
export function useReviews(): ReviewsView {
  const fromRoute = useRouteData<ReviewsData>()?.reviews;
  const [later, setLater] = useState<ReviewsResult | undefined>(undefined);
  useEffect(() => {
    if (fromRoute) return;
    let current = true;
    void browserReviews().then((result) => {
      if (current) setLater(result);
    });
    return () => {
      current = false;
    };
  }, [fromRoute]);
  return viewOf(fromRoute ?? later);
}

export function GoogleReviewsFeed({ children }: { children: RenderReviews }) {
  return <>{children(useReviews())}</>;
}
