/**
 * The server's one cache for slow or unreliable upstreams: stale-while-revalidate over
 * node-cache. The blog's content (Contentful, docs/decisions/031-content-cache.md) and the
 * Google reviews (docs/decisions/042-reviews-sources.md) both read through it, each with its own
 * options, so both get the same tested behaviour:
 *
 * - Fresh (younger than freshMs): served from memory.
 * - Stale: served from memory at once, and one background refresh is started. After the first
 *   load no visitor waits on the upstream.
 * - maxStaleMs (optional): a value older than freshMs + maxStaleMs is no longer served, and the
 *   next read waits for the upstream as on a cold miss (reviews: a day). Unset, the last good
 *   value is served for as long as the upstream is down (content).
 * - Refresh fails: the last good value keeps being served, the failure is logged (or handed to
 *   onRefreshFailed), and the next refresh is not tried before errorBackoffMs.
 * - Cold miss: concurrent requests for the same key share one upstream call, and a failure
 *   rejects them all. With failedMissMemoryMs, reads within that time get the same error without
 *   asking the upstream again (reviews); without it the next read asks again (content).
 * - peek(): what get() would answer without waiting, for a synchronous first render pass.
 * - purge(): every entry becomes stale and is refreshed in the background right away; the old
 *   value is kept until the new one arrives, so a purge during an outage loses nothing.
 * - version: a number that grows whenever a value changes (a refresh that brings the same
 *   value does not count) or the cache is purged. The page cache keys finished pages with it.
 */
import NodeCache from 'node-cache';
import type { Logger } from '../core/logger.server.ts';

/**
 * How long an upstream call waits before it starts. Building a request costs the Contentful SDK
 * about a millisecond of main thread (more while its code is still cold), and a cold process
 * meets its first visitors in bursts: waiting lets the heads of every page in the burst go out
 * first (measured: first-byte max 21 -> 11 ms for 9 simultaneous requests; decision 067).
 * Against an upstream's tens to hundreds of milliseconds the wait does not show.
 */
export const UPSTREAM_START_DELAY_MS = 10;
const afterBurst = () => new Promise<void>((resolve) => setTimeout(resolve, UPSTREAM_START_DELAY_MS));

export type CacheEvent = 'hit' | 'stale' | 'miss' | 'refresh-failed' | 'purge';

/** Hooks for metrics (server/metrics) without this module depending on them. */
export interface CacheObserver {
  onEvent?(event: CacheEvent, cache: string): void;
  onUpstream?(outcome: 'ok' | 'error', seconds: number, cache: string): void;
}

export interface UpstreamCacheOptions {
  /** Name used in logs and metrics. */
  name: string;
  freshMs: number;
  /** How long past freshness a value may still be served while it is refreshed; unset: no limit. */
  maxStaleMs?: number;
  /** After a failed refresh, keep serving stale for at least this long before trying again. */
  errorBackoffMs: number;
  /** After a failed cold miss, rethrow its error for this long instead of asking again (default 0). */
  failedMissMemoryMs?: number;
  /** Upper bound on keys, so random URLs cannot grow memory without end. */
  maxKeys: number;
  logger: Logger;
  observer?: CacheObserver;
  /** Replaces the default warning when a background refresh fails (the stale value stays in use). */
  onRefreshFailed?: (key: string, error: unknown) => void;
  now?: () => number;
}

interface Slot<T> {
  value: T;
  fetchedAt: number;
  load: () => Promise<T>;
  /** Set by purge(): stale whatever its age, while a bounded stale window still counts from fetchedAt. */
  purged?: boolean;
}

interface Failure {
  at: number;
  error: unknown;
}

export class UpstreamCache {
  // useClones off: values are treated as immutable, and slots hold their loader function.
  private readonly store: NodeCache;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly failures = new Map<string, Failure>();
  private readonly now: () => number;
  private changes = 0;

  constructor(private readonly options: UpstreamCacheOptions) {
    this.store = new NodeCache({ stdTTL: 0, checkperiod: 120, useClones: false, maxKeys: options.maxKeys });
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const slot = this.servable<T>(key);
    if (slot) {
      if (this.isFresh(slot)) {
        this.event('hit');
        return slot.value;
      }
      this.event('stale');
      this.refreshInBackground(key, slot.load);
      return slot.value;
    }
    this.event('miss');
    const failure = this.failures.get(key);
    if (failure && this.now() - failure.at < (this.options.failedMissMemoryMs ?? 0)) throw failure.error;
    return this.fetch(key, load);
  }

  /**
   * The value get() would answer at once (fresh, or stale: then its background refresh starts),
   * or undefined when get() would have to wait for the upstream. Lets a renderer show a warm value
   * in its first pass. Counts no event: the caller knows whether it will call get() next.
   */
  peek<T>(key: string): T | undefined {
    const slot = this.servable<T>(key);
    if (!slot) return undefined;
    if (!this.isFresh(slot)) this.refreshInBackground(key, slot.load);
    return slot.value;
  }

  /** Grows whenever what this cache serves changes (a new value, a purge). */
  get version(): number {
    return this.changes;
  }

  /** Marks everything stale and refreshes it now; the old values stay until the new ones arrive. */
  purge(): number {
    const keys = this.store.keys();
    this.changes += 1;
    this.event('purge');
    this.failures.clear();
    for (const key of keys) {
      const slot = this.store.get<Slot<unknown>>(key);
      if (!slot) continue;
      slot.purged = true;
      this.refreshInBackground(key, slot.load);
    }
    return keys.length;
  }

  /** Waits for the refreshes running now (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inflight.values()]);
  }

  get size(): number {
    return this.store.keys().length;
  }

  /** The slot if its value may still be served (within the stale window, when there is one). */
  private servable<T>(key: string): Slot<T> | undefined {
    const slot = this.store.get<Slot<T>>(key);
    if (!slot) return undefined;
    const { freshMs, maxStaleMs } = this.options;
    if (maxStaleMs !== undefined && this.now() - slot.fetchedAt >= freshMs + maxStaleMs) return undefined;
    return slot;
  }

  private isFresh(slot: Slot<unknown>): boolean {
    return !slot.purged && this.now() - slot.fetchedAt < this.options.freshMs;
  }

  private fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = performance.now();
    // The upstream call starts a little later: building a request then comes after the
    // responses that can already start, such as the head of a page waiting on this very call
    // (decisions 053, 067).
    const promise = afterBurst()
      .then(load)
      .then((value) => {
        this.upstream('ok', started);
        this.failures.delete(key);
        this.keep(key, { value, fetchedAt: this.now(), load });
        return value;
      })
      .catch((error: unknown) => {
        this.upstream('error', started);
        this.failures.set(key, { at: this.now(), error });
        // Bounded like the values: the oldest failure goes first (a Map keeps insertion order).
        if (this.failures.size > this.options.maxKeys) this.failures.delete(this.failures.keys().next().value!);
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private refreshInBackground<T>(key: string, load: () => Promise<T>): void {
    if (this.inflight.has(key)) return;
    const failure = this.failures.get(key);
    if (failure && this.now() - failure.at < this.options.errorBackoffMs) return;
    this.fetch(key, load).catch((error: unknown) => {
      this.event('refresh-failed');
      if (this.options.onRefreshFailed) return this.options.onRefreshFailed(key, error);
      this.options.logger.warn(
        { cache: this.options.name, key, err: { message: error instanceof Error ? error.message : String(error) } },
        'upstream refresh failed, serving the last good content',
      );
    });
  }

  private keep<T>(key: string, slot: Slot<T>): void {
    // node-cache refuses every set once it holds maxKeys, even for a key it already has: replace
    // such a key, or a full cache would never take a refreshed value and refresh on every read.
    const previous = this.store.get<Slot<T>>(key);
    // A refresh that brings the same value (most of them) leaves the pages made from it valid.
    if (!previous || JSON.stringify(previous.value) !== JSON.stringify(slot.value)) this.changes += 1;
    if (previous) this.store.del(key);
    try {
      // Kept until replaced or purged: the last good value outlives any outage.
      this.store.set(key, slot);
    } catch {
      // Full (maxKeys): serve this value without keeping it rather than evict good content.
      this.options.logger.debug({ cache: this.options.name, key }, 'cache full, value not kept');
    }
  }

  private event(event: CacheEvent): void {
    this.options.observer?.onEvent?.(event, this.options.name);
  }

  private upstream(outcome: 'ok' | 'error', started: number): void {
    this.options.observer?.onUpstream?.(outcome, (performance.now() - started) / 1000, this.options.name);
  }
}
