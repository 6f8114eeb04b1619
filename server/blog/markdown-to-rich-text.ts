/**
 * Markdown (GitHub flavour) to a Contentful rich-text Document, so the embedded blog is
 * written in plain files and rendered by the same renderer as Contentful content.
 * See docs/decisions/032-local-blog-format.md for the syntax beyond plain Markdown:
 *
 * - `![alt](/images/x.svg "title")` alone in a paragraph: embedded asset block
 * - `[[entry:some-slug]]` alone in a paragraph: embedded entry block (another post);
 *   inside a sentence: embedded entry inline
 * - `[text](entry:some-slug)`: entry hyperlink; `[text](asset:/images/x.pdf)`: asset hyperlink
 * - `<u>..</u>`, `<sup>..</sup>`, `<sub>..</sub>`: underline, superscript, subscript marks
 * - a fenced code block: a paragraph whose text carries the code mark (rich text has no code block)
 *
 * Any other HTML stays literal text: a content file can never inject markup.
 */
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { Lexer, type Token, type Tokens } from 'marked';
import type { AssetTarget, EntryTarget } from '../../shared/rich-text-targets.ts';

type Node = { nodeType: string; data: Record<string, unknown>; content?: Node[]; value?: string; marks?: Array<{ type: string }> };

export interface TargetResolver {
  /** The post with this slug, or null (the link is dropped, with a warning). */
  entry(slug: string): EntryTarget | null;
  /** An asset (image or file) at this site path. */
  asset(url: string, alt: string, title?: string): AssetTarget | null;
  warn(message: string): void;
}

const ENTRY_EMBED = /\[\[entry:([a-z0-9][a-z0-9-]*)\]\]/g;
const MARK_TAGS: Record<string, string> = { u: MARKS.UNDERLINE, sup: MARKS.SUPERSCRIPT, sub: MARKS.SUBSCRIPT };

const text = (value: string, marks: string[]): Node => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const node = (nodeType: string, content: Node[], data: Record<string, unknown> = {}): Node => ({ nodeType, data, content });
const paragraph = (content: Node[]): Node => node(BLOCKS.PARAGRAPH, content.length > 0 ? content : [text('', [])]);

class Converter {
  constructor(private readonly resolve: TargetResolver) {}

  inline(tokens: Token[] | undefined, marks: string[] = []): Node[] {
    const out: Node[] = [];
    let active = [...marks];
    for (const token of tokens ?? []) {
      switch (token.type) {
        case 'text':
        case 'escape':
          out.push(
            ...('tokens' in token && token.tokens?.length ? this.inline(token.tokens, active) : this.textWithEmbeds(token.text, active)),
          );
          break;
        case 'strong':
          out.push(...this.inline((token as Tokens.Strong).tokens, [...active, MARKS.BOLD]));
          break;
        case 'em':
          out.push(...this.inline((token as Tokens.Em).tokens, [...active, MARKS.ITALIC]));
          break;
        case 'del':
          out.push(...this.inline((token as Tokens.Del).tokens, [...active, MARKS.STRIKETHROUGH]));
          break;
        case 'codespan':
          out.push(text((token as Tokens.Codespan).text, [...active, MARKS.CODE]));
          break;
        case 'br':
          out.push(text('\n', active));
          break;
        case 'link':
          out.push(...this.link(token as Tokens.Link, active));
          break;
        case 'image': {
          const image = token as Tokens.Image;
          const target = this.resolve.asset(image.href, image.text, image.title ?? undefined);
          if (target) out.push(node(INLINES.ASSET_HYPERLINK, [text(image.text || target.title || 'image', active)], { target }));
          break;
        }
        case 'html': {
          const tag = /^<(\/?)(u|sup|sub)>$/i.exec(token.text.trim());
          if (tag) {
            const mark = MARK_TAGS[tag[2]!.toLowerCase()]!;
            active = tag[1] ? active.filter((type) => type !== mark) : [...active, mark];
          } else {
            out.push(text(token.text, active));
          }
          break;
        }
        default:
          if ('text' in token && typeof token.text === 'string') out.push(text(token.text, active));
      }
    }
    return out;
  }

  private textWithEmbeds(value: string, marks: string[]): Node[] {
    const out: Node[] = [];
    let last = 0;
    for (const match of value.matchAll(ENTRY_EMBED)) {
      if (match.index > last) out.push(text(value.slice(last, match.index), marks));
      const target = this.resolve.entry(match[1]!);
      if (target) out.push(node(INLINES.EMBEDDED_ENTRY, [], { target }));
      last = match.index + match[0].length;
    }
    if (last < value.length) out.push(text(value.slice(last), marks));
    return out;
  }

  private link(token: Tokens.Link, marks: string[]): Node[] {
    const children = this.inline(token.tokens, marks);
    if (token.href.startsWith('entry:')) {
      const target = this.resolve.entry(token.href.slice('entry:'.length));
      return target ? [node(INLINES.ENTRY_HYPERLINK, children, { target })] : children;
    }
    if (token.href.startsWith('asset:')) {
      const target = this.resolve.asset(token.href.slice('asset:'.length), token.text);
      return target ? [node(INLINES.ASSET_HYPERLINK, children, { target })] : children;
    }
    // The renderer decides whether the scheme may become a link; the URI is kept as written.
    return [node(INLINES.HYPERLINK, children, { uri: token.href })];
  }

  block(token: Token): Node[] {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading': {
        const depth = Math.min(Math.max((token as Tokens.Heading).depth, 1), 6);
        return [node(`heading-${depth}`, this.inline((token as Tokens.Heading).tokens))];
      }
      case 'paragraph':
        return this.paragraph(token as Tokens.Paragraph);
      case 'text':
        return [
          paragraph(
            this.inline('tokens' in token && token.tokens ? token.tokens : [{ type: 'text', raw: token.text, text: token.text } as Token]),
          ),
        ];
      case 'hr':
        return [node(BLOCKS.HR, [])];
      case 'blockquote':
        return [
          node(
            BLOCKS.QUOTE,
            (token as Tokens.Blockquote).tokens.flatMap((child) => this.block(child)),
          ),
        ];
      case 'code':
        return [paragraph([text((token as Tokens.Code).text, [MARKS.CODE])])];
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item) =>
          node(
            BLOCKS.LIST_ITEM,
            item.tokens.flatMap((child) => this.block(child)),
          ),
        );
        return [node(list.ordered ? BLOCKS.OL_LIST : BLOCKS.UL_LIST, items)];
      }
      case 'table': {
        const table = token as Tokens.Table;
        const row = (cells: Tokens.TableCell[], header: boolean) =>
          node(
            BLOCKS.TABLE_ROW,
            cells.map((cell) => node(header ? BLOCKS.TABLE_HEADER_CELL : BLOCKS.TABLE_CELL, [paragraph(this.inline(cell.tokens))])),
          );
        return [node(BLOCKS.TABLE, [row(table.header, true), ...table.rows.map((cells) => row(cells, false))])];
      }
      case 'html':
        // Raw HTML blocks are shown as the text they are, never as markup.
        return [paragraph([text(token.text.trim(), [])])];
      default:
        return 'text' in token && typeof token.text === 'string' ? [paragraph([text(token.text, [])])] : [];
    }
  }

  private paragraph(token: Tokens.Paragraph): Node[] {
    const only = token.tokens.length === 1 ? token.tokens[0] : undefined;
    if (only?.type === 'image') {
      const image = only as Tokens.Image;
      const target = this.resolve.asset(image.href, image.text, image.title ?? undefined);
      return target ? [node(BLOCKS.EMBEDDED_ASSET, [], { target })] : [];
    }
    const embed = /^\[\[entry:([a-z0-9][a-z0-9-]*)\]\]$/.exec(token.text.trim());
    if (embed) {
      const target = this.resolve.entry(embed[1]!);
      return target ? [node(BLOCKS.EMBEDDED_ENTRY, [], { target })] : [];
    }
    return [paragraph(this.inline(token.tokens))];
  }
}

export function markdownToRichText(markdown: string, resolve: TargetResolver): Document | null {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const converter = new Converter(resolve);
  const content = tokens.flatMap((token) => converter.block(token));
  if (content.length === 0) return null;
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content } as unknown as Document;
}
