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
  /** Inlined, the first paint waits on no second request (docs/decisions/087). */
  stylesheetText?: string;
  entry: string;
  modulePreloads: string[];
}

/** The data-free start of <head>: it can go before the loaders finish, so the browser fetches while the server waits (docs/decisions/053). */
export function renderDocumentPrelude({ stylesheet, stylesheetText, entry, modulePreloads }: DocumentPreludeInput): string {
  // Low priority: the modules only hydrate the page, so they take the bandwidth the paint leaves.
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

/** The rest of <head>: only data blocks, never a script, so the same content gives the same bytes for everyone (docs/decisions/069). */
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

const ERROR_TEXT = '<h1>Unexpected Application Error!</h1><p>500: the page could not be rendered. Please try again in a moment.</p>';
const PLAIN_HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';
const PLAIN_BODY = '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">';
const HOME_LINK = '<p><a href="/">Return Home</a></p></body></html>';

/** Closes a document whose prelude was sent when the page then failed before rendering. */
export const PRELUDE_ERROR_END = `<title>Something went wrong</title></head><body>${ERROR_TEXT}${HOME_LINK}`;

/** The end of every document, with each route's module files for client navigations (shared/page-files.ts); made once per build. */
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
export const MINIMAL_ERROR_PAGE = `${PLAIN_HEAD}<title>Something went wrong</title></head>${PLAIN_BODY}${ERROR_TEXT}${HOME_LINK}`;

/** Sent with 503 when too many pages are being rendered at once. No scripts, no dependencies. */
export const BUSY_PAGE =
  `${PLAIN_HEAD}<meta name="robots" content="noindex"><title>Busy, please try again</title></head>${PLAIN_BODY}` +
  `<h1>We are busy right now</h1><p>503: the page could not be prepared in time. Please try again in a few seconds.</p>${HOME_LINK}`;
