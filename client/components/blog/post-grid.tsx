/**
 * The grid of post cards on the blog page: one column on phones, two from md, three from lg.
 * After a followed link, the cards below the first row come a frame after the page's top, as
 * the blocks of other pages do (BlockSection); until then a screen's height keeps the footer down.
 */
import type { BlogPostSummary } from '../../../shared/types.ts';
import { useShownAfterFirstFrame } from '../../navigation/visible-part-first.ts';
import { PostCard } from './post-card.tsx';

/** Cards in the first row on a wide screen; a phone's first screen shows one. */
const FIRST_ROW = 3;

export function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  const shown = useShownAfterFirstFrame();
  const rendered = shown ? posts : posts.slice(0, FIRST_ROW);
  return (
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
      {rendered.map((post, index) => (
        <li key={post.id} className="content-auto [--content-estimate:28rem]">
          <PostCard post={post} priority={index === 0} />
        </li>
      ))}
      {rendered.length < posts.length && <li aria-hidden="true" className="min-h-screen" />}
    </ul>
  );
}
