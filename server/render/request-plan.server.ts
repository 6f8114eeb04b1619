/**
 * One plan per page request: the path is matched once, and everything the handler decides
 * before rendering comes from that match: which loaders (drafts for a preview), whether the
 * page is per visitor, the key the page cache is asked under, and the status a browser may be
 * sent before the data. The Cache-Control of every page answer is decided here too.
 */
import type { Request, Response } from 'express';
import type { BlogListData } from '../../shared/blog-data.ts';
import { matchRoute, type RouteMatch } from '../../shared/match-route.ts';
import { pageUrlOf } from './page-url.ts';
import { ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';
import { isCrawler } from './is-crawler.server.ts';
import { knownStatus, type LoadedRoute, type RouteLoading } from './load-route.server.ts';

/**
 * Pages the same for everyone: browsers revalidate every time (an ETag makes that a 304); a
 * shared cache in front (ingress, CDN) may answer for a minute, and for five more while it
 * revalidates in the background (docs/performance.md).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Per-visitor pages, and pages that are not content (404, errors): never kept by anyone. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';
const UNCACHED_PAGE_CACHE_CONTROL = 'no-cache';

export interface RequestPlan {
  /** The page's URL: the path and only the query its route reads (a campaign link is the page without it). */
  url: URL;
  match: RouteMatch;
  /** The published loaders, or the Preview API's for a request with a valid preview cookie. */
  routes: RouteLoading;
  /** Rendered for this visitor alone: never stored, never shared (`private, no-store`). */
  perVisitor: boolean;
  crawler: boolean;
  /** The page cache's key to look up: a path and query, or the route's one 404 page. */
  lookupKey: string;
  /** The status the head may go out with before the data (statusBeforeData), for a GET. */
  earlyStatus?: number;
}

export function planRequest(req: Request, res: Response, published: RouteLoading, preview?: RouteLoading): RequestPlan {
  const askedUrl = new URL(req.originalUrl, 'http://localhost');
  const match = matchRoute(askedUrl.pathname);
  const { routeId } = match;
  const url = pageUrlOf(askedUrl, routeId);
  const inPreview = res.locals.preview === true && preview !== undefined;
  const routes = inPreview ? preview : published;
  const perVisitor = inPreview || (req.method !== 'GET' && req.method !== 'HEAD') || Boolean(ROUTES_BY_ID[routeId].perVisitor);
  // Only a route with a status hint (a post, from the slug index) can know it; the not-found route always answers 404.
  const known = routeId === 'not-found' ? undefined : knownStatus(routes, url, match);
  return {
    url,
    match,
    routes,
    perVisitor,
    crawler: isCrawler(req.get('user-agent') ?? ''),
    // An unknown path, or a post the slug index says does not exist: the route's one 404 page.
    lookupKey: routeId === 'not-found' || known === 404 ? notFoundPageKey(routeId) : url.pathname + url.search,
    earlyStatus: req.method === 'GET' ? statusBeforeData(routeId, known) : undefined,
  };
}

/**
 * The status a page may be sent with before its data: the one its route always answers, or, on
 * routes whose loader decides (`status: 'from-data'`, a post), the one the slug index knows
 * already. Else undefined: browsers and crawlers alike wait for the real status, so a post that
 * Contentful cannot give answers 503, never a 200 (issue 20).
 */
export function statusBeforeData(routeId: RouteId, known?: number): number | undefined {
  const rule = ROUTES_BY_ID[routeId].status ?? 200;
  return rule === 'from-data' ? known : rule;
}

/**
 * The Cache-Control of every page answer, rendered or stored. 200: shared, or private for a
 * per-visitor page; 503 (an upstream outage, a full render queue): never kept by anyone, so no
 * cache in front serves the outage page once the upstream is back; other statuses (404):
 * revalidated every time. `early`: the head went out before the loaders finished on a route
 * whose status they decide, so what follows may still be an outage page: no shared cache keeps
 * it without asking again.
 */
export function cacheControlFor(status: number, perVisitor: boolean, early = false): string {
  if (perVisitor || status === 503) return PRIVATE_PAGE_CACHE_CONTROL;
  if (status === 200 && !early) return SHARED_PAGE_CACHE_CONTROL;
  return UNCACHED_PAGE_CACHE_CONTROL;
}

/**
 * Where a route's 404 document is stored: one per route, not per path. A 404 page names no path
 * (no canonical, no path in its data or breadcrumb; the not-found page shows the path only in
 * the browser), so the document is the same whatever was asked for, and a flood of invented
 * URLs is answered from one stored page instead of a render each (docs/decisions/088).
 * No path starts with a space, so these keys never meet a page's.
 */
export const notFoundPageKey = (routeId: RouteId) => ` 404 ${routeId}`;

/**
 * The key a finished page is stored under, or undefined when it must not be stored: pages the
 * same for every visitor, without a load error; a route's 404 under its one key; and with
 * status 200 only known routes (not the not-found page). `pageUrl` keeps only the query a route
 * reads (page-url.ts); the blog's is the category its loader found, so an unknown category is
 * /blog itself (docs/decisions/089).
 */
export function pageCacheKey(pageUrl: URL, loaded: Pick<LoadedRoute, 'status' | 'state'>): string | undefined {
  const { routeId, root } = loaded.state;
  if (ROUTES_BY_ID[routeId].perVisitor || loaded.state.error) return undefined;
  if (loaded.status === 404) return notFoundPageKey(routeId);
  if (loaded.status !== 200 || routeId === 'not-found') return undefined;
  if (routeId !== 'blog') return pageUrl.search === '' ? pageUrl.pathname : undefined;
  const { categoryId } = loaded.state.data as BlogListData;
  if (categoryId === null) return pageUrl.pathname;
  if (!root.categories.some((known) => known.id === categoryId)) return undefined;
  return `${pageUrl.pathname}?${new URLSearchParams({ category: categoryId })}`;
}

/** Where the page stored under `key` was rendered: the key itself for a 200 page, else the URL asked for. */
export const renderedUrlOf = (key: string | undefined, pageUrl: URL) => (key && key.startsWith('/') ? new URL(key, pageUrl) : pageUrl);
