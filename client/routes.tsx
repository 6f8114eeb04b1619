/**
 * The router's route tree, built from shared/route-table.ts. The server and the client call
 * buildRoutes with their own loaders: the server reads the sources directly, the client
 * fetches the same data as JSON from /api/route-data. Page components load lazily per route.
 */
import type { LoaderFunction, RouteObject } from 'react-router';
import { ROUTE_TABLE, type RouteId } from '../shared/route-table.ts';
import { RootLayout } from './components/layout/root-layout.tsx';
import { RouteErrorScreen } from './components/layout/route-error-screen.tsx';
import { PAGE_MODULES } from './pages/page-modules.ts';

export const ROOT_ROUTE_ID = 'root';
export type LoaderRouteId = RouteId | typeof ROOT_ROUTE_ID;
export type LoaderFor = (id: LoaderRouteId) => LoaderFunction;

export interface RouteHandle {
  routeId: RouteId;
}

export function buildRoutes(loaderFor: LoaderFor): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      loader: loaderFor(ROOT_ROUTE_ID),
      // The frame's data (blog categories, public settings) is loaded once per visit.
      shouldRevalidate: () => false,
      children: ROUTE_TABLE.map((entry): RouteObject => {
        const handle: RouteHandle = { routeId: entry.id };
        const common = {
          id: entry.id,
          handle,
          ErrorBoundary: RouteErrorScreen,
          loader: entry.hasData ? loaderFor(entry.id) : undefined,
          lazy: async () => ({ Component: (await PAGE_MODULES[entry.id].load()).Page }),
        };
        return entry.path === '/' ? { ...common, index: true } : { ...common, path: entry.path.slice(1) || '*' };
      }),
    },
  ];
}
