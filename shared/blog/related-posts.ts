/**
 * The posts shown under a post as "Related posts": up to three others, those in the same
 * category first, then those sharing tags; within each group the most shared tags first, then
 * the newest. A post sharing neither is not related and is never shown to fill the row.
 */
import type { BlogPost, BlogPostSummary } from '../types.ts';

export const MAX_RELATED_POSTS = 3;

function time(post: BlogPostSummary): number {
  const value = Date.parse(post.publishDate);
  return Number.isNaN(value) ? 0 : value;
}

export function relatedPosts<T extends BlogPostSummary>(
  post: Pick<BlogPost, 'id' | 'category' | 'tags'>,
  candidates: readonly T[],
  limit = MAX_RELATED_POSTS,
): T[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const categoryId = post.category?.id;
  return candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({
      candidate,
      sameCategory: categoryId !== undefined && candidate.category?.id === categoryId,
      sharedTags: [...new Set(candidate.tags.map((tag) => tag.toLowerCase()))].filter((tag) => tags.has(tag)).length,
    }))
    .filter((entry) => entry.sameCategory || entry.sharedTags > 0)
    .sort((a, b) => Number(b.sameCategory) - Number(a.sameCategory) || b.sharedTags - a.sharedTags || time(b.candidate) - time(a.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
