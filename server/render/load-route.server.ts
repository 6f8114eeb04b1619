/**
 * Runs the loaders of the page a URL shows (and of the frame, beside it) and describes the
 * result: the status, what the page renders, and its head. SSR and /api/route-data both use
 * it, so a client-side navigation gets exactly what a full page load would.
 */
import { describePage } from '../../shared/page-info.ts';
import type { HeadTags } from '../../shared/head.ts';
import { ROOT_ROUTE_ID, type RootData, type RouteState } from '../../shared/route-data.ts';
import { loaderArgsFor, runLoader, type LoaderOutcome, type RouteLoaders } from '../loaders.server.ts';

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
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function loadRoute({ loaders, siteUrl, rootFallback }: RouteLoading, url: URL): Promise<LoadedRoute> {
  const { routeId, args } = loaderArgsFor(url);
  const [root, page]: [LoaderOutcome, LoaderOutcome] = await Promise.all([
    runLoader(loaders, ROOT_ROUTE_ID, args),
    runLoader(loaders, routeId, args),
  ]);
  const failed = 'error' in page ? page : 'error' in root ? root : undefined;
  const data = 'data' in page ? page.data : null;
  const { head, trail } = describePage(routeId, data, url.pathname, siteUrl);
  const state: RouteState = {
    routeId,
    data,
    trail,
    root: 'data' in root ? (root.data as RootData) : rootFallback,
    ...(failed && 'error' in failed ? { error: errorMessage(failed.error) } : {}),
  };
  return { status: failed ? 500 : page.status, state, head, ...(failed && 'error' in failed ? { error: failed.error } : {}) };
}
