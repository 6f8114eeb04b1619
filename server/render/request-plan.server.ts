/**
 * One plan per page request, made once by the SSR handler: everything decided before rendering
 * comes from one match of the path, so no two parts can disagree on which page this is.
 */
import type { Request, Response } from 'express';
import { blogCategoryPath, type BlogListData } from '../../shared/blog-data.ts';
import { matchRoute, type RouteMatch } from '../../shared/match-route.ts';
import { isbot } from 'isbot';
import { ROUTES_BY_ID, type RouteId } from '../../routes/server/route-table.ts';
import { knownStatus, type LoadedRoute, type RouteLoading } from '../loaders/load-route.server.ts';

/** Longer than any value a page reads (a category id); a longer one is cut, never kept whole. */
export const QUERY_VALUE_MAX_CHARS = 200;
/** isCrawler's memo is bounded in entries and in each key's length, whatever clients send (decision 073). */
const MAX_REMEMBERED = 1_000;
export const MAX_REMEMBERED_LENGTH = 512;

export interface RequestPlan {
  /** The path and only the query its route reads (pageUrlOf). */
  url: URL;
  match: RouteMatch;
  /** The published loaders, or the Preview API's for a request with a valid preview cookie. */
  routes: RouteLoading;
  /** Never stored, never shared. */
  perVisitor: boolean;
  crawler: boolean;
  /** The page cache's key to look up: a path and query, or the route's one 404 page. */
  lookupKey: string;
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

/** The status a page may be sent with before its data; undefined makes everyone wait, so an unreachable post answers 503, never 200. */
export function statusBeforeData(routeId: RouteId, known?: number): number | undefined {
  const rule = ROUTES_BY_ID[routeId].status ?? 200;
  return rule === 'from-data' ? known : rule;
}

/**
 * One stored 404 document per route, not per path: it names no path, so a flood of invented URLs
 * is answered from one stored page (docs/decisions/088); no path starts with a space.
 */
export const notFoundPageKey = (routeId: RouteId) => ` 404 ${routeId}`;

/**
 * The key a finished page is stored under, or undefined: only what a request cannot invent is
 * stored, so an unknown blog category is /blog itself (docs/decisions/089).
 */
export function pageCacheKey(pageUrl: URL, loaded: Pick<LoadedRoute, 'status' | 'state'>): string | undefined {
  const { routeId, root } = loaded.state;
  if (ROUTES_BY_ID[routeId].perVisitor || loaded.state.error) return undefined;
  if (loaded.status === 404) return notFoundPageKey(routeId);
  if (loaded.status !== 200 || routeId === 'not-found') return undefined;
  if (routeId !== 'blog') return pageUrl.search === '' ? pageUrl.pathname : undefined;
  const { categoryId } = loaded.state.data as BlogListData;
  if (categoryId !== null && !root.categories.some((known) => known.id === categoryId)) return undefined;
  // The address the filter links use, so a stored list is found under the URL a visitor clicks.
  return blogCategoryPath(categoryId);
}

/** Where the page stored under `key` was rendered: the key itself for a 200 page, else the URL asked for. */
export const renderedUrlOf = (key: string | undefined, pageUrl: URL) => (key && key.startsWith('/') ? new URL(key, pageUrl) : pageUrl);

/** The path and only the query its route reads: a campaign link is the stored page, with a clean canonical (docs/decisions/089). */
export function pageUrlOf(url: URL, routeId: RouteId): URL {
  if (url.search === '') return url;
  const page = new URL(url.pathname, url.origin);
  for (const name of ROUTES_BY_ID[routeId].query ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) page.searchParams.set(name, value.slice(0, QUERY_VALUE_MAX_CHARS));
  }
  return page;
}

const knownAgents = new Map<string, boolean>();
// The first call compiles isbot's pattern: paid at start, not by the first visitor.
isbot('');

/** How many user agents isCrawler remembers now (tests of the bound). */
export const rememberedUserAgents = () => knownAgents.size;

/** isbot() with a memory: its pattern is one long regular expression, and the same few user agents come again and again. */
export function isCrawler(userAgent: string): boolean {
  let crawler = knownAgents.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (knownAgents.size < MAX_REMEMBERED && userAgent.length <= MAX_REMEMBERED_LENGTH) knownAgents.set(userAgent, crawler);
  }
  return crawler;
}
