/**
 * Blog data as JSON for other consumers (docs/product.md: blog data under /api/blog/...):
 *   GET /api/blog/categories            { categories }
 *   GET /api/blog/posts?category={id}   { posts }   (summaries, newest first; limit= optional)
 *   GET /api/blog/posts/{slug}          { post }    404 { message: 'Post not found.' }
 * Served through the content cache; when the source is down and nothing is cached, 503 with
 * Retry-After (an API client can tell "no posts" from "cannot say right now").
 */
import { Router, type Response } from 'express';
import type { ContentSource } from './content-source.ts';
import type { Logger } from '../core/logger.server.ts';

/** Content is fresh for up to 60 s at the source; shared caches may keep it as long. */
const CACHE_CONTROL = 'public, max-age=60';
const RETRY_AFTER_SECONDS = 30;
/** The most posts one list answer carries when a limit is asked for. */
const MAX_LIMIT = 100;

export function blogApi({ content, logger }: { content: ContentSource; logger: Logger }): Router {
  const router = Router();

  const unavailable = (res: Response, error: unknown) => {
    logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'blog api: content source unavailable');
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ message: 'The blog is briefly unavailable. Please try again shortly.' });
  };

  router.get('/categories', async (_req, res) => {
    try {
      const categories = await content.getCategories();
      res.setHeader('Cache-Control', CACHE_CONTROL).json({ categories });
    } catch (error) {
      unavailable(res, error);
    }
  });

  router.get('/posts', async (req, res) => {
    const category = typeof req.query.category === 'string' && req.query.category.trim() ? req.query.category.trim() : undefined;
    const rawLimit = typeof req.query.limit === 'string' ? Number(req.query.limit) : undefined;
    if (rawLimit !== undefined && (!Number.isInteger(rawLimit) || rawLimit < 1 || rawLimit > MAX_LIMIT)) {
      return void res.status(400).json({ message: `limit must be a whole number from 1 to ${MAX_LIMIT}` });
    }
    try {
      const posts = await content.getPosts({ categoryId: category, limit: rawLimit });
      res.setHeader('Cache-Control', CACHE_CONTROL).json({ posts });
    } catch (error) {
      unavailable(res, error);
    }
  });

  router.get('/posts/:slug', async (req, res) => {
    try {
      const post = await content.getPostBySlug(req.params.slug);
      if (!post) return void res.status(404).json({ message: 'Post not found.' });
      res.setHeader('Cache-Control', CACHE_CONTROL).json({ post });
    } catch (error) {
      unavailable(res, error);
    }
  });

  return router;
}
