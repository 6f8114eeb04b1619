import type { Document } from '@contentful/rich-text-types';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

const text = (value: string, ...marks: string[]) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const node = (nodeType: string, content: unknown[] = [], data: object = {}) => ({ nodeType, data, content });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;
const cell = (type: 'table-header-cell' | 'table-cell', value: string) => node(type, [node('paragraph', [text(value)])]);
const table = (headers: string[] | null, row: string[]) =>
  node('table', [
    ...(headers
      ? [
          node(
            'table-row',
            headers.map((header) => cell('table-header-cell', header)),
          ),
        ]
      : []),
    node(
      'table-row',
      row.map((value) => cell('table-cell', value)),
    ),
  ]);
const codeBlock = (value: string) => node('paragraph', [text(value, 'code')]);

function render(document: Document): string {
  return renderToString(<RichText document={document} />);
}

/** The opening tag of every element that is a region, in document order. */
function regions(html: string): string[] {
  return [...html.matchAll(/<(?:div|pre)\b[^>]*role="region"[^>]*>/g)].map((match) => match[0]);
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

describe('tables and code blocks as scroll regions', () => {
  const html = render(
    doc(
      table(['Option', 'Good for'], ['VM', 'One app']),
      codeBlock('kind: Deployment\nmetadata: {}'),
      table(null, ['a', 'b']),
      codeBlock('npm test'),
    ),
  );

  it('makes each one a focusable region with its own name, in document order', () => {
    const tags = regions(html);
    expect(tags).toHaveLength(4);
    expect(tags.map((tag) => attribute(tag, 'tabindex'))).toEqual(['0', '0', '0', '0']);
    expect(tags.map((tag) => attribute(tag, 'aria-label'))).toEqual([
      'Table 1: Option, Good for',
      'Code sample 1',
      'Table 2',
      'Code sample 2',
    ]);
    expect(tags[1]).toMatch(/^<pre\b/);
  });

  it('gives them the scroll shadows that show there is more to the side', () => {
    const classes = regions(html).map((tag) => attribute(tag, 'class') ?? '');
    expect(classes[0]).toContain('scroll-shadows-light');
    expect(classes[1]).toContain('scroll-shadows-dark');
    for (const value of classes) expect(value).toContain('overflow-x-auto');
  });

  it('numbers afresh on every render, so server and browser agree', () => {
    const first = regions(render(doc(codeBlock('a'))));
    const second = regions(render(doc(codeBlock('b'))));
    expect(attribute(first[0]!, 'aria-label')).toBe('Code sample 1');
    expect(attribute(second[0]!, 'aria-label')).toBe('Code sample 1');
  });

  it('bounds a label made from a long header row', () => {
    const headers = Array.from({ length: 30 }, (_, index) => `Column heading ${index}`);
    const label = attribute(regions(render(doc(table(headers, ['x']))))[0]!, 'aria-label')!;
    expect(label.startsWith('Table 1: Column heading 0, Column heading 1')).toBe(true);
    expect(label.length).toBeLessThanOrEqual(100);
    expect(label.endsWith('…')).toBe(true);
  });

  it('keeps inline code inside a sentence an ordinary <code>, not a region', () => {
    expect(regions(render(doc(node('paragraph', [text('Run '), text('npm test', 'code'), text(' first.')]))))).toEqual([]);
  });
});
