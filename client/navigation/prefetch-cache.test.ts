import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes/server/route-table.ts';
import { PER_VISITOR_ROUTE_IDS } from '../../shared/route-paths.ts';
import { createPrefetchCache, type Prefetched } from './prefetch-cache.ts';

const answer = (body: string, bytes = 10, version = '1.0'): Promise<Prefetched<string>> => Promise.resolve({ body, bytes, version });

function cacheAt(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = createPrefetchCache<string>({ maxEntries: 3, maxBytes: 100, ttlMs: 30_000, ...options, now: () => clock.now });
  return { cache, clock };
}

describe('prefetch cache', () => {
  it('hands a stored answer to the click, also while it is still on its way', async () => {
    const { cache } = cacheAt();
    let arrive!: (value: Prefetched<string>) => void;
    void cache.put('/about-us', new Promise((resolve) => (arrive = resolve)));
    const waiting = cache.get('/about-us');
    expect(waiting).toBeDefined();
    arrive({ body: 'about', bytes: 5, version: '1.0' });
    await expect(waiting).resolves.toBe('about');
    await expect(cache.get('/about-us')).resolves.toBe('about');
    expect(cache.get('/blog')).toBeUndefined();
  });

  it('hands an arrived answer over at once (peek), and nothing while it is on its way', async () => {
    const { cache, clock } = cacheAt({ ttlMs: 30_000 });
    let arrive!: (value: Prefetched<string>) => void;
    const arrived = cache.put('/about-us', new Promise((resolve) => (arrive = resolve)));
    expect(cache.peek('/about-us')).toBeUndefined();
    arrive({ body: 'about', bytes: 5, version: '1.0' });
    await arrived;
    expect(cache.peek('/about-us')).toBe('about');
    expect(cache.peek('/blog')).toBeUndefined();
    clock.now += 30_001;
    expect(cache.peek('/about-us')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache } = cacheAt({ maxEntries: 3 });
    for (const path of ['/a', '/b', '/c']) await cache.put(path, answer(path));
    expect(cache.get('/a')).toBeDefined(); // /a is now the most recently used
    await cache.put('/d', answer('/d'));
    expect(cache.size).toBe(3);
    expect(cache.has('/b')).toBe(false);
    expect(['/a', '/c', '/d'].every((path) => cache.has(path))).toBe(true);
  });

  it('keeps at most maxBytes, and never an answer larger than that alone', async () => {
    const { cache } = cacheAt({ maxEntries: 10, maxBytes: 100 });
    await cache.put('/a', answer('/a', 40));
    await cache.put('/b', answer('/b', 40));
    await cache.put('/c', answer('/c', 40));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.has('/a')).toBe(false);
    expect(cache.has('/c')).toBe(true);
    // Still handed to whoever waits for it, but not kept.
    await expect(cache.put('/huge', answer('/huge', 101))).resolves.toBe('/huge');
    expect(cache.has('/huge')).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it('forgets an answer after ttlMs', async () => {
    const { cache, clock } = cacheAt({ ttlMs: 30_000 });
    await cache.put('/a', answer('/a', 10));
    clock.now += 30_000;
    expect(cache.has('/a')).toBe(true);
    clock.now += 1;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops answers made under another content version as soon as one shows a new version', async () => {
    const { cache } = cacheAt({ maxEntries: 10 });
    await cache.put('/a', answer('/a', 10, '3.1'));
    await cache.put('/b', answer('/b', 10, '3.1'));
    // A publish: the next answer (a prefetch or a navigation's own) was made under 4.1.
    await cache.put('/c', answer('/c', 10, '4.1'));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
    await expect(cache.get('/c')).resolves.toBe('/c');
    cache.noteVersion('5.1');
    expect(cache.get('/c')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('leaves nothing behind when the fetch fails, and reports no unhandled rejection', async () => {
    const { cache } = cacheAt();
    void cache.put('/a', Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.has('/a')).toBe(false);
    expect(cache.size).toBe(0);
  });
});

describe('pages never fetched ahead', () => {
  it('are exactly the routes the server renders per visitor', () => {
    const perVisitor = ROUTE_TABLE.filter((entry) => entry.perVisitor).map((entry) => entry.id);
    expect([...PER_VISITOR_ROUTE_IDS].sort()).toEqual(perVisitor.sort());
  });
});
