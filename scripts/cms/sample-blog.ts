/**
 * The embedded sample blog (content/blog) as the entries and assets `npm run cms:seed` writes:
 * the same files the site reads when Contentful is off, the Markdown turned into rich text by
 * the site's own markdown-to-rich-text, links to posts and images turned into Contentful links.
 *
 * Every id is derived from the sample item (`sample-post-<slug>`, `sample-asset-<path>`...):
 * a second run finds what the first made, and nothing an editor made can share an id.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitFrontMatter } from '../../server/blog/local-content-source.server.ts';
import { markdownToRichText } from '../../server/blog/markdown-to-rich-text.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SAMPLE_BLOG_DIR = path.join(ROOT, 'content/blog');
const PUBLIC_DIR = path.join(ROOT, 'public');

export type Link = { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } };
/** Field values for the default locale; the seed wraps them per locale. */
export type SampleFields = Record<string, unknown>;

export interface SampleAsset {
  id: string;
  /** Site path of the file under public/. */
  sitePath: string;
  fileName: string;
  contentType: string;
  title: string;
  description: string;
}

export interface SampleEntry {
  id: string;
  contentType: 'category' | 'author' | 'blogPost';
  /** What the progress line calls it. */
  label: string;
  fields: SampleFields;
}

export interface SamplePlan {
  assets: SampleAsset[];
  /** In the order they are created: categories, authors, then posts. */
  entries: SampleEntry[];
}

/** Contentful ids: at most 64 of letters, digits, - _ and . */
export function sampleId(kind: string, key: string): string {
  const id = `sample-${kind}-${key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  return id.length <= 64 ? id : `${id.slice(0, 51)}-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

export const entryLink = (id: string): Link => ({ sys: { type: 'Link', linkType: 'Entry', id } });
export const assetLink = (id: string): Link => ({ sys: { type: 'Link', linkType: 'Asset', id } });

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The file's bytes as an ArrayBuffer of their own (what the SDK's upload takes). */
export function readSampleFile(asset: SampleAsset): ArrayBuffer {
  return new Uint8Array(readFileSync(path.join(PUBLIC_DIR, asset.sitePath))).buffer;
}

type RichNode = { nodeType: string; data?: Record<string, unknown>; content?: RichNode[] };

/** The converter's resolved targets ({ kind, id, ... }) become the links Contentful stores. */
function toLinks(node: RichNode): RichNode {
  const target = node.data?.target as { kind?: string; id?: string } | undefined;
  const data = target?.kind ? { ...node.data, target: target.kind === 'asset' ? assetLink(target.id!) : entryLink(target.id!) } : node.data;
  return { ...node, ...(data ? { data } : {}), ...(node.content ? { content: node.content.map(toLinks) } : {}) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function readSamplePlan(dir = SAMPLE_BLOG_DIR): SamplePlan {
  const assets = new Map<string, SampleAsset>();
  const addAsset = (sitePath: string, description: string, title = description): string | null => {
    if (!sitePath.startsWith('/') || sitePath.includes('..')) return null;
    const existing = assets.get(sitePath);
    if (existing) return existing.id;
    const fileName = path.basename(sitePath);
    const extension = path.extname(fileName).slice(1).toLowerCase();
    const asset = {
      id: sampleId('asset', sitePath),
      sitePath,
      fileName,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      title: title || fileName,
      description,
    };
    assets.set(sitePath, asset);
    return asset.id;
  };

  const categories = JSON.parse(readFileSync(path.join(dir, 'categories.json'), 'utf8')) as Array<{
    id: string;
    name: string;
    slug: string;
  }>;
  const authors = JSON.parse(readFileSync(path.join(dir, 'authors.json'), 'utf8')) as Array<{
    id: string;
    name: string;
    bio?: string;
    avatar?: string;
  }>;
  const entries: SampleEntry[] = [
    ...categories.map((category) => ({
      id: sampleId('category', category.id),
      contentType: 'category' as const,
      label: `category "${category.name}"`,
      fields: { name: category.name, slug: category.slug },
    })),
    ...authors.map((author) => {
      const avatar = author.avatar ? addAsset(author.avatar, author.name) : null;
      return {
        id: sampleId('author', author.id),
        contentType: 'author' as const,
        label: `author "${author.name}"`,
        fields: { name: author.name, ...(author.bio ? { bio: author.bio } : {}), ...(avatar ? { avatar: assetLink(avatar) } : {}) },
      };
    }),
  ];

  const postDir = path.join(dir, 'posts');
  const sources = readdirSync(postDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file, ...splitFrontMatter(readFileSync(path.join(postDir, file), 'utf8')) }));
  const slugs = new Map(sources.map(({ file, data }) => [text(data.slug) || path.basename(file, '.md'), data]));
  for (const { file, data, body } of sources) {
    const slug = text(data.slug) || path.basename(file, '.md');
    const content = markdownToRichText(body, {
      entry: (target) => {
        const other = slugs.get(target);
        return other
          ? { kind: 'entry', id: sampleId('post', target), contentType: 'blogPost', title: text(other.title), slug: target }
          : null;
      },
      asset: (url, alt, title) => {
        const id = addAsset(url, alt, title);
        return id ? { kind: 'asset', id, url, title, description: alt } : null;
      },
      warn: (message) => console.warn(`cms:seed: ${file}: ${message}`),
    });
    const cover = text(data.coverImage) ? addAsset(text(data.coverImage), text(data.coverAlt)) : null;
    const category = categories.find((item) => item.id === text(data.category));
    const author = authors.find((item) => item.id === text(data.author));
    entries.push({
      id: sampleId('post', slug),
      contentType: 'blogPost',
      label: `post "${slug}"`,
      fields: {
        title: text(data.title),
        slug,
        ...(text(data.excerpt) ? { excerpt: text(data.excerpt) } : {}),
        publishDate: text(data.publishDate),
        ...(content ? { content: toLinks(content as unknown as RichNode) } : {}),
        ...(category ? { category: entryLink(sampleId('category', category.id)) } : {}),
        ...(author ? { author: entryLink(sampleId('author', author.id)) } : {}),
        ...(cover ? { coverImage: assetLink(cover) } : {}),
        ...(Array.isArray(data.tags) ? { tags: data.tags.map(text).filter(Boolean) } : {}),
      },
    });
  }
  return { assets: [...assets.values()], entries };
}
