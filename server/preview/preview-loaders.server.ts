/**
 * The route loading of a preview request: the same loaders, bound to the Preview API source,
 * with the frame's data saying `preview: true` (the banner shows from it). With Live Preview
 * (docs/decisions/095) the frame's data also carries what the page needs to talk to
 * Contentful's pane, and a post's data the entry the pane keeps up to date.
 */
import type { BlogPostData } from '../../shared/blog-data.ts';
import type { RootData } from '../../shared/route-data.ts';
import type { BlogPost } from '../../shared/types.ts';
import type { Logger } from '../core/logger.server.ts';
import type { RouteLoaders } from '../loaders/route-loaders.server.ts';
import type { RouteLoading } from '../loaders/load-route.server.ts';
import { plainEntry } from './live-entry.ts';

export interface LivePreviewLoading {
  /** The entry each post was mapped from, and the locale entries are read in (the Preview API source). */
  source: { entryOf(post: BlogPost): unknown; getDefaultLocale(): Promise<string | undefined> };
  /** CONTENTFUL_PREVIEW_FRAME_ANCESTORS. */
  origins: string[];
  logger: Logger;
}

/** `loaders` are the site's loaders bound to the preview source (serverLoaders({ content: preview.content, ... })). */
export function previewRouteLoading(routes: RouteLoading, loaders: RouteLoaders, live?: LivePreviewLoading): RouteLoading {
  const root = loaders.root;
  const post = loaders['blog-post'];
  // Without the locale the tags would name none: Live Preview is left out, preview itself goes on.
  const livePreview = async (): Promise<RootData['livePreview']> => {
    if (!live) return undefined;
    const locale = await live.source.getDefaultLocale().catch((error: unknown) => {
      live.logger.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'live preview off for this page: no locale',
      );
      return undefined;
    });
    return locale ? { locale, origins: live.origins } : undefined;
  };
  return {
    ...routes,
    // The published slug index knows no drafts: a preview post's status comes from its loader.
    statusHints: undefined,
    loaders: {
      ...loaders,
      root: async (args) => {
        const [data, settings] = await Promise.all([root?.(args) as Promise<RootData | undefined>, livePreview()]);
        return { ...(data ?? routes.rootFallback), preview: true, ...(settings && { livePreview: settings }) } satisfies RootData;
      },
      'blog-post': async (args) => {
        const data = (await post?.(args)) as BlogPostData | object | undefined;
        // A found post is plain data (a missing or unavailable one comes with its status).
        if (!live || !data || !('post' in data) || !data.post) return data;
        const entry = live.source.entryOf(data.post);
        return entry ? ({ ...data, liveEntry: plainEntry(entry) } satisfies BlogPostData) : data;
      },
    },
    rootFallback: { ...routes.rootFallback, preview: true },
  };
}
