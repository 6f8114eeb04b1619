/**
 * What a shareable page shows, named as cache tags (docs/decisions/102): the shared cache tier
 * (Varnish's xkey) and a CDN in front (Surrogate-Key) store each page under them, and a publish
 * purges by tag. Tags come from the route the path matches and nothing else a visitor sends, so
 * their number and length are bounded (a slug is bounded by matchRoute's path limit).
 */
import type { Response } from 'express';
import { matchRoute } from '../../shared/match-route.ts';
import type { RouteId } from '../../shared/route-paths.ts';
import { SERVICES } from '../../shared/services.ts';

/** Every shared page: the frame shows the blog's categories, so every page carries content. */
export const SITE_TAG = 'site';
/** The pages that list posts: the blog and its categories, the home page's latest posts, the feed, the sitemap. */
export const BLOG_TAG = 'blog';
/** The pages whose testimonials carousel shows the Google reviews. */
export const REVIEWS_TAG = 'reviews';
/** Varnish's xkey vmod reads this response header; the VCL strips it before visitors see it. */
export const XKEY_HEADER = 'xkey';
/** The same keys for a CDN in front of the tier (Fastly's name, which others adopted). */
export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/** A post's own tag. Spaces and commas separate tags, so a slug is reduced to the characters slugs use. */
export const postTag = (slug: string) => `post:${slug.toLowerCase().replace(/[^a-z0-9._~-]/g, '_')}`;

const LISTS_POSTS = new Set<RouteId>(['home', 'blog']);
const SHOWS_REVIEWS = new Set<RouteId>(['home', 'about-us', ...SERVICES.map((service) => service.id as RouteId)]);

/** The tags of the page at `pathname` (a path the router matched; an unknown one gets the site's tag only). */
export function pageCacheTags(pathname: string): string[] {
  const { routeId, params } = matchRoute(pathname);
  const tags = [SITE_TAG];
  if (LISTS_POSTS.has(routeId)) tags.push(BLOG_TAG);
  if (routeId === 'blog-post' && params.slug) tags.push(postTag(params.slug));
  if (SHOWS_REVIEWS.has(routeId)) tags.push(REVIEWS_TAG);
  return tags;
}

/** Names what a response shows, for the tier and for a CDN; only for answers a shared cache may keep. */
export function setCacheTags(res: Response, tags: readonly string[]): void {
  const value = tags.join(' ');
  res.setHeader(XKEY_HEADER, value);
  res.setHeader(SURROGATE_KEY_HEADER, value);
}

/** writeHead's one call: a shareable page names its tags; any other answer (even one rewritten to 500 before its first byte) names none. */
export function writePageCacheTags(res: Response, shareable: boolean): void {
  if (shareable) return setCacheTags(res, pageCacheTags(res.req.path));
  res.removeHeader(XKEY_HEADER);
  res.removeHeader(SURROGATE_KEY_HEADER);
}
