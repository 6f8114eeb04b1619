/**
 * The app's root component as the server renders it: the same tree as in the browser
 * (<App>), inside React Router's StaticRouter at the request's address, with the route's page.
 * This is all the server takes from client/ (docs/decisions/072 item 9, eslint.config.js). Each
 * page is React.lazy over its route module: it suspends once per process, at its first render.
 */
import { lazy, type ComponentType } from 'react';
import { NavigationType, StaticRouter } from 'react-router-dom';
import type { RouteState } from '../../shared/route-data.ts';
import { livePreviewTools } from '../live-preview/live-preview-sdk.ts';
import { loadRoutePage } from '../../routes/load-page.ts';
import { ROUTE_PATHS, type RouteId } from '../../shared/route-paths.ts';
import { App } from './app.tsx';

const PAGES: Record<string, ComponentType> = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteId[]).map((id) => [id, lazy(async () => ({ default: (await loadRoutePage(id)).Page }))]),
);

export interface ServerAppProps {
  /** Path and query of the request. */
  location: string;
  state: RouteState;
  /** Shows this component instead of the route's page (tests of the render path with a small page). */
  Page?: ComponentType;
}

export function ServerApp({ location, state: { root, ...page }, Page }: ServerAppProps) {
  return (
    <StaticRouter location={location}>
      <App
        location={location}
        view={{ page: { ...page, Page: Page ?? PAGES[page.routeId]! }, navigationType: NavigationType.Pop }}
        root={root}
        livePreview={root.livePreview ? livePreviewTools(root.livePreview) : null}
      />
    </StaticRouter>
  );
}
