/**
 * The route loading of a preview request: the same loaders, bound to the Preview API source,
 * with the frame's data saying `preview: true` (the banner shows from it).
 */
import type { RootData } from '../../shared/route-data.ts';
import type { RouteLoaders } from '../loaders.server.ts';
import type { RouteLoading } from '../render/load-route.server.ts';

/** `loaders` are the site's loaders bound to the preview source (serverLoaders({ content: preview.content, ... })). */
export function previewRouteLoading(routes: RouteLoading, loaders: RouteLoaders): RouteLoading {
  const root = loaders.root;
  return {
    ...routes,
    // The published slug index knows no drafts: a preview post's status comes from its loader.
    statusHints: undefined,
    loaders: {
      ...loaders,
      root: async (args) =>
        ({ ...(((await root?.(args)) as RootData | undefined) ?? routes.rootFallback), preview: true }) satisfies RootData,
    },
    rootFallback: { ...routes.rootFallback, preview: true },
  };
}
