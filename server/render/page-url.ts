/**
 * The URL a page is rendered for: the path, and only the query parameters its route reads
 * (RouteEntry.query), the first value of each. Campaign links (`?utm_source=newsletter`,
 * `?fbclid=...`) and invented parameters therefore name the same page as the bare path: the
 * server serves it from the page cache instead of rendering a new URL each time
 * (docs/decisions/089), and the page's canonical link stays clean.
 */
import { ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';

/** Longer than any value a page reads (a category id); a longer one is cut, never kept whole. */
export const QUERY_VALUE_MAX_CHARS = 200;

export function pageUrlOf(url: URL, routeId: RouteId): URL {
  if (url.search === '') return url;
  const page = new URL(url.pathname, url.origin);
  for (const name of ROUTES_BY_ID[routeId].query ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) page.searchParams.set(name, value.slice(0, QUERY_VALUE_MAX_CHARS));
  }
  return page;
}
