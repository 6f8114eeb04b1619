/**
 * GET /api/reviews: the Google reviews summary as JSON for the browser (client navigations
 * and pages whose server render did not carry them). No key ever reaches the browser: the
 * server asks upstream. A failed upstream answers 502 JSON, an error state, not a 500 page.
 */
import type { RequestHandler } from 'express';
import type { CachedReviews } from './cached-reviews.server.ts';

/** Browsers and CDNs may keep the answer as long as the server does, and serve it stale while they refresh. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function reviewsHandler(reviews: CachedReviews): RequestHandler {
  return async (req, res) => {
    try {
      const summary = await reviews.getReviews();
      res.setHeader('Cache-Control', CACHE_CONTROL);
      res.json(summary);
    } catch (error) {
      req.log?.warn({ err: error, source: reviews.kind }, 'reviews unavailable');
      res.setHeader('Cache-Control', 'no-store');
      res.status(502).json({ message: 'Failed to fetch reviews' });
    }
  };
}
