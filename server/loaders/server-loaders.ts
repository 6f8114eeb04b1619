/**
 * The server's loaders, by route id: the frame's (root) and those beside the route modules
 * (routes/<route>/server/loader.ts, gathered by `npm run routes`). SSR runs these before the
 * first byte; /api/route-data runs the page's for client-side navigations.
 */
import type { LoaderRouteId, RootData } from '../../shared/route-data.ts';
import { ROUTE_LOADERS } from '../../routes/server/loaders.gen.ts';
import type { RouteLoaders, StatusHints, StatusRulesHold } from './route-loaders.server.ts';
import { orFallback, type LoaderDeps, type ServerLoader } from './loader-deps.ts';

/** The server's loaders, keyed by route id: a route has data exactly when it has one. */
const SERVER_LOADERS = {
  root: async (_args, deps): Promise<RootData> => ({
    categories: await orFallback(deps, 'blog categories', () => deps.content.getCategories(), []),
    publicConfig: deps.publicConfig,
  }),
  ...ROUTE_LOADERS,
  // No loader for the not-found route: its status is its route module's (404), and its page reads
  // the path in the browser, so its document is the same for every path (stored once).
} satisfies Partial<Record<LoaderRouteId, ServerLoader>>;

/**
 * A route whose loader can answer a status (withStatus: a missing post's 404) must declare
 * `status: 'from-data'` in its route module: otherwise this line does not compile, naming the route.
 */
const STATUS_RULES_HOLD: StatusRulesHold<typeof SERVER_LOADERS> = true;
void STATUS_RULES_HOLD;

export function serverStatusHints(deps: Pick<LoaderDeps, 'content'>): StatusHints {
  return {
    'blog-post': ({ params }) => {
      const exists = deps.content.hasPost?.(params.slug ?? '');
      return exists === undefined ? undefined : exists ? 200 : 404;
    },
  };
}

/** Each route's loader bound to its sources. */
export function serverLoaders(deps: LoaderDeps): RouteLoaders {
  const bound: RouteLoaders = {};
  for (const [id, loader] of Object.entries(SERVER_LOADERS) as [LoaderRouteId, ServerLoader][]) bound[id] = (args) => loader(args, deps);
  return bound;
}
