/** The HTML around the React stream: <head> (all tags in the server HTML) and the closing tags. */
import { metaEntries, type HeadTags } from '../../shared/head.ts';
import { ROUTE_STATE_ELEMENT_ID } from '../../shared/route-data.ts';
import { escapeHtml, serializeForScript } from '../../shared/serialize.ts';
import { THEME_SCRIPT } from '../../shared/theme/theme-script.ts';
import { BLOG_FEED_PATH } from '../../shared/blog-data.ts';
import { SITE } from '../../shared/site.ts';
import { ROUTE_TABLE, type RouteId } from '../../routes/server/route-table.ts';
import type { BuildManifest } from './build-manifest.server.ts';
import { PAGE_FILES_ELEMENT_ID, type PageFiles } from '../../shared/page-files.ts';

export interface DocumentPreludeInput {
  stylesheet: string;
  /**
   * The stylesheet's text, sent inside the page instead of linked (docs/decisions/087): the
   * first paint then waits on no second request, one round trip less on a phone's link.
   */
  stylesheetText?: string;
  /** The client entry module (run with <script type="module">). */
  entry: string;
  /** The modules the entry and the route's page import, preloaded so they load in parallel. */
  modulePreloads: string[];
}

/**
 * The start of <head> that depends only on the build and the route, not on data: sent before
 * the loaders run, so the browser fetches the stylesheet and modules while the server waits
 * on its content (docs/decisions/053). A module script runs after the document is parsed, so
 * it finds the page's state wherever the state comes in the stream.
 */
export function renderDocumentPrelude({ stylesheet, stylesheetText, entry, modulePreloads }: DocumentPreludeInput): string {
  // Low priority (as 065 found): on a slow link the HTML, the stylesheet and the hero image
  // paint the page; the modules only hydrate it, so they take the bandwidth left.
  const preloads = modulePreloads.map((href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(href)}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    // The theme is set before the stylesheet applies and before any paint (allowed by its CSP hash).
    `<script>${THEME_SCRIPT}</script>` +
    (stylesheetText === undefined ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : `<style>${stylesheetText}</style>`) +
    `<script type="module" fetchpriority="low" src="${escapeHtml(entry)}"></script>${preloads}` +
    '<meta name="theme-color" content="#1d4ed8">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    // Feed readers and browser extensions find the blog's feed from any page.
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${SITE.companyName} blog`)}" href="${BLOG_FEED_PATH}">`
  );
}

/** Each route's prelude: it depends only on the build and the route, so it is built once, at start. */
export function routePreludes(manifest: BuildManifest, stylesheetText?: string): Map<RouteId, string> {
  return new Map(
    ROUTE_TABLE.map((entry) => [
      entry.id,
      renderDocumentPrelude({
        stylesheet: manifest.css,
        stylesheetText,
        entry: manifest.entry,
        modulePreloads: [...new Set([...manifest.entryImports, ...(manifest.routes[entry.id] ?? [])])],
      }),
    ]),
  );
}

/**
 * The rest of <head> (title, meta, canonical, JSON-LD, the page's state) and the opening of the
 * body. Nothing here is executable: JSON-LD and the state are data blocks (no CSP hash or
 * nonce), and the same content gives the same bytes for every visitor (docs/decisions/069).
 */
export function renderDocumentHead({ head, stateJson }: { head: HeadTags; stateJson: string }): string {
  const attr = escapeHtml;
  const meta = metaEntries(head)
    .map(({ attr: kind, key, content }) => `<meta ${kind}="${attr(key)}" content="${attr(content)}">`)
    .join('');
  const jsonLd = head.jsonLd.map((block) => `<script type="application/ld+json">${serializeForScript(block)}</script>`).join('');
  return (
    `<title>${escapeHtml(head.title)}</title>${meta}` +
    `${head.canonical ? `<link rel="canonical" href="${attr(head.canonical)}">` : ''}${jsonLd}` +
    `<script type="application/json" id="${ROUTE_STATE_ELEMENT_ID}">${stateJson}</script>` +
    '</head><body><div id="root">'
  );
}

/** Closes a document whose prelude was sent when the page then failed before rendering. */
export const PRELUDE_ERROR_END =
  '<title>Something went wrong</title></head><body><h1>Unexpected Application Error!</h1>' +
  '<p>500: the page could not be rendered. Please try again in a moment.</p><p><a href="/">Return Home</a></p></body></html>';

/**
 * The end of every document: the closing of #root, then each route's module files beyond the
 * entry's (a data block, after the page, for client navigations: shared/page-files.ts). The same
 * for every page of a build, so it is made once, at start.
 */
export function documentEnd(manifest: BuildManifest): string {
  const entryFiles = new Set(manifest.entryImports);
  const files: PageFiles = {};
  for (const entry of ROUTE_TABLE) {
    const own = (manifest.routes[entry.id] ?? []).filter((file) => !entryFiles.has(file));
    if (own.length > 0) files[entry.id] = own;
  }
  return `</div><script type="application/json" id="${PAGE_FILES_ELEMENT_ID}">${serializeForScript(files)}</script></body></html>`;
}

/** Sent when rendering fails before anything was streamed. No scripts, no dependencies. */
export const MINIMAL_ERROR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>Unexpected Application Error!</h1><p>500: the page could not be rendered. Please try again in a moment.</p>' +
  '<p><a href="/">Return Home</a></p></body></html>';

/** Sent with 503 when too many pages are being rendered at once (render-slots.server.ts). No scripts, no dependencies. */
export const BUSY_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Busy, please try again</title></head>' +
  '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
  '<h1>We are busy right now</h1><p>503: the page could not be prepared in time. Please try again in a few seconds.</p>' +
  '<p><a href="/">Return Home</a></p></body></html>';
