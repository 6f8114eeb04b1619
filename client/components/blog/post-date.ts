/**
 * Post dates as people here read them ("March 18, 2025"). The date part is formatted in UTC
 * with a fixed locale, so the server and every browser print the same day (a date-only value
 * read in Pacific time would otherwise become the day before, and break hydration).
 */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatPostDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const date = new Date(day ? `${day}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** The machine-readable date for <time dateTime>. */
export function isoDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
}
