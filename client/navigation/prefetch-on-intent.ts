/**
 * Prefetch on intent (docs/decisions/093): when a pointer rests on a link of this site for
 * HOVER_INTENT_MS, or a link gets the focus, or a finger touches it, the page's code chunk and
 * its /api/route-data answer are fetched, so the click that usually follows finds both here.
 * Answers wait in a small cache (prefetch-cache.ts) that navigations read through
 * prefetched-pages.ts.
 *
 * The files more than one page shares are fetched when this starts (shared-files.ts).
 *
 * Never fetched ahead: other origins, other windows, downloads, /api/* and other non-page
 * paths (a file name), pages that differ per visitor (the contact form), the page shown, and
 * anything at all when the visitor asked to save data or is on a 2G connection (checked at
 * each prefetch: a connection changes).
 */
import { matchRoute } from '../../shared/match-route.ts';
import { CONTENT_VERSION_HEADER, type PageResponse } from '../../shared/route-data.ts';
import { PER_VISITOR_ROUTE_IDS } from '../../shared/route-paths.ts';
import { loadPage } from './page-files.ts';
import { preloadSharedFiles } from './shared-files.ts';
import { routeDataUrl } from '../router/fetch-page.ts';
import { createPrefetchCache, type Prefetched } from './prefetch-cache.ts';
import { prefetchedPages } from './prefetched-pages.ts';
import { savingData } from './start-prefetch.ts';

/** A pointer passing over a link on its way elsewhere stays less than this; one that means it, longer. */
export const HOVER_INTENT_MS = 80;
/** Enough for every link a visitor hovers on a page; each answer is a few KiB. */
const MAX_ENTRIES = 16;
/** A long post's answer is tens of KiB. */
const MAX_BYTES = 512 * 1024;
/** A click comes within a second or two of its hover; content fetched longer ago is fetched again. */
const TTL_MS = 30_000;
/**
 * What marks a request as a prefetch for the server (its metrics count them apart). Browsers
 * send `Sec-Purpose: prefetch` for their own prefetches, but a page's fetch() may not set a
 * `Sec-` header, so ours is the older name the server reads too.
 */
const PURPOSE_HEADER = { purpose: 'prefetch' };
const FILE_NAME = /\.[a-z0-9]+$/i;

/** The path and query a link would load on the client, or null when it must not be fetched ahead. */
export function prefetchTarget(anchor: HTMLAnchorElement, here: Location): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || url.pathname.startsWith('/api/') || FILE_NAME.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  if (PER_VISITOR_ROUTE_IDS.includes(matchRoute(url.pathname).routeId)) return null;
  return url.pathname + url.search;
}

const cache = createPrefetchCache<PageResponse>({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, ttlMs: TTL_MS });

async function fetchRouteData(pathAndQuery: string): Promise<Prefetched<PageResponse>> {
  const response = await fetch(routeDataUrl(pathAndQuery), { headers: { accept: 'application/json', ...PURPOSE_HEADER } });
  // A server error is not kept: the click asks again.
  if (response.status >= 500) throw new Error(`prefetch answered ${response.status}`);
  const text = await response.text();
  const body = JSON.parse(text) as PageResponse;
  if (!body.routeId) throw new Error('prefetch answered no page');
  return { body, bytes: new TextEncoder().encode(text).byteLength, version: response.headers.get(CONTENT_VERSION_HEADER) ?? '' };
}

function prefetch(anchor: Element | null): void {
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const target = prefetchTarget(anchor, window.location);
  if (!target || cache.has(target) || savingData()) return;
  // The code is fetched (and kept by the browser's module map) beside the data.
  loadPage(matchRoute(target.split('?')[0]!).routeId).catch(() => undefined);
  void cache.put(target, fetchRouteData(target));
}

const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a[href]') : null);

/**
 * Listens for intent on every link of the document (one listener per kind, not one per link),
 * and fetches the code pages share, so that a hover has only a page's own file to fetch.
 */
export function startPrefetchOnIntent(): void {
  preloadSharedFiles();
  let hovered: { anchor: Element; timer: ReturnType<typeof setTimeout> } | undefined;
  document.addEventListener('pointerover', (event) => {
    const anchor = linkOf(event);
    if (event.pointerType === 'touch' || !anchor || hovered?.anchor === anchor) return;
    if (hovered) clearTimeout(hovered.timer);
    hovered = { anchor, timer: setTimeout(() => prefetch(anchor), HOVER_INTENT_MS) };
  });
  document.addEventListener('pointerout', (event) => {
    if (!hovered || linkOf(event) !== hovered.anchor) return;
    // Still inside the link (from its text to its icon): the hover goes on.
    if (event.relatedTarget instanceof Node && hovered.anchor.contains(event.relatedTarget)) return;
    clearTimeout(hovered.timer);
    hovered = undefined;
  });
  document.addEventListener('focusin', (event) => prefetch(linkOf(event)));
  document.addEventListener('touchstart', (event) => prefetch(linkOf(event)), { passive: true, capture: true });
  prefetchedPages.take = (pathAndQuery) => cache.get(pathAndQuery);
  prefetchedPages.peek = (pathAndQuery) => cache.peek(pathAndQuery);
  prefetchedPages.noteVersion = (version) => cache.noteVersion(version);
}
