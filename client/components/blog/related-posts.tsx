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
      {/* Two to a row from `sm`, a short row centred (as the service cards): one post is not half a row. */}
      <ul className="mt-6 flex flex-wrap justify-center gap-6">
        {posts.map((post) => (
          <li key={post.id} className="w-full sm:w-[calc(50%-0.75rem)]">
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
