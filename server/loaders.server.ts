/**
 * The data of each route, read from the sources on the server. SSR runs these before the
 * first byte; /api/route-data runs the same ones for client-side navigations.
 */
import { RECENT_POSTS_ON_HOME, type HomeData } from '../shared/home-data.ts';
import { withoutInlineCover } from './blog/inline-cover.server.ts';
import type { LoaderRouteId, RootData } from '../shared/route-data.ts';
import { ROUTE_TABLE } from '../shared/route-table.ts';
import type { LoaderArgs, RouteLoaders, StatusHints, StatusRulesHold } from './render/route-loaders.server.ts';
import type { PublicConfig } from '../shared/types.ts';
import { blogListLoader, blogPostLoader } from './blog/blog-loaders.server.ts';
import type { ContentSource } from './blog/content-source.ts';
import type { Logger } from './core/logger.server.ts';
import { EMPTY_SUMMARY, type ReviewsData, type ReviewsResult } from '../shared/review-types.ts';
import type { CachedReviews } from './reviews/cached-reviews.server.ts';

export interface LoaderDeps {
  content: ContentSource;
  publicConfig: PublicConfig;
  logger: Logger;
  /** The cached reviews (pages with testimonials); none: those pages show their defaults. */
  reviews?: Pick<CachedReviews, 'current' | 'getReviews' | 'kind'>;
}

type ServerLoader = (args: LoaderArgs, deps: LoaderDeps) => unknown;
/** A source that fails must not break the page: log, then render the empty state. */
export async function orFallback<T>(deps: LoaderDeps, what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    deps.logger.warn({ err: error }, `${what} unavailable, showing the empty state`);
    return fallback;
  }
}

/**
 * The reviews part of a page's data (docs/decisions/041): the cached reviews, or nothing yet
 * for a browser (it fetches /api/reviews after hydrating). A crawler waits for them, within
 * the reviews source's own upstream time limit.
 */
export async function reviewsData({ crawler }: LoaderArgs, deps: LoaderDeps): Promise<ReviewsData> {
  const reviews = deps.reviews;
  if (!reviews) return {};
  // No source: nothing will ever come, and the widget says so at once.
  if (reviews.kind === 'none') return { reviews: { status: 'ok', summary: EMPTY_SUMMARY } };
  const current = reviews.current();
  if (current) return { reviews: { status: 'ok', summary: current } };
  if (!crawler) return {};
  const result = await reviews.getReviews().then(
    (summary): ReviewsResult => ({ status: 'ok', summary }),
    (error: unknown): ReviewsResult => {
      deps.logger.warn({ err: error, source: reviews.kind }, 'reviews unavailable, showing the error state');
      return { status: 'error' };
    },
  );
  return { reviews: result };
}

/** Pages whose testimonials come from the Google reviews: their descriptor says `reviews: true`. */
const reviewsLoaders = Object.fromEntries(ROUTE_TABLE.filter((entry) => entry.reviews).map((entry) => [entry.id, reviewsData])) as Partial<
  Record<LoaderRouteId, typeof reviewsData>
>;

/** The server's loaders, keyed by route id: a route has data exactly when it has one. */
const SERVER_LOADERS = {
  ...reviewsLoaders,
  root: async (_args, deps): Promise<RootData> => ({
    categories: await orFallback(deps, 'blog categories', () => deps.content.getCategories(), []),
    publicConfig: deps.publicConfig,
  }),
  home: async (args, deps): Promise<HomeData> => {
    const [recentPosts, reviews] = await Promise.all([
      orFallback(deps, 'recent posts', () => deps.content.getPosts({ limit: RECENT_POSTS_ON_HOME }), []),
      reviewsData(args, deps),
    ]);
    // The home page's post cards load their covers lazily: no inline copies (decision 094).
    return { recentPosts: recentPosts.map(withoutInlineCover), ...reviews };
  },
  blog: (args, deps) => blogListLoader(args, deps),
  'blog-post': (args, deps) => blogPostLoader(args, deps),
  // No loader for the not-found route: its status is its descriptor's (404), and its page reads
  // the path in the browser, so its document is the same for every path (stored once).
} satisfies Partial<Record<LoaderRouteId, ServerLoader>>;

/**
 * A route whose loader can answer a status (withStatus: a missing post's 404) must declare
 * `status: 'from-data'` in its descriptor: otherwise this line does not compile, naming the route.
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

/** Each route's loader bound to its sources; features add their own (the contact form's). */
export function serverLoaders(deps: LoaderDeps, overrides: RouteLoaders = {}): RouteLoaders {
  const bound: RouteLoaders = {};
  for (const [id, loader] of Object.entries(SERVER_LOADERS) as [LoaderRouteId, ServerLoader][]) bound[id] = (args) => loader(args, deps);
  return { ...bound, ...overrides };
}
