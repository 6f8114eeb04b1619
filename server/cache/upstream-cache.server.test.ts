/**
 * The one upstream cache, with the options of both its users: content (unbounded stale, back-off
 * after a failed refresh, purge, per-value TTL) and reviews (bounded stale window, remembered
 * failed misses, peek). Time is an injected clock; background work is awaited with settled().
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../core/logger.server.ts';
import { UpstreamCache, UPSTREAM_START_DELAY_MS, type CacheEvent, type UpstreamCacheOptions } from './upstream-cache.server.ts';

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

/** A cache on a test clock that records its events; content's options unless told otherwise. */
function makeCache(options: Partial<UpstreamCacheOptions> = {}) {
  const time = clock();
  const events: CacheEvent[] = [];
  const cache = new UpstreamCache({
    name: 'test',
    freshMs: 60_000,
    errorBackoffMs: 10_000,
    maxKeys: 3,
    logger: createLogger('silent'),
    now: time.now,
    observer: { onEvent: (event) => void events.push(event) },
    ...options,
  });
  return { cache, time, events };
}

/** A loader answering v1, v2, … and failing while `down` is set. */
function versionedLoader() {
  const upstream = { calls: 0, down: false };
  const load = async () => {
    upstream.calls += 1;
    if (upstream.down) throw new Error('down');
    return `v${upstream.calls}`;
  };
  return { upstream, load };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UpstreamCache: fresh and stale', () => {
  it('serves a fresh value without asking the upstream again', async () => {
    const { cache, time, events } = makeCache();
    const { upstream, load } = versionedLoader();
    expect(await cache.get('k', load)).toBe('v1');
    time.advance(59_999);
    expect(await cache.get('k', load)).toBe('v1');
    expect(upstream.calls).toBe(1);
    expect(events).toEqual(['miss', 'hit']);
  });

  it('serves stale at once and refreshes once in the background', async () => {
    const { cache, time, events } = makeCache();
    const gates = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => gates[calls++]!.promise;
    gates[0]!.resolve('old');
    expect(await cache.get('k', load)).toBe('old');
    time.advance(60_000);
    expect(await cache.get('k', load)).toBe('old');
    expect(await cache.get('k', load)).toBe('old');
    // One refresh for two stale reads (it starts on the next turn of the event loop).
    await expect.poll(() => calls).toBe(2);
    gates[1]!.resolve('new');
    await cache.settled();
    expect(await cache.get('k', load)).toBe('new');
    expect(calls).toBe(2);
    expect(events).toEqual(['miss', 'stale', 'stale', 'hit']);
  });

  it('without maxStaleMs, serves the last good value however old it is', async () => {
    const { cache, time } = makeCache({ errorBackoffMs: 0 });
    const { upstream, load } = versionedLoader();
    await cache.get('k', load);
    upstream.down = true;
    time.advance(365 * 24 * 3600_000);
    expect(await cache.get('k', load)).toBe('v1');
  });

  it('with maxStaleMs, serves stale within the window and waits for the upstream past it', async () => {
    const { cache, time, events } = makeCache({ freshMs: 1_000, maxStaleMs: 1_000 });
    const { upstream, load } = versionedLoader();
    await cache.get('k', load);
    upstream.down = true;
    time.advance(1_999);
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    time.advance(10_000); // past the window (and past the back-off)
    upstream.down = false;
    expect(await cache.get('k', load)).toBe('v3');
    expect(events).toEqual(['miss', 'stale', 'refresh-failed', 'miss']);
  });

  it('with maxStaleMs, fails a read past the window while the upstream is down', async () => {
    const { cache, time } = makeCache({ freshMs: 1_000, maxStaleMs: 1_000 });
    const { upstream, load } = versionedLoader();
    await cache.get('k', load);
    upstream.down = true;
    time.advance(2_000);
    await expect(cache.get('k', load)).rejects.toThrow('down');
  });
});

describe('UpstreamCache: misses', () => {
  it('shares one upstream call between concurrent misses', async () => {
    const { cache, events } = makeCache();
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
    expect(events).toEqual(['miss', 'miss', 'miss']);
  });

  it('starts the upstream call only after UPSTREAM_START_DELAY_MS, so a burst of requests answers first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { cache } = makeCache();
    let calls = 0;
    const value = cache.get('k', async () => {
      calls += 1;
      return 'v';
    });
    await vi.advanceTimersByTimeAsync(UPSTREAM_START_DELAY_MS - 1);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    expect(await value).toBe('v');
  });

  it('rejects every waiter of a failed cold miss, and by default asks again on the next read', async () => {
    const { cache } = makeCache();
    const gate = deferred<string>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return gate.promise;
    };
    const waiters = [cache.get('k', failing), cache.get('k', failing)];
    // The upstream call starts on the next turn of the event loop; fail it once it is under way.
    await expect.poll(() => calls).toBe(1);
    gate.reject(new Error('down'));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('down');
    expect(calls).toBe(1);
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('with failedMissMemoryMs, rethrows the same error without asking until that time has passed', async () => {
    const { cache, time, events } = makeCache({ failedMissMemoryMs: 5_000 });
    const error = new Error('down');
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw error;
    };
    await expect(cache.get('k', failing)).rejects.toBe(error);
    time.advance(4_999);
    await expect(cache.get('k', failing)).rejects.toBe(error);
    expect(calls).toBe(1);
    time.advance(1);
    expect(await cache.get('k', async () => 'back')).toBe('back');
    expect(events).toEqual(['miss', 'miss', 'miss']);
  });
});

describe('UpstreamCache: failures are bounded too', () => {
  it('remembers at most maxKeys failed keys: invented keys during an outage cannot grow memory', async () => {
    const { cache } = makeCache({ failedMissMemoryMs: 60_000 });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('down');
    };
    await expect(cache.get('first', failing)).rejects.toThrow('down');
    // maxKeys is 3: three more failed keys push the first one's failure out.
    for (const key of ['a', 'b', 'c']) await expect(cache.get(key, failing)).rejects.toThrow('down');
    calls = 0;
    await expect(cache.get('c', failing)).rejects.toThrow('down');
    expect(calls).toBe(0);
    await expect(cache.get('first', failing)).rejects.toThrow('down');
    expect(calls).toBe(1);
  });
});

describe('UpstreamCache: failed refreshes', () => {
  it('keeps serving the last good value while the upstream fails, and backs off', async () => {
    const { cache, time } = makeCache();
    const { upstream, load } = versionedLoader();
    expect(await cache.get('k', load)).toBe('v1');
    upstream.down = true;
    time.advance(24 * 3600_000);
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(upstream.calls).toBe(2);
    // Within the back-off: no new upstream call.
    time.advance(5_000);
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(upstream.calls).toBe(2);
    time.advance(5_000);
    upstream.down = false;
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(await cache.get('k', load)).toBe('v3');
  });

  it('with no back-off, tries the refresh again on the next stale read', async () => {
    const { cache, time } = makeCache({ errorBackoffMs: 0 });
    const { upstream, load } = versionedLoader();
    await cache.get('k', load);
    upstream.down = true;
    time.advance(60_000);
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(await cache.get('k', load)).toBe('v1');
    await cache.settled();
    expect(upstream.calls).toBe(3);
  });

  it('logs a failed refresh as a warning by default', async () => {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const { cache, time, events } = makeCache({ logger });
    const { upstream, load } = versionedLoader();
    await cache.get('k', load);
    upstream.down = true;
    time.advance(60_000);
    expect(await cache.get('k', load)).toBe('v1');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ cache: 'test', key: 'k' }),
        'upstream refresh failed, serving the last good content',
      ),
    );
    expect(events).toContain('refresh-failed');
  });

  it('hands a failed refresh to onRefreshFailed instead, when given', async () => {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const failures: unknown[] = [];
    const { cache, time } = makeCache({ logger, onRefreshFailed: (key, error) => void failures.push([key, error]) });
    const { upstream, load } = versionedLoader();
    await cache.get('k', load);
    upstream.down = true;
    time.advance(60_000);
    expect(await cache.get('k', load)).toBe('v1');
    await vi.waitFor(() => expect(failures).toEqual([['k', new Error('down')]]));
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports each upstream call to the observer with its outcome', async () => {
    const calls: string[] = [];
    const { cache } = makeCache({
      observer: { onUpstream: (outcome, seconds, name) => void calls.push(`${outcome} ${name} ${seconds >= 0}`) },
    });
    await cache.get('a', async () => 'a');
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(calls).toEqual(['ok test true', 'error test true']);
  });
});

describe('UpstreamCache: peek', () => {
  it('answers a fresh or stale value at once (starting the refresh) and nothing when get() would wait', async () => {
    const { cache, time, events } = makeCache({ freshMs: 1_000, maxStaleMs: 1_000 });
    const { upstream, load } = versionedLoader();
    expect(cache.peek('k')).toBeUndefined();
    expect(upstream.calls).toBe(0);
    await cache.get('k', load);
    expect(cache.peek('k')).toBe('v1');
    expect(upstream.calls).toBe(1);
    time.advance(1_500);
    expect(cache.peek('k')).toBe('v1');
    await cache.settled();
    expect(upstream.calls).toBe(2);
    expect(cache.peek('k')).toBe('v2');
    time.advance(2_000);
    expect(cache.peek('k')).toBeUndefined();
    expect(upstream.calls).toBe(2);
    expect(events).toEqual(['miss']); // peek counts nothing
  });
});

describe('UpstreamCache: purge', () => {
  it('refreshes every key in the background and keeps old values until then', async () => {
    const { cache, events } = makeCache();
    let version = 1;
    const gate = deferred<void>();
    const load = async () => {
      const answer = `v${version}`;
      if (version === 2) await gate.promise;
      return answer;
    };
    await cache.get('a', load);
    await cache.get('b', load);
    version = 2;
    expect(cache.purge()).toBe(2);
    expect(await cache.get('a', load)).toBe('v1');
    gate.resolve();
    await cache.settled();
    expect(await cache.get('a', load)).toBe('v2');
    expect(await cache.get('b', load)).toBe('v2');
    expect(events).toEqual(['miss', 'miss', 'purge', 'stale', 'hit', 'hit']);
  });

  it('keeps the old values during an outage', async () => {
    const { cache } = makeCache();
    await cache.get('a', async () => 'kept');
    cache.purge();
    await cache.settled();
    expect(await cache.get('a', async () => Promise.reject(new Error('down')))).toBe('kept');
  });

  it('refreshes at once even within the back-off of an earlier failure', async () => {
    const { cache, time } = makeCache();
    const { upstream, load } = versionedLoader();
    await cache.get('a', load);
    upstream.down = true;
    time.advance(60_000);
    await cache.get('a', load);
    await cache.settled();
    upstream.down = false;
    cache.purge();
    await cache.settled();
    expect(await cache.get('a', load)).toBe('v3');
  });
});

describe('UpstreamCache: bounded memory', () => {
  it('stops keeping new keys at maxKeys, still serving their values', async () => {
    const { cache } = makeCache();
    for (const key of ['a', 'b', 'c', 'd']) expect(await cache.get(key, async () => key)).toBe(key);
    expect(cache.size).toBe(3);
    let calls = 0;
    expect(await cache.get('d', async () => `d${++calls}`)).toBe('d1');
  });

  it('still takes refreshed values for the keys it holds when full', async () => {
    const { cache, time, events } = makeCache();
    const { upstream, load } = versionedLoader();
    await cache.get('a', load);
    for (const key of ['b', 'c']) await cache.get(key, async () => key);
    time.advance(60_000);
    expect(await cache.get('a', load)).toBe('v1');
    await cache.settled();
    expect(await cache.get('a', load)).toBe('v2');
    expect(upstream.calls).toBe(2);
    expect(events.slice(-2)).toEqual(['stale', 'hit']);
  });
});
