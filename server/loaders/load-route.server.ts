/**
 * Runs the loaders of the page a URL shows (and of the frame, beside it) and describes the
 * result: the status, what the page renders, and its head. SSR and /api/route-data both use
 * it, so a client-side navigation gets exactly what a full page load would.
 */
import { describePage } from './page-info.ts';
import type { HeadTags } from '../../shared/head.ts';
import { matchRoute, type RouteMatch } from '../../shared/match-route.ts';
import { ROOT_ROUTE_ID, type RootData, type RouteState } from '../../shared/route-data.ts';
import { runLoader, type LoaderArgs, type LoaderOutcome, type RouteLoaders, type StatusHints } from './route-loaders.server.ts';

export interface LoadedRoute {
  status: number;
  state: RouteState;
  head: HeadTags;
  /** What a loader threw, for the log (the page shows its message). */
  error?: unknown;
}

export interface RouteLoading {
  loaders: RouteLoaders;
  siteUrl: string;
  /** The frame's data when its loader throws (its sources already fall back to empty lists). */
  rootFallback: RootData;
  /** Statuses known before the loaders run (a post's, from the slug index). */
  statusHints?: StatusHints;
}

export interface LoadOptions {
  /** A crawler is waiting for the whole document: loaders may wait on data a browser would fetch later (reviews). */
  crawler?: boolean;
  /** The route the URL's path matched, when the caller matched it already (a page request's plan): never matched twice. */
  match?: RouteMatch;
  /**
   * Run the frame's loader too (the default). A client navigation keeps the frame it has, so
   * /api/route-data does not run a loader whose result it would throw away.
   */
  withRoot?: boolean;
  headers?: LoaderArgs['headers'];
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const argsOf = (url: URL, match: RouteMatch, crawler = false, headers?: LoaderArgs['headers']): LoaderArgs => ({
  url,
  params: match.params,
  crawler,
  ...(headers ? { headers } : {}),
});

/** The loaded page of a URL, from its loader's outcome and the frame's data. */
export function describeLoaded(
  routing: Pick<RouteLoading, 'siteUrl'>,
  url: URL,
  match: RouteMatch,
  page: LoaderOutcome,
  root: RootData,
  rootError?: unknown,
): LoadedRoute {
  const { routeId } = match;
  const failed = 'error' in page ? page.error : rootError;
  const data = 'data' in page ? page.data : null;
  const { head, trail } = describePage(routeId, data, url.pathname, routing.siteUrl);
  const state: RouteState = { routeId, data, trail, root, ...(failed !== undefined ? { error: errorMessage(failed) } : {}) };
  return { status: failed !== undefined ? 500 : page.status, state, head, ...(failed !== undefined ? { error: failed } : {}) };
}

export async function loadRoute(routing: RouteLoading, url: URL, options: LoadOptions = {}): Promise<LoadedRoute> {
  const match = options.match ?? matchRoute(url.pathname);
  const args = argsOf(url, match, options.crawler, options.headers);
  const [root, page] = await Promise.all([
    options.withRoot === false ? undefined : runLoader(routing.loaders, ROOT_ROUTE_ID, args),
    runLoader(routing.loaders, match.routeId, args),
  ]);
  return describeLoaded(
    routing,
    url,
    match,
    page,
    root && 'data' in root ? (root.data as RootData) : routing.rootFallback,
    root && 'error' in root ? root.error : undefined,
  );
}

/** The frame's data alone (for a page rendered with data given to it). */
export async function loadRootData(routing: RouteLoading): Promise<RootData> {
  const root = await runLoader(routing.loaders, ROOT_ROUTE_ID, { url: new URL('http://localhost/'), params: {} });
  return 'data' in root ? (root.data as RootData) : routing.rootFallback;
}

/** The status the page of a URL will answer, when it is known before its loader runs. */
export function knownStatus(routing: RouteLoading, url: URL, match: RouteMatch): number | undefined {
  return routing.statusHints?.[match.routeId]?.(argsOf(url, match));
}
