/**
 * Shows its children unless the site has no review source: an empty "Google reviews" box on a
 * site that never asks Google would only look broken.
 */
import type { ReactNode } from 'react';
import { useReviews } from './google-reviews-feed.tsx';

export function IfReviewsSource({ children }: { children: ReactNode }) {
  const { summary } = useReviews();
  return summary?.configured === false ? null : children;
}
