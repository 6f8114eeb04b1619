/**
 * The content source behind the stale-while-revalidate cache. Lists are cached per category
 * and sliced here, so the home page (3 posts) and the blog (all) share one upstream call.
 */
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import { ContentCache, type CacheObserver } from '../cache/content-cache.server.ts';
import type { Logger } from '../logger.server.ts';
import type { ContentSource, PostQuery } from './content-source.ts';

/** Spec: content is considered fresh for at most 60 s. */
export const CONTENT_FRESH_MS = 60_000;
/** After a failed refresh, wait this long before asking the upstream again (a 429 resets in seconds). */
export const CONTENT_ERROR_BACKOFF_MS = 10_000;
/** Slugs nobody published are remembered briefly only, so probing URLs cannot pin memory. */
const MISSING_POST_TTL_SECONDS = 300;
/** Upstream calls in flight at once while warming up. */
const WARM_UP_CONCURRENCY = 4;
/** A few hundred posts, categories and lists fit many times over. */
const MAX_KEYS = 2000;

export class CachedContentSource implements ContentSource {
  readonly cache: ContentCache;

  constructor(
    private readonly upstream: ContentSource,
    logger: Logger,
    options: { observer?: CacheObserver; freshMs?: number; errorBackoffMs?: number; now?: () => number } = {},
  ) {
    this.cache = new ContentCache({
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
    const posts = await this.cache.get(`posts:${categoryId}`, () => this.upstream.getPosts(categoryId ? { categoryId } : {}));
    return query.limit ? posts.slice(0, query.limit) : posts;
  }

  getPostBySlug(slug: string): Promise<BlogPost | null> {
    return this.cache.get(`post:${slug}`, () => this.upstream.getPostBySlug(slug), (post) => (post ? 0 : MISSING_POST_TTL_SECONDS));
  }

  version(): number {
    return this.cache.version;
  }

  /** Webhook: refresh everything now, then load what is new (a post published since). */
  purge(): number {
    const keys = this.cache.purge();
    void this.cache.settled().then(() => this.warmUp());
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
    const lists = categories.status === 'fulfilled' ? categories.value.map((category) => () => this.getPosts({ categoryId: category.id })) : [];
    const tasks = [...lists, ...slugs.map((slug) => () => this.getPostBySlug(slug))];
    // A few at a time: Contentful's delivery API allows tens of requests per second per space.
    for (let index = 0; index < tasks.length; index += WARM_UP_CONCURRENCY) {
      await Promise.allSettled(tasks.slice(index, index + WARM_UP_CONCURRENCY).map((task) => task()));
    }
  }
}
