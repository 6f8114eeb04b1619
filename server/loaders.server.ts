/**
 * The data of each route, read from the sources on the server. SSR runs these before the
 * first byte; /api/route-data runs the same ones for client-side navigations.
 */
import { data, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { LoaderRouteId } from '../client/routes.tsx';
import { RECENT_POSTS_ON_HOME, type HomeData } from '../client/content/home.ts';
import type { NotFoundData, RootData } from '../shared/route-data.ts';
import type { PublicConfig } from '../shared/types.ts';
import { blogListLoader, blogPostLoader } from './content/blog-loaders.server.ts';
import type { ContentSource } from './content/content-source.ts';
import type { Logger } from './logger.server.ts';

export interface LoaderDeps {
  content: ContentSource;
  publicConfig: PublicConfig;
  logger: Logger;
}

type ServerLoader = (args: LoaderFunctionArgs, deps: LoaderDeps) => unknown;

/** A source that fails must not break the page: log, then render the empty state. */
export async function orFallback<T>(deps: LoaderDeps, what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    deps.logger.warn({ err: error }, `${what} unavailable, showing the empty state`);
    return fallback;
  }
}

const SERVER_LOADERS: Partial<Record<LoaderRouteId, ServerLoader>> = {
  root: async (_args, deps): Promise<RootData> => ({
    categories: await orFallback(deps, 'blog categories', () => deps.content.getCategories(), []),
    publicConfig: deps.publicConfig,
  }),
  home: async (_args, deps): Promise<HomeData> => ({
    recentPosts: await orFallback(deps, 'recent posts', () => deps.content.getPosts({ limit: RECENT_POSTS_ON_HOME }), []),
  }),
  blog: (args, deps) => blogListLoader(args, deps),
  'blog-post': (args, deps) => blogPostLoader(args, deps),
  'not-found': ({ request }): ReturnType<typeof data<NotFoundData>> => data({ path: new URL(request.url).pathname }, { status: 404 }),
};

export function serverLoaders(deps: LoaderDeps, overrides: Partial<Record<LoaderRouteId, ServerLoader>> = {}) {
  const loaders = { ...SERVER_LOADERS, ...overrides };
  return (id: LoaderRouteId): LoaderFunction => {
    const loader = loaders[id];
    // A route marked hasData without a server loader yet renders with no data.
    return (args) => (loader ? loader(args, deps) : null);
  };
}
