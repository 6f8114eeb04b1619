/**
 * Rendered pages kept briefly in memory, so a busy page is rendered a few times per TTL instead
 * of on every request (docs/decisions/051).
 *
 * - Key: crawler or browser, path and query, and a hash of the page's loader data. New data
 *   (a new post, an edited title) is a new key at once; nothing has to be purged.
 * - The per-request CSP nonce is kept: an entry is stored split at the nonce of the render it
 *   came from, and each hit is joined with the new request's nonce, as is or as gzip compressed
 *   once at store time (nonce-gzip.server.ts).
 * - A few independent renders per key (VARIANTS), one picked at random per hit: what a render
 *   draws at random (the testimonials' start) stays random per visit.
 * - Entries live TTL_MS: what the loaders do not carry (the reviews streamed under Suspense,
 *   the footer's year) is at most that much older than a fresh render.
 * - A key is admitted on its second request: one-off pages (404 probes, the contact form with
 *   its per-request start time) never push out the pages people actually read.
 * - Bounded by bytes, least recently used first out.
 */
import { createHash } from 'node:crypto';
import { precompress, precompressedSize, type PrecompressedPage } from './nonce-gzip.server.ts';

/** Well inside the reviews' 60 s freshness (spec section 7); long enough that a busy page renders rarely. */
export const RENDER_CACHE_TTL_MS = 5_000;
/** Renders kept per key: enough that a random start over a handful of testimonials still varies. */
export const RENDER_CACHE_VARIANTS = 8;
/** A few hundred distinct pages at full pool size; small beside the 150 MB RSS budget. */
export const RENDER_CACHE_MAX_BYTES = 24 * 2 ** 20;
/** Keys remembered for admission. */
const SEEN_MAX_KEYS = 10_000;

interface Entry {
  variants: PrecompressedPage[];
  bytes: number;
  expiresAt: number;
}

export interface RenderCacheOptions {
  ttlMs?: number;
  variants?: number;
  maxBytes?: number;
  now?: () => number;
  random?: () => number;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly seen = new Map<string, number>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly variantCount: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly random: () => number;
  readonly stats = { hits: 0, misses: 0, stored: 0, evicted: 0 };

  constructor(options: RenderCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RENDER_CACHE_TTL_MS;
    this.variantCount = options.variants ?? RENDER_CACHE_VARIANTS;
    this.maxBytes = options.maxBytes ?? RENDER_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  static key(crawler: boolean, pathAndQuery: string, loaderDataJson: string): string {
    return `${crawler ? 'bot' : 'web'} ${pathAndQuery} ${createHash('sha1').update(loaderDataJson).digest('base64url')}`;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
      return undefined;
    }
    return entry;
  }

  /** A stored render (join it with the request's nonce: identityBody / gzipBody), or undefined: render it (and offer it with `store`). */
  get(key: string): PrecompressedPage | undefined {
    const entry = this.live(key);
    if (!entry || entry.variants.length < this.variantCount) {
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits += 1;
    return entry.variants[Math.floor(this.random() * entry.variants.length)]!;
  }

  /** Whether a render of this key should be captured for the cache (second sighting on, pool not full). */
  wants(key: string): boolean {
    const entry = this.live(key);
    if (entry) return entry.variants.length < this.variantCount;
    const seenUntil = this.seen.get(key);
    if (seenUntil !== undefined && seenUntil > this.now()) return true;
    this.seen.delete(key);
    this.seen.set(key, this.now() + this.ttlMs);
    if (this.seen.size > SEEN_MAX_KEYS) this.seen.delete(this.seen.keys().next().value!);
    return false;
  }

  /** Adds one complete render, rendered with `nonce` (compressed once here, for every later hit). */
  store(key: string, html: string, nonce: string): void {
    if (html.length > this.maxBytes / 4) return;
    let entry = this.live(key);
    if (!entry) {
      entry = { variants: [], bytes: 0, expiresAt: this.now() + this.ttlMs };
      this.entries.set(key, entry);
    }
    if (entry.variants.length >= this.variantCount) return;
    const variant = precompress(html.split(nonce));
    const size = precompressedSize(variant);
    entry.variants.push(variant);
    entry.bytes += size;
    this.bytes += size;
    this.stats.stored += 1;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
      this.stats.evicted += 1;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
