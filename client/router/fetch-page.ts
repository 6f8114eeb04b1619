/**
 * Loads the page a client-side navigation goes to: its code (one chunk per page) and, from
 * /api/route-data, what the server's loaders give it, its breadcrumb and its head. What was
 * fetched ahead of the click (client/navigation/) is used instead when it is there.
 */
import { matchRoute } from '../../shared/match-route.ts';
import { CONTENT_VERSION_HEADER, type PageResponse } from '../../shared/route-data.ts';
import { loadedPage, loadPage } from '../navigation/page-files.ts';
import type { ShownPage } from './route-context.ts';
import { prefetchedPages } from '../navigation/prefetched-pages.ts';

export const ROUTE_DATA_ENDPOINT = '/api/route-data';

export function routeDataUrl(pathAndQuery: string): string {
  return `${ROUTE_DATA_ENDPOINT}?${new URLSearchParams({ path: pathAndQuery })}`;
}

async function fetchPageResponse(pathAndQuery: string, signal: AbortSignal): Promise<PageResponse> {
  const prefetched = prefetchedPages.take?.(pathAndQuery);
  if (prefetched) {
    const body = await prefetched.catch(() => null);
    if (body) return body;
  }
  const response = await fetch(routeDataUrl(pathAndQuery), { signal, headers: { accept: 'application/json' } });
  const version = response.headers.get(CONTENT_VERSION_HEADER);
  if (version !== null) prefetchedPages.noteVersion?.(version);
  // 404 and 500 carry a page too (not found, or the error screen's message): render it.
  const body = (await response.json().catch(() => null)) as PageResponse | null;
  if (!body?.routeId) throw new Error(`Could not load this page (${response.status})`);
  return body;
}

export async function fetchPage(pathAndQuery: string, signal: AbortSignal): Promise<ShownPage> {
  const expected = matchRoute(new URL(pathAndQuery, window.location.origin).pathname).routeId;
  // The page's code and its data load in parallel; the server's answer says which page it is.
  const [code, response] = await Promise.all([loadPage(expected), fetchPageResponse(pathAndQuery, signal)]);
  const Page = response.routeId === expected ? code.Page : (await loadPage(response.routeId)).Page;
  return { ...response, Page };
}

/**
 * The page at once, when its code has loaded and its data was fetched ahead and has arrived (a
 * hovered link): the click then commits it in its own task, without waiting a turn for a
 * promise. Undefined otherwise (fetchPage waits for them).
 */
export function readyPage(pathAndQuery: string): ShownPage | undefined {
  const expected = matchRoute(new URL(pathAndQuery, window.location.origin).pathname).routeId;
  const code = loadedPage(expected);
  const response = code && prefetchedPages.peek?.(pathAndQuery);
  // Another page than the path's (a post that does not exist answers not-found): the usual way.
  if (!code || !response || response.routeId !== expected) return undefined;
  return { ...response, Page: code.Page };
}

const NOTHING = () => null;

/** The page a failed navigation shows: the error screen with its message, inside the frame. */
export function failedPage(pathname: string, error: unknown): ShownPage {
  const message = error instanceof Error ? error.message : String(error);
  return { routeId: matchRoute(pathname).routeId, data: null, error: message, trail: [], Page: NOTHING };
}
