/**
 * The page shown at React Router's address (docs/decisions/057). BrowserRouter owns the history
 * and changes the address at once; the page shown changes once its code and data are here (the
 * old one stays, `usePendingNavigation()` says a load is under way), and the newest navigation
 * wins. A page fetched ahead is shown by the click's own render; one that had to be waited for
 * cross-fades, except on Back and Forward, which return to a page as it was left.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import type { RootData } from '../../shared/route-data.ts';
import type { LivePreviewTools } from '../live-preview/live-preview-context.ts';
import { prefetchOnIntent } from '../navigation/prefetch-on-intent.ts';
import { keepScrollPositions, keepsScroll, rememberScroll } from '../navigation/scroll-memory.ts';
import { commitWithTransition } from '../navigation/view-transition.ts';
import { beginPageChange, pageChangeRendered } from '../navigation/visible-part-first.ts';
import { reportClientError } from '../rum/report-errors.ts';
import { App } from '../app/app.tsx';
import { failedPage, fetchPage, forgetPrefetched, readyPage } from './fetch-page.ts';
import type { PendingNavigation, ShownPage } from '../app/route-context.ts';

/** A page that arrives within this time of the click is shown as a ready one: a cross-fade would hold it back longer than the wait. */
const NOTICEABLE_WAIT_MS = 100;
const CHUNK_GONE = /dynamically imported module|import/i;

interface View {
  location: Location;
  navigationType: NavigationType;
  page: ShownPage;
}

const pathOf = (location: Location) => location.pathname + location.search;

/** Before a new page renders: where the page left was scrolled, and whether the new one is shown from its top. */
function leave(from: View, to: View): void {
  rememberScroll(from.location.key);
  const fromTop = to.navigationType !== 'POP' && !to.location.hash && !keepsScroll(to.location.state);
  if (to.page !== from.page) beginPageChange(fromTop);
}

export function SiteRouter({ first, root, livePreview }: { first: ShownPage; root: RootData; livePreview?: LivePreviewTools | null }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [view, setView] = useState<View>(() => ({ location, navigationType, page: first }));
  const shown = useRef(view);
  shown.current = view;

  // A new address whose page is at hand (the same page at another fragment, or one fetched ahead) shows in this very render.
  if (location !== view.location) {
    const page = pathOf(location) === pathOf(view.location) ? view.page : readyPage(pathOf(location));
    if (page) {
      const next = { location, navigationType, page };
      leave(view, next);
      setView(next);
    }
  }

  useLayoutEffect(pageChangeRendered);

  useLayoutEffect(() => {
    // Hydration has committed: marked outside #root for the browser tests to wait on.
    document.documentElement.dataset.hydrated = '';
    keepScrollPositions();
    // Drafts change under the editor's eyes: nothing is fetched ahead in preview.
    if (!root.preview) prefetchOnIntent();
    // root.preview is fixed for the document's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const path = pathOf(location);
    // Shown from what was fetched ahead: a later visit asks again.
    if (location === view.location) return forgetPrefetched(path);
    let superseded = false;
    const started = performance.now();
    fetchPage(path)
      .catch((error: unknown) => {
        // The page's code is gone (a deploy since this tab opened): load the page in full.
        if (error instanceof TypeError && CHUNK_GONE.test(error.message)) {
          reportClientError('chunk', error);
          window.location.assign(path + location.hash);
          return null;
        }
        return failedPage(location.pathname, error);
      })
      .then((page) => {
        if (!page || superseded) return;
        const next = { location, navigationType, page };
        const commit = () => {
          // A View Transition calls this a frame later: a newer page may be shown by then.
          if (superseded) return;
          leave(shown.current, next);
          flushSync(() => setView(next));
        };
        const waited = performance.now() - started >= NOTICEABLE_WAIT_MS;
        if (waited && navigationType !== 'POP') commitWithTransition(commit);
        else commit();
      });
    // The newest navigation wins: a new address ends this one's wait.
    return () => void (superseded = true);
    // Only a new address starts a load; the view it compares with is this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  // The router's address while its page loads, the old page staying (`usePendingNavigation()`).
  const pending: PendingNavigation | null = location === view.location ? null : location;
  // The view is the page's context as it is: a pending state alone renders no page again.
  return <App location={view.location} view={view} root={root} pending={pending} livePreview={livePreview} />;
}
