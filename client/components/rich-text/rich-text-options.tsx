/**
 * How each rich-text node and mark becomes HTML, styled with Tailwind. CMS text only ever
 * becomes React text (escaped); links become <a> only for http(s), mailto and tel.
 * Tables and code blocks are labelled, focusable scroll regions whose edges shade while
 * there is more to scroll (`scroll-shadows-*` in client/styles/app.css); make one set of
 * options per document render (`createRichTextOptions`), since it numbers them.
 */
import type { ReactNode } from 'react';
import { BLOCKS, INLINES, MARKS, type Block, type Inline, type Text } from '@contentful/rich-text-types';
import type { Options } from '@contentful/rich-text-react-renderer';
import { Link } from 'react-router-dom';
import { ContentImage } from '../blog/content-image.tsx';
import { entryPath, isAssetTarget, isEntryTarget, type AssetTarget } from '../../../shared/rich-text-targets.ts';
import { isExternalHref, safeHref, safeImageUrl } from '../../../shared/safe-url.ts';
import { createScrollRegionLabels } from './scroll-region.ts';

/** The post body is at most this wide (the prose column). */
const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';
const LINK_CLASS =
  'font-medium text-accent-700 underline decoration-accent-300 underline-offset-2 hover:text-accent-900 hover:decoration-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 rounded-sm';
/**
 * A least width per cell keeps columns readable on phones: a wide table then scrolls rather
 * than squeezing its words one per line.
 */
const CELL_CLASS = 'min-w-32 border border-line-strong px-3 py-2 align-top [&>p]:m-0';
/** Scroll regions take keyboard focus, so they show it. */
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

function isText(node: Block | Inline | Text): node is Text {
  return node.nodeType === 'text';
}

/** Rich text has no code block: a paragraph whose text all carries the code mark is one. */
function codeBlockText(node: Block | Inline): string | null {
  const children = node.content;
  if (children.length === 0) return null;
  const allCode = children.every((child) => isText(child) && child.marks.some((mark) => mark.type === MARKS.CODE));
  if (!allCode) return null;
  const value = children.map((child) => (child as Text).value).join('');
  return value.includes('\n') || children.length === 1 ? value : null;
}

function SiteOrExternalLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link to={href} className={LINK_CLASS}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={LINK_CLASS} {...(isExternalHref(href) ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function EmbeddedAsset({ asset }: { asset: AssetTarget }) {
  const isImage = (asset.contentType ?? 'image/').startsWith('image/');
  if (!isImage) {
    const href = safeImageUrl(asset.url);
    return href ? (
      <p>
        <a href={href} className={LINK_CLASS}>
          {asset.title || asset.description || 'Download'}
        </a>
      </p>
    ) : null;
  }
  return (
    <figure className="my-8">
      <ContentImage
        url={asset.url}
        alt={asset.description ?? asset.title ?? ''}
        width={asset.width}
        height={asset.height}
        sizes={BODY_IMAGE_SIZES}
        className="h-auto w-full rounded-xl border border-line"
      />
      {asset.title && <figcaption className="mt-2 text-center text-sm text-ink-4">{asset.title}</figcaption>}
    </figure>
  );
}

const heading = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6', className: string) =>
  function renderHeading(_node: Block | Inline, children: ReactNode) {
    return <Tag className={`font-bold tracking-tight text-ink ${className}`}>{children}</Tag>;
  };

/** Options for one document render (fresh numbering of its scroll regions). */
export function createRichTextOptions(): Options {
  const labels = createScrollRegionLabels();
  return {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong className="font-semibold text-ink">{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
      [MARKS.CODE]: (text) => <code className="rounded bg-surface-3 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{text}</code>,
      [MARKS.SUPERSCRIPT]: (text) => <sup>{text}</sup>,
      [MARKS.SUBSCRIPT]: (text) => <sub>{text}</sub>,
      [MARKS.STRIKETHROUGH]: (text) => <s>{text}</s>,
    },
    renderNode: {
      [BLOCKS.PARAGRAPH]: (node, children) => {
        const code = codeBlockText(node);
        if (code !== null) {
          return (
            <pre
              className={`scroll-shadows-dark my-6 overflow-x-auto rounded-xl bg-slate-900 p-4 ring-1 ring-white/10 text-sm leading-relaxed text-slate-100 ${FOCUS_RING}`}
              tabIndex={0}
              role="region"
              aria-label={labels.code()}
            >
              <code className="font-mono">{code}</code>
            </pre>
          );
        }
        return <p className="my-5 leading-relaxed">{children}</p>;
      },
      // The page title is the one h1; a body "heading 1" is the top section level, shown larger.
      [BLOCKS.HEADING_1]: heading('h2', 'mt-12 mb-4 text-3xl'),
      [BLOCKS.HEADING_2]: heading('h2', 'mt-10 mb-4 text-2xl'),
      [BLOCKS.HEADING_3]: heading('h3', 'mt-8 mb-3 text-xl'),
      [BLOCKS.HEADING_4]: heading('h4', 'mt-6 mb-2 text-lg'),
      [BLOCKS.HEADING_5]: heading('h5', 'mt-6 mb-2 text-base'),
      [BLOCKS.HEADING_6]: heading('h6', 'mt-6 mb-2 text-sm uppercase tracking-wide text-ink-3'),
      [BLOCKS.UL_LIST]: (_node, children) => <ul className="my-5 list-disc space-y-2 pl-6 marker:text-accent-600">{children}</ul>,
      [BLOCKS.OL_LIST]: (_node, children) => (
        <ol className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-accent-700">{children}</ol>
      ),
      [BLOCKS.LIST_ITEM]: (_node, children) => <li className="pl-1 [&>p]:my-1 [&>ol]:my-2 [&>ul]:my-2">{children}</li>,
      [BLOCKS.QUOTE]: (_node, children) => (
        <blockquote className="my-8 border-l-4 border-accent-600 bg-accent-50 px-6 py-2 text-lg italic text-ink-2 [&>p]:my-3">
          {children}
        </blockquote>
      ),
      [BLOCKS.HR]: () => <hr className="my-10 border-line" />,
      [BLOCKS.TABLE]: (node, children) => (
        <div
          className={`scroll-shadows-light my-8 overflow-x-auto rounded-sm ${FOCUS_RING}`}
          tabIndex={0}
          role="region"
          aria-label={labels.table(node)}
        >
          <table className="w-full border-collapse text-left text-sm">
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      // Row and header tints are translucent so the scroll shadows, painted as the region's
      // own background, show through them.
      [BLOCKS.TABLE_ROW]: (_node, children) => <tr className="even:bg-ink/[0.03]">{children}</tr>,
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => (
        <th scope="col" className={`${CELL_CLASS} bg-ink/5 font-semibold text-ink`}>
          {children}
        </th>
      ),
      [BLOCKS.TABLE_CELL]: (_node, children) => <td className={CELL_CLASS}>{children}</td>,
      [BLOCKS.EMBEDDED_ASSET]: (node) => (isAssetTarget(node.data.target) ? <EmbeddedAsset asset={node.data.target} /> : null),
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const target = node.data.target;
        if (!isEntryTarget(target)) return null;
        const path = entryPath(target);
        return (
          <aside className="my-8 rounded-xl border border-accent-100 bg-accent-50 p-5" aria-label={`Related: ${target.title}`}>
            <p className="m-0 text-xs font-semibold uppercase tracking-wide text-accent-800">Related article</p>
            <p className="mt-1 mb-0 text-lg font-semibold text-ink">
              {path ? <SiteOrExternalLink href={path}>{target.title}</SiteOrExternalLink> : target.title}
            </p>
            {target.excerpt && <p className="mt-1 mb-0 text-ink-3">{target.excerpt}</p>}
          </aside>
        );
      },
      // Cross-space resources are not resolved by the delivery API we use: nothing to show.
      [BLOCKS.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const target = node.data.target;
        if (!isEntryTarget(target)) return null;
        const path = entryPath(target);
        return path ? <SiteOrExternalLink href={path}>{target.title}</SiteOrExternalLink> : <span>{target.title}</span>;
      },
      [INLINES.HYPERLINK]: (node, children) => {
        const href = safeHref(node.data.uri);
        return href ? <SiteOrExternalLink href={href}>{children}</SiteOrExternalLink> : <span>{children}</span>;
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const path = isEntryTarget(node.data.target) ? entryPath(node.data.target) : undefined;
        return path ? <SiteOrExternalLink href={path}>{children}</SiteOrExternalLink> : <span>{children}</span>;
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const href = isAssetTarget(node.data.target) ? safeImageUrl(node.data.target.url) : undefined;
        return href ? <SiteOrExternalLink href={href}>{children}</SiteOrExternalLink> : <span>{children}</span>;
      },
      [INLINES.RESOURCE_HYPERLINK]: (_node, children) => <span>{children}</span>,
    },
  };
}
