/**
 * The embedded default blog: JSON files under content/blog, read once and kept in memory.
 * Used when Contentful is not configured, so a fresh clone shows a real blog.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost, Category } from '../../shared/types.ts';
import { toSummary, type ContentSource, type PostQuery } from './content-source.ts';

interface LocalContent {
  categories: Category[];
  posts: BlogPost[];
}

export class LocalContentSource implements ContentSource {
  private loaded?: Promise<LocalContent>;

  constructor(private readonly directory: string) {}

  private load(): Promise<LocalContent> {
    this.loaded ??= this.read();
    return this.loaded;
  }

  private async read(): Promise<LocalContent> {
    const categories = JSON.parse(await readFile(path.join(this.directory, 'categories.json'), 'utf8')) as Category[];
    const postDir = path.join(this.directory, 'posts');
    const files = (await readdir(postDir)).filter((file) => file.endsWith('.json'));
    const posts = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(postDir, file), 'utf8')) as BlogPost));
    posts.sort((a, b) => b.publishDate.localeCompare(a.publishDate));
    categories.sort((a, b) => a.name.localeCompare(b.name));
    return { categories, posts };
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
