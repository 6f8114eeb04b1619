/**
 * Scroll positions by history entry, for Back and Forward: the browser would restore them on
 * the page still shown, before the page returned to has loaded. Its own job again once left.
 */

/** A link's `state` that keeps the scroll position (a filter that changes part of the page). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** Whether the entry was reached by a link with KEEP_SCROLL (the blog's filter). */
export const keepsScroll = (state: unknown): boolean => (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;

/** Far more entries than a visit goes back through. */
const MAX_POSITIONS = 50;
const positions = new Map<string, number>();

/** The position the page had when the visitor left this history entry. */
export function savedScroll(key: string): number | undefined {
  return positions.get(key);
}

export function rememberScroll(key: string): void {
  positions.delete(key);
  positions.set(key, Math.round(window.scrollY));
  if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
}

/** Takes scrolling over from the browser while this document is shown (bfcache included). */
export function keepScrollPositions(): void {
  history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
}
