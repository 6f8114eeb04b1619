import { describe, expect, it } from 'vitest';
import { identityBody } from './nonce-gzip.server.ts';
import { RenderCache } from './render-cache.server.ts';

const read = (cache: RenderCache, key: string, nonce: string) => {
  const page = cache.get(key);
  return page && identityBody(page, nonce).toString('utf8');
};

const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NONCE_B = 'BBBBBBBBBBBBBBBBBBBBBB==';
const page = (nonce: string, variant = 0) => `<script nonce="${nonce}">x</script><p data-start="${variant}">hi</p><script nonce="${nonce}"></script>`;

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RenderCache', () => {
  it('admits a key on its second request, answers only once the pool is full, with the new nonce', () => {
    const cache = new RenderCache({ variants: 2 });
    const key = RenderCache.key(false, '/', '{"a":1}');
    expect(cache.wants(key)).toBe(false);
    expect(cache.wants(key)).toBe(true);
    cache.store(key, page(NONCE_A, 0), NONCE_A);
    expect(read(cache, key, NONCE_B)).toBeUndefined();
    cache.store(key, page(NONCE_A, 1), NONCE_A);
    const hit = read(cache, key, NONCE_B)!;
    expect(hit).toMatch(/data-start="[01]"/);
    expect(hit).not.toContain(NONCE_A);
    expect(hit.split(`nonce="${NONCE_B}"`)).toHaveLength(3);
    expect(cache.wants(key)).toBe(false);
  });

  it('serves every variant, so a random draw at render time stays random per visit', () => {
    let draw = 0;
    const cache = new RenderCache({ variants: 3, random: () => [0, 0.5, 0.9][draw++ % 3]! });
    const key = RenderCache.key(false, '/', '{}');
    for (let variant = 0; variant < 3; variant += 1) cache.store(key, page(NONCE_A, variant), NONCE_A);
    const starts = new Set(Array.from({ length: 3 }, () => /data-start="(\d)"/.exec(read(cache, key, NONCE_B)!)![1]));
    expect(starts).toEqual(new Set(['0', '1', '2']));
  });

  it('forgets entries after the TTL', () => {
    const time = clock();
    const cache = new RenderCache({ variants: 1, ttlMs: 5_000, now: time.now });
    const key = RenderCache.key(false, '/', '{}');
    cache.store(key, page(NONCE_A), NONCE_A);
    expect(read(cache, key, NONCE_B)).toBeDefined();
    time.advance(5_000);
    expect(read(cache, key, NONCE_B)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
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
    for (const path of ['/a', '/b', '/c', '/d']) cache.store(RenderCache.key(false, path, ''), html, NONCE_A);
    expect(read(cache, RenderCache.key(false, '/a', ''), NONCE_B)).toBeDefined();
    cache.store(RenderCache.key(false, '/e', ''), html, NONCE_A);
    expect(cache.size.entries).toBe(4);
    expect(read(cache, RenderCache.key(false, '/b', ''), NONCE_B)).toBeUndefined();
    expect(read(cache, RenderCache.key(false, '/a', ''), NONCE_B)).toBeDefined();
  });
});
