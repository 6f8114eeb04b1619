/**
 * A blog post card for the home page's "recent posts" section: cover, category, date, title,
 * excerpt and a 'Read More' link to /blog/{slug} (spec: Home, recent blog section).
 */
import { Link } from 'react-router-dom';
import { useFieldTags } from '../../live-preview/live-preview-context.ts';
import type { BlogPostSummary } from '../../../shared/types.ts';
import { ArrowRightIcon } from '../icons.tsx';
import { formatPostDate } from './post-date.ts';
import { formatReadingTime } from '../../../shared/blog/reading-time.ts';
import { postHref } from '../../../shared/route-paths.ts';

/** Cover images are shown at 16:9; used when the source gives no size, so space is still reserved. */
const COVER_FALLBACK_SIZE = { width: 640, height: 360 };

/** Contentful hands out protocol-relative image URLs ('//images...'); spec: prefix https:. */
function imageUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

export function RecentPostCard({ post }: { post: BlogPostSummary }) {
  const cover = post.coverImage;
  const href = postHref(post.slug);
  // Contentful's Live Preview pane only: each part opens its field of the post's entry.
  const fieldTag = useFieldTags();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      {cover ? (
        <img
          src={imageUrl(cover.url)}
          alt={cover.alt ?? ''}
          width={cover.width ?? COVER_FALLBACK_SIZE.width}
          height={cover.height ?? COVER_FALLBACK_SIZE.height}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-surface-3 object-cover"
          {...fieldTag(post.id, 'coverImage')}
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-gradient-to-br from-accent-100 to-accent-50" />
      )}
      <div className="flex flex-1 flex-col p-6">
        {/* The category whole on a line of its own, kept when a post has none: the titles of a row line up. */}
        <span className="block min-h-6 text-sm" {...fieldTag(post.id, 'category')}>
          {post.category && (
            <span className="inline-block rounded-full bg-accent-50 px-3 py-0.5 font-medium text-accent-800">{post.category.name}</span>
          )}
        </span>
        <p className="mt-1 flex flex-wrap gap-x-2.5 text-sm whitespace-nowrap text-ink-4">
          <time dateTime={post.publishDate}>{formatPostDate(post.publishDate)}</time>
          <span>{formatReadingTime(post.readingMinutes)}</span>
        </p>
        <h3 className="mt-3 text-xl font-semibold text-ink" {...fieldTag(post.id, 'title')}>
          {post.title}
        </h3>
        <p className="mt-3 line-clamp-3 text-ink-3" {...fieldTag(post.id, 'excerpt')}>
          {post.excerpt}
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 self-start rounded pt-5 font-semibold text-accent-700 hover:text-accent-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        >
          Read More
          <span className="sr-only">: {post.title}</span>
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
