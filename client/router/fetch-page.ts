/**
 * Loads the page a client navigation goes to: its code (one chunk per route) and, from
 * /api/route-data, what its loaders give it and its head. A prefetch (prefetch-on-intent.ts)
 * starts both early and leaves the answer here for the click to take.
 */
import type { ComponentType } from 'react';
import { matchRoute } from '../../shared/match-route.ts';
import type { PageResponse } from '../../shared/route-data.ts';
import type { RouteId } from '../../shared/route-paths.ts';
import { loadRoutePage } from '../../routes/load-page.ts';
import { preloadPageFiles } from '../navigation/page-files.ts';
import type { ShownPage } from '../app/route-context.ts';

/** Enough for every link a visitor hovers on a page; each answer is a few KiB. */
const MAX_PREFETCHED = 16;
/** A click comes within seconds of its hover; an answer older than this may be out of date. */
const PREFETCH_TTL_MS = 30_000;

/** An answer fetched ahead; `body` once it has arrived, so a click can commit without a promise turn. */
interface Prefetched {
  at: number;
  answer: Promise<PageResponse>;
  body?: PageResponse;
}

const loadedPages = new Map<RouteId, ComponentType>();
/** Oldest first. */
const prefetched = new Map<string, Prefetched>();

const routeIdOf = (pathAndQuery: string) => matchRoute(new URL(pathAndQuery, location.origin).pathname).routeId;

async function loadPageCode(routeId: RouteId): Promise<ComponentType> {
  preloadPageFiles(routeId);
  const { Page } = await loadRoutePage(routeId);
  loadedPages.set(routeId, Page);
  return Page;
}

async function fetchPageData(pathAndQuery: string, purpose?: 'prefetch'): Promise<PageResponse> {
  const headers = { accept: 'application/json', ...(purpose && { purpose }) };
  const response = await fetch(`/api/route-data?${new URLSearchParams({ path: pathAndQuery })}`, { headers });
  // A server error fetched ahead is not kept: the click asks again.
  if (purpose && response.status >= 500) throw new Error(`prefetch answered ${response.status}`);
  // 404 and 500 carry a page too (not found, or the error screen's message): render it.
  const body = (await response.json().catch(() => null)) as PageResponse | null;
  if (!body?.routeId) throw new Error(`Could not load this page (${response.status})`);
  return body;
}

/** The fresh answer fetched ahead for this path, taken: a later visit asks again. */
function takePrefetched(pathAndQuery: string) {
  const entry = prefetched.get(pathAndQuery);
  prefetched.delete(pathAndQuery);
  return entry && Date.now() - entry.at < PREFETCH_TTL_MS ? entry : undefined;
}

export function prefetchPage(pathAndQuery: string): void {
  if (prefetched.has(pathAndQuery)) return;
  loadPageCode(routeIdOf(pathAndQuery)).catch(() => undefined);
  const entry: Prefetched = { at: Date.now(), answer: fetchPageData(pathAndQuery, 'prefetch') };
  const forget = () => void (prefetched.get(pathAndQuery) === entry && prefetched.delete(pathAndQuery));
  entry.answer.then((body) => void (entry.body = body), forget);
  prefetched.set(pathAndQuery, entry);
  if (prefetched.size > MAX_PREFETCHED) prefetched.delete(prefetched.keys().next().value!);
}

/**
 * The page at once when its code and the answer fetched ahead are both here (no promise turn),
 * else undefined. Read during a render, so it takes nothing: the page shown forgets its answer.
 */
export function readyPage(pathAndQuery: string): ShownPage | undefined {
  const routeId = routeIdOf(pathAndQuery);
  const Page = loadedPages.get(routeId);
  const entry = prefetched.get(pathAndQuery);
  // Another page than the path's (a post that does not exist answers not-found): the usual way.
  if (!Page || entry?.body?.routeId !== routeId || Date.now() - entry.at >= PREFETCH_TTL_MS) return undefined;
  return { ...entry.body, Page };
}

/** Once a page is shown: a later visit asks again. */
export function forgetPrefetched(pathAndQuery: string): void {
  prefetched.delete(pathAndQuery);
}

export async function fetchPage(pathAndQuery: string): Promise<ShownPage> {
  const expected = routeIdOf(pathAndQuery);
  const early = takePrefetched(pathAndQuery)?.answer;
  const data = early ? early.catch(() => fetchPageData(pathAndQuery)) : fetchPageData(pathAndQuery);
  // The code and the data load in parallel; the server's answer says which page it is.
  const [Page, body] = await Promise.all([loadPageCode(expected), data]);
  return { ...body, Page: body.routeId === expected ? Page : await loadPageCode(body.routeId) };
}

/** The page a failed navigation shows: the error screen with its message, inside the frame. */
export function failedPage(pathname: string, error: unknown): ShownPage {
  const message = error instanceof Error ? error.message : String(error);
  return { routeId: matchRoute(pathname).routeId, data: null, error: message, trail: [], Page: () => null };
}
