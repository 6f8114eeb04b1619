/**
 * A blog post card for the home page's "recent posts" section: cover, category, date, title,
 * excerpt and a 'Read More' link to /blog/{slug} (spec: Home, recent blog section).
 */
import { Link } from '../../router/links.tsx';
import { useFieldTags } from '../../live-preview/live-preview-context.ts';
import type { BlogPostSummary } from '../../../shared/types.ts';
import { ArrowRightIcon } from '../icons.tsx';
import { formatPostDate } from './post-date.ts';

/** Cover images are shown at 16:9; used when the source gives no size, so space is still reserved. */
const COVER_FALLBACK_SIZE = { width: 640, height: 360 };

/** Contentful hands out protocol-relative image URLs ('//images...'); spec: prefix https:. */
function imageUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

export function RecentPostCard({ post }: { post: BlogPostSummary }) {
  const cover = post.coverImage;
  const href = `/blog/${post.slug}`;
  // Contentful's Live Preview pane only: each part opens its field of the post's entry.
  const fieldTag = useFieldTags();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {cover ? (
        <img
          src={imageUrl(cover.url)}
          alt={cover.alt ?? ''}
          width={cover.width ?? COVER_FALLBACK_SIZE.width}
          height={cover.height ?? COVER_FALLBACK_SIZE.height}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
          {...fieldTag(post.id, 'coverImage')}
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-gradient-to-br from-brand-100 to-brand-50" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {post.category && (
            <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800" {...fieldTag(post.id, 'category')}>
              {post.category.name}
            </span>
          )}
          <time dateTime={post.publishDate} className="text-slate-600">
            {formatPostDate(post.publishDate)}
          </time>
        </p>
        <h3 className="mt-3 text-xl font-semibold text-slate-900" {...fieldTag(post.id, 'title')}>
          {post.title}
        </h3>
        <p className="mt-3 line-clamp-3 text-slate-700" {...fieldTag(post.id, 'excerpt')}>
          {post.excerpt}
        </p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 self-start rounded pt-5 font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Read More
          <span className="sr-only">: {post.title}</span>
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
