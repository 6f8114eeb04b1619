/**
 * Contentful's delivery shapes (entries with sys + fields, links resolved by the SDK) mapped to
 * the shared domain types of spec section 3. Anything may be missing: a missing optional field
 * takes the spec's default, and a link the SDK could not resolve (unpublished, deleted) is dropped.
 */
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { AssetTarget, EntryTarget } from '../rich-text-targets.ts';
import { safeImageUrl } from '../safe-url.ts';
import type { Author, BlogPost, Category, ImageRef } from '../types.ts';

/** The parts of a CDA entry or asset this module reads. */
export interface CdaItem {
  sys: { id: string; type: string; createdAt?: string; updatedAt?: string; contentType?: { sys: { id: string } } };
  fields?: Record<string, unknown>;
}

type RichNode = { nodeType: string; data?: Record<string, unknown>; content?: RichNode[]; value?: string; marks?: unknown[] };

const EMBED_AND_LINK_TYPES = new Set<string>([
  BLOCKS.EMBEDDED_ENTRY,
  BLOCKS.EMBEDDED_ASSET,
  BLOCKS.EMBEDDED_RESOURCE,
  INLINES.EMBEDDED_ENTRY,
  INLINES.EMBEDDED_RESOURCE,
  INLINES.ENTRY_HYPERLINK,
  INLINES.ASSET_HYPERLINK,
  INLINES.RESOURCE_HYPERLINK,
]);
/** Hyperlinks whose target is gone still carry readable text: keep the words, drop the link. */
const LINKS_WITH_TEXT = new Set<string>([INLINES.ENTRY_HYPERLINK, INLINES.ASSET_HYPERLINK, INLINES.RESOURCE_HYPERLINK]);

function isItem(value: unknown): value is CdaItem {
  return typeof value === 'object' && value !== null && typeof (value as CdaItem).sys?.id === 'string';
}

/** A resolved entry or asset has fields; an unresolved link has only sys. */
function isResolved(value: unknown): value is CdaItem & { fields: Record<string, unknown> } {
  return isItem(value) && typeof value.fields === 'object' && value.fields !== null;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function contentTypeOf(item: CdaItem): string {
  return item.sys.contentType?.sys.id ?? '';
}

export function mapCategory(item: unknown): Category | null {
  if (!isResolved(item)) return null;
  const name = text(item.fields.name).trim();
  if (!name) return null;
  return { id: item.sys.id, name, slug: text(item.fields.slug, item.sys.id) };
}

export function mapAssetTarget(item: unknown): AssetTarget | null {
  if (!isResolved(item) || item.sys.type !== 'Asset') return null;
  const file = item.fields.file as
    { url?: unknown; contentType?: unknown; details?: { image?: { width?: unknown; height?: unknown } } } | undefined;
  const url = safeImageUrl(file?.url);
  if (!url) return null;
  const width = file?.details?.image?.width;
  const height = file?.details?.image?.height;
  return {
    kind: 'asset',
    id: item.sys.id,
    url,
    contentType: typeof file?.contentType === 'string' ? file.contentType : undefined,
    title: text(item.fields.title) || undefined,
    description: text(item.fields.description) || undefined,
    width: typeof width === 'number' ? width : undefined,
    height: typeof height === 'number' ? height : undefined,
  };
}

export function mapImage(item: unknown): ImageRef | undefined {
  const asset = mapAssetTarget(item);
  if (!asset) return undefined;
  return { url: asset.url, width: asset.width, height: asset.height, alt: asset.description ?? asset.title ?? '' };
}

export function mapEntryTarget(item: unknown): EntryTarget | null {
  if (!isResolved(item) || item.sys.type !== 'Entry') return null;
  const fields = item.fields;
  return {
    kind: 'entry',
    id: item.sys.id,
    contentType: contentTypeOf(item),
    title: text(fields.title) || text(fields.name) || 'Untitled',
    slug: text(fields.slug) || undefined,
    excerpt: text(fields.excerpt) || undefined,
  };
}

function mapAuthor(item: unknown): Author | undefined {
  if (!isResolved(item)) return undefined;
  const name = text(item.fields.name).trim();
  if (!name) return undefined;
  return { name, bio: text(item.fields.bio), avatarUrl: mapImage(item.fields.avatar)?.url };
}

function mapNode(node: RichNode): RichNode[] {
  if (node.nodeType === 'text') return [node];
  const children = Array.isArray(node.content) ? node.content.flatMap(mapNode) : node.content;
  if (!EMBED_AND_LINK_TYPES.has(node.nodeType)) return [{ ...node, content: children }];
  const target = node.data?.target;
  const mapped = isResolved(target) ? (target.sys.type === 'Asset' ? mapAssetTarget(target) : mapEntryTarget(target)) : null;
  if (mapped) return [{ ...node, data: { ...node.data, target: mapped }, content: children }];
  // Unresolvable: hyperlinks keep their words, embeds disappear.
  return LINKS_WITH_TEXT.has(node.nodeType) && Array.isArray(children) ? children : [];
}

/** The post body with every link target reduced to the small shapes the renderer reads. */
export function mapDocument(value: unknown): Document | null {
  if (typeof value !== 'object' || value === null || (value as RichNode).nodeType !== BLOCKS.DOCUMENT) return null;
  const [document] = mapNode(value as RichNode);
  return (document as unknown as Document) ?? null;
}

export function mapPost(item: unknown): BlogPost | null {
  if (!isResolved(item)) return null;
  const fields = item.fields;
  const slug = text(fields.slug).trim();
  // A post without a slug has no page to link to.
  if (!slug) return null;
  const tags = Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : [];
  return {
    id: item.sys.id,
    title: text(fields.title, 'Untitled'),
    slug,
    excerpt: text(fields.excerpt),
    publishDate: text(fields.publishDate) || item.sys.createdAt || '',
    content: mapDocument(fields.content),
    category: mapCategory(fields.category),
    author: mapAuthor(fields.author),
    coverImage: mapImage(fields.coverImage),
    tags,
    updatedAt: item.sys.updatedAt,
  };
}
