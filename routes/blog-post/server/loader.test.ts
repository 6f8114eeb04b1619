import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/types.ts';
import { createLogger } from '../../../server/core/logger.server.ts';
import { loader as blogPostLoader, postHead } from './loader.ts';
import type { ContentSource } from '../../../server/blog/content-source.ts';

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
  blogPostLoader({ params: { slug: 'cloud-costs' } } as never, deps(current, siteUrl) as never) as Promise<{ head: unknown }>;

describe('blogPostLoader head', () => {
  it("is the post's head for the site URL, and follows a changed post or site URL", async () => {
    const current = { post };
    expect((await load(current)).head).toEqual(postHead(post, 'https://example.test'));
    current.post = { ...post, title: 'Cloud costs, revised' };
    const after = await load(current);
    expect(after.head).toMatchObject({ title: expect.stringContaining('Cloud costs, revised') });
    const elsewhere = await load(current, 'https://other.test');
    expect(elsewhere.head).toEqual(postHead(current.post, 'https://other.test'));
  });
});
