/**
 * The whole React tree inside React Router (StaticRouter on the server, BrowserRouter in the
 * browser), so hydration matches: the site's routes rendered at the address of the page shown.
 */
import { Component, memo, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { ROUTE_PATHS, type RouteId } from '../../shared/route-paths.ts';
import type { RootData } from '../../shared/route-data.ts';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteErrorScreen } from '../components/layout/route-error-screen.tsx';
import { LivePreviewContext, type LivePreviewTools } from '../live-preview/live-preview-context.ts';
import {
  PageContext,
  PendingNavigationContext,
  RootDataContext,
  useShownPage,
  type PageView,
  type PendingNavigation,
} from './route-context.ts';

class PageErrorBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? this.props.children : <RouteErrorScreen message={this.state.message} />;
  }
}

/** Each route's element: the page shown, or the error screen in its place when it failed to load or throws; the frame stays. */
function PageOutlet() {
  const { Page, error } = useShownPage();
  // A new page starts without the previous page's render error.
  const { key } = useLocation();
  if (error !== undefined) return <RouteErrorScreen message={error} />;
  return (
    <PageErrorBoundary key={key}>
      <Page />
    </PageErrorBoundary>
  );
}

/** The frame (RootLayout, with an Outlet) around one route per page; the page's code and data come with the view. */
const SITE_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: (Object.keys(ROUTE_PATHS) as RouteId[]).map((id) => ({ id, path: ROUTE_PATHS[id], element: <PageOutlet /> })),
  },
];

/** Rendered again only for a new page shown, not for a navigation's pending state. */
const SiteRoutes = memo(function SiteRoutes({ location }: { location: Partial<Location> | string }) {
  return useRoutes(SITE_ROUTES, location);
});

export interface AppProps {
  /** The address of the page shown (the router's own once that page has loaded). */
  location: Partial<Location> | string;
  view: PageView;
  root: RootData;
  pending?: PendingNavigation | null;
  /** Preview pages in Contentful's Live Preview pane: field tags and live updates (null for visitors). */
  livePreview?: LivePreviewTools | null;
}

export function App({ location, view, root, pending = null, livePreview = null }: AppProps) {
  return (
    <RootDataContext value={root}>
      <LivePreviewContext value={livePreview}>
        <PageContext value={view}>
          <PendingNavigationContext value={pending}>
            <SiteRoutes location={location} />
          </PendingNavigationContext>
        </PageContext>
      </LivePreviewContext>
    </RootDataContext>
  );
}
