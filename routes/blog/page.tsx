/** /blog (spec: Blog list): heading, intro, category filter links, and the grid of post cards. */
import { BLOG_LEAD } from './blog-lead.ts';
import { useSearchParams } from 'react-router-dom';
import { askedCategory, BLOG_FEED_PATH, BLOG_FEED_TITLE, type BlogListData } from '../../shared/blog-data.ts';
import { href } from '../../shared/route-paths.ts';
import { RssIcon } from '../../client/components/icons.tsx';
import { CategoryFilter } from '../../client/components/blog/category-filter.tsx';
import { PostGrid } from '../../client/components/blog/post-grid.tsx';
import { useRouteData, usePendingNavigation } from '../../client/app/route-context.ts';

const EMPTY: BlogListData = { posts: [], categories: [], categoryId: null };

export function Page() {
  const { posts, categories } = useRouteData<BlogListData>() ?? EMPTY;
  // The address of the list shown: while another category loads, the old one stays selected.
  const [searchParams] = useSearchParams();
  const pending = usePendingNavigation();
  // A client-side change of category: the list reloads while the URL changes.
  const loading = pending?.pathname === href('blog');

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink">Blog</h1>
        <p className="mt-4 text-lg text-ink-3">{BLOG_LEAD}</p>
        <p className="mt-3">
          <a
            href={BLOG_FEED_PATH}
            type="application/rss+xml"
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent-700 hover:text-accent-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <RssIcon width={16} height={16} />
            {`Subscribe with the ${BLOG_FEED_TITLE}`}
          </a>
        </p>
      </header>
      <CategoryFilter categories={categories} selectedId={askedCategory(searchParams)} />
      <section aria-label="Posts" aria-busy={loading} className="mt-10">
        {loading ? (
          <p role="status" className="py-16 text-center text-lg text-ink-4">
            Loading posts...
          </p>
        ) : posts.length === 0 ? (
          <p role="status" className="py-16 text-center text-lg text-ink-4">
            No blog posts found.
          </p>
        ) : (
          <PostGrid posts={posts} />
        )}
      </section>
    </div>
  );
}
