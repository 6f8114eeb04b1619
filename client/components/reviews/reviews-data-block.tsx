/**
 * Carries the server's reviews to the browser inside the Suspense boundary that used them: a
 * hidden, empty element whose attribute holds the JSON. React escapes attribute values, so
 * review text can never break out into markup, and nothing here is a script (no CSP nonce
 * needed, nothing to execute). The browser reads it before hydrating that boundary and
 * renders the same markup.
 */
import { REVIEWS_DATA_ATTRIBUTE } from './reviews-resource.ts';
import type { ReviewsResult } from '../../../shared/review-types.ts';

export function ReviewsDataBlock({ result }: { result: ReviewsResult }) {
  const attributes = { [REVIEWS_DATA_ATTRIBUTE]: JSON.stringify(result) };
  return <div hidden {...attributes} suppressHydrationWarning />;
}
