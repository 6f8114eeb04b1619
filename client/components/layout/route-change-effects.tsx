/**
 * What follows every page change: the scroll (top, the fragment's target, or for Back and
 * Forward where the visitor was; the blog's filter keeps it), the head, a polite announcement
 * of the new title and the focus on its main heading (so the next Tab starts in the new page),
 * the analytics page view and the contact form's attribution (kept in this tab, sent only with
 * a message). Renders the live region.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PublicConfig } from '../../../shared/types.ts';
import { initAnalytics, trackPageView, trackViewContent } from '../../analytics/analytics.ts';
import { applyHead } from '../../head/apply-head.ts';
import { useLocation, type Location } from 'react-router-dom';
import { keepsScroll, savedScroll } from '../../navigation/scroll-memory.ts';
import { wholePageNow } from '../../navigation/visible-part-first.ts';
import { useShownNavigationType, useShownPage } from '../../app/route-context.ts';
import { recordPageView } from '../contact/attribution/record-visit.ts';

/** Id of the live region that announces each new page (the browser tests read it). */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

export function RouteChangeEffects({ publicConfig }: { publicConfig: PublicConfig }) {
  const location = useLocation();
  const navigationType = useShownNavigationType();
  const page = useShownPage();
  const previous = useRef<Location | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => initAnalytics(publicConfig), [publicConfig]);

  // Before the browser paints the new page; only a change of location, not a re-render, counts.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    // The server wrote the first page's head, and the browser placed it.
    if (!before) return;
    const keep = keepsScroll(location.state);
    const saved = navigationType === 'POP' ? savedScroll(location.key) : undefined;
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    // A position below the top needs the real heights of the whole page.
    if (saved !== undefined || target) wholePageNow();
    if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    else if (target && !keep) target.scrollIntoView();
    // A page left at its top needs no scroll, which would lay out the new page in the click's task.
    else if (!keep && savedScroll(before.key) !== 0) window.scrollTo({ top: 0, behavior: 'instant' });
    const samePage = before.pathname === location.pathname && before.search === location.search;
    // After the new page's first frame: each would make the browser compute its styles before it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (previous.current !== location) return;
        if (page.head) applyHead(page.head);
        if (samePage) return;
        setAnnouncement(document.title);
        if (!keep) focusOn(target ?? document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'));
      }),
    );
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

/** Focusable by script only, without scrolling. */
function focusOn(target: HTMLElement | null): void {
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
