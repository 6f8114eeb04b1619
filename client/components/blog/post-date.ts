/**
 * Post dates as people here read them ("March 18, 2025"). The date part is read in UTC, so the
 * server and every browser print the same day (a date-only value read in Pacific time would
 * otherwise become the day before, and break hydration).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * en-US's long date, written out rather than with Intl.DateTimeFormat: creating that formatter
 * took ~10 ms of main thread in a fresh page (ICU start-up), in the task that starts the client.
 */
export function formatPostDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const date = new Date(day ? `${day}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The machine-readable date for <time dateTime>. */
export function isoDay(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
}
