/** Shapes of the blog loaders' data (routes/blog/server/loader.ts, routes/blog-post/server/loader.ts), read by the blog pages. */
import type { PageDataBase } from './route-data.ts';
import type { BlogPost, BlogPostSummary, Category } from './types.ts';
import { href } from './route-paths.ts';

export interface BlogListData extends PageDataBase {
  posts: BlogPostSummary[];
  categories: Category[];
  /** The ?category= in effect, or null for all posts. */
  categoryId: string | null;
}

export interface BlogPostData extends PageDataBase {
  post: BlogPost | null;
  /** The post's reading time in whole minutes (with the post). */
  readingMinutes?: number;
  /** Up to three related posts from the cached list (shared/blog/related-posts.ts); [] when none or the list failed. */
  related?: BlogPostSummary[];
  /** True when the content source failed (the post may exist): a "try again" message, not 'Post not found.'. */
  unavailable?: boolean;
  /** Preview only: the post's entry as the Preview API gave it, which Live Preview keeps up to date as the editor types. */
  liveEntry?: unknown;
}

/** The blog's RSS 2.0 feed (server/discovery/rss.server.ts), linked from the blog page, the footer and every page's head. */
export const BLOG_FEED_PATH = '/blog/rss.xml';
export const BLOG_FEED_TITLE = 'RSS feed';

/** The query parameter of the blog's category filter (the only query the blog route reads). */
export const BLOG_CATEGORY_PARAM = 'category';

/** The blog list for one category (or all): the filter links and the header's Blog menu use the same URLs. */
export function blogCategoryPath(categoryId: string | null): string {
  return categoryId ? `${href('blog')}?${BLOG_CATEGORY_PARAM}=${encodeURIComponent(categoryId)}` : href('blog');
}

/** The category a blog address asks for, or null for all posts: the loader and the filter read it alike. */
export function askedCategory(searchParams: URLSearchParams): string | null {
  return searchParams.get(BLOG_CATEGORY_PARAM)?.trim() || null;
}
