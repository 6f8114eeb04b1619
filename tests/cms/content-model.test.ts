/**
 * One source of truth for the Contentful model: the migrations. They run against the fake
 * Management API, and the model they leave is held against the site's code: the fields the
 * mapping (shared/blog/contentful-mapping.ts) reads and their types, and the rich-text
 * nodes and marks the renderer (client/components/rich-text/rich-text-options.tsx) shows.
 */
import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRichTextOptions } from '../../client/components/rich-text/rich-text-options.tsx';
import { mapPost } from '../../shared/blog/contentful-mapping.ts';
import {
  startFakeContentManagement,
  type CmaContentType,
  type CmaField,
  type FakeContentManagement,
} from '../fakes/contentful-management-server.ts';
import { runCmsCommand } from './run-cms-command.ts';

let cma: FakeContentManagement;
let model: Map<string, CmaContentType>;

beforeAll(async () => {
  cma = await startFakeContentManagement();
  const result = await runCmsCommand('cms:migrate', cma.env());
  if (result.code !== 0) throw new Error(`cms:migrate failed: ${result.stderr}`);
  model = new Map(cma.contentTypes().map((type) => [type.sys.id, type]));
}, 180_000);
afterAll(() => cma?.close());

const typeOf = (field: CmaField) =>
  field.type === 'Link' ? `Link:${field.linkType}` : field.type === 'Array' ? `Array:${field.items?.type}` : field.type;
const fieldsOf = (id: string) => Object.fromEntries(model.get(id)!.fields.map((field) => [field.id, typeOf(field)]));
const field = (type: string, id: string) => model.get(type)!.fields.find((item) => item.id === id)!;

/** A value of the field's type, as the delivery API returns it (links resolved). */
function sampleValue(contentType: string, item: CmaField): unknown {
  switch (typeOf(item)) {
    case 'Symbol':
    case 'Text':
      return item.id === 'slug' ? `a-${contentType}-slug` : `${contentType} ${item.id}`;
    case 'Date':
      return '2025-03-04';
    case 'Array:Symbol':
      return ['One', 'Two'];
    case 'RichText':
      return {
        nodeType: 'document',
        data: {},
        content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Body', marks: [], data: {} }] }],
      };
    case 'Link:Asset':
      return {
        sys: { id: `${item.id}-asset`, type: 'Asset' },
        fields: { title: 'Picture', file: { url: `//images.example/${item.id}.png`, details: { image: { width: 4, height: 3 } } } },
      };
    case 'Link:Entry': {
      const target = (item.validations ?? []).find((rule) => rule.linkContentType)?.linkContentType as string[];
      return recordingEntry(target[0]!, `${item.id}-entry`);
    }
    default:
      throw new Error(`no sample for ${typeOf(item)}`);
  }
}

/** Fields the mapping read, per content type, recorded as it reads them. */
const reads = new Map<string, Set<string>>();
function recordingEntry(contentType: string, id: string) {
  const values = Object.fromEntries(model.get(contentType)!.fields.map((item) => [item.id, sampleValue(contentType, item)]));
  const read = reads.get(contentType) ?? new Set<string>();
  reads.set(contentType, read);
  const fields = new Proxy(values, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
  });
  return { sys: { id, type: 'Entry', contentType: { sys: { id: contentType } } }, fields };
}

describe('Contentful content model (made by the migrations)', () => {
  it('has the types and field types of the design', () => {
    expect([...model.keys()].filter((id) => id !== 'versionTracking').sort()).toEqual(['author', 'blogPost', 'category']);
    expect(fieldsOf('blogPost')).toEqual({
      title: 'Symbol',
      slug: 'Symbol',
      excerpt: 'Text',
      publishDate: 'Date',
      content: 'RichText',
      category: 'Link:Entry',
      author: 'Link:Entry',
      coverImage: 'Link:Asset',
      tags: 'Array:Symbol',
    });
    expect(fieldsOf('category')).toEqual({ name: 'Symbol', slug: 'Symbol' });
    expect(fieldsOf('author')).toEqual({ name: 'Symbol', bio: 'Text', avatar: 'Link:Asset' });
  });

  it('keeps slugs unique and required, and links to the right types', () => {
    for (const type of ['blogPost', 'category']) {
      expect(field(type, 'slug').validations).toContainEqual({ unique: true });
      expect(field(type, 'slug').required).toBe(true);
    }
    expect(field('blogPost', 'category').validations).toContainEqual({ linkContentType: ['category'] });
    expect(field('blogPost', 'author').validations).toContainEqual({ linkContentType: ['author'] });
    expect(field('blogPost', 'coverImage').validations).toContainEqual({ linkMimetypeGroup: ['image'] });
  });

  it('is exactly what the mapping reads, with the types it expects', () => {
    reads.clear();
    const post = mapPost(recordingEntry('blogPost', 'post-1'));
    // Every field of the model reaches the site...
    expect(post).toMatchObject({
      title: 'blogPost title',
      slug: 'a-blogPost-slug',
      excerpt: 'blogPost excerpt',
      publishDate: '2025-03-04',
      tags: ['One', 'Two'],
      category: { id: 'category-entry', name: 'category name', slug: 'a-category-slug' },
      author: { name: 'author name', bio: 'author bio', avatarUrl: 'https://images.example/avatar.png' },
      coverImage: { url: 'https://images.example/coverImage.png', width: 4, height: 3 },
      content: { nodeType: 'document' },
    });
    // ...and the mapping reads no field the model lacks.
    for (const type of ['blogPost', 'category', 'author']) {
      expect([...(reads.get(type) ?? [])].sort(), type).toEqual(
        model
          .get(type)!
          .fields.map((item) => item.id)
          .sort(),
      );
    }
  });

  it('allows in rich text exactly the nodes and marks the renderer shows', () => {
    const options = createRichTextOptions();
    const validations = field('blogPost', 'content').validations ?? [];
    const enabledNodes = validations.find((rule) => rule.enabledNodeTypes)?.enabledNodeTypes as string[];
    const enabledMarks = validations.find((rule) => rule.enabledMarks)?.enabledMarks as string[];
    // Structure Contentful always allows (and so does not list), and cross-space resources,
    // which the renderer deliberately shows as nothing and so are not offered to editors.
    const alwaysThere = [BLOCKS.PARAGRAPH, BLOCKS.LIST_ITEM, BLOCKS.TABLE_ROW, BLOCKS.TABLE_CELL, BLOCKS.TABLE_HEADER_CELL];
    const notOffered = [BLOCKS.EMBEDDED_RESOURCE, INLINES.EMBEDDED_RESOURCE, INLINES.RESOURCE_HYPERLINK];
    const rendered = Object.keys(options.renderNode ?? {}).filter(
      (type) => !alwaysThere.includes(type as BLOCKS) && !notOffered.includes(type as INLINES),
    );
    expect([...enabledNodes].sort()).toEqual(rendered.sort());
    expect([...enabledMarks].sort()).toEqual(Object.keys(options.renderMark ?? {}).sort());
    // Entry links and embeds point at posts: the only entries with a page.
    const nodes = validations.find((rule) => rule.nodes)?.nodes as Record<string, unknown>;
    for (const type of [BLOCKS.EMBEDDED_ENTRY, INLINES.EMBEDDED_ENTRY, INLINES.ENTRY_HYPERLINK])
      expect(nodes[type]).toEqual([{ linkContentType: ['blogPost'] }]);
  });
});
