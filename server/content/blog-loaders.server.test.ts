import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../shared/types.ts';
import { createLogger } from '../logger.server.ts';
import { blogPostLoader, postHead } from './blog-loaders.server.ts';
import type { ContentSource } from './content-source.ts';

const post: BlogPost = {
  id: 'p1',
  title: 'Cloud costs',
  slug: 'cloud-costs',
  excerpt: 'What the cloud costs a small business.',
  publishDate: '2026-01-05',
  content: null,
  category: null,
  tags: ['cloud'],
};

/** A source that hands out whatever post object it holds now, as the content cache does. */
function sourceWith(current: { post: BlogPost }): ContentSource {
  return { getPostBySlug: async (slug: string) => (slug === current.post.slug ? current.post : null) } as unknown as ContentSource;
}

const deps = (current: { post: BlogPost }, siteUrl = 'https://example.test') => ({
  content: sourceWith(current),
  logger: createLogger('silent'),
  publicConfig: { siteUrl },
});

const load = (current: { post: BlogPost }, siteUrl?: string) =>
  blogPostLoader({ params: { slug: 'cloud-costs' } } as never, deps(current, siteUrl)) as Promise<{ head: unknown }>;

describe('blogPostLoader head', () => {
  it('is the same object for the same post, so the render cache key finds it by identity', async () => {
    const current = { post };
    const first = await load(current);
    const second = await load(current);
    expect(second.head).toBe(first.head);
    expect(first.head).toEqual(postHead(post, 'https://example.test'));
  });

  it('is made again when the post changes (a new object from the source) or the site URL differs', async () => {
    const current = { post };
    const before = await load(current);
    current.post = { ...post, title: 'Cloud costs, revised' };
    const after = await load(current);
    expect(after.head).not.toBe(before.head);
    expect(after.head).toMatchObject({ title: expect.stringContaining('Cloud costs, revised') });
    const elsewhere = await load(current, 'https://other.test');
    expect(elsewhere.head).toEqual(postHead(current.post, 'https://other.test'));
  });
});
