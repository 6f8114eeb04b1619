/**
 * A page's chunk imports shared chunks, and the browser finds each only once the one importing
 * it has arrived: a round trip per level. So all of a page's files are asked for at once with
 * `<link rel="modulepreload">`, from the list the server wrote at the end of the document
 * (shared/page-files.ts), and the files several pages share once the first page is idle.
 */
import { PAGE_FILES_ELEMENT_ID, type PageFiles } from '../../shared/page-files.ts';
import type { RouteId } from '../../shared/route-paths.ts';

let files: PageFiles | undefined;
/** Files asked for already: the first page's (in its head) and every earlier preload's. */
const asked = new Set<string>();

function pageFiles(): PageFiles {
  if (files) return files;
  files = JSON.parse(document.getElementById(PAGE_FILES_ELEMENT_ID)?.textContent || '{}') as PageFiles;
  for (const link of document.querySelectorAll('link[rel="modulepreload"]')) asked.add(link.getAttribute('href')!);
  return files;
}

function preload(hrefs: Iterable<string>): void {
  for (const href of hrefs) {
    if (asked.has(href)) continue;
    asked.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

export function preloadPageFiles(routeId: RouteId): void {
  preload(pageFiles()[routeId] ?? []);
}

/** The files more than one page imports: a hover then needs only its page's own file and its data. */
export function preloadSharedFiles(): void {
  const pagesUsing = new Map<string, number>();
  for (const hrefs of Object.values(pageFiles())) for (const href of new Set(hrefs)) pagesUsing.set(href, (pagesUsing.get(href) ?? 0) + 1);
  preload([...pagesUsing].filter(([, count]) => count > 1).map(([href]) => href));
}
