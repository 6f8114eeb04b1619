import { describe, expect, it } from 'vitest';
import { SwrCache, type CacheOutcome } from './swr-cache.server.ts';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SwrCache', () => {
  it('serves a fresh value without loading again', async () => {
    const time = clock();
    const cache = new SwrCache({ freshMs: 60_000, staleMs: 600_000, now: time.now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(59_999);
    const outcome: CacheOutcome = { hit: 'miss' };
    expect(await cache.get('k', load, outcome)).toBe(1);
    expect(outcome.hit).toBe('fresh');
    expect(calls).toBe(1);
  });

  it('serves a stale value at once and refreshes it in the background, once', async () => {
    const time = clock();
    const cache = new SwrCache({ freshMs: 60_000, staleMs: 600_000, now: time.now });
    await cache.get('k', async () => 'old');
    time.advance(60_000);
    const next = deferred<string>();
    let calls = 0;
    const load = () => {
      calls++;
      return next.promise;
    };
    expect(await cache.get('k', load)).toBe('old');
    expect(await cache.get('k', load)).toBe('old');
    expect(calls).toBe(1);
    next.resolve('new');
    await next.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', load)).toBe('new');
    expect(calls).toBe(1);
  });

  it('shares one upstream call between concurrent misses', async () => {
    const cache = new SwrCache({ freshMs: 60_000, staleMs: 0 });
    const upstream = deferred<string>();
    let calls = 0;
    const load = () => {
      calls++;
      return upstream.promise;
    };
    const readers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    upstream.resolve('v');
    expect(await readers).toEqual(['v', 'v', 'v']);
    expect(calls).toBe(1);
  });

  it('rethrows a failed miss to every waiter and remembers it for errorMs only', async () => {
    const time = clock();
    const cache = new SwrCache({ freshMs: 60_000, staleMs: 0, errorMs: 5_000, now: time.now });
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('down');
    };
    await expect(cache.get('k', failing)).rejects.toThrow('down');
    await expect(cache.get('k', failing)).rejects.toThrow('down');
    expect(calls).toBe(1);
    time.advance(5_000);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('keeps serving the stale value when the refresh fails, and reports the failure', async () => {
    const time = clock();
    const failures: unknown[] = [];
    const cache = new SwrCache({ freshMs: 1_000, staleMs: 10_000, now: time.now, onRefreshError: (_key, error) => failures.push(error) });
    await cache.get('k', async () => 'kept');
    time.advance(2_000);
    expect(await cache.get('k', async () => Promise.reject(new Error('blip')))).toBe('kept');
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    expect(await cache.get('k', async () => 'unused')).toBe('kept');
  });

  it('loads again once a value is older than fresh + stale', async () => {
    const time = clock();
    const cache = new SwrCache({ freshMs: 1_000, staleMs: 1_000, now: time.now });
    await cache.get('k', async () => 'first');
    time.advance(2_000);
    expect(await cache.get('k', async () => 'second')).toBe('second');
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = new SwrCache({ freshMs: 60_000, staleMs: 0, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });

  it('peek answers a fresh or stale value at once (starting the refresh) and nothing when it would wait', async () => {
    const time = clock();
    const cache = new SwrCache({ freshMs: 1_000, staleMs: 1_000, now: time.now });
    let calls = 0;
    const load = async () => `v${++calls}`;
    expect(cache.peek('k', load)).toBeUndefined();
    expect(calls).toBe(0);
    await cache.get('k', load);
    expect(cache.peek('k', load)).toBe('v1');
    time.advance(1_500);
    expect(cache.peek('k', load)).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(2);
    expect(cache.peek('k', load)).toBe('v2');
    time.advance(5_000);
    expect(cache.peek('k', load)).toBeUndefined();
  });
});
