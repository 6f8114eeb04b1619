/**
 * What happens on every page change: the head follows the page, the window scrolls to the
 * top (unless the link keeps the scroll, as the blog's filter does), and analytics hear of the view. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PublicConfig } from '../../../shared/types.ts';
import { initAnalytics, trackPageView, trackViewContent } from '../../analytics/analytics.ts';
import { applyHead } from '../../head/apply-head.ts';
import { keepsScroll } from '../../router/links.tsx';
import { useShownPage } from '../../router/route-context.ts';

export function RouteChangeEffects({ publicConfig }: { publicConfig: PublicConfig }) {
  const location = useLocation();
  const page = useShownPage();
  const firstRender = useRef(true);

  useEffect(() => initAnalytics(publicConfig), [publicConfig]);

  useEffect(() => {
    // The server already wrote the first page's head; later pages bring theirs.
    if (!firstRender.current) {
      if (page.head) applyHead(page.head);
      if (!keepsScroll(location.state)) scrollToHashOrTop(location.hash);
    }
    firstRender.current = false;
    const title = page.head?.title ?? document.title;
    trackPageView(location.pathname + location.search, title);
    trackViewContent(title);
    // Only a change of page counts, not a re-render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}

/**
 * A link with a fragment (the skip link, a table of contents, /page#section) must land on
 * that element, not at the top of the page; any other page change starts at the top.
 */
function scrollToHashOrTop(hash: string): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
