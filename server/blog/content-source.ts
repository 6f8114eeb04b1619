/**
 * Where the blog comes from. Implementations: Contentful (when configured) and the embedded
 * `content/` folder. Each maps its own upstream shape to the shared domain types.
 */
import type { BlogPost, BlogPostSummary, Category } from '../../shared/types.ts';
import { readingMinutes } from '../../shared/blog/reading-time.ts';

export interface PostQuery {
  /** Only posts of this category (the category's id); all posts when absent. */
  categoryId?: string;
  /** At most this many, newest first. */
  limit?: number;
}

export interface ContentSource {
  /** Categories ordered by name. */
  getCategories(): Promise<Category[]>;
  /** Posts newest first, without their bodies. */
  getPosts(query?: PostQuery): Promise<BlogPostSummary[]>;
  /** One post by slug, or null when there is none. */
  getPostBySlug(slug: string): Promise<BlogPost | null>;
  /**
   * Forget what is cached and refresh it (the Contentful webhook); only cached sources have it.
   * Resolves with the number of keys refreshed once the new content is in.
   */
  purge?(): Promise<number>;
  /**
   * Whether a post exists, known without waiting (from a cached list of all posts), or
   * undefined when not known yet. Lets a post page send its status before its data.
   */
  hasPost?(slug: string): boolean | undefined;
  /** Grows whenever the content served changes (cached sources); a source without it never changes while running. */
  version?(): number;
}

export function toSummary({ content, ...summary }: BlogPost): BlogPostSummary {
  return { ...summary, readingMinutes: readingMinutes(content) };
}
