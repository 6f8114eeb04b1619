/**
 * A client navigation shows the part of the new page that is in view first. From its commit
 * until the browser is next idle, <html> carries data-page-change, and the page's long parts
 * (the content-auto class: sections, the footer, a post's paragraphs, blog cards) are laid out
 * and painted only when near the viewport (content-visibility: auto, client/styles/app.css).
 * On a phone, laying out the whole of a long post took longer than React's render of it; the
 * first frame now costs what is on screen (docs/decisions/093, third addendum).
 *
 * Once idle, the whole page is laid out, so positions further down are real again: a scroll
 * position kept for Back is measured on the real page, not on estimated heights. A commit that
 * scrolls to such a position at once (Back to a kept position, a fragment's target) lays out
 * the whole page first, with wholePageNow().
 */

const ATTRIBUTE = 'data-page-change';
/** The newest page change: an older one's idle callback must not end a newer one's. */
let latest = 0;
/** A busy page is laid out in full within this time even if the browser is never idle. */
const IDLE_WITHIN_MS = 2000;

/** Called as a navigation commits, before React renders the new page. */
export function visiblePartFirst(): void {
  const change = ++latest;
  document.documentElement.setAttribute(ATTRIBUTE, '');
  const wholePage = () => void (change === latest && wholePageNow());
  // Asked for from the new page's first frame, so that frame is rendered before any idle time.
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(wholePage, { timeout: IDLE_WITHIN_MS });
    else setTimeout(wholePage, IDLE_WITHIN_MS / 10);
  });
}

/** Lays out the whole page from the next layout on (a scroll below the top needs real heights). */
export function wholePageNow(): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
}
