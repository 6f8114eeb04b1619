/**
 * The embedded default blog, read once from content/blog and kept in memory. Used when
 * Contentful is not configured, so a fresh clone shows a real blog. Format (see
 * docs/decisions/032-local-blog-format.md and content/README.md):
 *   categories.json  [{ id, name, slug }]
 *   authors.json     [{ id, name, bio, avatar }]
 *   posts/*.md       YAML front matter (title, excerpt, publishDate, category, author,
 *                    coverImage, coverAlt, tags, updatedAt; slug defaults to the file name)
 *                    and a Markdown body (markdown-to-rich-text.ts).
 * Images are site paths under public/ (/images/blog/...); their sizes are read from the files.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { AssetTarget, EntryTarget } from '../../shared/rich-text-targets.ts';
import type { Author, BlogPost, Category, ImageRef } from '../../shared/types.ts';
import type { Logger } from '../core/logger.server.ts';
import { toSummary, type ContentSource, type PostQuery } from './content-source.ts';
import { readImageSize } from './image-size.server.ts';
import { svgDataUrl } from './inline-cover.server.ts';
import { markdownToRichText } from './markdown-to-rich-text.ts';

interface LocalContent {
  categories: Category[];
  posts: BlogPost[];
}

interface AuthorFile {
  id: string;
  name: string;
  bio?: string;
  avatar?: string;
}

interface FrontMatter {
  title?: unknown;
  slug?: unknown;
  excerpt?: unknown;
  publishDate?: unknown;
  updatedAt?: unknown;
  category?: unknown;
  author?: unknown;
  coverImage?: unknown;
  coverAlt?: unknown;
  tags?: unknown;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function splitFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  // YAML turns an unquoted date into a Date; keep every value as written.
  const data = (parseYaml(match[1]!, { schema: 'core' }) ?? {}) as FrontMatter;
  return { data, body: match[2]! };
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value instanceof Date ? value.toISOString().slice(0, 10) : value == null ? '' : String(value);

export class LocalContentSource implements ContentSource {
  private loaded?: Promise<LocalContent>;
  private readonly publicDirs: string[];

  constructor(
    private readonly directory: string,
    private readonly logger?: Logger,
    /** Where /images/... paths live: public/ in the repo, dist/client/ in the container image (which has no public/). */
    publicDirs?: string[],
  ) {
    const root = path.resolve(directory, '..', '..');
    this.publicDirs = publicDirs ?? [path.join(root, 'public'), path.join(root, 'dist', 'client')];
  }

  private load(): Promise<LocalContent> {
    this.loaded ??= this.read();
    // A failed read is not kept: the next request tries again.
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  private image(url: string, alt: string, title?: string): AssetTarget | null {
    if (!url.startsWith('/') || url.startsWith('//') || url.includes('..')) {
      this.logger?.warn({ url }, 'local blog: images must be site paths under public/');
      return null;
    }
    const size = this.publicDirs.map((dir) => readImageSize(path.join(dir, url))).find(Boolean);
    const extension = path.extname(url).slice(1).toLowerCase();
    return {
      kind: 'asset',
      id: url,
      url,
      contentType: extension === 'svg' ? 'image/svg+xml' : `image/${extension === 'jpg' ? 'jpeg' : extension}`,
      title,
      description: alt,
      width: size?.width,
      height: size?.height,
    };
  }

  private async read(): Promise<LocalContent> {
    const readJson = async <T>(file: string, fallback: T): Promise<T> => {
      try {
        return JSON.parse(await readFile(path.join(this.directory, file), 'utf8')) as T;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
        throw error;
      }
    };
    const categories = await readJson<Category[]>('categories.json', []);
    const authors = new Map((await readJson<AuthorFile[]>('authors.json', [])).map((author) => [author.id, author]));
    const postDir = path.join(this.directory, 'posts');
    const files = (await readdir(postDir).catch(() => [] as string[])).filter((file) => file.endsWith('.md')).sort();
    const sources = await Promise.all(
      files.map(async (file) => ({ file, ...splitFrontMatter(await readFile(path.join(postDir, file), 'utf8')) })),
    );

    // First pass: who is who, so bodies can link to any post.
    const heads = sources.map(({ file, data }) => ({ slug: asText(data.slug) || path.basename(file, '.md'), data }));
    const bySlug = new Map(heads.map((head) => [head.slug, head]));
    const categoryById = new Map(categories.map((category) => [category.id, category]));

    const posts = sources.map(({ file, body }, index): BlogPost => {
      const { slug, data } = heads[index]!;
      const warn = (message: string) => this.logger?.warn({ file }, `local blog: ${message}`);
      const content = markdownToRichText(body, {
        entry: (target): EntryTarget | null => {
          const found = bySlug.get(target);
          if (!found) {
            warn(`no post with slug "${target}", link dropped`);
            return null;
          }
          return {
            kind: 'entry',
            id: found.slug,
            contentType: 'blogPost',
            title: asText(found.data.title),
            slug: found.slug,
            excerpt: asText(found.data.excerpt) || undefined,
          };
        },
        asset: (url, alt, title) => this.image(url, alt, title),
        warn,
      });
      const authorFile = authors.get(asText(data.author));
      const author: Author | undefined = authorFile
        ? { name: authorFile.name, bio: authorFile.bio ?? '', avatarUrl: authorFile.avatar }
        : undefined;
      const cover = asText(data.coverImage) ? this.image(asText(data.coverImage), asText(data.coverAlt)) : null;
      const inlineSrc = cover ? this.publicDirs.map((dir) => svgDataUrl(path.join(dir, cover.url))).find(Boolean) : undefined;
      const coverImage: ImageRef | undefined = cover
        ? { url: cover.url, width: cover.width, height: cover.height, alt: cover.description ?? '', ...(inlineSrc ? { inlineSrc } : {}) }
        : undefined;
      return {
        id: slug,
        title: asText(data.title) || 'Untitled',
        slug,
        excerpt: asText(data.excerpt),
        publishDate: asText(data.publishDate),
        content,
        category: categoryById.get(asText(data.category)) ?? null,
        author,
        coverImage,
        tags: Array.isArray(data.tags) ? data.tags.map(asText).filter(Boolean) : [],
        updatedAt: asText(data.updatedAt) || asText(data.publishDate) || undefined,
      };
    });
    posts.sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    return { categories: [...categories].sort((a, b) => a.name.localeCompare(b.name)), posts };
  }

  async getCategories(): Promise<Category[]> {
    return (await this.load()).categories;
  }

  async getPosts(query: PostQuery = {}) {
    const { posts } = await this.load();
    const filtered = query.categoryId ? posts.filter((post) => post.category?.id === query.categoryId) : posts;
    return filtered.slice(0, query.limit ?? filtered.length).map(toSummary);
  }

  async getPostBySlug(slug: string): Promise<BlogPost | null> {
    return (await this.load()).posts.find((post) => post.slug === slug) ?? null;
  }
}
