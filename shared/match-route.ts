/**
 * Which page a path shows, and its parameters (`slug` of /blog/:slug), by React Router's
 * `matchRoutes`: the server's plan, URL hygiene, metrics labels and the browser's prefetch ask
 * the router that renders the page. It ranks and compiles every route it is given on each call,
 * so it is given only those the path's first segment can reach, and the catch-all; nothing is
 * kept per path asked (decision 073).
 */
import { matchRoutes } from 'react-router-dom';
import { ROUTE_PATHS, type RouteId } from './route-paths.ts';

export interface RouteMatch {
  routeId: RouteId;
  params: Readonly<Record<string, string | undefined>>;
}

/** Longer than any path a page of the site can have: a longer path is the not-found page, unmatched. */
export const MATCHED_PATH_MAX_CHARS = 1_024;
const NOT_FOUND: RouteMatch = { routeId: 'not-found', params: {} };

type PathRoute = { id: RouteId; path: string };
const firstSegment = (path: string) => (path.split('/', 2)[1] ?? '').toLowerCase();
const ANYWHERE: PathRoute[] = [];
const BY_FIRST_SEGMENT = new Map<string, PathRoute[]>();
for (const [id, path] of Object.entries(ROUTE_PATHS) as [RouteId, string][]) {
  const segment = firstSegment(path);
  if (path === '*' || segment.startsWith(':')) ANYWHERE.push({ id, path });
  else BY_FIRST_SEGMENT.set(segment, [...(BY_FIRST_SEGMENT.get(segment) ?? []), { id, path }]);
}
for (const [segment, routes] of BY_FIRST_SEGMENT) BY_FIRST_SEGMENT.set(segment, [...routes, ...ANYWHERE]);

/** The last path matched: a request's plan, cache tags and metrics label ask about one path in a row (one entry, bounded). */
let last: { pathname: string; match: RouteMatch } | undefined;

export function matchRoute(pathname: string): RouteMatch {
  if (pathname.length > MATCHED_PATH_MAX_CHARS) return NOT_FOUND;
  if (last?.pathname === pathname) return last.match;
  const leaf = matchRoutes(BY_FIRST_SEGMENT.get(firstSegment(pathname)) ?? ANYWHERE, pathname)?.at(-1);
  const match: RouteMatch = leaf ? { routeId: leaf.route.id, params: leaf.params } : NOT_FOUND;
  last = { pathname, match };
  return match;
}
