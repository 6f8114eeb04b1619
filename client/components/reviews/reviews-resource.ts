/**
 * Where reviews components get their data, the same way on both sides: a promise read with
 * React's use() inside <Suspense>.
 * - Server: the request's own promise, found through a lookup the server registers at start
 *   (an AsyncLocalStorage scope per request; see docs/decisions/041-reviews-streaming-ssr.md).
 *   It is created only when a component asks, so pages without reviews never call upstream.
 * - Browser: the value the server streamed into the page (a JSON attribute inside the boundary),
 *   so hydration renders exactly what the server did; otherwise GET /api/reviews.
 */
import type { ReviewsResult } from '../../../shared/review-types.ts';

export const REVIEWS_ENDPOINT = '/api/reviews';
/** Marks the JSON block that carries the server's value to the browser. */
export const REVIEWS_DATA_ATTRIBUTE = 'data-google-reviews';
/** Same freshness as the server cache (spec section 9): a later visit to a page refetches. */
const CLIENT_FRESH_MS = 60_000;

export interface RequestReviews {
  read(): Promise<ReviewsResult>;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

let serverLookup: (() => RequestReviews | undefined) | undefined;

/** Called once by the server at start; never in the browser. */
export function registerServerReviewsLookup(lookup: () => RequestReviews | undefined): void {
  serverLookup = lookup;
}

/** A promise React's use() reads without suspending. */
export function resolvedThenable<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Tracked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

let clientCache: { promise: Promise<ReviewsResult>; at: number } | undefined;

function readStreamedValue(): ReviewsResult | undefined {
  const json = document.querySelector(`[${REVIEWS_DATA_ATTRIBUTE}]`)?.getAttribute(REVIEWS_DATA_ATTRIBUTE);
  if (!json) return undefined;
  try {
    return JSON.parse(json) as ReviewsResult;
  } catch {
    return undefined;
  }
}

async function fetchReviews(): Promise<ReviewsResult> {
  try {
    const response = await fetch(REVIEWS_ENDPOINT, { headers: { accept: 'application/json' } });
    if (!response.ok) return { status: 'error' };
    return { status: 'ok', summary: await response.json() };
  } catch {
    return { status: 'error' };
  }
}

function clientReviews(): Promise<ReviewsResult> {
  const now = Date.now();
  if (clientCache && now - clientCache.at < CLIENT_FRESH_MS) return clientCache.promise;
  const streamed = clientCache ? undefined : readStreamedValue();
  const promise = streamed ? resolvedThenable(streamed) : fetchReviews();
  clientCache = { promise, at: now };
  return promise;
}

/** The reviews promise of this render; the same object on every call within one request/page. */
export function reviewsPromise(): Promise<ReviewsResult> {
  if (typeof window === 'undefined') {
    return serverLookup?.()?.read() ?? resolvedThenable<ReviewsResult>({ status: 'error' });
  }
  return clientReviews();
}

/** Forget the browser's copy (tests, and a later "retry"). */
export function resetClientReviews(): void {
  clientCache = undefined;
}
