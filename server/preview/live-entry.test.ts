import { describe, expect, it } from 'vitest';
import { plainEntry } from './live-entry.ts';

describe('plainEntry', () => {
  it('turns an entity met again on its own path into its link, so JSON can carry it', () => {
    const post: Record<string, unknown> = { sys: { id: 'post-a', type: 'Entry' }, fields: { title: 'A' } };
    const other = { sys: { id: 'post-b', type: 'Entry' }, fields: { title: 'B', related: post } };
    (post.fields as Record<string, unknown>).content = { nodeType: 'document', content: [{ data: { target: other } }] };
    expect(() => JSON.stringify(post)).toThrow();
    const plain = plainEntry(post) as { fields: { content: { content: Array<{ data: { target: { fields: { related: unknown } } } }> } } };
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
    expect(plain.fields.content.content[0]!.data.target.fields.related).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'post-a' } });
  });

  it('keeps an entity shared by two fields (no cycle) whole in both', () => {
    const author = { sys: { id: 'author', type: 'Entry' }, fields: { name: 'Dana' } };
    const plain = plainEntry({ sys: { id: 'p', type: 'Entry' }, fields: { author, reviewer: author } }) as {
      fields: Record<string, unknown>;
    };
    expect(plain.fields.author).toEqual(author);
    expect(plain.fields.reviewer).toEqual(author);
  });
});
