/**
 * The code pages share, fetched ahead of any intent (docs/decisions/093, third addendum): every
 * file more than one page needs (the blocks sections are built of, the service page, the blog's
 * cards and dates), about 25 KiB compressed in all, once per visit, of which a first page has
 * loaded about half. A hovered link then needs only its page's own file (two for a post) and its
 * data, which fit in one round trip on HTTP/1.1's six connections even while the page's images
 * load, where a service page from /about-us needed seven files and its data, two round trips.
 * Started with the prefetching code (prefetch-on-intent.ts): when the first page is idle and the
 * visitor is not saving data. Not part of the first load.
 */
import { filesOfPages, preload } from './page-files.ts';

export function preloadSharedFiles(): void {
  const pagesUsing = new Map<string, number>();
  for (const files of Object.values(filesOfPages()))
    for (const href of new Set(files)) pagesUsing.set(href, (pagesUsing.get(href) ?? 0) + 1);
  preload([...pagesUsing].filter(([, count]) => count > 1).map(([href]) => href));
}
