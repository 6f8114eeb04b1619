import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.server.ts';
import { ContentCache, type CacheEvent } from './content-cache.server.ts';

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

function makeCache(time = clock(), events: CacheEvent[] = []) {
  return new ContentCache({
    name: 'test',
    freshMs: 60_000,
    errorBackoffMs: 10_000,
    maxKeys: 3,
    logger: createLogger('silent'),
    now: time.now,
    observer: { onEvent: (event) => void events.push(event) },
  });
}

describe('ContentCache', () => {
  it('serves a fresh value without asking again', async () => {
    const time = clock();
    const cache = makeCache(time);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(59_999);
    expect(await cache.get('k', load)).toBe(1);
    expect(calls).toBe(1);
  });

  it('serves stale at once and refreshes once in the background', async () => {
    const time = clock();
    const events: CacheEvent[] = [];
    const cache = makeCache(time, events);
    const gates = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => gates[calls++]!.promise;
    gates[0]!.resolve('old');
    expect(await cache.get('k', load)).toBe('old');
    time.advance(60_000);
    expect(await cache.get('k', load)).toBe('old');
    expect(await cache.get('k', load)).toBe('old');
    expect(calls).toBe(2); // one refresh for two stale reads
    gates[1]!.resolve('new');
    await cache.settled();
    expect(await cache.get('k', load)).toBe('new');
    expect(events).toEqual(['miss', 'stale', 'stale', 'hit']);
  });

  it('keeps serving the last good value while the upstream fails, and backs off', async () => {
    const time = clock();
    const cache = makeCache(time);
    let fail = false;
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (fail) throw new Error('down');
      return `v${calls}`;
    };
    expect(await cache.get('k', load)).toBe('v1');
    fail = true;
    time.advance(24 * 3600_000);
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(calls).toBe(2);
    // Within the back-off: no new upstream call.
    time.advance(5_000);
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(calls).toBe(2);
    time.advance(5_000);
    fail = false;
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(await cache.get('k', load)).toBe('v3');
  });

  it('shares one upstream call between concurrent misses', async () => {
    const cache = makeCache();
    const gate = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return gate.promise;
    };
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    gate.resolve('one');
    expect(await all).toEqual(['one', 'one', 'one']);
    expect(calls).toBe(1);
  });

  it('rejects a cold miss when the upstream fails, and tries again on the next request', async () => {
    const cache = makeCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('purge refreshes every key in the background and keeps old values until then', async () => {
    const cache = makeCache();
    let version = 1;
    const load = async () => `v${version}`;
    await cache.get('a', load);
    await cache.get('b', load);
    version = 2;
    expect(cache.purge()).toBe(2);
    await cache.settled();
    expect(await cache.get('a', load)).toBe('v2');
    expect(await cache.get('b', load)).toBe('v2');
  });

  it('purge during an outage keeps the old values', async () => {
    const cache = makeCache();
    await cache.get('a', async () => 'kept');
    cache.purge();
    await cache.settled();
    expect(await cache.get('a', async () => Promise.reject(new Error('down')))).toBe('kept');
  });

  it('forgets values with a ttl, and stops storing at maxKeys without failing', async () => {
    const cache = makeCache();
    for (const key of ['a', 'b', 'c', 'd']) expect(await cache.get(key, async () => key)).toBe(key);
    expect(cache.size).toBe(3);
  });
});
