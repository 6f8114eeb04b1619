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

  it('hashes a shared deep object once (same result on later calls)', () => {
    const shared = { post };
    expect(dataFingerprint({ page: shared })).toBe(dataFingerprint({ page: shared }));
  });
});
