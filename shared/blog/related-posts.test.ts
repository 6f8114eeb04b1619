import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '../types.ts';
import { MAX_RELATED_POSTS, relatedPosts } from './related-posts.ts';

const category = (id: string) => ({ id, name: id, slug: id });
function summary(id: string, categoryId: string | null, tags: string[], publishDate = '2025-01-01'): BlogPostSummary {
  return { id, slug: id, title: id, excerpt: '', publishDate, category: categoryId ? category(categoryId) : null, tags, readingMinutes: 1 };
}

describe('relatedPosts', () => {
  const post = summary('self', 'cloud', ['kubernetes', 'devops', 'costs']);

  it('puts the same category first, then shared tags, the most shared first, and never the post itself', () => {
    const list = [
      summary('self', 'cloud', ['kubernetes']),
      summary('tags-one', 'ai', ['costs']),
      summary('tags-two', 'ai', ['Kubernetes', 'devops']),
      summary('unrelated', 'ai', ['chatbots']),
      summary('same-category', 'cloud', []),
    ];
    expect(relatedPosts(post, list).map((one) => one.id)).toEqual(['same-category', 'tags-two', 'tags-one']);
  });

  it('orders the same category by shared tags, then by date, newest first', () => {
    const list = [
      summary('old', 'cloud', [], '2024-01-01'),
      summary('new', 'cloud', [], '2025-06-01'),
      summary('tagged', 'cloud', ['devops'], '2023-01-01'),
    ];
    expect(relatedPosts(post, list).map((one) => one.id)).toEqual(['tagged', 'new', 'old']);
  });

  it(`shows at most ${MAX_RELATED_POSTS}, and none when nothing is related`, () => {
    const many = Array.from({ length: 6 }, (_, index) => summary(`p${index}`, 'cloud', []));
    expect(relatedPosts(post, many)).toHaveLength(MAX_RELATED_POSTS);
    expect(relatedPosts(post, [summary('other', 'ai', ['chatbots']), summary('none', null, [])])).toEqual([]);
  });

  it('a post without a category is related by its tags only; a tag repeated on a candidate counts once', () => {
    const loose = summary('loose', null, ['devops', 'costs']);
    const list = [
      summary('uncategorised', null, []),
      summary('twice', 'ai', ['devops', 'devops']),
      summary('both', 'ai', ['devops', 'costs']),
    ];
    expect(relatedPosts(loose, list).map((one) => one.id)).toEqual(['both', 'twice']);
  });
});
