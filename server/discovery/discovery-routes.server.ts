/** robots.txt, sitemap.xml and the blog feed, mounted before the page catch-all (which would take /blog/rss.xml for a post). */
import { Router } from 'express';
import type { ContentSource } from '../blog/content-source.ts';
import type { Logger } from '../core/logger.server.ts';
import { robotsTxt } from './robots.server.ts';
import { rssFeed } from './rss.server.ts';
import { BLOG_FEED_PATH } from '../../shared/blog-data.ts';
import { sitemapXml } from './sitemap.server.ts';

export function discoveryRoutes(deps: { siteUrl: string; content: ContentSource; logger: Logger }): Router {
  const router = Router();
  router.get('/robots.txt', robotsTxt(deps.siteUrl));
  router.get('/sitemap.xml', sitemapXml(deps));
  router.get(BLOG_FEED_PATH, rssFeed(deps));
  return router;
}
