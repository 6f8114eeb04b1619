/** Shapes of the blog loaders' data (server/content/blog-loaders.server.ts), read by the blog pages. */
import type { PageDataBase } from './route-data.ts';
import type { BlogPost, BlogPostSummary, Category } from './types.ts';

export interface BlogListData extends PageDataBase {
  posts: BlogPostSummary[];
  categories: Category[];
  /** The ?category= in effect, or null for all posts. */
  categoryId: string | null;
}

export interface BlogPostData extends PageDataBase {
  post: BlogPost | null;
  /** True when the content source failed (the post may exist): a "try again" message, not 'Post not found.'. */
  unavailable?: boolean;
  /** Preview only: the post's entry as the Preview API gave it, which Live Preview keeps up to date as the editor types. */
  liveEntry?: unknown;
}

export const BLOG_PATH = '/blog';

/** The blog list for one category (or all): the filter links and the header's Blog menu use the same URLs. */
export function blogCategoryPath(categoryId: string | null): string {
  return categoryId ? `${BLOG_PATH}?category=${encodeURIComponent(categoryId)}` : BLOG_PATH;
}
