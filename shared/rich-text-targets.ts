/**
 * What an embedded or linked node of a post body points at, after the content source has
 * resolved it. Both sources (Contentful and the local Markdown files) put exactly these small
 * shapes in `node.data.target`, so the renderer handles one shape and the page data stays small
 * (a raw Contentful entry drags its whole sys block and every field along).
 */
import { postHref } from './route-paths.ts';

export interface EntryTarget {
  kind: 'entry';
  id: string;
  /** Content type id, e.g. blogPost. */
  contentType: string;
  title: string;
  /** Set for blog posts: the entry links to /blog/{slug}. */
  slug?: string;
  excerpt?: string;
}

export interface AssetTarget {
  kind: 'asset';
  id: string;
  url: string;
  contentType?: string;
  title?: string;
  description?: string;
  width?: number;
  height?: number;
}

export function isEntryTarget(value: unknown): value is EntryTarget {
  return (
    typeof value === 'object' && value !== null && (value as EntryTarget).kind === 'entry' && typeof (value as EntryTarget).id === 'string'
  );
}

export function isAssetTarget(value: unknown): value is AssetTarget {
  return (
    typeof value === 'object' && value !== null && (value as AssetTarget).kind === 'asset' && typeof (value as AssetTarget).url === 'string'
  );
}

/** Where an entry links to on this site, if anywhere. */
export function entryPath(target: EntryTarget): string | undefined {
  return target.contentType === 'blogPost' && target.slug ? postHref(target.slug) : undefined;
}
