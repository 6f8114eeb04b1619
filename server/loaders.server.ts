/**
 * The data of each route, read from the sources on the server. SSR runs these before the
 * first byte; /api/route-data runs the same ones for client-side navigations.
 */
import { RECENT_POSTS_ON_HOME, type HomeData } from '../shared/home-data.ts';
import { withoutInlineCover } from './content/inline-cover.server.ts';
import { ROOT_ROUTE_ID, type LoaderRouteId, type RootData } from '../shared/route-data.ts';
import { ROUTES_BY_ID, type RouteId, type StatusRuleOf } from '../shared/route-table.ts';
import type { PublicConfig } from '../shared/types.ts';
import { blogListLoader, blogPostLoader } from './content/blog-loaders.server.ts';
import type { ContentSource } from './content/content-source.ts';
import type { Logger } from './logger.server.ts';
import { EMPTY_SUMMARY, type ReviewsData, type ReviewsResult } from '../shared/review-types.ts';
import type { CachedReviews } from './reviews/cached-reviews.server.ts';
import { inSpan } from './tracing/spans.ts';

export interface LoaderDeps {
  content: ContentSource;
  publicConfig: PublicConfig;
  logger: Logger;
  /** The cached reviews (pages with testimonials); none: those pages show their defaults. */
  reviews?: Pick<CachedReviews, 'current' | 'getReviews' | 'kind'>;
}

/** What a loader is told about the request: the URL (query included) and the path's parameters. */
export interface LoaderArgs {
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  /** A crawler waits for the whole document: the loader may wait on data a browser fetches after hydration. */
  crawler?: boolean;
}

/**
 * A loader's data with a status other than 200 (404 for a missing post). Only a route whose
 * descriptor says `status: 'from-data'` may answer one (the loader map's type, and runLoader).
 */
export class WithStatus<T> {
  constructor(
    readonly data: T,
    readonly status: number,
  ) {}
}

export function withStatus<T>(data: T, status: number): WithStatus<T> {
  return new WithStatus(data, status);
}

type ServerLoader = (args: LoaderArgs, deps: LoaderDeps) => unknown;
export type RouteLoaders = Partial<Record<LoaderRouteId, (args: LoaderArgs) => unknown>>;

/** The ids in a loader map whose loader can answer a status while their route declares none ('from-data'). */
export type LoadersAnsweringStatus<Map> = {
  [Id in keyof Map]: Id extends RouteId
    ? StatusRuleOf<Id> extends 'from-data'
      ? never
      : Map[Id] extends (...args: never[]) => infer Result
        ? [Extract<Awaited<Result>, WithStatus<unknown>>] extends [never]
          ? never
          : Id
        : never
    : never;
}[keyof Map];

/** true when every loader that can answer a status belongs to a route with `status: 'from-data'`; else the offending ids. */
export type StatusRulesHold<Map> = [LoadersAnsweringStatus<Map>] extends [never] ? true : LoadersAnsweringStatus<Map>;

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

/** Pages whose testimonials come from the Google reviews. */
const REVIEWS_ROUTES = [
  'software-development',
  'web-development',
  'customer-portal-development',
  'database-design',
  'ai-consulting',
  'cloud-infrastructure',
  'cloud-migrations',
  'web-design',
  'seo-marketing',
  'devops',
  'kubernetes',
  'about-us',
] as const satisfies readonly RouteId[];

const reviewsLoaders = Object.fromEntries(REVIEWS_ROUTES.map((id) => [id, reviewsData])) as Record<
  (typeof REVIEWS_ROUTES)[number],
  typeof reviewsData
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

/**
 * The status a route's page will answer when it is known before its loader runs: a post's,
 * from the slug index (docs/decisions/072). Undefined: not known yet.
 */
export type StatusHints = Partial<Record<RouteId, (args: LoaderArgs) => number | undefined>>;

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

/** One loader's outcome: its data and the status it asks for, or the error it threw. */
export type LoaderOutcome = { data: unknown; status: number } | { error: unknown; status: number };

/**
 * Runs one route's loader; a route without a loader renders with null. The status is the
 * route's rule: its fixed number, or, for 'from-data', what the loader answers (200 unless it
 * answers a WithStatus). A WithStatus from a route without that rule (a feature's loader the
 * map's type did not see) is a programming error: the page fails loudly (500).
 */
export async function runLoader(loaders: RouteLoaders, id: LoaderRouteId, args: LoaderArgs): Promise<LoaderOutcome> {
  const loader = loaders[id];
  const rule = id === ROOT_ROUTE_ID ? 200 : (ROUTES_BY_ID[id].status ?? 200);
  const fixed = typeof rule === 'number' ? rule : 200;
  if (!loader) return { data: null, status: fixed };
  try {
    // A span per loader (when tracing is on): where a slow page waited.
    const result = await inSpan(`loader ${id}`, async () => loader(args), { 'route.id': id });
    if (!(result instanceof WithStatus)) return { data: result ?? null, status: fixed };
    if (rule !== 'from-data')
      throw new Error(`The loader of route "${id}" answered status ${result.status}, but the route declares no status: 'from-data'`);
    return { data: result.data, status: result.status };
  } catch (error) {
    return { error, status: 500 };
  }
}
