/**
 * Reading time of a post, in whole minutes, from the words of its body (headings, paragraphs,
 * lists, tables and code alike). 238 words a minute is the average silent reading rate of
 * adults for non-fiction (Brysbaert, 2019); any post reads in at least a minute.
 */
import type { Document } from '@contentful/rich-text-types';

export const WORDS_PER_MINUTE = 238;

interface RichNode {
  nodeType: string;
  value?: string;
  content?: RichNode[];
}

export function countWords(document: Document | null): number {
  if (!document) return 0;
  let words = 0;
  // Iterative: a hostile document's nesting cannot overflow the stack.
  const stack: RichNode[] = [document as unknown as RichNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeType === 'text' && node.value) words += node.value.split(/\s+/).filter(Boolean).length;
    if (Array.isArray(node.content)) stack.push(...node.content);
  }
  return words;
}

export function readingMinutes(document: Document | null): number {
  return Math.max(1, Math.round(countWords(document) / WORDS_PER_MINUTE));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
