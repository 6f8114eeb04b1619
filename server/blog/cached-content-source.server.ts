/**
 * The content source behind the stale-while-revalidate cache. Lists are cached per category
 * and sliced here, so the home page (3 posts) and the blog (all) share one upstream call.
 *
 * Which posts exist is known from the cached list of all posts (a slug index, refreshed with
 * it; docs/decisions/072): a slug not in it is missing at once, with no upstream call and
 * nothing stored under that slug, so `post:` entries only ever hold existing posts. When the
 * list cannot be had (upstream down, nothing cached), a post is asked for by its slug, and a
 * "no such post" answer is not stored; but only when the list failed quickly (an error, not a
 * hang), so a visitor waits at most one upstream deadline plus LIST_FAILURE_FALLBACK_MS, about
 * 3 s, before the post answers 503 (issue 20).
 */
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import { UpstreamCache, type CacheObserver } from '../cache/upstream-cache.server.ts';
import type { Logger } from '../core/logger.server.ts';
import type { ContentSource, PostQuery } from './content-source.ts';

/** Spec: content is considered fresh for at most 60 s. */
export const CONTENT_FRESH_MS = 60_000;
/** After a failed refresh, wait this long before asking the upstream again (a 429 resets in seconds). */
export const CONTENT_ERROR_BACKOFF_MS = 10_000;
const ALL_POSTS_KEY = 'posts:';
/** Upstream calls in flight at once while warming up. */
const WARM_UP_CONCURRENCY = 4;
/** A few hundred posts, categories and lists fit many times over. */
const MAX_KEYS = 2000;
/**
 * A list that failed within this long failed on an error: the post is still asked for by its
 * slug. One that took longer hit the upstream's deadline (it hangs): asking again would make
 * the visitor wait a second deadline for the same silence.
 */
export const LIST_FAILURE_FALLBACK_MS = 1_000;
/**
 * How long a purge waits for the refreshed content before it answers. A page rendered before
 * the refresh lands still shows the old content, and the cache tier would keep it; past this,
 * an upstream that hangs must not hold the webhook (the late tier purge covers the rest).
 */
export const PURGE_REFRESH_WAIT_MS = 3_000;

export class CachedContentSource implements ContentSource {
  readonly cache: UpstreamCache;
  /** The slugs of the list they were read from (rebuilt when the cache holds a new list). */
  private index?: { list: BlogPostSummary[]; slugs: Set<string> };

  constructor(
    private readonly upstream: ContentSource,
    logger: Logger,
    options: { observer?: CacheObserver; freshMs?: number; errorBackoffMs?: number; now?: () => number } = {},
  ) {
    this.cache = new UpstreamCache({
      name: 'content',
      freshMs: options.freshMs ?? CONTENT_FRESH_MS,
      errorBackoffMs: options.errorBackoffMs ?? CONTENT_ERROR_BACKOFF_MS,
      maxKeys: MAX_KEYS,
      logger,
      observer: options.observer,
      now: options.now,
    });
  }

  getCategories(): Promise<Category[]> {
    return this.cache.get('categories', () => this.upstream.getCategories());
  }

  async getPosts(query: PostQuery = {}): Promise<BlogPostSummary[]> {
    const categoryId = query.categoryId ?? '';
    // A category a visitor made up (`/blog?category=<anything>`) is never asked for nor kept:
    // list entries, like post entries, only ever hold existing content (decision 073).
    if (categoryId && !(await this.isKnownCategory(categoryId))) return [];
    const posts = await this.cache.get(`${ALL_POSTS_KEY}${categoryId}`, () => this.upstream.getPosts(categoryId ? { categoryId } : {}));
    return query.limit ? posts.slice(0, query.limit) : posts;
  }

  /** Whether the category is in the cached list of categories (false when that list cannot be had). */
  private async isKnownCategory(categoryId: string): Promise<boolean> {
    const categories = await this.getCategories().catch(() => []);
    return categories.some((category) => category.id === categoryId);
  }

  /**
   * Whether a post exists, from the cached list of all posts, without waiting: undefined when
   * no list is cached (not loaded yet, or the upstream is down).
   */
  hasPost(slug: string): boolean | undefined {
    const list = this.cache.peek<BlogPostSummary[]>(ALL_POSTS_KEY);
    if (!list) return undefined;
    if (this.index?.list !== list) this.index = { list, slugs: new Set(list.map((post) => post.slug)) };
    return this.index.slugs.has(slug);
  }

  async getPostBySlug(slug: string): Promise<BlogPost | null> {
    let exists = this.hasPost(slug);
    let listFailure: { error: unknown; ms: number } | undefined;
    if (exists === undefined) {
      // No list yet: load it (one shared call), then decide from it.
      const started = performance.now();
      await this.getPosts().catch((error: unknown) => (listFailure = { error, ms: performance.now() - started }));
      exists = this.hasPost(slug);
    }
    if (exists === false) return null;
    if (exists === undefined) {
      // The list cannot be had: ask for this one post, and keep it only if it exists.
      const cached = this.cache.peek<BlogPost>(`post:${slug}`);
      if (cached) return cached;
      if (listFailure && listFailure.ms > LIST_FAILURE_FALLBACK_MS) throw listFailure.error;
      const post = await this.upstream.getPostBySlug(slug);
      if (post) await this.cache.get(`post:${slug}`, async () => post);
      return post;
    }
    return this.cache.get(`post:${slug}`, () => this.upstream.getPostBySlug(slug));
  }

  version(): number {
    return this.cache.version;
  }

  /**
   * Webhook: refresh everything now, then load what is new (a post published since). Resolves
   * once the refreshed content is in (or PURGE_REFRESH_WAIT_MS passed), so every page rendered
   * after it shows the publish.
   */
  async purge(): Promise<number> {
    const keys = this.cache.purge();
    const refreshed = this.cache.settled();
    void refreshed.then(() => this.warmUp());
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, PURGE_REFRESH_WAIT_MS)));
    await Promise.race([refreshed, waited]);
    clearTimeout(timer);
    return keys;
  }

  /**
   * Loads what visitors will ask for, so that after start-up nobody waits on the upstream:
   * categories, the post lists (all and per category) and every post. Failures are logged by
   * the source and leave those keys cold.
   */
  async warmUp(): Promise<void> {
    const [categories, posts] = await Promise.allSettled([this.getCategories(), this.getPosts()]);
    const slugs = posts.status === 'fulfilled' ? posts.value.map((post) => post.slug) : [];
    const lists =
      categories.status === 'fulfilled' ? categories.value.map((category) => () => this.getPosts({ categoryId: category.id })) : [];
    const tasks = [...lists, ...slugs.map((slug) => () => this.getPostBySlug(slug))];
    // A few at a time: Contentful's delivery API allows tens of requests per second per space.
    for (let index = 0; index < tasks.length; index += WARM_UP_CONCURRENCY) {
      await Promise.allSettled(tasks.slice(index, index + WARM_UP_CONCURRENCY).map((task) => task()));
    }
  }
}
