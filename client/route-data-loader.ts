/**
 * Client-side loaders: after the first (server-rendered) page, navigations fetch the route's
 * data as JSON from the server, which runs the very same loader it used for SSR.
 */
import { data, type LoaderFunction } from 'react-router';
import type { LoaderRouteId } from './routes.tsx';

export const ROUTE_DATA_ENDPOINT = '/api/route-data';

export function routeDataUrl(routeId: LoaderRouteId, url: URL): string {
  const params = new URLSearchParams({ route: routeId, path: url.pathname + url.search });
  return `${ROUTE_DATA_ENDPOINT}?${params}`;
}

export function clientLoaderFor(routeId: LoaderRouteId): LoaderFunction {
  return async ({ request }) => {
    const response = await fetch(routeDataUrl(routeId, new URL(request.url)), {
      signal: request.signal,
      headers: { accept: 'application/json' },
    });
    // 404 carries the data of a "not found" screen (the path, or a missing post): render it.
    if (!response.ok && response.status !== 404) {
      throw data(`Could not load this page (${response.status})`, { status: response.status });
    }
    return response.json();
  };
}
