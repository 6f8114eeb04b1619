/** "Related posts" at the end of a post: up to three cards, chosen by the server (shared/blog/related-posts.ts). */
import type { BlogPostSummary } from '../../../shared/types.ts';
import { PostCard } from './post-card.tsx';

export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className="content-auto mt-16 border-t border-line pt-10 [--content-estimate:24rem]">
      <h2 id="related-posts-heading" className="text-2xl font-bold tracking-tight text-ink">
        Related posts
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
