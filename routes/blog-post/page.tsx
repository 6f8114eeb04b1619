/** /blog/:slug (spec: Blog post): back link, cover, title, byline, badges, excerpt and the body. */
import { Link } from 'react-router-dom';
import { AuthorByline } from '../../client/components/blog/author-byline.tsx';
import { blogCategoryPath, type BlogPostData } from '../../shared/blog-data.ts';
import { href } from '../../shared/route-paths.ts';
import { ContentImage } from '../../client/components/blog/content-image.tsx';
import { RichText } from '../../client/components/rich-text/rich-text.tsx';
import { RelatedPosts } from '../../client/components/blog/related-posts.tsx';
import { useRouteData, usePendingNavigation } from '../../client/app/route-context.ts';
import { useFieldTags, useLivePost } from '../../client/live-preview/live-preview-context.ts';

/** The article column is max-w-3xl (768 px). */
const COVER_SIZES = '(min-width: 768px) 768px, 100vw';

function BackLink() {
  return (
    <Link
      to={href('blog')}
      className="inline-flex items-center gap-1 rounded text-sm font-semibold text-accent-700 hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <BackLink />
      <h1 className="mt-6 text-3xl font-bold text-ink">{title}</h1>
      {text && <p className="mt-4 text-lg text-ink-3">{text}</p>}
    </div>
  );
}

export function Page() {
  const data = useRouteData<BlogPostData>();
  const unavailable = data?.unavailable;
  const readingMinutes = data?.readingMinutes;
  const related = data?.related ?? [];
  // In Contentful's Live Preview pane: the post as the editor types it, and the inspector's tags.
  const post = useLivePost(data?.post ?? null, data?.liveEntry);
  const fieldTag = useFieldTags();
  const pending = usePendingNavigation();
  const loading = pending?.pathname.startsWith(`${href('blog')}/`) ?? false;

  if (loading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p role="status" className="text-lg text-ink-4">
          Loading post...
        </p>
      </div>
    );
  }
  if (!post) {
    return unavailable ? (
      <Notice title="This post could not be loaded" text="The blog is briefly unavailable. Please try again in a moment." />
    ) : (
      <Notice title="Post not found." text="It may have been moved or unpublished. The blog lists every current article." />
    );
  }

  const body = (
    <>
      <div className="mt-8 border-t border-line pt-2" {...fieldTag(post.id, 'content')}>
        <RichText document={post.content} />
      </div>
      <RelatedPosts posts={related} />
    </>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6">
      <BackLink />
      {post.coverImage && (
        <div className="mt-6 overflow-hidden rounded-2xl bg-accent-50" {...fieldTag(post.id, 'coverImage')}>
          <ContentImage
            url={post.coverImage.url}
            alt={post.coverImage.alt ?? ''}
            width={post.coverImage.width}
            height={post.coverImage.height}
            sizes={COVER_SIZES}
            priority
            inlineSrc={post.coverImage.inlineSrc}
            className="h-auto w-full"
          />
        </div>
      )}
      <header className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl" {...fieldTag(post.id, 'title')}>
          {post.title}
        </h1>
        <div className="mt-5" {...fieldTag(post.id, 'author')}>
          <AuthorByline author={post.author} publishDate={post.publishDate} readingMinutes={readingMinutes} />
        </div>
        {(post.category || post.tags.length > 0) && (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Category and tags">
            {post.category && (
              <li {...fieldTag(post.id, 'category')}>
                <Link
                  to={blogCategoryPath(post.category.id)}
                  className="inline-block rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                >
                  {post.category.name}
                </Link>
              </li>
            )}
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-3 px-3 py-1 text-xs font-medium text-ink-3" {...fieldTag(post.id, 'tags')}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {post.excerpt && (
          <p className="mt-6 text-xl italic leading-relaxed text-ink-3" {...fieldTag(post.id, 'excerpt')}>
            {post.excerpt}
          </p>
        )}
      </header>
      {body}
    </article>
  );
}
