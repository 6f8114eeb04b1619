/**
 * Which page a path shows, and its parameters (`slug` of /blog/:slug). The server and the
 * client match with the same function over the same table, so they always agree. A lookup for
 * the paths without parameters and one pattern per path with them: nothing is remembered per
 * path, so nothing a visitor sends is kept (decision 073). React Router's matcher is not used:
 * it brings its whole client bundle along (decision 057).
 */
import { ROUTE_PATHS, type RouteId } from './route-paths.ts';

export interface RouteMatch {
  routeId: RouteId;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * Longer than any path a page of the site can have (a post slug is at most a few hundred
 * characters): a longer path is the not-found page without being matched.
 */
export const MATCHED_PATH_MAX_CHARS = 1_024;
const NOT_FOUND: RouteMatch = { routeId: 'not-found', params: {} };

/** Paths without parameters, lower-cased: matching ignores case, as React Router's did. */
const FIXED = new Map<string, RouteId>();
const WITH_PARAMS: { routeId: RouteId; pattern: RegExp; names: string[] }[] = [];
for (const [routeId, path] of Object.entries(ROUTE_PATHS) as [RouteId, string][]) {
  if (path === '*') continue;
  const names = [...path.matchAll(/:(\w+)/g)].map((found) => found[1]!);
  if (names.length === 0) FIXED.set(path.toLowerCase(), routeId);
  else {
    const source = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
    WITH_PARAMS.push({ routeId, names, pattern: new RegExp(`^${source}$`, 'i') });
  }
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function matchRoute(pathname: string): RouteMatch {
  if (pathname.length > MATCHED_PATH_MAX_CHARS) return NOT_FOUND;
  // '/blog/' is /blog.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const fixed = FIXED.get(path.toLowerCase());
  if (fixed) return { routeId: fixed, params: {} };
  for (const { routeId, pattern, names } of WITH_PARAMS) {
    const values = pattern.exec(path);
    if (values) return { routeId, params: Object.fromEntries(names.map((name, index) => [name, decoded(values[index + 1]!)])) };
  }
  return NOT_FOUND;
}
