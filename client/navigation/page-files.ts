/**
 * Loads a page's code for a client navigation or a prefetch. A page chunk imports shared chunks
 * (a service page, eleven files beyond the entry's), and the browser finds each only once the
 * one importing it has arrived: a round trip per level. So every file of the page is asked for
 * at once first, with `<link rel="modulepreload">`, from the list the server wrote at the end of
 * the document (shared/page-files.ts); then the route's module (with its page) is imported as usual.
 */
import { PAGE_FILES_ELEMENT_ID, type PageFiles } from '../../shared/page-files.ts';
import type { RouteId } from '../../shared/route-paths.ts';
import { loadRoutePage } from '../../routes/load-page.ts';
import type { RouteModule } from '../../routes/route-module.ts';

let pageFiles: PageFiles | undefined;
/** Files asked for already: the first page's (preloaded in its head) and every earlier navigation's. */
let asked: Set<string> | undefined;

/** Every page's files beyond the entry's, as the server listed them in this document. */
export function filesOfPages(): PageFiles {
  if (!pageFiles) {
    try {
      pageFiles = JSON.parse(document.getElementById(PAGE_FILES_ELEMENT_ID)?.textContent || '{}') as PageFiles;
    } catch {
      pageFiles = {};
    }
    asked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')!));
  }
  return pageFiles;
}

/** Asks for files with `<link rel="modulepreload">`, each once per document. */
export function preload(hrefs: Iterable<string>): void {
  filesOfPages();
  for (const href of hrefs) {
    if (asked!.has(href)) continue;
    asked!.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Page modules that have loaded, for a navigation that can then commit without waiting a turn. */
const loaded = new Map<RouteId, RouteModule>();

export function loadPage(routeId: RouteId): Promise<RouteModule> {
  preload(filesOfPages()[routeId] ?? []);
  return loadRoutePage(routeId).then((module) => {
    loaded.set(routeId, module);
    return module;
  });
}

/** The page's module if it has loaded already (a prefetch, an earlier visit), else undefined. */
export function loadedPage(routeId: RouteId): RouteModule | undefined {
  return loaded.get(routeId);
}
