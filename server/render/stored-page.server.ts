/**
 * Sends a page from the page cache (page-cache.server.ts): 304 when the browser has it, else the
 * smallest encoding the browser accepts, precompressed once per content version. A
 * Content-Encoding header tells the compression middleware to leave the body alone.
 */
import type { Request, Response } from 'express';
import { preferredEncoding } from '../core/content-encoding.ts';
import { startSpan } from '../tracing/spans.ts';
import type { CachedPage, PageCache } from './page-cache.server.ts';
import { cacheControlFor } from './request-plan.server.ts';

function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export function sendStoredPage(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControlFor(page.status, false));
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // 304 stands for a 200 only (RFC 9110 13.2.1): a stored 404 is sent whole every time.
  if (page.status === 200 && ifNoneMatch(req, page.etag)) return void res.status(304).end();
  const encoding = preferredEncoding(req.get('accept-encoding'), () => true);
  const body = encoding ? page[encoding] : page.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}

/**
 * Looks pages up in the cache, and keeps one render per page at a time: a page being rendered
 * for someone else (after a publish, a burst of visitors on /) is waited for and served from
 * what that render stored, instead of being rendered again. At most one entry per request in
 * flight, each gone when its response is.
 */
export function storedPageLookup(cache: PageCache) {
  const rendering = new Map<string, Promise<void>>();
  /** The stored page, else undefined and `res` is the one rendering it (until it closes). */
  return async function storedPage(key: string, version: string, res: Response): Promise<CachedPage | undefined> {
    const span = startSpan('page cache');
    let page = cache.get(key, version);
    span?.end({ 'page_cache.result': page ? 'hit' : 'miss' });
    const pending = page ? undefined : rendering.get(key);
    if (pending) {
      await pending;
      page = cache.get(key, version);
    }
    if (!page && !rendering.has(key)) {
      const done = new Promise<void>((resolve) => res.once('close', resolve));
      rendering.set(key, done);
      void done.then(() => rendering.delete(key));
    }
    return page;
  };
}
