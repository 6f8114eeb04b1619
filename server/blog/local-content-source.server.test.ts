/** The embedded blog: real articles, parsed from Markdown, covering every rich-text node and mark. */
import path from 'node:path';
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../core/paths.server.ts';
import { LocalContentSource } from './local-content-source.server.ts';

const source = new LocalContentSource(path.join(CONTENT_DIR, 'blog'));

type AnyNode = { nodeType: string; content?: AnyNode[]; marks?: Array<{ type: string }>; data?: Record<string, unknown> };

function walk(node: AnyNode, visit: (node: AnyNode) => void): void {
  visit(node);
  node.content?.forEach((child) => walk(child, visit));
}

describe('LocalContentSource', () => {
  it('has at least six posts in three categories, newest first, each complete', async () => {
    const categories = await source.getCategories();
    const posts = await source.getPosts();
    expect(categories).toHaveLength(3);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.category?.id)).size).toBe(3);
    expect(posts.map((post) => post.publishDate)).toEqual([...posts.map((post) => post.publishDate)].sort().reverse());
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(40);
      expect(post.author?.name).toBeTruthy();
      expect(post.coverImage).toMatchObject({ url: expect.stringMatching(/^\/images\/blog\//), width: 1200, height: 630 });
      expect(post.coverImage!.alt).toBeTruthy();
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  it('filters by category and limits', async () => {
    const cloud = await source.getPosts({ categoryId: 'cloud-devops' });
    expect(cloud.length).toBeGreaterThanOrEqual(2);
    expect(cloud.every((post) => post.category?.id === 'cloud-devops')).toBe(true);
    expect(await source.getPosts({ limit: 3 })).toHaveLength(3);
  });

  it('together uses every block, inline and mark the spec lists', async () => {
    const seenNodes = new Set<string>();
    const seenMarks = new Set<string>();
    for (const summary of await source.getPosts()) {
      const post = await source.getPostBySlug(summary.slug);
      expect(post?.content, summary.slug).toBeTruthy();
      walk(post!.content as unknown as AnyNode, (node) => {
        seenNodes.add(node.nodeType);
        node.marks?.forEach((mark) => seenMarks.add(mark.type));
      });
    }
    const blocks = Object.values(BLOCKS).filter((type) => type !== BLOCKS.EMBEDDED_RESOURCE);
    const inlines = Object.values(INLINES).filter((type) => type !== INLINES.EMBEDDED_RESOURCE && type !== INLINES.RESOURCE_HYPERLINK);
    expect([...blocks, ...inlines].filter((type) => !seenNodes.has(type))).toEqual([]);
    expect(Object.values(MARKS).filter((mark) => !seenMarks.has(mark))).toEqual([]);
  });

  it('resolves embedded entries and assets to the small target shapes', async () => {
    const post = await source.getPostBySlug('ci-cd-pipeline-for-small-teams');
    const targets: unknown[] = [];
    walk(post!.content as unknown as AnyNode, (node) => {
      if (node.data?.target) targets.push(node.data.target);
    });
    expect(targets).toContainEqual({
      kind: 'asset',
      id: '/images/blog/pipeline-diagram.svg',
      url: '/images/blog/pipeline-diagram.svg',
      contentType: 'image/svg+xml',
      title: 'The four stages of the pipeline',
      description: 'A pipeline in four stages: commit, test, build, deploy',
      width: 1200,
      height: 630,
    });
    expect(targets).toContainEqual(expect.objectContaining({ kind: 'entry', contentType: 'blogPost', slug: 'kubernetes-for-small-teams' }));
  });

  it('answers null for an unknown slug', async () => {
    expect(await source.getPostBySlug('no-such-post')).toBeNull();
  });
});
