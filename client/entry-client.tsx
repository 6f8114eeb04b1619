/**
 * Browser entry: resolves the lazy page modules of the first page (so hydration renders the
 * same tree the server sent), then hydrates the router from the server's dehydrated data.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { clientLoaderFor } from './route-data-loader.ts';
import { buildRoutes } from './routes.tsx';

async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const routes = buildRoutes(clientLoaderFor);
  await resolveLazyMatches(routes);
  // createBrowserRouter reads window.__staticRouterHydrationData written by the server.
  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
