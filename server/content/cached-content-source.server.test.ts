import { describe, expect, it } from 'vitest';
import type { BlogPost, Category } from '../../shared/types.ts';
import { createLogger } from '../logger.server.ts';
import { CachedContentSource } from './cached-content-source.server.ts';
import { toSummary, type ContentSource } from './content-source.ts';

const CATEGORY: Category = { id: 'c', name: 'C', slug: 'c' };
const post = (slug: string, publishDate: string): BlogPost => ({ id: slug, slug, title: slug, excerpt: '', publishDate, content: null, category: CATEGORY, tags: [] });

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
});
