/**
 * What goes in <head> for a page: computed once from the route table and the page's data,
 * rendered to HTML by the server and applied to the DOM by the client on navigation.
 */
import { SITE } from './site.ts';

/** A page's head as its route module declares it (routes/route-module.ts). */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Site-relative path of the social card; the default card when absent. */
  image?: string;
  /** Keep out of search results (the not-found page). */
  noindex?: boolean;
}

export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  /**
   * The page's own address, for search engines and shares (also og:url). A noindex page (the
   * not-found page, a missing post) has none: it is not a page to index or share, and without
   * its address its document is the same whatever path was asked for, so it can be stored once.
   */
  canonical?: string;
  image: string;
  ogType: 'website' | 'article';
  robots?: string;
  /** JSON-LD blocks (schema.org), rendered as application/ld+json. */
  jsonLd: object[];
}

/** What a loader may return (as `head`) to refine the route table's static metadata. */
export interface HeadOverride extends Partial<PageMeta> {
  ogType?: HeadTags['ogType'];
  jsonLd?: object[];
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function computeHead(meta: PageMeta, override: HeadOverride | undefined, siteUrl: string, pathname: string): HeadTags {
  const merged = { ...meta, ...override };
  return {
    title: merged.title,
    description: merged.description,
    keywords: (merged.keywords ?? []).join(', '),
    canonical: merged.noindex ? undefined : absoluteUrl(siteUrl, pathname),
    image: absoluteUrl(siteUrl, merged.image ?? SITE.defaultOgImage),
    ogType: override?.ogType ?? 'website',
    robots: merged.noindex ? 'noindex, follow' : undefined,
    jsonLd: override?.jsonLd ?? [],
  };
}

/** Named <meta> tags in a fixed order; the server and the client both use this list. */
export function metaEntries(head: HeadTags): Array<{ attr: 'name' | 'property'; key: string; content: string }> {
  const entries: Array<{ attr: 'name' | 'property'; key: string; content: string }> = [
    { attr: 'name', key: 'description', content: head.description },
    { attr: 'name', key: 'keywords', content: head.keywords },
    { attr: 'property', key: 'og:type', content: head.ogType },
    { attr: 'property', key: 'og:site_name', content: SITE.companyName },
    { attr: 'property', key: 'og:title', content: head.title },
    { attr: 'property', key: 'og:description', content: head.description },
    ...(head.canonical ? [{ attr: 'property' as const, key: 'og:url', content: head.canonical }] : []),
    { attr: 'property', key: 'og:image', content: head.image },
    { attr: 'property', key: 'og:image:width', content: '1200' },
    { attr: 'property', key: 'og:image:height', content: '630' },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: head.title },
    { attr: 'name', key: 'twitter:description', content: head.description },
    { attr: 'name', key: 'twitter:image', content: head.image },
  ];
  if (head.robots) entries.push({ attr: 'name', key: 'robots', content: head.robots });
  return entries;
}
