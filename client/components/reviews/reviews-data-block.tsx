/**
 * Carries the server's reviews to the browser inside the Suspense boundary that used them,
 * as inert JSON (type application/json never runs, so it needs no CSP nonce). The browser
 * reads it before hydrating that boundary and renders the same markup.
 */
import { serializeForScript } from '../../../shared/serialize.ts';
import { REVIEWS_DATA_ATTRIBUTE } from './reviews-resource.ts';
import type { ReviewsResult } from './review-types.ts';

export function ReviewsDataBlock({ result }: { result: ReviewsResult }) {
  const attributes = { [REVIEWS_DATA_ATTRIBUTE]: '' };
  return <script type="application/json" {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeForScript(result) }} />;
}
