/**
 * Rendered pages kept briefly in memory, so a busy page is rendered a few times per TTL instead
 * of on every request (docs/decisions/051).
 *
 * - Key: crawler or browser, path and query, and a hash of the page's loader data and of the
 *   reviews a render would show now. New data (a new post, an edited title, new reviews) is a
 *   new key at once; nothing has to be purged.
 * - The per-request CSP nonce is kept: a render is stored split at its own nonce and each hit
 *   is joined with the new request's nonce, as is or as gzip compressed once at store time
 *   (nonce-gzip.server.ts).
 * - A few independent renders per key (VARIANTS), one picked at random per hit: what a render
 *   draws at random (the testimonials' start) stays random per visit.
 * - Rolling refresh: while the pool is short or its oldest render is older than TTL_MS, one
 *   request at a time renders afresh (replacing the oldest) and every other request is served
 *   from the pool; nothing older than MAX_AGE_MS is ever served. So what neither the loaders nor
 *   the reviews carry (the footer's year, a review's '3 days ago') is at most that old, and a
 *   busy page never renders for many requests at once.
 * - A key is admitted on its second request: one-off pages (404 probes, the contact form with
 *   its per-request start time) never push out the pages people actually read.
 * - Bounded by bytes, least recently used first out.
 */
import { precompress, precompressedSize, type PrecompressedPage } from './nonce-gzip.server.ts';

/**
 * Data and reviews are in the key, so the TTL bounds only what a render takes from the clock
 * (the footer's year, relative review dates). Each render holds the event loop for
 * milliseconds, every waiting request with it: at one minute a busy page renders a variant
 * every 7.5 s, not ten times a second, and the latency tail stays that of a cache hit.
 */
export const RENDER_CACHE_TTL_MS = 60_000;
/** Hard limit on the age of anything served: the TTL plus time to refresh the pool. */
export const RENDER_CACHE_MAX_AGE_MS = 120_000;
/** Renders kept per key: enough that a random start over a handful of testimonials still varies. */
export const RENDER_CACHE_VARIANTS = 8;
/** A few hundred distinct pages at full pool size; small beside the 150 MB RSS budget. */
export const RENDER_CACHE_MAX_BYTES = 24 * 2 ** 20;
/** Keys remembered for admission. */
const SEEN_MAX_KEYS = 10_000;

interface Variant {
  page: PrecompressedPage;
  bytes: number;
  storedAt: number;
}

interface Entry {
  variants: Variant[];
  /** A request is rendering a fresh variant for this key. */
  refreshing: boolean;
}

export type Lookup = { page: PrecompressedPage } | { capture: boolean };

export interface RenderCacheOptions {
  ttlMs?: number;
  maxAgeMs?: number;
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
  private readonly maxAgeMs: number;
  private readonly variantCount: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly random: () => number;
  readonly stats = { hits: 0, renders: 0, stored: 0, evicted: 0 };

  constructor(options: RenderCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RENDER_CACHE_TTL_MS;
    this.maxAgeMs = Math.max(options.maxAgeMs ?? RENDER_CACHE_MAX_AGE_MS, this.ttlMs);
    this.variantCount = options.variants ?? RENDER_CACHE_VARIANTS;
    this.maxBytes = options.maxBytes ?? RENDER_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** `dataFingerprint`: a digest of the loader data (data-fingerprint.server.ts). */
  static key(crawler: boolean, pathAndQuery: string, dataFingerprint: string): string {
    return `${crawler ? 'bot' : 'web'} ${pathAndQuery} ${dataFingerprint}`;
  }

  private dropOlderThan(entry: Entry, cutoff: number): void {
    while (entry.variants.length && entry.variants[0]!.storedAt <= cutoff) {
      this.bytes -= entry.variants.shift()!.bytes;
    }
  }

  /**
   * A stored render to send (join it with the request's nonce: identityBody / gzipBody), or
   * word to render; `capture` asks for the render to be offered back with `store` (or `abandon`).
   */
  lookup(key: string): Lookup {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry) {
      this.dropOlderThan(entry, now - this.maxAgeMs);
      if (entry.variants.length === 0 && !entry.refreshing) {
        this.entries.delete(key);
      } else {
        const stale = entry.variants.length < this.variantCount || entry.variants[0]!.storedAt <= now - this.ttlMs;
        if ((stale && !entry.refreshing) || entry.variants.length === 0) {
          entry.refreshing = true;
          this.stats.renders += 1;
          return { capture: true };
        }
        // Most recently used last.
        this.entries.delete(key);
        this.entries.set(key, entry);
        this.stats.hits += 1;
        return { page: entry.variants[Math.floor(this.random() * entry.variants.length)]!.page };
      }
    }
    this.stats.renders += 1;
    const seenUntil = this.seen.get(key);
    if (seenUntil !== undefined && seenUntil > now) {
      this.entries.set(key, { variants: [], refreshing: true });
      return { capture: true };
    }
    this.seen.delete(key);
    this.seen.set(key, now + this.ttlMs);
    if (this.seen.size > SEEN_MAX_KEYS) this.seen.delete(this.seen.keys().next().value!);
    return { capture: false };
  }

  /** Adds one complete render, rendered with `nonce` (compressed once here, for every later hit). */
  store(key: string, html: string, nonce: string): void {
    const entry = this.entries.get(key) ?? { variants: [], refreshing: false };
    this.entries.set(key, entry);
    entry.refreshing = false;
    if (html.length > this.maxBytes / 4) return;
    const page = precompress(html.split(nonce));
    const variant = { page, bytes: precompressedSize(page), storedAt: this.now() };
    if (entry.variants.length >= this.variantCount) this.dropOlderThan(entry, entry.variants[0]!.storedAt);
    entry.variants.push(variant);
    this.bytes += variant.bytes;
    this.stats.stored += 1;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.variants.reduce((sum, one) => sum + one.bytes, 0);
      this.stats.evicted += 1;
    }
  }

  /** The render asked for by `lookup` failed or was cut short: let another request try. */
  abandon(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.refreshing = false;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
