/**
 * What happens on every page change: the head follows the page; the window scrolls to the top,
 * to the fragment's target, or (Back, Forward) to where the visitor was, unless the link keeps
 * the scroll, as the blog's filter does; the new page's title is announced through a polite
 * live region and the focus moves to its main heading, so a screen reader hears of the change
 * and the next Tab starts in the new page; analytics hear of the view, and so does the
 * contact form's attribution (kept in this tab, sent only with a message). Renders the live region.
 *
 * The head, the announcement and the focus come just after the new page's first frame: nobody
 * sees them change, and before it, each made the browser compute the styles of the new page in
 * the click's task, then again for the frame (docs/decisions/093, fourth addendum). Nobody can
 * press Tab in between.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import type { PublicConfig } from '../../../shared/types.ts';
import { initAnalytics, trackPageView, trackViewContent } from '../../analytics/analytics.ts';
import { applyHead } from '../../head/apply-head.ts';
import { afterNextFrame } from '../../navigation/after-next-frame.ts';
import { savedScroll } from '../../navigation/scroll-memory.ts';
import { wholePageNow } from '../../navigation/visible-part-first.ts';
import { keepsScroll } from '../../router/links.tsx';
import { useShownPage } from '../../router/route-context.ts';
import { recordPageView } from '../contact/attribution/record-visit.ts';

/** Id of the live region that announces each new page (the browser tests read it). */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

export function RouteChangeEffects({ publicConfig }: { publicConfig: PublicConfig }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const page = useShownPage();
  const previous = useRef<Location | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => initAnalytics(publicConfig), [publicConfig]);

  // A layout effect: the new page is scrolled and focused before the browser paints it.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    // The server already wrote the first page's head, and the browser placed the first page.
    if (!before) return;
    const keep = keepsScroll(location.state);
    const saved = navigationType === NavigationType.Pop ? savedScroll(location.key) : undefined;
    if (saved !== undefined) {
      // A position on the whole page, kept when it had been laid out in full.
      wholePageNow();
      window.scrollTo({ top: saved, behavior: 'instant' });
    } else if (!keep) scrollToHashOrTop(location.hash, savedScroll(before.key) === 0);
    const samePage = before.pathname === location.pathname && before.search === location.search;
    afterNextFrame(() => {
      // A later page change took over: it has its own head, announcement and focus.
      if (previous.current !== location) return;
      if (page.head) applyHead(page.head);
      if (samePage) return;
      setAnnouncement(document.title);
      if (!keep) focusNewPage(location.hash);
    });
    // Only a change of page counts, not a re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const title = page.head?.title ?? document.title;
    trackPageView(location.pathname + location.search, title);
    trackViewContent(title);
    recordPageView(window.location, document.referrer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <p id={ROUTE_ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}

/**
 * A link with a fragment (the skip link, a table of contents, /page#section) must land on
 * that element, not at the top of the page; any other page change starts at the top.
 * `atTop`: the page left was at the top (its position was kept as the click came), so the new
 * one is too: scrolling there would only make the browser lay out the new page in the click's
 * task, before its frame.
 */
function scrollToHashOrTop(hash: string, atTop: boolean): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) {
    // Where the target is depends on the real heights of everything above it.
    wholePageNow();
    target.scrollIntoView();
  } else if (!atTop) window.scrollTo({ top: 0, behavior: 'instant' });
}

/** The fragment's target, else the page's main heading, else <main>: focusable by script only, without scrolling. */
function focusNewPage(hash: string): void {
  const target =
    (hash.length > 1 && document.getElementById(decodeURIComponent(hash.slice(1)))) ||
    document.querySelector<HTMLElement>('main h1') ||
    document.getElementById('main');
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
