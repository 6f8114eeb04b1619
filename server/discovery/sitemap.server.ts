/**
 * GET /sitemap.xml: every route of the route table marked `sitemap: true`, then every post.
 * lastmod comes from the content (a post's last change; /blog takes its newest post); pages
 * whose content lives in the code carry none rather than a made-up date.
 */
import type { RequestHandler } from 'express';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import type { ContentSource } from '../blog/content-source.ts';
import type { Logger } from '../core/logger.server.ts';
import { escapeXml } from './xml.ts';
import { BLOG_TAG, setCacheTags, SITE_TAG } from '../http-cache/cache-tags.ts';

const CACHE_CONTROL = 'public, max-age=300';

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

/** W3C datetime as sitemaps want it: the date alone is enough and always valid. */
function lastmodOf(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

export function sitemapXml({ siteUrl, content, logger }: { siteUrl: string; content: ContentSource; logger: Logger }): RequestHandler {
  return async (_req, res) => {
    let posts: Awaited<ReturnType<ContentSource['getPosts']>> = [];
    try {
      posts = await content.getPosts();
    } catch (error) {
      // The pages are still worth listing; the posts come back with the source.
      logger.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'sitemap: posts unavailable, listing pages only',
      );
    }
    const newest = posts
      .map((post) => lastmodOf(post.updatedAt ?? post.publishDate))
      .filter(Boolean)
      .sort()
      .pop();
    const entries: UrlEntry[] = [
      ...ROUTE_TABLE.filter((route) => route.sitemap).map((route) => ({
        loc: `${siteUrl}${route.path === '/' ? '/' : route.path}`,
        lastmod: route.id === 'blog' ? newest : undefined,
      })),
      ...posts.map((post) => ({
        loc: `${siteUrl}/blog/${encodeURIComponent(post.slug)}`,
        lastmod: lastmodOf(post.updatedAt ?? post.publishDate),
      })),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      entries
        .map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`)
        .join('\n') +
      '\n</urlset>\n';
    res.setHeader('Cache-Control', CACHE_CONTROL);
    // They list the posts: a publish purges them from the cache tier with the blog's pages.
    setCacheTags(res, [SITE_TAG, BLOG_TAG]);
    res.type('application/xml').send(body);
  };
}
