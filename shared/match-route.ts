/**
 * Which page a path shows, and its parameters (`slug` of /blog/:slug). The server and the
 * client match with the same function over the same table, so they always agree.
 */
import { matchRoutes } from 'react-router';
import { ROUTE_PATHS, type RouteId } from './route-paths.ts';

export interface RouteMatch {
  routeId: RouteId;
  params: Readonly<Record<string, string | undefined>>;
}

const ROUTES = Object.entries(ROUTE_PATHS).map(([id, path]) => ({ id, path }));
/**
 * matchRoutes ranks the whole table on every call, and the same paths come again and again
 * (every request on the server): answers are remembered, up to a bound against random URLs.
 */
const REMEMBERED_PATHS_MAX = 2_000;
const remembered = new Map<string, RouteMatch>();

export function matchRoute(pathname: string): RouteMatch {
  let known = remembered.get(pathname);
  if (known === undefined) {
    // The table ends with the catch-all '*', so there is always a match.
    const match = matchRoutes(ROUTES, pathname)?.[0];
    known = { routeId: (match?.route.id as RouteId | undefined) ?? 'not-found', params: match?.params ?? {} };
    if (remembered.size >= REMEMBERED_PATHS_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(pathname, known);
  }
  return known;
}
