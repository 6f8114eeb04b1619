import { describe, expect, it } from 'vitest';
import { href, postHref } from '../../shared/route-paths.ts';
import { pageCacheTags, postTag } from './cache-tags.ts';
import { publishTags } from './publish-tags.ts';

describe('pageCacheTags', () => {
  it('names the site on every page, the blog where posts are listed, a post by slug and the reviews where they show', () => {
    expect(pageCacheTags(href('home'))).toEqual(['site', 'blog', 'reviews']);
    expect(pageCacheTags(href('blog'))).toEqual(['site', 'blog']);
    expect(pageCacheTags(postHref('cloud-costs'))).toEqual(['site', 'post:cloud-costs']);
    expect(pageCacheTags(href('web-development'))).toEqual(['site', 'reviews']);
    expect(pageCacheTags(href('about-us'))).toEqual(['site', 'reviews']);
    expect(pageCacheTags(href('terms'))).toEqual(['site']);
  });

  it('keeps a tag one word of bounded characters, whatever the slug holds', () => {
    expect(postTag('A b,c\u00e9')).toBe('post:a_b_c_');
    expect(pageCacheTags(postHref('x'.repeat(5000))).join(' ').length).toBeLessThan(100);
  });
});

describe('publishTags', () => {
  const post = (slug: unknown) =>
    JSON.stringify({ sys: { type: 'Entry', contentType: { sys: { id: 'blogPost' } } }, fields: { slug: { 'en-US': slug } } });

  it('purges the lists and the post for a published post', () => {
    expect(publishTags(post('cloud-costs'))).toEqual(['blog', 'post:cloud-costs']);
  });

  it('purges the whole site for anything else: a category, an unpublish without fields, an asset, a body that is not JSON', () => {
    expect(publishTags(JSON.stringify({ sys: { type: 'Entry', contentType: { sys: { id: 'category' } } } }))).toEqual(['site']);
    expect(publishTags(JSON.stringify({ sys: { type: 'DeletedEntry', id: 'p1' } }))).toEqual(['site']);
    expect(publishTags(JSON.stringify({ sys: { type: 'Asset' } }))).toEqual(['site']);
    expect(publishTags('not json')).toEqual(['site']);
    expect(publishTags(post(42))).toEqual(['site']);
    expect(publishTags(post('x'.repeat(201)))).toEqual(['site']);
  });
});
