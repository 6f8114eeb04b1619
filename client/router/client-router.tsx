/**
 * The browser's router (docs/decisions/057). The URL changes at once, as with any link; the
 * page shown changes when the next page's code and data have arrived, so the current page
 * stays on screen (with `usePendingNavigation()` telling pages a load is under way) instead
 * of a blank or half-loaded page. Only the newest navigation is shown: a later click wins.
 *
 * When the page's code has loaded and its data was fetched ahead (a hovered link), the click
 * commits it in its own task, with no pending state, no promise turn and no View Transition in
 * between: a transition shows the old page's image until the new one is captured, then fades
 * over 150 ms, which would keep a ready page off the screen longer than the rest of the
 * navigation takes. A page that arrives within NOTICEABLE_WAIT_MS is shown the same way, and the
 * pending state starts only after that time. A page that had to be waited for longer is
 * committed inside a View Transition (a cross-fade after the wait), except on Back and Forward
 * (decision 093's second and third addenda). The new page is laid out from the part in view,
 * the rest once the browser is idle (visible-part-first.ts). Scroll positions are kept per
 * history entry for Back and Forward, and links are fetched ahead on intent once the page is
 * idle (client/navigation/, docs/decisions/093).
 *
 * Built on React Router's <Router> with a small history of our own (browser-history.ts;
 * Link, NavLink, useNavigate work as usual) instead of its data router (decision 070).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { NavigationType, Router, type Location } from 'react-router';
import type { RootData } from '../../shared/route-data.ts';
import type { LivePreviewTools } from '../live-preview/live-preview-context.ts';
import { App } from './app.tsx';
import { createBrowserHistory } from './browser-history.ts';
import { failedPage, fetchPage, readyPage } from './fetch-page.ts';
import { HistoryContext, InViewFirstContext, type PendingNavigation, type ShownPage } from './route-context.ts';
import { keepsScroll } from './links.tsx';
import { reportClientError } from '../rum/report-errors.ts';
import { keepScrollPositions, rememberScroll } from '../navigation/scroll-memory.ts';
import { startPrefetchWhenIdle } from '../navigation/start-prefetch.ts';
import { commitWithTransition } from '../navigation/view-transition.ts';
import { visiblePartFirst } from '../navigation/visible-part-first.ts';

/**
 * A page that arrives within this time of the click (its prefetch was nearly done) is shown as
 * one fetched ahead is: with no loading state first, which would only flash, and no cross-fade,
 * which would hold it off the screen for longer than the wait was.
 */
const NOTICEABLE_WAIT_MS = 100;

interface View {
  location: Location;
  action: NavigationType;
  page: ShownPage;
}

export function ClientRouter({ first, root, livePreview }: { first: ShownPage; root: RootData; livePreview?: LivePreviewTools | null }) {
  const [history] = useState(() => createBrowserHistory());
  const [view, setView] = useState<View>(() => ({ location: history.location, action: NavigationType.Pop, page: first }));
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  const shown = useRef(view);
  shown.current = view;

  useLayoutEffect(() => {
    // Runs once hydration has committed: React now owns the page. Marked on <html> (outside
    // #root, so hydration never compares it) for the browser tests to wait on.
    document.documentElement.dataset.hydrated = '';
    keepScrollPositions(() => shown.current.location.key);
    if (!root.preview) startPrefetchWhenIdle();
    // The position of the page being left is kept for a later Back or Forward to it.
    const show = (next: View, transition: boolean) => {
      rememberScroll(shown.current.location.key);
      const commit = () => {
        // Another page: laid out from the part in view (a fragment on this page is not a change).
        if (next.page !== shown.current.page) visiblePartFirst();
        setPending(null);
        setView(next);
      };
      // Rendered now, not in a task of React's scheduler: a page that arrived after the click
      // would otherwise wait behind a frame of the old page (70 ms under the bench's 4x CPU).
      if (transition) commitWithTransition(commit);
      else flushSync(commit);
    };
    let loading: AbortController | undefined;
    return history.listen(({ action, location }) => {
      loading?.abort();
      loading = undefined;
      const current = shown.current;
      // Same page, another fragment (a table of contents, the skip link): nothing to load.
      if (location.pathname === current.location.pathname && location.search === current.location.search) {
        return show({ location, action, page: current.page }, false);
      }
      // Code and data here already (a hovered link): shown in this task, no pending state first.
      const ready = readyPage(location.pathname + location.search);
      if (ready) return show({ location, action, page: ready }, false);
      const controller = new AbortController();
      loading = controller;
      const started = performance.now();
      const pendingShown = setTimeout(() => {
        if (!controller.signal.aborted) setPending({ pathname: location.pathname, search: location.search });
      }, NOTICEABLE_WAIT_MS);
      fetchPage(location.pathname + location.search, controller.signal)
        .catch((error: unknown) => {
          if (controller.signal.aborted) return null;
          // The page's code is gone (a deploy since this tab opened): load the page in full.
          if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message)) {
            reportClientError('chunk', error);
            window.location.assign(location.pathname + location.search + location.hash);
            return null;
          }
          return failedPage(location.pathname, error);
        })
        .then((page) => {
          clearTimeout(pendingShown);
          if (!page || controller.signal.aborted) return;
          loading = undefined;
          const waited = performance.now() - started >= NOTICEABLE_WAIT_MS;
          // Back and Forward return to a page as it was left, at once: browsers animate their own
          // swipe-back gesture, and a cross-fade would come on top of it.
          show({ location, action, page }, waited && action !== NavigationType.Pop);
        });
    });
    // root.preview is fixed for the document's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);

  // Shown from its top: a link followed, not Back or Forward (a kept position), a fragment's
  // target or a link that keeps the scroll, which all need the whole page at once.
  const { location, action } = view;
  const fromTop = action !== NavigationType.Pop && !location.hash && !keepsScroll(location.state);
  return (
    <Router location={location} navigationType={action} navigator={history}>
      <HistoryContext value={history}>
        <InViewFirstContext value={fromTop}>
          <App page={view.page} root={root} pending={pending} livePreview={livePreview} />
        </InViewFirstContext>
      </HistoryContext>
    </Router>
  );
}
