/**
 * Wide tables and code blocks scroll sideways inside the prose column. As scroll regions they
 * are focusable (so keyboard users can scroll them) and named (role="region" needs a name,
 * and axe's landmark-unique rule wants each name different), so each render of a document
 * numbers its tables and code blocks in document order. The renderer walks the document
 * synchronously and in order, the same on the server and in the browser, so the numbers match
 * at hydration.
 */
import { BLOCKS, type Block, type Inline, type Text } from '@contentful/rich-text-types';

/** Long header rows would make a label nobody wants read out in full. */
const MAX_LABEL_LENGTH = 100;

export interface ScrollRegionLabels {
  table(node: Block | Inline): string;
  code(): string;
}

/** The text of a node: runs inside a paragraph joined as written, blocks (paragraphs of a cell) by a space. */
function plainText(node: Block | Inline | Text): string {
  if (node.nodeType === 'text') return (node as Text).value;
  const children = (node as Block | Inline).content;
  return children.map(plainText).join(children.some((child) => child.nodeType === 'paragraph') ? ' ' : '');
}

/** The first row's header cells, when the table has them: 'Option, Good for, Ops effort'. */
function headerSummary(table: Block | Inline): string {
  const firstRow = table.content[0];
  if (!firstRow || firstRow.nodeType !== BLOCKS.TABLE_ROW) return '';
  const cells = (firstRow as Block).content.filter((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL);
  return cells
    .map((cell) => plainText(cell).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');
}

function bounded(label: string): string {
  return label.length <= MAX_LABEL_LENGTH ? label : `${label.slice(0, MAX_LABEL_LENGTH - 1).trimEnd()}…`;
}

export function createScrollRegionLabels(): ScrollRegionLabels {
  let tables = 0;
  let codeBlocks = 0;
  return {
    table(node) {
      tables += 1;
      const summary = headerSummary(node);
      return bounded(summary ? `Table ${tables}: ${summary}` : `Table ${tables}`);
    },
    code() {
      codeBlocks += 1;
      return `Code sample ${codeBlocks}`;
    },
  };
}
