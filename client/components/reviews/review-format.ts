/** Small formatting helpers of the reviews widget. */

/** Spec section 9: at most 5 reviews in the about widget. */
export const WIDGET_MAX_REVIEWS = 5;

/** '★★★★☆' for 4: filled stars for the rating, hollow for the rest of five. */
export function starString(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Google's own phrase when it gave one ('2 weeks ago'), otherwise one made from the time. */
export function relativeTimeOf(review: { relativeTime?: string; time: number }, nowMs: number = Date.now()): string {
  if (review.relativeTime) return review.relativeTime;
  if (!review.time) return '';
  const seconds = Math.round(review.time - nowMs / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
