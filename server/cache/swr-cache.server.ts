/**
 * A small generic cache for upstream reads: fresh values are served from memory; a stale
 * value is served at once while one background refresh runs (stale-while-revalidate);
 * concurrent misses share one upstream call; a failed miss is remembered briefly so a down
 * upstream is not hammered. Keys are strings; values any type. See docs/decisions/040-reviews-cache.md.
 */

export interface SwrCacheOptions {
  /** How long a value is served without asking upstream. */
  freshMs: number;
  /** How long past freshness a value may still be served while it is refreshed. */
  staleMs: number;
  /** How long a failed load is remembered (the same error is rethrown); 0 = not at all. */
  errorMs?: number;
  /** Entries kept at most; the oldest is dropped first. */
  maxEntries?: number;
  now?: () => number;
  /** A background refresh failed: the stale value stays in use. */
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry<T> {
  value?: T;
  storedAt: number;
  error?: unknown;
  failedAt?: number;
}

export interface CacheOutcome {
  hit: 'fresh' | 'stale' | 'miss' | 'shared' | 'error';
}

/** Big enough for every key a site like this reads (a few hundred posts), small enough to bound memory. */
const DEFAULT_MAX_ENTRIES = 1_000;

export class SwrCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: SwrCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string, load: () => Promise<T>, outcome?: CacheOutcome): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    const now = this.now();
    if (entry && 'value' in entry && entry.value !== undefined) {
      const age = now - entry.storedAt;
      if (age < this.options.freshMs) {
        if (outcome) outcome.hit = 'fresh';
        return entry.value;
      }
      if (age < this.options.freshMs + this.options.staleMs) {
        if (outcome) outcome.hit = 'stale';
        if (!this.inFlight.has(key)) {
          this.refresh(key, load).catch((error: unknown) => this.options.onRefreshError?.(key, error));
        }
        return entry.value;
      }
    }
    if (entry?.failedAt !== undefined && now - entry.failedAt < (this.options.errorMs ?? 0)) {
      if (outcome) outcome.hit = 'error';
      throw entry.error;
    }
    const pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (pending) {
      if (outcome) outcome.hit = 'shared';
      return pending;
    }
    if (outcome) outcome.hit = 'miss';
    return this.refresh(key, load);
  }

  /**
   * What get() would answer at once, without waiting: a fresh value, or a stale one (whose
   * background refresh this starts); undefined when get() would have to wait for upstream.
   * Lets a caller render synchronously when it can (no loading state for a warm cache).
   */
  peek<T>(key: string, load: () => Promise<T>): T | undefined {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (!entry || entry.value === undefined) return undefined;
    const age = this.now() - entry.storedAt;
    if (age < this.options.freshMs) return entry.value;
    if (age >= this.options.freshMs + this.options.staleMs) return undefined;
    if (!this.inFlight.has(key)) this.refresh(key, load).catch((error: unknown) => this.options.onRefreshError?.(key, error));
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const promise = (async () => {
      try {
        const value = await load();
        this.store(key, { value, storedAt: this.now() });
        return value;
      } catch (error) {
        const previous = this.entries.get(key);
        // A stale value keeps serving; the failure is remembered only when there is nothing to serve.
        if (!previous || previous.value === undefined) this.store(key, { storedAt: 0, error, failedAt: this.now() });
        throw error;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, promise);
    return promise;
  }

  private store(key: string, entry: Entry<unknown>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const max = this.options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    while (this.entries.size > max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
