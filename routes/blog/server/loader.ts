/**
 * /blog and /blog?category=<id>: a page of posts. A failing source never fails the page: the
 * list shows its empty state (200). A category the site does not have (an old link, an invented
 * value) shows the whole list, exactly as /blog: its data names no category, so the page is
 * /blog's stored page and a flood of invented values renders nothing new (docs/decisions/089).
 */
import { askedCategory, type BlogListData } from '../../../shared/blog-data.ts';
import type { HeadOverride } from '../../../shared/head.ts';
import { SITE } from '../../../shared/site.ts';
import type { Category } from '../../../shared/types.ts';
import { withoutInlineCover } from '../../../server/blog/inline-cover.server.ts';
import { attempt, type LoaderDeps } from '../../../server/loaders/loader-deps.ts';
import type { LoaderArgs } from '../../../server/loaders/route-loaders.server.ts';

export async function loader({ url }: LoaderArgs, deps: LoaderDeps): Promise<BlogListData> {
  const asked = askedCategory(url.searchParams);
  // In parallel: the content source answers an unknown category with an empty list at once.
  const [filtered, categories] = await Promise.all([
    attempt(deps, 'blog posts', () => deps.content.getPosts(asked ? { categoryId: asked } : {}), []),
    attempt(deps, 'blog categories', () => deps.content.getCategories(), [] as Category[]),
  ]);
  const category = categories.value.find((candidate) => candidate.id === asked);
  const posts =
    asked && !category && !categories.failed ? await attempt(deps, 'blog posts', () => deps.content.getPosts({}), []) : filtered;
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
