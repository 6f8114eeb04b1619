import type { Document } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { countWords, formatReadingTime, readingMinutes, WORDS_PER_MINUTE } from './reading-time.ts';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, content: unknown[]) => ({ nodeType, content, data: {} });
const doc = (...content: unknown[]) => block('document', content) as unknown as Document;
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('counts the words of every text node, nested in lists, tables and code alike', () => {
    const document = doc(
      block('heading-2', [text('Two words')]),
      block('paragraph', [text('  three   spaced\nwords '), block('hyperlink', [text('a link')])]),
      block('unordered-list', [block('list-item', [block('paragraph', [text('one')])])]),
      block('table', [block('table-row', [block('table-cell', [block('paragraph', [text('cell text')])])])]),
      block('paragraph', [text('npm run build')]),
    );
    expect(countWords(document)).toBe(2 + 3 + 2 + 1 + 2 + 3);
  });

  it(`reads at ${WORDS_PER_MINUTE} words a minute, rounded, and never under a minute`, () => {
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes(doc(block('paragraph', [text('short')])))).toBe(1);
    expect(readingMinutes(doc(block('paragraph', [text(words(WORDS_PER_MINUTE * 5))])))).toBe(5);
    expect(readingMinutes(doc(block('paragraph', [text(words(Math.round(WORDS_PER_MINUTE * 2.6)))])))).toBe(3);
    expect(formatReadingTime(4)).toBe('4 min read');
  });

  it('walks a deeply nested document without overflowing the stack', () => {
    let node: unknown = text('deep');
    for (let depth = 0; depth < 100_000; depth += 1) node = block('paragraph', [node]);
    expect(countWords(doc(node))).toBe(1);
  });
});
