/**
 * Server loaders of /blog and /blog/:slug (the routes' loaders, routes/blog/server/loader.ts and routes/blog-post/server/loader.ts, call them). A failing
 * source never fails the page: the list shows its empty state (200); a post shows a "try
 * again" message with 503 (noindex, never stored or kept by a cache in front, Retry-After:
 * an outage, not content); a post the source says does not exist answers 404.
 */
import type { BlogListData, BlogPostData } from '../../shared/blog-data.ts';
import type { HeadOverride } from '../../shared/head.ts';
import { SITE } from '../../shared/site.ts';
import type { BlogPost, Category } from '../../shared/types.ts';
import type { ContentSource } from './content-source.ts';
import type { Logger } from '../core/logger.server.ts';
import { withStatus, type LoaderArgs } from '../render/route-loaders.server.ts';
import { blogBreadcrumbSchema, blogPostingSchema } from './blog-structured-data.ts';
import { readingMinutes } from '../../shared/blog/reading-time.ts';
import { relatedPosts } from '../../shared/blog/related-posts.ts';
import { withoutInlineCover } from './inline-cover.server.ts';

export interface BlogLoaderDeps {
  content: ContentSource;
  logger: Logger;
  publicConfig: { siteUrl: string };
}

/** Spec: a post's keywords are its tags plus local-area terms. */
export const LOCAL_AREA_KEYWORDS = ['Vancouver WA', 'Camas WA', 'Clark County', 'software consulting Vancouver WA'];
export const DEFAULT_POST_DESCRIPTION = `An article from the ${SITE.companyName} blog on software, cloud and AI for small businesses in Vancouver and Camas, WA.`;

async function safely<T>(deps: BlogLoaderDeps, what: string, load: () => Promise<T>, fallback: T): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await load(), failed: false };
  } catch (error) {
    deps.logger.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      `${what} unavailable, showing the empty state`,
    );
    return { value: fallback, failed: true };
  }
}

/**
 * /blog and /blog?category=<id>. A category the site does not have (an old link, an invented
 * value) shows the whole list, exactly as /blog: its data names no category, so the page is
 * /blog's stored page and a flood of invented values renders nothing new (docs/decisions/089).
 */
export async function blogListLoader({ url }: LoaderArgs, deps: BlogLoaderDeps): Promise<BlogListData> {
  const asked = url.searchParams.get('category')?.trim() || null;
  // In parallel: the content source answers an unknown category with an empty list at once.
  const [filtered, categories] = await Promise.all([
    safely(deps, 'blog posts', () => deps.content.getPosts(asked ? { categoryId: asked } : {}), []),
    safely(deps, 'blog categories', () => deps.content.getCategories(), [] as Category[]),
  ]);
  const category = categories.value.find((candidate) => candidate.id === asked);
  const posts = asked && !category && !categories.failed ? await safely(deps, 'blog posts', () => deps.content.getPosts({}), []) : filtered;
  const head: HeadOverride | undefined = category
    ? {
        title: `${category.name} Articles | Blog | ${SITE.companyName}`,
        description: `Articles on ${category.name.toLowerCase()} for small and medium businesses in Vancouver and Camas, WA.`,
      }
    : undefined;
  return {
    // Only the first card's cover is in view on arrival (the page's largest paint): it alone keeps its inline copy.
    posts: posts.value.map((post, index) => (index === 0 ? post : withoutInlineCover(post))),
    categories: categories.value,
    // Categories unavailable: whether the asked one exists is unknown, so the page keeps it (and is not stored as /blog).
    categoryId: category ? category.id : categories.failed ? asked : null,
    head,
    crumb: category ? `Blog: ${category.name}` : undefined,
  };
}

export function postHead(post: BlogPost, siteUrl: string): HeadOverride {
  return {
    title: `${post.title} | ${SITE.companyName}`,
    description: post.excerpt.trim() || DEFAULT_POST_DESCRIPTION,
    keywords: [...post.tags, ...LOCAL_AREA_KEYWORDS],
    image: post.coverImage?.url ?? SITE.defaultOgImage,
    ogType: 'article',
    jsonLd: [blogPostingSchema(post, siteUrl), blogBreadcrumbSchema(post, siteUrl)],
  };
}

export async function blogPostLoader({ params }: LoaderArgs, deps: BlogLoaderDeps) {
  const slug = params.slug ?? '';
  // The list (for related posts) in parallel: it is the cached list every blog page reads.
  const [{ value: post, failed }, list] = await Promise.all([
    safely(deps, `blog post ${JSON.stringify(slug.slice(0, 100))}`, () => deps.content.getPostBySlug(slug), null),
    safely(deps, 'blog posts', () => deps.content.getPosts({}), []),
  ]);
  if (failed) {
    const unavailable: BlogPostData = {
      post: null,
      unavailable: true,
      head: { title: `Blog | ${SITE.companyName}`, description: DEFAULT_POST_DESCRIPTION, noindex: true },
    };
    return withStatus(unavailable, 503);
  }
  if (!post) {
    const missing: BlogPostData = {
      post: null,
      head: { title: `Post not found | ${SITE.companyName}`, description: DEFAULT_POST_DESCRIPTION, noindex: true },
      crumb: 'Post not found',
    };
    return withStatus(missing, 404);
  }
  const found: BlogPostData = {
    post,
    head: postHead(post, deps.publicConfig.siteUrl),
    crumb: post.title,
    readingMinutes: readingMinutes(post.content),
    related: relatedPosts(post, list.value).map(withoutInlineCover),
  };
  return found;
}
