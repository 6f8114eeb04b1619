import { describe, expect, it } from 'vitest';
import type { BlogPost, Category } from '../../shared/types.ts';
import { createLogger } from '../core/logger.server.ts';
import { CachedContentSource } from './cached-content-source.server.ts';
import { toSummary, type ContentSource } from './content-source.ts';

const CATEGORY: Category = { id: 'c', name: 'C', slug: 'c' };
const post = (slug: string, publishDate: string): BlogPost => ({
  id: slug,
  slug,
  title: slug,
  excerpt: '',
  publishDate,
  content: null,
  category: CATEGORY,
  tags: [],
});

/** A real in-memory source that counts its calls. */
function countingSource(posts: BlogPost[]) {
  const calls: string[] = [];
  const source: ContentSource = {
    getCategories: async () => (calls.push('categories'), [CATEGORY]),
    getPosts: async (query = {}) => (calls.push(`posts:${query.categoryId ?? ''}:${query.limit ?? ''}`), posts.map(toSummary)),
    getPostBySlug: async (slug) => (calls.push(`post:${slug}`), posts.find((candidate) => candidate.slug === slug) ?? null),
  };
  return { source, calls, posts };
}

describe('CachedContentSource', () => {
  it('asks the upstream for whole lists once and slices limits itself', async () => {
    const { source, calls } = countingSource([post('a', '2025-03-01'), post('b', '2025-02-01'), post('c', '2025-01-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'));
    expect((await cached.getPosts({ limit: 2 })).map((summary) => summary.slug)).toEqual(['a', 'b']);
    expect(await cached.getPosts()).toHaveLength(3);
    expect(calls).toEqual(['posts::']);
  });

  it('warm-up loads categories, every list and every post, so later visits make no upstream call', async () => {
    const { source, calls } = countingSource([post('a', '2025-03-01'), post('b', '2025-02-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'));
    await cached.warmUp();
    const warmed = calls.length;
    expect(calls).toEqual(expect.arrayContaining(['categories', 'posts::', 'posts:c:', 'post:a', 'post:b']));
    await cached.getPostBySlug('a');
    await cached.getPosts({ categoryId: 'c' });
    await cached.getCategories();
    expect(calls).toHaveLength(warmed);
  });

  it('a purge resolves once the refreshed content is in, so a page rendered after it shows the publish', async () => {
    const { source, posts } = countingSource([post('a', '2025-03-01')]);
    const waiting: Array<() => void> = [];
    const release = () => waiting.splice(0).forEach((resolve) => resolve());
    const slowList: ContentSource = {
      ...source,
      // The upstream answers a list only once released.
      getPosts: async (query) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return source.getPosts(query);
      },
    };
    const cached = new CachedContentSource(slowList, createLogger('silent'));
    const first = cached.getPosts();
    await expect.poll(() => waiting.length).toBe(1);
    release();
    await first;
    posts.push(post('new', '2025-06-01'));
    let resolved = false;
    const purged = cached.purge().then(() => (resolved = true));
    await expect.poll(() => waiting.length).toBe(1);
    expect(resolved).toBe(false);
    release();
    await purged;
    expect(cached.cache.peek<unknown[]>('posts:')?.length).toBe(2);
  });

  it('purge refreshes what is cached and then loads posts published since', async () => {
    const { source, calls, posts } = countingSource([post('a', '2025-03-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'));
    await cached.warmUp();
    posts.push(post('new', '2025-06-01'));
    cached.purge();
    await expect.poll(() => calls.includes('post:new')).toBe(true);
    calls.length = 0;
    expect((await cached.getPostBySlug('new'))?.slug).toBe('new');
    expect(calls).toEqual([]);
  });

  it('a slug not in the cached post list is missing at once: no upstream call, nothing stored', async () => {
    const { source, calls } = countingSource([post('a', '2025-03-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'));
    await cached.getPosts();
    calls.length = 0;
    const sizeBefore = cached.cache.size;
    for (let index = 0; index < 50; index += 1) expect(await cached.getPostBySlug(`invented-${index}`)).toBeNull();
    expect(calls).toEqual([]);
    expect(cached.cache.size).toBe(sizeBefore);
    expect(cached.hasPost('a')).toBe(true);
    expect(cached.hasPost('invented-0')).toBe(false);
  });

  it('a category not in the cached category list is empty at once: no upstream call, nothing stored, no new version', async () => {
    const { source, calls } = countingSource([post('a', '2025-03-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'));
    expect(await cached.getPosts({ categoryId: 'c' })).toHaveLength(1);
    calls.length = 0;
    const [sizeBefore, versionBefore] = [cached.cache.size, cached.version()];
    for (let index = 0; index < 50; index += 1) expect(await cached.getPosts({ categoryId: `invented-${index}` })).toEqual([]);
    expect(calls).toEqual([]);
    expect(cached.cache.size).toBe(sizeBefore);
    expect(cached.version()).toBe(versionBefore);
  });

  it('with no list cached, a post lookup loads the list first and decides from it', async () => {
    const { source, calls } = countingSource([post('a', '2025-03-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'));
    expect(cached.hasPost('a')).toBeUndefined();
    expect(await cached.getPostBySlug('missing')).toBeNull();
    expect(calls).toEqual(['posts::']);
    expect((await cached.getPostBySlug('a'))?.slug).toBe('a');
    expect(calls).toEqual(['posts::', 'post:a']);
  });

  it('when the list cannot be loaded, a post is asked for by slug and only an existing one is kept', async () => {
    const { source, calls } = countingSource([post('a', '2025-03-01')]);
    const failingLists: ContentSource = { ...source, getPosts: async () => Promise.reject(new Error('upstream down')) };
    const cached = new CachedContentSource(failingLists, createLogger('silent'), { errorBackoffMs: 0 });
    expect(await cached.getPostBySlug('missing')).toBeNull();
    expect((await cached.getPostBySlug('a'))?.slug).toBe('a');
    expect(cached.cache.size).toBe(1);
    calls.length = 0;
    // Kept: asked again, the existing post comes from the cache.
    expect((await cached.getPostBySlug('a'))?.slug).toBe('a');
    expect(calls).toEqual([]);
    // Not kept: a missing slug is asked for again, never stored.
    expect(await cached.getPostBySlug('missing')).toBeNull();
    expect(calls).toEqual(['post:missing']);
  });

  it('the version grows when content changes or is purged, not when a refresh brings the same value', async () => {
    let now = 0;
    const { source, posts } = countingSource([post('a', '2025-03-01')]);
    const cached = new CachedContentSource(source, createLogger('silent'), { freshMs: 10, now: () => now });
    await cached.getPosts();
    const first = cached.version();
    now = 100;
    await cached.getPosts();
    await cached.cache.settled();
    expect(cached.version()).toBe(first);
    posts.push(post('b', '2025-04-01'));
    now = 200;
    await cached.getPosts();
    await cached.cache.settled();
    expect(cached.version()).toBeGreaterThan(first);
    const beforePurge = cached.version();
    cached.purge();
    expect(cached.version()).toBeGreaterThan(beforePurge);
    await cached.cache.settled();
  });
});
