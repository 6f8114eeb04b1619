/** The shipped Contentful model (content/contentful/content-model.json) has exactly the fields of docs/product.md that the mapping reads. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../paths.server.ts';

interface Field {
  id: string;
  type: string;
  linkType?: string;
  items?: { type: string };
  validations: Array<Record<string, unknown>>;
}
const model = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'contentful', 'content-model.json'), 'utf8')) as {
  contentTypes: Array<{ sys: { id: string }; fields: Field[] }>;
};
const fieldsOf = (id: string) =>
  Object.fromEntries(model.contentTypes.find((type) => type.sys.id === id)!.fields.map((field) => [field.id, field.type === 'Link' ? `Link:${field.linkType}` : field.type === 'Array' ? `Array:${field.items?.type}` : field.type]));

describe('Contentful content model', () => {
  it('matches the design table', () => {
    expect(model.contentTypes.map((type) => type.sys.id).sort()).toEqual(['author', 'blogPost', 'category']);
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

  it('keeps post slugs unique', () => {
    const slug = model.contentTypes.find((type) => type.sys.id === 'blogPost')!.fields.find((field) => field.id === 'slug')!;
    expect(slug.validations).toContainEqual({ unique: true });
  });
});
