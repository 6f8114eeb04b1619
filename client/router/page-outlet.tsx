/**
 * The page inside the frame. A page that failed to load, or throws while rendering, shows the
 * error screen in its place; the frame (header, footer) stays usable.
 *
 * Beside the page shown, the page of the link the pointer rests on may be rendered ahead,
 * hidden (React's `<Activity mode="hidden">`: in the document but not displayed, its effects
 * not run), once its code and data have arrived (client-router.tsx). A click on that link then
 * only reveals it: each page is keyed by its own object, so the hidden subtree becomes the
 * visible one instead of being rendered again.
 */
import { Activity, Component, memo, type ReactNode } from 'react';
import { RouteErrorScreen } from '../components/layout/route-error-screen.tsx';
import { PageContext, usePreparedPage, useShownPage, type ShownPage } from './route-context.ts';

class PageErrorBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.message === null ? this.props.children : <RouteErrorScreen message={this.state.message} />;
  }
}

/** A key per page object: a new page (each navigation loads one) starts without the previous page's render error. */
const keys = new WeakMap<ShownPage, string>();
let lastKey = 0;
function keyOf(page: ShownPage): string {
  let key = keys.get(page);
  if (key === undefined) keys.set(page, (key = `page-${(lastKey += 1)}`));
  return key;
}

/** One page with its own state; rendered again only when its page object changes (memo). */
const PageView = memo(function PageView({ page }: { page: ShownPage }) {
  const { Page, error } = page;
  return (
    <PageContext value={page}>
      {error !== undefined ? (
        <RouteErrorScreen message={error} />
      ) : (
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      )}
    </PageContext>
  );
});

export function PageOutlet() {
  const shown = useShownPage();
  const prepared = usePreparedPage();
  return (
    <>
      <Activity key={keyOf(shown)} mode="visible">
        <PageView page={shown} />
      </Activity>
      {prepared && prepared !== shown && !prepared.error && (
        <Activity key={keyOf(prepared)} mode="hidden">
          <PageView page={prepared} />
        </Activity>
      )}
    </>
  );
}
