/**
 * The pages fetched ahead of a click (prefetch-on-intent.ts), until the click comes: a small
 * map from a path (and query) to its /api/route-data answer, bounded in entries and bytes and
 * short-lived. Each answer carries the content version it was made under (the server's
 * `Content-Version` header); once any answer shows another version (a publish, a purge), the
 * entries made under the old one are dropped, so a publish is never hidden behind a prefetch
 * that came before it (docs/decisions/093).
 */

export interface Prefetched<Body> {
  body: Body;
  /** Size of the answer as received (UTF-8 bytes of its JSON). */
  bytes: number;
  /** The server's content version when it answered ('' when it did not say). */
  version: string;
}

export interface PrefetchCacheOptions {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<Body> {
  storedAt: number;
  promise: Promise<Body>;
  /** Set once the answer has arrived. */
  settled?: Prefetched<Body>;
}

export interface PrefetchCache<Body> {
  /** The answer for this path (arrived or still on its way), or undefined when none is usable. */
  get(key: string): Promise<Body> | undefined;
  /** The answer for this path if it has arrived (no waiting a turn for a promise), else undefined. */
  peek(key: string): Body | undefined;
  /** Whether a usable entry (arrived or on its way) exists: nothing to fetch again. */
  has(key: string): boolean;
  /** Stores what `load` will answer; a failed load leaves nothing behind. */
  put(key: string, load: Promise<Prefetched<Body>>): Promise<Body>;
  /** A version the server answered with (a navigation's own request, too). */
  noteVersion(version: string): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPrefetchCache<Body>({ maxEntries, maxBytes, ttlMs, now = Date.now }: PrefetchCacheOptions): PrefetchCache<Body> {
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry<Body>>();
  let bytes = 0;
  let latestVersion: string | undefined;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.settled?.bytes ?? 0;
  };
  const shrink = () => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      drop(key);
    }
  };
  const usable = (key: string): Entry<Body> | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const outdated = entry.settled && latestVersion !== undefined && entry.settled.version !== latestVersion;
    if (now() - entry.storedAt > ttlMs || outdated) return void drop(key);
    return entry;
  };
  const noteVersion = (version: string) => {
    if (version === latestVersion) return;
    latestVersion = version;
    for (const [key, entry] of entries) if (entry.settled && entry.settled.version !== version) drop(key);
  };

  return {
    get(key) {
      const entry = usable(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.promise;
    },
    peek(key) {
      const entry = usable(key);
      if (!entry?.settled) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.settled.body;
    },
    has: (key) => usable(key) !== undefined,
    put(key, load) {
      drop(key);
      const entry: Entry<Body> = { storedAt: now(), promise: Promise.resolve(null as Body) };
      entry.promise = load.then(
        (answer) => {
          if (entries.get(key) === entry) {
            entry.settled = answer;
            bytes += answer.bytes;
          }
          noteVersion(answer.version);
          shrink();
          return answer.body;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) drop(key);
          throw error;
        },
      );
      // Nobody may ever ask for it: its failure is not an unhandled rejection.
      entry.promise.catch(() => undefined);
      entries.set(key, entry);
      shrink();
      return entry.promise;
    },
    noteVersion,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
