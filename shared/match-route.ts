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
 * matchRoutes flattens and ranks the whole table on every call (tens of microseconds, about
 * seven times a loop of matchPath), and the same few paths come again and again: answers are
 * remembered. Only answers for a page of the table (not the catch-all) on a path of at most
 * REMEMBERED_PATH_MAX_CHARS are kept, at most REMEMBERED_PATHS_MAX of them, so the memo holds
 * at most about 2,000 x 256 characters (well under a megabyte) whatever a visitor sends: random
 * and long URLs, the shape of issue 14's crash, are matched and forgotten (decision 073).
 */
export const REMEMBERED_PATHS_MAX = 2_000;
/** Longer than any page path and `/blog/<slug>` (slugs are at most 200 characters); an attacker's 15,000 characters are not kept. */
export const REMEMBERED_PATH_MAX_CHARS = 256;
/**
 * Longer than any path a page of the site can have (a post slug is at most a few hundred
 * characters). A longer path is the not-found page without being matched: matchRoutes runs
 * every pattern's expression over the whole path, about a millisecond for 15,000 characters,
 * which an attacker could otherwise ask for tens of thousands of times.
 */
export const MATCHED_PATH_MAX_CHARS = 1_024;
const remembered = new Map<string, RouteMatch>();
const NOT_FOUND: RouteMatch = { routeId: 'not-found', params: {} };

function match(pathname: string): RouteMatch {
  // The table ends with the catch-all '*', so there is always a match.
  const found = matchRoutes(ROUTES, pathname)?.[0];
  return { routeId: (found?.route.id as RouteId | undefined) ?? 'not-found', params: found?.params ?? {} };
}

export function matchRoute(pathname: string): RouteMatch {
  // Before the memo: looking a 15,000-character key up hashes all of it.
  if (pathname.length > MATCHED_PATH_MAX_CHARS) return NOT_FOUND;
  const known = remembered.get(pathname);
  if (known !== undefined) return known;
  if (pathname.length > REMEMBERED_PATH_MAX_CHARS) return match(pathname);
  // A short path cut from a long URL (`/blog/x?<15,000 characters>`) can be a slice that keeps
  // the whole URL alive: the key and its params are made from a copy of their own.
  const key = JSON.parse(JSON.stringify(pathname)) as string;
  const answer = match(key);
  if (answer.routeId !== 'not-found') {
    if (remembered.size >= REMEMBERED_PATHS_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, answer);
  }
  return answer;
}

/** How many paths are remembered (for the test of the bound). */
export function rememberedPathCount(): number {
  return remembered.size;
}
