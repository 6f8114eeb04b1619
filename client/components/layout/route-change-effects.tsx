/**
 * What happens on every page change: the head follows the page; the window scrolls to the top,
 * to the fragment's target, or (Back, Forward) to where the visitor was, unless the link keeps
 * the scroll, as the blog's filter does; the new page's title is announced through a polite
 * live region and the focus moves to its main heading, so a screen reader hears of the change
 * and the next Tab starts in the new page; analytics hear of the view. Renders the live region.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import type { PublicConfig } from '../../../shared/types.ts';
import { initAnalytics, trackPageView, trackViewContent } from '../../analytics/analytics.ts';
import { applyHead } from '../../head/apply-head.ts';
import { savedScroll } from '../../navigation/scroll-memory.ts';
import { keepsScroll } from '../../router/browser-history.ts';
import { useShownPage } from '../../router/route-context.ts';

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
    const keep = keepsScroll();
    const saved = navigationType === NavigationType.Pop ? savedScroll(location.key) : undefined;
    if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    else if (!keep) scrollToHashOrTop(location.hash);
    if (page.head) applyHead(page.head);
    if (before.pathname === location.pathname && before.search === location.search) return;
    setAnnouncement(document.title);
    if (!keep) focusNewPage(location.hash);
    // Only a change of page counts, not a re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const title = page.head?.title ?? document.title;
    trackPageView(location.pathname + location.search, title);
    trackViewContent(title);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <p id={ROUTE_ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}

/** The fragment's target, if any: a link with a fragment lands there, not at the top. */
function fragmentTarget(hash: string): HTMLElement | null {
  return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

function scrollToHashOrTop(hash: string): void {
  const target = fragmentTarget(hash);
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0, behavior: 'instant' });
}

/** The fragment's target, else the page's main heading, else <main>: focusable by script only, without scrolling. */
function focusNewPage(hash: string): void {
  const target = fragmentTarget(hash) || document.querySelector<HTMLElement>('main h1') || document.getElementById('main');
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
