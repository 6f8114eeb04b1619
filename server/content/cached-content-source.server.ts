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

  /** Webhook: refresh everything now. */
  purge(): number {
    return this.cache.purge();
  }

  /** Loads what every page needs, so the first visitor does not wait (errors are logged by the source). */
  async warmUp(): Promise<void> {
    await Promise.allSettled([this.getCategories(), this.getPosts()]);
  }
}
