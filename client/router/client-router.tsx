/**
 * The browser's router (docs/decisions/057): the page shown for our history's address. The URL
 * changes at once; the page shown changes once its code and data are here (the old one stays,
 * `usePendingNavigation()` says a load is under way), and the newest navigation wins. A page
 * fetched ahead is committed by the click itself; one that had to be waited for cross-fades,
 * except on Back and Forward, which return to a page as it was left.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RootData } from '../../shared/route-data.ts';
import type { LivePreviewTools } from '../live-preview/live-preview-context.ts';
import { prefetchOnIntent } from '../navigation/prefetch-on-intent.ts';
import { keepScrollPositions, rememberScroll } from '../navigation/scroll-memory.ts';
import { commitWithTransition } from '../navigation/view-transition.ts';
import { visiblePartFirst } from '../navigation/visible-part-first.ts';
import { reportClientError } from '../rum/report-errors.ts';
import { App } from '../app/app.tsx';
import { createBrowserHistory, keepsScroll, type Location } from './browser-history.ts';
import { failedPage, fetchPage, readyPage } from './fetch-page.ts';
import type { PendingNavigation, ShownAddress, ShownPage } from '../app/route-context.ts';

/** A page that arrives within this time of the click is shown as a ready one: a cross-fade would hold it back longer than the wait. */
const NOTICEABLE_WAIT_MS = 100;

interface View extends ShownAddress {
  page: ShownPage;
}

export function ClientRouter({ first, root, livePreview }: { first: ShownPage; root: RootData; livePreview?: LivePreviewTools | null }) {
  const [history] = useState(createBrowserHistory);
  const [view, setView] = useState<View>(() => ({ location: history.location, action: 'POP', page: first }));
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  const shown = useRef(view);
  shown.current = view;

  useLayoutEffect(() => {
    // Hydration has committed: marked outside #root for the browser tests to wait on.
    document.documentElement.dataset.hydrated = '';
    keepScrollPositions();
    // Drafts change under the editor's eyes: nothing is fetched ahead in preview.
    if (!root.preview) prefetchOnIntent();
    const show = (next: View, transition: boolean) => {
      // The position of the page being left, for a later Back or Forward to it.
      rememberScroll(shown.current.location.key);
      // A link followed to a page's top: what is below its first screen can wait a frame.
      const fromTop = next.action !== 'POP' && !next.location.hash && !keepsScroll();
      const commit = () => {
        const render = () =>
          flushSync(() => {
            setPending(null);
            setView(next);
          });
        if (next.page !== shown.current.page) visiblePartFirst(fromTop, render);
        else render();
      };
      if (transition) commitWithTransition(commit);
      else commit();
    };
    let latest: Location | undefined;
    return history.listen((action, location) => {
      latest = location;
      const current = shown.current;
      const path = location.pathname + location.search;
      // Same page, another fragment (a table of contents, the skip link): nothing to load.
      if (path === current.location.pathname + current.location.search) return show({ location, action, page: current.page }, false);
      const ready = readyPage(path);
      if (ready) return show({ location, action, page: ready }, false);
      setPending({ pathname: location.pathname, search: location.search });
      const started = performance.now();
      fetchPage(path)
        .catch((error: unknown) => {
          // The page's code is gone (a deploy since this tab opened): load the page in full.
          if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message)) {
            reportClientError('chunk', error);
            window.location.assign(path + location.hash);
            return null;
          }
          return failedPage(location.pathname, error);
        })
        .then((page) => {
          const waited = performance.now() - started >= NOTICEABLE_WAIT_MS;
          if (page && latest === location) show({ location, action, page }, waited && action !== 'POP');
        });
    });
    // root.preview is fixed for the document's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);

  return <App address={view} page={view.page} root={root} pending={pending} livePreview={livePreview} />;
}
