/**
 * Prefetch on intent: when a pointer enters a link of this site, a link gets the focus, or a
 * finger touches it, the page's code and data start loading (fetch-page.ts), so the click that
 * usually follows finds them here. Never for other origins and windows, downloads, /api/* and
 * files, pages that differ per visitor (the contact form), the page shown, nor at all when the
 * visitor saves data (checked at each intent: a connection changes) or in draft preview.
 */
import { matchRoute } from '../../shared/match-route.ts';
import { PER_VISITOR_ROUTE_IDS } from '../../shared/route-paths.ts';
import { prefetchPage } from '../router/fetch-page.ts';
import { preloadSharedFiles } from './page-files.ts';

const FILE_NAME = /\.[a-z0-9]+$/i;

/** The visitor asked to save data (Save-Data), or the connection is 2G. */
function savingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/** The path and query a link would load on the client, or null when it must not be fetched ahead. */
function prefetchTarget(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/') || FILE_NAME.test(url.pathname)) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  if (PER_VISITOR_ROUTE_IDS.includes(matchRoute(url.pathname).routeId)) return null;
  return url.pathname + url.search;
}

function onIntent(event: Event): void {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const target = anchor instanceof HTMLAnchorElement ? prefetchTarget(anchor) : null;
  if (target && !savingData()) prefetchPage(target);
}

/** One listener per kind of intent on the document, not one per link; the shared code once idle. */
export function prefetchOnIntent(): void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  if (!savingData()) whenIdle(preloadSharedFiles);
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true, capture: true });
}
