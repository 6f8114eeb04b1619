import { describe, expect, it } from 'vitest';
import { markdownToRichText, type TargetResolver } from './markdown-to-rich-text.ts';

const warnings: string[] = [];
const resolver: TargetResolver = {
  entry: (slug) => (slug === 'known' ? { kind: 'entry', id: 'known', contentType: 'blogPost', title: 'Known', slug: 'known' } : null),
  asset: (url, alt) => ({ kind: 'asset', id: url, url, description: alt }),
  warn: (message) => void warnings.push(message),
};

describe('markdownToRichText', () => {
  it('keeps raw HTML as text and never as markup', () => {
    const doc = markdownToRichText('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> there', resolver)!;
    const json = JSON.stringify(doc);
    expect(json).toContain('"value":"<script>alert(1)</script>"');
    expect(json).toContain('<img src=x onerror=alert(1)>');
    expect(doc.content.every((node) => node.nodeType === 'paragraph')).toBe(true);
  });

  it('turns u, sup and sub tags into marks and nothing else', () => {
    const doc = markdownToRichText('a <u>b</u> c<sup>2</sup> H<sub>2</sub>O', resolver)!;
    const texts = (doc.content[0]!.content as Array<{ value: string; marks: Array<{ type: string }> }>).map((node) => [
      node.value,
      node.marks.map((mark) => mark.type),
    ]);
    expect(texts).toEqual([
      ['a ', []],
      ['b', ['underline']],
      [' c', []],
      ['2', ['superscript']],
      [' H', []],
      ['2', ['subscript']],
      ['O', []],
    ]);
  });

  it('drops links to unknown posts but keeps their words', () => {
    const doc = markdownToRichText('[gone](entry:missing) and [[entry:missing]]\n\n[[entry:missing]]', resolver)!;
    expect(doc.content).toHaveLength(1);
    expect(JSON.stringify(doc)).not.toContain('entry-hyperlink');
    expect(JSON.stringify(doc)).toContain('"value":"gone"');
  });

  it('an empty body is no document', () => {
    expect(markdownToRichText('\n\n', resolver)).toBeNull();
  });
});
