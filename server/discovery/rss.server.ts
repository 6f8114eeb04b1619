/** GET /blog/rss.xml: the blog as an RSS 2.0 feed, newest first, with absolute links. */
import type { RequestHandler } from 'express';
import { SITE } from '../../shared/site.ts';
import { ROUTES_BY_ID } from '../../routes/server/route-table.ts';
import type { ContentSource } from '../blog/content-source.ts';
import type { Logger } from '../core/logger.server.ts';
import { escapeXml } from './xml.ts';
import { BLOG_TAG, setCacheTags, SITE_TAG } from '../http-cache/cache-tags.ts';

/** Feed readers poll; a few dozen items cover any reader's gap. */
export const FEED_ITEMS = 50;
const CACHE_CONTROL = 'public, max-age=300';

/** RFC 822 dates, as RSS 2.0 requires (toUTCString gives exactly that form). */
function rfc822(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

export function rssFeed({ siteUrl, content, logger }: { siteUrl: string; content: ContentSource; logger: Logger }): RequestHandler {
  return async (_req, res) => {
    let posts: Awaited<ReturnType<ContentSource['getPosts']>> = [];
    try {
      posts = await content.getPosts({ limit: FEED_ITEMS });
    } catch (error) {
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'rss: posts unavailable, empty feed');
    }
    const blogUrl = `${siteUrl}/blog`;
    const items = posts.map((post) => {
      const link = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
      const date = rfc822(post.publishDate);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        date ? `      <pubDate>${date}</pubDate>` : '',
        post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : '',
        post.category ? `      <category>${escapeXml(post.category.name)}</category>` : '',
        post.author ? `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    });
    const lastBuild = rfc822(posts[0]?.updatedAt ?? posts[0]?.publishDate);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '  <channel>',
      `    <title>${escapeXml(`${SITE.companyName} Blog`)}</title>`,
      `    <link>${escapeXml(blogUrl)}</link>`,
      `    <description>${escapeXml(ROUTES_BY_ID.blog.meta.description)}</description>`,
      '    <language>en-us</language>',
      `    <atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      lastBuild ? `    <lastBuildDate>${lastBuild}</lastBuildDate>` : '',
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ]
      .filter((line, index, all) => line !== '' || index === all.length - 1)
      .join('\n');
    res.setHeader('Cache-Control', CACHE_CONTROL);
    // They list the posts: a publish purges them from the cache tier with the blog's pages.
    setCacheTags(res, [SITE_TAG, BLOG_TAG]);
    res.type('application/rss+xml').send(body);
  };
}
