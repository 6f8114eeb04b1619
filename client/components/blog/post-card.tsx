/**
 * One post in the blog grid (spec: Blog list card): cover, title, category, up to three tags,
 * date, an excerpt clamped to three lines, and a link to the post. The whole card is one link
 * target for pointers (the title link is stretched), while keyboard and screen-reader users
 * meet a single link per card.
 */
import { Link } from 'react-router-dom';
import { useFieldTags } from '../../live-preview/live-preview-context.ts';
import type { BlogPostSummary } from '../../../shared/types.ts';
import { ContentImage } from './content-image.tsx';
import { formatPostDate, isoDay } from './post-date.ts';
import { formatReadingTime } from '../../../shared/blog/reading-time.ts';
import { postHref } from '../../../shared/route-paths.ts';

/** Spec section 9: a card shows at most three tags. */
export const MAX_CARD_TAGS = 3;
/** One column on phones, two from md, three from lg (the grid of the blog page). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw';

/** `priority`: the first card of a list, whose cover is in view on arrival (often the page's largest paint). */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = postHref(post.slug);
  // Contentful's Live Preview pane only: each part opens its field of the post's entry.
  const fieldTag = useFieldTags();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div
        className="aspect-[1200/630] overflow-hidden bg-gradient-to-br from-accent-100 to-accent-50"
        {...fieldTag(post.id, 'coverImage')}
      >
        {post.coverImage && (
          <ContentImage
            url={post.coverImage.url}
            alt=""
            width={post.coverImage.width}
            height={post.coverImage.height}
            sizes={CARD_IMAGE_SIZES}
            className="h-full w-full object-cover"
            priority={priority}
            inlineSrc={post.coverImage.inlineSrc}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {/* The category whole on a line of its own, kept when a post has none: the titles of a row line up. */}
        <span className="block min-h-5 text-sm font-semibold text-accent-700" {...fieldTag(post.id, 'category')}>
          {post.category?.name}
        </span>
        <p className="flex flex-wrap gap-x-2.5 text-sm whitespace-nowrap text-ink-4">
          {post.publishDate && <time dateTime={isoDay(post.publishDate)}>{formatPostDate(post.publishDate)}</time>}
          <span>{formatReadingTime(post.readingMinutes)}</span>
        </p>
        <Heading className="mt-2 text-xl font-semibold leading-snug text-ink" {...fieldTag(post.id, 'title')}>
          <Link
            to={href}
            className="rounded after:absolute after:inset-0 after:content-[''] hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className="mt-3 line-clamp-3 text-ink-3" {...fieldTag(post.id, 'excerpt')}>
            {post.excerpt}
          </p>
        )}
        {post.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags" {...fieldTag(post.id, 'tags')}>
            {post.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded-full bg-surface-3 px-2.5 py-0.5 text-xs font-medium text-ink-3">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-accent-700 group-hover:underline">
          Read more →
        </span>
      </div>
    </article>
  );
}
