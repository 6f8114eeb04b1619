/**
 * The content cache: stale-while-revalidate over node-cache, for data that comes from a slow or
 * unreliable upstream (Contentful).
 *
 * - Fresh (younger than freshMs): served from memory.
 * - Stale: served from memory at once, and one background refresh is started. After the first
 *   load no visitor waits on the upstream.
 * - Upstream down: the last good value keeps being served (stale-on-error), the failure is
 *   logged, and the next refresh is not tried before errorBackoffMs.
 * - Cold miss: concurrent requests for the same key share one upstream call.
 * - purge(): every entry becomes stale and is refreshed in the background right away; the old
 *   value is kept until the new one arrives, so a purge during an outage loses nothing.
 * Unlike the reviews' SwrCache (swr-cache.server.ts), stale content is served for as long as the
 * upstream is down, and an operator can purge. See docs/decisions/031-content-cache.md.
 */
import NodeCache from 'node-cache';
import type { Logger } from '../logger.server.ts';

export type CacheEvent = 'hit' | 'stale' | 'miss' | 'refresh-failed' | 'purge';

/** Hooks for metrics (server/metrics) without this module depending on them. */
export interface CacheObserver {
  onEvent?(event: CacheEvent, cache: string): void;
  onUpstream?(outcome: 'ok' | 'error', seconds: number, cache: string): void;
}

export interface ContentCacheOptions {
  /** Name used in logs and metrics. */
  name: string;
  freshMs: number;
  /** After a failed refresh, keep serving stale for at least this long before trying again. */
  errorBackoffMs: number;
  /** Upper bound on keys, so random URLs cannot grow memory without end. */
  maxKeys: number;
  logger: Logger;
  observer?: CacheObserver;
  now?: () => number;
}

interface Slot<T> {
  value: T;
  fetchedAt: number;
  load: () => Promise<T>;
}

export interface SetOptions {
  /** Forget the value after this many seconds (0: keep it as the last good value for ever). */
  ttlSeconds?: number;
}

export class ContentCache {
  // useClones off: values are treated as immutable, and slots hold their loader function.
  private readonly store: NodeCache;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly failedAt = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: ContentCacheOptions) {
    this.store = new NodeCache({ stdTTL: 0, checkperiod: 120, useClones: false, maxKeys: options.maxKeys });
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string, load: () => Promise<T>, ttlOf?: (value: T) => number): Promise<T> {
    const slot = this.store.get<Slot<T>>(key);
    if (slot) {
      if (this.now() - slot.fetchedAt < this.options.freshMs) {
        this.event('hit');
        return slot.value;
      }
      this.event('stale');
      this.refreshInBackground(key, slot.load, ttlOf);
      return slot.value;
    }
    this.event('miss');
    return this.fetch(key, load, ttlOf);
  }

  /** Marks everything stale and refreshes it now; the old values stay until the new ones arrive. */
  purge(): number {
    const keys = this.store.keys();
    this.event('purge');
    this.failedAt.clear();
    for (const key of keys) {
      const slot = this.store.get<Slot<unknown>>(key);
      if (!slot) continue;
      slot.fetchedAt = Number.NEGATIVE_INFINITY;
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

  private fetch<T>(key: string, load: () => Promise<T>, ttlOf?: (value: T) => number): Promise<T> {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = performance.now();
    const promise = load()
      .then((value) => {
        this.upstream('ok', started);
        this.failedAt.delete(key);
        this.store_(key, { value, fetchedAt: this.now(), load }, ttlOf?.(value) ?? 0);
        return value;
      })
      .catch((error: unknown) => {
        this.upstream('error', started);
        this.failedAt.set(key, this.now());
        throw error;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private refreshInBackground<T>(key: string, load: () => Promise<T>, ttlOf?: (value: T) => number): void {
    if (this.inflight.has(key)) return;
    const failed = this.failedAt.get(key);
    if (failed !== undefined && this.now() - failed < this.options.errorBackoffMs) return;
    this.fetch(key, load, ttlOf).catch((error: unknown) => {
      this.event('refresh-failed');
      this.options.logger.warn(
        { cache: this.options.name, key, err: { message: error instanceof Error ? error.message : String(error) } },
        'upstream refresh failed, serving the last good content',
      );
    });
  }

  private store_<T>(key: string, slot: Slot<T>, ttlSeconds: number): void {
    try {
      this.store.set(key, slot, ttlSeconds);
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
