/**
 * Which cache tags a Contentful webhook's publish changes. A post (an Entry of type blogPost
 * whose body carries its slug) changes the pages that list posts and its own page; anything
 * else (a category, an author, an asset, an unpublish whose body has no fields) may change what
 * every page's frame shows, so the whole site is purged.
 */
import { BLOG_TAG, postTag, SITE_TAG } from './cache-tags.ts';

/** Longer than any slug the site serves; a longer value is not a slug and purges the site. */
const SLUG_MAX_CHARS = 200;

interface WebhookEntity {
  sys?: { type?: unknown; contentType?: { sys?: { id?: unknown } } };
  fields?: { slug?: Record<string, unknown> };
}

export function publishTags(body: string): string[] {
  let entity: WebhookEntity;
  try {
    entity = JSON.parse(body) as WebhookEntity;
  } catch {
    return [SITE_TAG];
  }
  if (entity?.sys?.type !== 'Entry' || entity.sys.contentType?.sys?.id !== 'blogPost') return [SITE_TAG];
  // One value per locale; every locale's slug is a page.
  const slugs = Object.values(entity.fields?.slug ?? {}).filter(
    (slug): slug is string => typeof slug === 'string' && slug.length > 0 && slug.length <= SLUG_MAX_CHARS,
  );
  if (slugs.length === 0) return [SITE_TAG];
  return [BLOG_TAG, ...new Set(slugs.map(postTag))];
}
