/**
 * /blog/:slug: a post, its related posts and its head. A failing source shows a "try again"
 * message with 503 (noindex, never stored or kept by a cache in front: an outage, not
 * content); a post the source says does not exist answers 404.
 */
import type { BlogPostData } from '../../../shared/blog-data.ts';
import type { HeadOverride } from '../../../shared/head.ts';
import { SITE } from '../../../shared/site.ts';
import type { BlogPost } from '../../../shared/types.ts';
import { readingMinutes } from '../../../shared/blog/reading-time.ts';
import { relatedPosts } from '../../../shared/blog/related-posts.ts';
import { blogBreadcrumbSchema, blogPostingSchema } from '../../../server/blog/blog-structured-data.ts';
import { withoutInlineCover } from '../../../server/blog/inline-cover.server.ts';
import { attempt, type LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import { withStatus, type LoaderArgs } from '../../../server/loaders/route-loaders.server.ts';

/** Spec: a post's keywords are its tags plus local-area terms. */
export const LOCAL_AREA_KEYWORDS = ['Vancouver WA', 'Camas WA', 'Clark County', 'software consulting Vancouver WA'];
export const DEFAULT_POST_DESCRIPTION = `An article from the ${SITE.companyName} blog on software, cloud and AI for small businesses in Vancouver and Camas, WA.`;

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

export async function loader({ params }: LoaderArgs, deps: LoaderDeps) {
  const slug = params.slug ?? '';
  // The list (for related posts) in parallel: it is the cached list every blog page reads.
  const [{ value: post, failed }, list] = await Promise.all([
    attempt(deps, `blog post ${JSON.stringify(slug.slice(0, 100))}`, () => deps.content.getPostBySlug(slug), null),
    attempt(deps, 'blog posts', () => deps.content.getPosts({}), []),
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
