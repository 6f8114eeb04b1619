import { describe, expect, it } from 'vitest';
import { dataFingerprint } from './data-fingerprint.server.ts';

const post = { title: 'A', body: 'x'.repeat(1000), tags: ['a', 'b'] };

describe('dataFingerprint', () => {
  it('is equal for equal data, whether or not the objects are the same', () => {
    const a = { root: { categories: [{ id: 'c' }] }, 'blog-post': { post, head: { title: 'A' } } };
    const b = { root: { categories: [{ id: 'c' }] }, 'blog-post': { post: structuredClone(post), head: { title: 'A' } } };
    expect(dataFingerprint(a)).toBe(dataFingerprint(b));
  });

  it('differs when any value differs, at any depth', () => {
    const base = { root: { categories: [{ id: 'c' }] }, page: { post, head: { title: 'A' }, startedAt: 1 } };
    const variants = [
      { ...base, page: { ...base.page, startedAt: 2 } },
      { ...base, page: { ...base.page, head: { title: 'B' } } },
      { ...base, page: { ...base.page, post: { ...post, tags: ['a', 'c'] } } },
      { ...base, root: { categories: [{ id: 'd' }] } },
      { ...base, page: null },
    ];
    const prints = new Set([base, ...variants].map(dataFingerprint));
    expect(prints.size).toBe(variants.length + 1);
  });

  it('serializes a large shared deep object once, and small ones every time (they are not remembered)', () => {
    let largeSerialized = 0;
    let smallSerialized = 0;
    const large = { toJSON: () => (largeSerialized++, { body: 'x'.repeat(5000) }) };
    const small = { toJSON: () => (smallSerialized++, { title: 'A' }) };
    const first = dataFingerprint({ page: { large, small } });
    expect(dataFingerprint({ page: { large, small } })).toBe(first);
    expect(largeSerialized).toBe(1);
    expect(smallSerialized).toBe(2);
  });

  it('tells a large value from a small one either side of the size where hashing starts', () => {
    const prints = [10, 254, 255, 256, 5000].map((length) => dataFingerprint({ page: { post: { body: 'x'.repeat(length) } } }));
    expect(new Set(prints).size).toBe(prints.length);
    const big = { body: 'y'.repeat(5000) };
    expect(dataFingerprint({ page: { post: big } })).toBe(dataFingerprint({ page: { post: structuredClone(big) } }));
  });
});
