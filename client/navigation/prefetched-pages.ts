/**
 * Where a navigation looks for a page fetched ahead of its click. The prefetching code is a
 * chunk of its own, loaded after the first page is interactive (prefetch-on-intent.ts); until
 * it has loaded, and wherever it is off, this holds nothing and navigations fetch as usual.
 * Kept tiny: it is part of every page's first load.
 */
import type { PageResponse } from '../../shared/route-data.ts';

export const prefetchedPages: {
  /** The prefetched answer for a path and query, arrived or on its way. */
  take?: (pathAndQuery: string) => Promise<PageResponse> | undefined;
  /** The prefetched answer for a path and query if it has arrived, else undefined. */
  peek?: (pathAndQuery: string) => PageResponse | undefined;
  /** A navigation's own answer said which content version the server has now. */
  noteVersion?: (version: string) => void;
} = {};
