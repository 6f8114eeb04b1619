/**
 * Finished pages, stored precompressed (docs/decisions/071): every visitor gets the same
 * document for the same content, so a page is rendered once per content version (an older
 * version's entry is a miss). Only known pages are admitted (request-plan's pageCacheKey), and
 * the cache is bounded in bytes: the least recently used pages go first.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Response } from 'express';
import { startSpan } from '../tracing/spans.ts';

export interface CachedPage {
  version: string;
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Default bound on what the cache holds (all three encodings of every page counted). */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;

const sizeOf = (page: CachedPage, key: string) => page.identity.length + page.gzip.length + page.br.length + key.length * 2 + 200;

export function compressPage(html: string, version: string, status = 200): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  // Quality 5: most of quality 11's gain at a small part of its time; a page is compressed once per version.
  const br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } });
  const gzip = gzipSync(identity, { level: 6 });
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { version, status, etag, identity, gzip, br };
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(readonly maxBytes = PAGE_CACHE_MAX_BYTES) {}

  /** The page stored for this key under this content version, or undefined. */
  get(key: string, version: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.version !== version) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so eviction takes the first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page, key);
    if (size > this.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(old, oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page, key);
  }
}

/** Looks pages up, and keeps one render per page at a time: a burst on one page waits for the render already under way. */
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
