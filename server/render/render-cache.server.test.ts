import { describe, expect, it } from 'vitest';
import { identityBody } from './nonce-gzip.server.ts';
import { RenderCache } from './render-cache.server.ts';

const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NONCE_B = 'BBBBBBBBBBBBBBBBBBBBBB==';
const page = (nonce: string, variant = 0) =>
  `<script nonce="${nonce}">x</script><p data-start="${variant}">hi</p><script nonce="${nonce}"></script>`;
const KEY = RenderCache.key(false, '/', '{}');

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Fills a key's pool the way the handler does: lookup, render, store. */
function fill(cache: RenderCache, key: string, count: number, html: (index: number) => string = (index) => page(NONCE_A, index)): void {
  for (let index = 0; index < count; index += 1) {
    const found = cache.lookup(key);
    if ('capture' in found && found.capture) cache.store(key, html(index), NONCE_A);
  }
}

const text = (found: ReturnType<RenderCache['lookup']>, nonce = NONCE_B) =>
  'page' in found ? identityBody(found.page, nonce).toString('utf8') : undefined;

describe('RenderCache', () => {
  it('admits a key on its second request, then serves hits with the new nonce while one request refills', () => {
    const cache = new RenderCache({ variants: 2 });
    expect(cache.lookup(KEY)).toEqual({ capture: false });
    expect(cache.lookup(KEY)).toEqual({ capture: true });
    cache.store(KEY, page(NONCE_A, 0), NONCE_A);
    // Pool short: this request renders the second variant...
    expect(cache.lookup(KEY)).toEqual({ capture: true });
    // ...and meanwhile everyone else gets the first, with their own nonce.
    const hit = text(cache.lookup(KEY))!;
    expect(hit).toBe(page(NONCE_B, 0));
    cache.store(KEY, page(NONCE_A, 1), NONCE_A);
    expect(text(cache.lookup(KEY))).toMatch(/data-start="[01]"/);
  });

  it('serves every variant, so a random draw at render time stays random per visit', () => {
    let draw = 0;
    const cache = new RenderCache({ variants: 3, random: () => [0, 0.5, 0.9][draw++ % 3]! });
    cache.lookup(KEY);
    fill(cache, KEY, 3);
    const starts = new Set(Array.from({ length: 3 }, () => /data-start="(\d)"/.exec(text(cache.lookup(KEY))!)![1]));
    expect(starts).toEqual(new Set(['0', '1', '2']));
  });

  it('after the TTL one request renders afresh while the rest are served; nothing past the max age', () => {
    const time = clock();
    const cache = new RenderCache({ variants: 1, ttlMs: 5_000, maxAgeMs: 10_000, now: time.now });
    cache.lookup(KEY);
    fill(cache, KEY, 1);
    expect(text(cache.lookup(KEY))).toBeDefined();
    time.advance(5_000);
    expect(cache.lookup(KEY)).toEqual({ capture: true });
    expect(text(cache.lookup(KEY))).toBe(page(NONCE_B, 0));
    time.advance(5_000);
    // The refresh never came back: the old render is too old to serve.
    expect(cache.lookup(KEY)).toEqual({ capture: true });
  });

  it('a failed refresh lets the next request try', () => {
    const cache = new RenderCache({ variants: 2 });
    cache.lookup(KEY);
    fill(cache, KEY, 1);
    expect(cache.lookup(KEY)).toEqual({ capture: true });
    expect('page' in cache.lookup(KEY)).toBe(true);
    cache.abandon(KEY);
    expect(cache.lookup(KEY)).toEqual({ capture: true });
  });

  it('different data, path or audience are different keys', () => {
    const keys = new Set([
      RenderCache.key(false, '/', '{"posts":[1]}'),
      RenderCache.key(false, '/', '{"posts":[2]}'),
      RenderCache.key(true, '/', '{"posts":[1]}'),
      RenderCache.key(false, '/?category=x', '{"posts":[1]}'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('stays within its byte budget, least recently used out first', () => {
    // Random text barely compresses: a stored page (text plus its deflated copy) takes about 1.65 times its length.
    const html = page(NONCE_A) + Array.from({ length: 2_000 }, () => Math.random().toString(36).slice(2, 3)).join('');
    const cache = new RenderCache({ variants: 1, maxBytes: Math.ceil(html.length * 1.8 * 4) });
    const key = (path: string) => RenderCache.key(false, path, '');
    for (const path of ['/a', '/b', '/c', '/d']) cache.store(key(path), html, NONCE_A);
    expect(text(cache.lookup(key('/a')))).toBeDefined();
    cache.store(key('/e'), html, NONCE_A);
    expect(cache.size.entries).toBe(4);
    expect('capture' in cache.lookup(key('/b'))).toBe(true);
    expect(text(cache.lookup(key('/a')))).toBeDefined();
  });
});
