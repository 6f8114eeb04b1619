/** schema.org blocks for a post page: BlogPosting (the article) and BreadcrumbList (Home > Blog > post). */
import { absoluteUrl } from '../../shared/head.ts';
import { SITE } from '../../shared/site.ts';
import type { BlogPost } from '../../shared/types.ts';
import { href, postHref } from '../../shared/route-paths.ts';

export function blogPostingSchema(post: BlogPost, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, postHref(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt || undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(siteUrl, post.coverImage?.url ?? SITE.defaultOgImage),
    datePublished: post.publishDate || undefined,
    dateModified: post.updatedAt ?? (post.publishDate || undefined),
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: SITE.companyName },
    publisher: {
      '@type': 'Organization',
      name: SITE.companyName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
    },
    articleSection: post.category?.name,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
  };
}

export function blogBreadcrumbSchema(post: BlogPost, siteUrl: string): Record<string, unknown> {
  const items = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: href('blog') },
    { name: post.title, path: postHref(post.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}
