/**
 * A post's cover inside the page itself, for the one cover that is the page's largest paint
 * (the first card of /blog, a post's own cover): a separate request costs a round trip after
 * the HTML (on a phone's link about half a second), so a small site-local SVG is sent as a
 * data: URL and paints with the HTML (docs/decisions/094). Images larger than the limit, and
 * every CMS image (served responsive from its Images API), are fetched as usual.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlogPostSummary, ImageRef } from '../../shared/types.ts';
import { SVG_DATA_URL_PREFIX } from '../../shared/safe-url.ts';

/** Small enough to add less to the page than the request it saves costs. */
export const INLINE_COVER_MAX_BYTES = 4096;

/** Characters left readable in the data: URL (valid in a URL, and the HTML checker agrees). */
const KEPT = { '%3D': '=', '%3A': ':', '%2F': '/', '%2C': ',', '%3B': ';' } as Record<string, string>;

/**
 * The SVG as a data: URL, percent-encoded but for a few common characters (smaller than base64,
 * and it compresses with the page). Undefined for other files, larger ones and unreadable ones.
 */
export function svgDataUrl(file: string): string | undefined {
  if (path.extname(file).toLowerCase() !== '.svg') return undefined;
  try {
    if (statSync(file).size > INLINE_COVER_MAX_BYTES) return undefined;
    const svg = readFileSync(file, 'utf8').trim().replace(/\s+/g, ' ').replace(/"/g, "'");
    // ' as %27: React would write it as the longer &#x27; in the attribute.
    return `${SVG_DATA_URL_PREFIX}${encodeURIComponent(svg)
      .replace(/%3D|%3A|%2F|%2C|%3B/g, (code) => KEPT[code]!)
      .replace(/'/g, '%27')}`;
  } catch {
    return undefined;
  }
}

/** The summary without its inline cover: for lists whose covers load lazily (the inline copy would be dead weight). */
export function withoutInlineCover<T extends Pick<BlogPostSummary, 'coverImage'>>(post: T): T {
  if (!post.coverImage?.inlineSrc) return post;
  const { inlineSrc: _inline, ...coverImage }: ImageRef = post.coverImage;
  return { ...post, coverImage };
}
