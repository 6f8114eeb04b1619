/**
 * A small Contentful space for the fake CDA: three categories, two authors, assets, and posts
 * that exercise every mapping rule (missing author, tags and category; links to unpublished
 * entries) plus one post full of hostile text that must stay inert.
 */
import { asset, draft, entry, link, type CdaRecord } from './contentful-server.ts';

const text = (value: string, marks: string[] = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const block = (nodeType: string, content: unknown[], data: object = {}) => ({ nodeType, data, content });
const paragraph = (...content: unknown[]) => block('paragraph', content);
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });

export const HOSTILE = {
  title: '<script>window.__pwned=1</script>Hostile </script> post',
  excerpt: '</script><img src=x onerror="window.__pwned=2"> & \u2028 excerpt',
  tag: '"><svg onload="window.__pwned=3">',
  javascriptHref: 'javascript:window.__pwned=4',
  dataHref: 'data:text/html,<script>window.__pwned=5</script>',
  bodyText: '<img src=x onerror="window.__pwned=6"><b>not bold</b>',
  slug: 'hostile-post',
};

/** The post an editor is still writing: only the Preview API has it (the preview tests). */
export const DRAFT_POST = { id: 'post-draft', slug: 'draft-post-in-progress', title: 'A draft in progress' };

/** DRAFT_POST as the Preview API gives it, in the category `categoryId`. */
export function draftPostRecord(categoryId: string): CdaRecord {
  return draft(
    entry('blogPost', DRAFT_POST.id, {
      title: DRAFT_POST.title,
      slug: DRAFT_POST.slug,
      excerpt: 'Not published yet.',
      publishDate: '2026-01-05',
      category: link('Entry', categoryId),
      content: doc(paragraph(text('Work in progress.'))),
    }),
  );
}

export function contentfulFixtures(): CdaRecord[] {
  return [
    entry('category', 'cat-cloud', { name: 'Cloud & DevOps', slug: 'cloud-devops' }),
    entry('category', 'cat-ai', { name: 'AI for Business', slug: 'ai-for-business' }),
    entry('category', 'cat-web', { name: 'Web & Software', slug: 'web-software' }),
    asset(
      'asset-cover-k8s',
      { url: '//images.ctfassets.net/fakespace/asset-cover-k8s/abc/k8s.jpg', width: 1600, height: 900 },
      'Cluster',
      'A Kubernetes cluster diagram',
    ),
    asset(
      'asset-avatar',
      { url: '//images.ctfassets.net/fakespace/asset-avatar/def/avatar.png', width: 200, height: 200, contentType: 'image/png' },
      'Avatar',
    ),
    asset(
      'asset-inline',
      { url: '//images.ctfassets.net/fakespace/asset-inline/ghi/diagram.png', width: 1200, height: 600, contentType: 'image/png' },
      'Diagram',
      'Pipeline diagram',
    ),
    entry('author', 'author-dana', { name: 'Dana Reyes', bio: 'Founder', avatar: link('Asset', 'asset-avatar') }),
    entry('author', 'author-lee', { name: 'Lee Park' }),
    entry(
      'blogPost',
      'post-k8s',
      {
        title: 'Kubernetes for small teams',
        slug: 'kubernetes-for-small-teams',
        excerpt: 'When a cluster pays off.',
        publishDate: '2025-03-10',
        category: link('Entry', 'cat-cloud'),
        author: link('Entry', 'author-dana'),
        coverImage: link('Asset', 'asset-cover-k8s'),
        tags: ['Kubernetes', 'DevOps', 'Cost', 'Cloud'],
        content: doc(
          block('heading-2', [text('Why')]),
          paragraph(text('See '), block('entry-hyperlink', [text('the AI post')], { target: link('Entry', 'post-ai') }), text('.')),
          block('embedded-asset-block', [], { target: link('Asset', 'asset-inline') }),
          block('embedded-entry-block', [], { target: link('Entry', 'post-ai') }),
          block('embedded-entry-block', [], { target: link('Entry', 'post-unpublished') }),
          paragraph(block('entry-hyperlink', [text('a draft')], { target: link('Entry', 'post-unpublished') })),
        ),
      },
      { createdAt: '2025-03-10T08:00:00.000Z', updatedAt: '2025-03-12T09:30:00.000Z' },
    ),
    entry(
      'blogPost',
      'post-ai',
      {
        title: 'AI that earns its keep',
        slug: 'ai-that-earns-its-keep',
        excerpt: 'Three uses of AI for a small business.',
        publishDate: '2025-04-02',
        category: link('Entry', 'cat-ai'),
        author: link('Entry', 'author-lee'),
        content: doc(paragraph(text('Start small.', ['bold']))),
      },
      { createdAt: '2025-04-02T08:00:00.000Z', updatedAt: '2025-04-02T08:00:00.000Z' },
    ),
    // No author, no tags, no category, no cover, no body: every default of spec section 3.
    entry('blogPost', 'post-bare', { title: 'A bare post', slug: 'a-bare-post', publishDate: '2025-01-15' }),
    // A category link to an unpublished category: dropped to null.
    entry('blogPost', 'post-orphan', {
      title: 'Orphaned category',
      slug: 'orphaned-category',
      excerpt: 'Its category is not published.',
      publishDate: '2024-12-01',
      category: link('Entry', 'cat-unpublished'),
    }),
    entry('blogPost', 'post-hostile', {
      title: HOSTILE.title,
      slug: HOSTILE.slug,
      excerpt: HOSTILE.excerpt,
      publishDate: '2025-02-01',
      category: link('Entry', 'cat-web'),
      tags: [HOSTILE.tag],
      content: doc(
        paragraph(text(HOSTILE.bodyText)),
        paragraph(block('hyperlink', [text('js link')], { uri: HOSTILE.javascriptHref })),
        paragraph(block('hyperlink', [text('data link')], { uri: HOSTILE.dataHref })),
        paragraph(block('hyperlink', [text('mail us')], { uri: 'mailto:hello@example.com' })),
        paragraph(block('hyperlink', [text('safe link')], { uri: 'https://example.org/' })),
      ),
    }),
  ];
}
